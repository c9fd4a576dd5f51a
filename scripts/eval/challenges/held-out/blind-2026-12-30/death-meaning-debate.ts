// The blind set of 2026-12-30 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: "If I'll never experience being dead, why does it scare me so much?",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: "My dad was diagnosed with terminal cancer last spring and he's been happier and kinder since then than in my whole childhood. Did death give him meaning, or did it just make him stop pretending?",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: 'epicurus that whole where death is i am not thing sounds clever but it doesnt help at 3am at all',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'is it going to rain tomorrow in Chicago?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Heidegger, what does 'being-toward-death' mean in plain English?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Would living forever make life pointless?',
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: "There's a tech millionaire spending millions a year trying to reverse his age. If he actually succeeds, does his life lose its meaning or just gain more time to find it?",
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'ok so like nobody fears the billions of years before they were born, why fear the ones after',
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'Is it ethical to eat meat if lab-grown meat tastes exactly the same?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Martin, how can you lecture anyone about authenticity after joining the Nazi party?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'So you admit death is bad for the people left behind, Epicurus? Because grief is real even if the dead feel nothing.',
    issue: 'grief',
    also: ['harm-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Does a life cut short at twenty have less meaning than one that lasts ninety years?',
    issue: 'worthwhile-life',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "My grandmother's voice now lives in an AI chatbot my cousin built from her old texts. We talk to it on Sundays. Is that keeping her memory alive or refusing to let her die?",
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: "To the garden guy: isn't 'enjoy simple pleasures and don't think about it' basically dodging the question?",
    issue: 'denial-of-death',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'lol my cat just walked across my keyboard sorry for whatever I typed',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the difference between being afraid of death and being anxious about it?",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: 'i mean if theres an afterlife doesnt that change everything? like death isnt even the end',
    issue: 'afterlife',
    form: 'plain',
  },
  {
    text: "I'm a hospice nurse. Most people at the end don't talk about meaning at all, they talk about who they love. Does that prove one of you right?",
    issue: 'worthwhile-life',
    also: ['dying-well'],
    form: 'paraphrase',
  },
  {
    text: 'Why do people only start living for real after a near miss, like a car crash?',
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    form: 'paraphrase',
  },
  {
    text: "Heideger, isn't your big idea just a fancy version of YOLO?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Is freezing your body to be revived later brave, or just fear of death with a price tag?',
    issue: 'technology-death',
    also: ['fear-of-death'],
    form: 'paraphrase',
  },
  {
    text: "What's the best evidence that dark matter exists?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Epicurus, what would you say to someone who's terrified of dying on a plane?",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "the german professor keeps talking about 'the they' - who exactly are they and why are they hiding death from me",
    issue: 'denial-of-death',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "that's just cope though. saying death is nothing is what you tell yourself because you can't stop it",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'Should doctors help terminally ill people end their lives if they ask?',
    issue: 'dying-well',
    form: 'plain',
  },
  {
    text: "If death gives life meaning, do animals' lives mean less because they don't know they'll die?",
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: "my phone's on 4% and dying fast, does this app eat a lot of battery?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My best friend keeps a plastic skull on his desk. Memento mori, he says, and claims it makes him work harder. Is he onto something or just being morbid?',
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: 'What would Epicurus say about a painless death in your sleep compared with a slow one?',
    issue: 'dying-well',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "but what about people who die for a cause, like soldiers or activists? isn't that where death gives life its biggest meaning",
    issue: 'death-and-meaning',
    also: ['dying-well'],
    form: 'paraphrase',
  },
  {
    text: 'Do we make big decisions, like getting married or changing careers, only because we know time is running out?',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: 'Did the printing press cause the Protestant Reformation, or was the timing a coincidence?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How do I explain death to my five-year-old without scaring her?',
    issue: 'fear-of-death',
    form: 'paraphrase',
  },
  {
    text: 'Mr Ataraxia, is peace of mind really the highest good, or is a little dread useful?',
    issue: 'fear-of-death',
    also: ['living-with-mortality'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'come on martin, do you really think someone working two jobs has time to face their finitude authentically',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "hey can you guys speak a bit slower, the captions can't keep up",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is regret the real fear hiding behind the fear of death?',
    issue: 'fear-of-death',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: 'Video games let you respawn. Would a world where we came back after dying still have anything at stake, Epicurus?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Can we ever really know whether other people have minds like ours?',
    issue: null,
    form: 'off-topic',
  },
];
