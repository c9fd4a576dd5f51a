import type { AskedInput } from '../../schema';

// The Final Question: Epicurus (the Garden Sage) against Heidegger (the Phenomenologist); Socrates, the Condemned,
// moderates. Written from the issue list of server/content/debates/death-meaning-debate/topic.ts, in a visitor's own words.
export const finalQuestionChallenges: readonly AskedInput[] = [
  // plain
  { text: 'Is there any good reason to be frightened of dying?', issue: 'fear-of-death', form: 'plain' },
  {
    text: 'Does the fact that we die make our lives more meaningful or less?',
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: 'If you were offered the chance to never die, should you take it?',
    issue: 'living-forever',
    form: 'plain',
  },
  { text: 'Is anything left of a person once they have died?', issue: 'afterlife', form: 'plain' },
  {
    text: 'Can dying actually be bad for the one who dies, given that they are gone?',
    issue: 'harm-of-death',
    form: 'plain',
  },
  {
    text: 'Knowing my time is limited, how am I supposed to live differently?',
    issue: 'living-with-mortality',
    form: 'plain',
  },
  {
    text: 'Why does everyone act like death is something you should not mention?',
    issue: 'denial-of-death',
    form: 'plain',
  },
  {
    text: 'What is the best way to cope when someone close to you dies?',
    issue: 'grief',
    form: 'plain',
  },
  {
    text: 'What actually makes a short life a good one?',
    issue: 'worthwhile-life',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  { text: 'What does a good death look like?', issue: 'dying-well', form: 'plain' },
  {
    text: 'Can you face dying without believing in any god?',
    issue: 'gods-religion',
    form: 'plain',
  },
  {
    text: 'Are hospitals and machines changing the way people die?',
    issue: 'technology-death',
    form: 'plain',
  },
  {
    text: 'Would anything be worth doing if life just went on forever?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },

  // paraphrase
  {
    text: 'Every night before I fall asleep I panic that one day I will simply stop being. Is that panic reasonable?',
    issue: 'fear-of-death',
    form: 'paraphrase',
  },
  {
    text: 'My roommate says since the sun will burn out someday, nothing we do means anything. Is he right?',
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: 'A tech company says its pills will let people reach one hundred and fifty. Should I sign up?',
    issue: 'living-forever',
    form: 'paraphrase',
  },
  {
    text: 'When my grandfather died, was he just gone, or did some part of him go somewhere?',
    issue: 'afterlife',
    form: 'paraphrase',
  },
  {
    text: 'A girl in my school died at sixteen. Did she lose out on something, even though she cannot know it?',
    issue: 'harm-of-death',
    form: 'paraphrase',
  },
  {
    text: 'I keep telling myself I will travel and write my novel later. Should the fact that I will die change that?',
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: 'Whenever I bring up dying, my family jokes and changes the topic. Why are people like that?',
    issue: 'denial-of-death',
    form: 'paraphrase',
  },
  {
    text: 'Six months after my sister passed I still set a plate for her at dinner. Is that wrong?',
    issue: 'grief',
    form: 'paraphrase',
  },
  {
    text: 'I earn a lot and own a big house, yet I am miserable. What do I actually need to be happy?',
    issue: 'worthwhile-life',
    form: 'paraphrase',
  },
  {
    text: 'The doctors say my father has a few weeks. How can he make those weeks good ones?',
    issue: 'dying-well',
    form: 'paraphrase',
  },
  {
    text: 'As a kid I was told I would burn in hell for my sins. Should that still scare me?',
    issue: 'gods-religion',
    also: ['afterlife'],
    form: 'paraphrase',
  },
  {
    text: 'There is an app that lets you text an AI trained on your late mother. Good idea or terrible?',
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: 'Is someone who says he is not scared of death just lying to himself?',
    issue: 'fear-of-death',
    form: 'paraphrase',
  },
  {
    text: 'Would living a thousand years make anyone happier than living eighty?',
    issue: 'living-forever',
    form: 'paraphrase',
  },
  {
    text: 'We spend so much time on our phones. Is that just a way to never think about the end?',
    issue: 'denial-of-death',
    form: 'paraphrase',
  },

  // named
  {
    text: 'Epicurus, how can you say death is nothing when it takes everything away from me?',
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Heidegger, why should facing my own death make my life more my own?',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Epicurus, what would you say to a mother whose son was killed at nineteen?',
    issue: 'harm-of-death',
    also: ['grief'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Heidegger, is there anything waiting for us once we die?',
    issue: 'afterlife',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Epicurus, should I let doctors keep me going on machines if I am dying?',
    issue: 'technology-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Martin Heidegger, is pleasure really not enough to make a life worth living?',
    issue: 'worthwhile-life',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Socrates, you were sentenced to die. Were you afraid when you drank the poison?',
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Heidegger, do we need the gods to die in peace?',
    issue: 'gods-religion',
    addresses: 'heidegger',
    form: 'named',
  },

  // epithet
  {
    text: 'A question for the garden sage: would you want to live for ever if medicine allowed it?',
    issue: 'living-forever',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'To the phenomenologist: why do people always say we all die someday and then carry on like it is not true?',
    issue: 'denial-of-death',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Let the hedonist answer: is partying every weekend the best use of a short life?',
    issue: 'worthwhile-life',
    also: ['living-with-mortality'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'For the German philosopher: does my life only matter because it ends?',
    issue: 'death-and-meaning',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'I want the atomist to tell me: will I just be particles floating around after I die?',
    issue: 'afterlife',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Question for the author of Being and Time: how do I grieve my best friend properly?',
    issue: 'grief',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'To the man from the garden: how should someone in agony spend their last days?',
    issue: 'dying-well',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Let the thinker of being answer this: is the dread I feel about dying telling me something?',
    issue: 'fear-of-death',
    addresses: 'heidegger',
    form: 'epithet',
  },

  // off-topic
  { text: 'What time does the pharmacy on Main Street close tonight?', issue: null, form: 'off-topic' },
  { text: 'Can you give me a recipe for banana bread without eggs?', issue: null, form: 'off-topic' },
  { text: 'Who won the World Cup in two thousand and ten?', issue: null, form: 'off-topic' },
  { text: 'How do I change a flat tyre on a bicycle?', issue: null, form: 'off-topic' },
  { text: 'Which laptop is best for playing video games this year?', issue: null, form: 'off-topic' },
];
