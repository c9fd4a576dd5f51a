// Challenges for The Final Question (Epicurus against Martin Heidegger), spent on tuning: eval:debate counts them
// with the tuned-on set.
import type { AskedInput } from '../../schema';

export const deathMeaningDebateSpent: readonly AskedInput[] = [
  // A second set, written blind from the debate's card (title, question, description, names) and labelled from its
  // issue list; a second reader labelled it apart, and an issue that reader chose first is among "also". Read for the
  // engine's misses (on topic 71 % across the nine new debates), so spent.
  {
    text: "Why should I be afraid of dying if I won't be around to feel it?",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: 'Would life mean anything at all if we lived forever?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  { text: "Does knowing I'll die make my choices matter more?", issue: 'death-and-meaning', form: 'plain' },
  { text: 'I lie awake terrified of death. Is that normal?', issue: 'fear-of-death', form: 'plain' },
  { text: 'How are you supposed to stop fearing death?', issue: 'fear-of-death', form: 'plain' },
  {
    text: "What's the difference between fearing dying and fearing being dead?",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: 'Should we think about death every day or is that just morbid?',
    issue: 'living-with-mortality',
    form: 'plain',
  },
  {
    text: "Honestly, isn't the whole point to enjoy life while it lasts and not worry about the end?",
    issue: 'living-with-mortality',
    form: 'plain',
  },
  {
    text: "Is death actually bad for the person who dies, if they're not there anymore?",
    issue: 'harm-of-death',
    form: 'plain',
  },
  { text: 'Why do most people avoid talking about death?', issue: 'denial-of-death', form: 'plain' },
  {
    text: "If nothing happens after we die, what's the point of anything?",
    issue: 'death-and-meaning',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: "Can you live authentically without facing up to the fact you'll die?",
    issue: 'living-with-mortality',
    form: 'plain',
  },
  {
    text: "What's the best way to live if life is short?",
    issue: 'living-with-mortality',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: 'A happy life is just simple pleasures and good friends, right?',
    issue: 'worthwhile-life',
    form: 'plain',
  },
  { text: 'Do we actually lose anything when we die?', issue: 'harm-of-death', form: 'plain' },
  {
    text: 'Why does the time before I was born not bother me, but the time after I die does?',
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  { text: 'Brave or foolish, facing death head on?', issue: 'living-with-mortality', form: 'plain' },
  {
    text: 'My grandma just died and she seemed totally at peace. How do people get like that?',
    issue: 'dying-well',
    form: 'paraphrase',
  },
  {
    text: 'If scientists could upload my brain to the cloud tomorrow, would I still care about anything?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: 'I only started taking my life seriously after a cancer scare. Why does it take that?',
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: "My mates spend every weekend scrolling TikTok like they've got all the time in the world. Do they?",
    issue: 'denial-of-death',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: "I keep putting off writing that novel because there's always next year. Is that a mistake?",
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: 'When the doctor gave my dad six months, he suddenly knew exactly what he wanted. Why?',
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: "At every funeral everyone says 'life's short' and then forgets it by Monday. Why?",
    issue: 'denial-of-death',
    form: 'paraphrase',
  },
  { text: 'Would a vampire get bored?', issue: 'living-forever', form: 'paraphrase' },
  {
    text: 'Should I spend my savings on a dream trip now rather than a pension?',
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: 'Tech billionaires pouring money into anti-ageing pills, brave or missing the point?',
    issue: 'living-forever',
    also: ['technology-death'],
    form: 'paraphrase',
  },
  {
    text: "I can't stop picturing my own funeral. Is that healthy or should I switch it off?",
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: 'Epicurus, how can you say death is nothing when it takes everything from us?',
    issue: 'harm-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "Heidegger, isn't it depressing to build your whole philosophy around dying?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "What would Epicurus tell someone who's just had a terminal diagnosis?",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Martin Heidegger, what do you mean by living authentically?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'To the garden guy: is a quiet life with friends really enough?',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'The German philosopher, why should I stare death in the face?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Question for the Garden Sage: what do you actually do about the fear when it hits at 3am?',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
  { text: 'Can you help me pick a name for my new puppy?', issue: null, form: 'off-topic' },
  { text: "What's the meaning of the word 'serendipity'?", issue: null, form: 'off-topic' },
  { text: 'What plants grow well in a shady garden?', issue: null, form: 'off-topic' },
  { text: 'Did you watch the final of Bake Off last night?', issue: null, form: 'off-topic' },
  { text: 'Hi, is this thing on? Can you hear me?', issue: null, form: 'off-topic' },
];
