// The blind set of 2027-01-06 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: 'If we could live forever, would anything still matter?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: "Epicurus, fine, I won't be there when I die. But I'll be here for the months of dying, and that's what scares me.",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'ok so heidegger says knowing we die makes us choose. but my dog doesnt know hes gonna die and hes the happiest guy i know',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'how do i turn on captions',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My mother was diagnosed with pancreatic cancer in March. Since then she's been calmer and more herself than I've ever seen her. Was that death giving her life meaning, or just the morphine?",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: 'Is it bad to be afraid of death?',
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: "Heidegger, what does 'authentic' even mean when you're talking about dying? Sounds like a word for people who read too much.",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Is mathematics invented or discovered?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "There's a tech millionaire taking 100 pills a day to live to 150. Is he brave or missing the whole point?",
    issue: 'living-forever',
    also: ['denial-of-death'],
    form: 'paraphrase',
  },
  {
    text: "Why don't we fear the time before we were born the way we fear the time after we die?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'Mr Garden, your whole idea is that death is nothing to us. Then why did you bother writing a will?',
    issue: 'harm-of-death',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "So you admit that if I never thought about death I'd be living fake? That's a lot of pressure for a Tuesday.",
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    form: 'plain',
  },
  {
    text: 'anyone know a good garden centre near Leeds? need tomato plants',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Martin, weren't you a member of the Nazi party? Why should we take your advice on how to live authentically?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'i lost my best friend at 24 in a car crash. people keep saying everything happens for a reason. does his death mean anything at all',
    issue: 'death-and-meaning',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: 'Would heaven make this life more meaningful or less, Heidegger?',
    issue: 'death-and-meaning',
    also: ['afterlife'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Some companies now make AI chatbots that talk like your dead relatives. Is that cheating death or ruining grief?',
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: 'Do we have any real evidence for the Big Bang?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Deadlines are the only thing that make me finish work. Is death just the universe's deadline?",
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: 'The German guy sounds gloomy on purpose. Can someone be happy and still think about death all the time?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "Epicurius, are you saying I shouldn't care that my kids will grow up without me if I die early?",
    issue: 'harm-of-death',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'this is so much better than my actual philosophy lecture lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, nobody on their deathbed is thinking about 'being-towards-death'",
    issue: 'living-with-mortality',
    also: ['dying-well'],
    form: 'plain',
  },
  {
    text: 'Is dying young a tragedy even if the person had a happy life?',
    issue: 'harm-of-death',
    form: 'plain',
  },
  {
    text: "My dad is 82 and says he's ready. My sister thinks that's depressing. Who's right?",
    issue: 'dying-well',
    also: ['fear-of-death'],
    form: 'paraphrase',
  },
  {
    text: 'Should assisted dying be legal, Epicurus?',
    issue: 'dying-well',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Should the rich pay higher tax rates than everyone else?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Greek gardener thinks a simple life with friends is enough. Is that what makes a life meaningful, or just pleasant?',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Playing a video game with infinite lives gets boring fast. Would immortality be like that?',
    issue: 'living-forever',
    form: 'paraphrase',
  },
  {
    text: "Heidegger, when everybody at a funeral says the same comforting phrases, is that what you meant by 'the they'?",
    issue: 'denial-of-death',
    also: ['grief'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'but what about people who believe in reincarnation, do they get less meaning because they get another go',
    issue: 'death-and-meaning',
    also: ['afterlife'],
    form: 'plain',
  },
  {
    text: "sorry one sec, someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If my atoms just scatter when I die, where does meaning come from, Epicurus?',
    issue: 'worthwhile-life',
    also: ['death-and-meaning'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "that's just a philosopher's way of saying YOLO",
    issue: 'living-with-mortality',
    form: 'plain',
  },
  {
    text: 'Soldiers face death every day. Do they find more meaning in life than an office worker?',
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: "Question for the man from Samos: what would you say to a parent at their child's funeral?",
    issue: 'grief',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'What makes a piece of music a work of art rather than just noise?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does having children give you a kind of life after death?',
    issue: 'afterlife',
    form: 'plain',
  },
  {
    text: "I'm 45 and suddenly panicking that half my life is gone. Is this midlife crisis me finally waking up, like the Phenomenologist would say, or just hormones?",
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Martin Heidegger, if death is what makes my life mine, would an immortal being have no self at all?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    addresses: 'heidegger',
    form: 'named',
  },
];
