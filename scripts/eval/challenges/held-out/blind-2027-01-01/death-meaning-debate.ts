// The blind set of 2027-01-01 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: 'Would life mean anything if we lived forever?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: "Epicurus, I'm not scared of being dead. I'm scared of dying: the hospital, the pain, the goodbyes. Does your argument say anything about that?",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "my grandma died last month and honestly 'death is nothing to us' doesnt help at all",
    issue: 'grief',
    form: 'paraphrase',
  },
  {
    text: 'lol my cat just walked across my keyboard',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Heidegger, you talk about living authentically in the face of death, but you joined the Nazi party. Why should I take life advice from you?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Why don't we worry about the billions of years before we were born?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'Tech billionaires are pouring money into reversing aging. If they succeed, does the human story lose its point?',
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'so deadlines make me productive, is death just the ultimate deadline',
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: 'Is democracy really the best form of government we have?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The garden guy: is a quiet life with friends and bread really enough when you know it all ends?',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "What does 'being-towards-death' mean in normal words?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: 'I work in a hospice. Almost no one at the end talks about their careers; they talk about the people they loved. Is that what living authentically finally looks like, or just exhaustion?',
    issue: 'living-with-mortality',
    also: ['worthwhile-life'],
    form: 'paraphrase',
  },
  {
    text: 'Is it selfish to want to be remembered after I die?',
    issue: 'afterlife',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: "Martin, do animals know they'll die, and does that make their lives less meaningful?",
    issue: 'death-and-meaning',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'is there a transcript of this debate I can download later',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'come on, nobody actually lives without fearing death, not even you Epicurus',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "There's an app that builds a chatbot from a dead person's texts. My friend talks to her late father every night. Is that keeping him alive, or refusing to let his death mean anything?",
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: 'Does believing in heaven take the weight out of our choices?',
    issue: 'gods-religion',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: 'How does the immune system recognize a virus it has never seen?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If I got a diagnosis with six months left, should I change everything or keep doing exactly what I do now?',
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: 'epicuros your atoms thing - if were just atoms coming apart why does it feel like such a big deal',
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "Isn't it morbid to think about your own death every day?",
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    form: 'plain',
  },
  {
    text: 'My ten-year-old asked me what happens when we die and I froze. What would you have told her?',
    issue: 'afterlife',
    form: 'paraphrase',
  },
  {
    text: 'my phone is dying, 5% battery, will this save my place if it cuts out?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so you admit, Heidegger, that most people spend their lives distracted so they never have to think about it?',
    issue: 'denial-of-death',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Should people be allowed to choose when they die?',
    issue: 'dying-well',
    form: 'plain',
  },
  {
    text: 'Would a vampire have any reason to get out of bed in the morning?',
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'Soldiers say they never felt more alive than in combat. Is that the closeness of death giving life meaning, or just adrenaline?',
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: 'Is beauty objective, or really in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does the meaning come from death itself or from the people we leave behind?',
    issue: 'death-and-meaning',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: 'i mean cant life just be meaningful because its fun, why does everything need a tragic ending',
    issue: 'death-and-meaning',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: "To the calm Greek in the garden: if pleasure is the goal, why not chase every pleasure before it's too late?",
    issue: 'worthwhile-life',
    also: ['living-with-mortality'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'What about people who freeze their bodies hoping to wake up in the future? Are they cheating death or missing the point?',
    issue: 'living-forever',
    also: ['technology-death'],
    form: 'paraphrase',
  },
  {
    text: 'quick q does anyone know a good garden center for tomato plants',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The German with all the hyphenated words sounds like a fancy version of YOLO. Is he?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "My dog is fourteen and slowing down. Knowing she doesn't have long, I've started noticing every single walk. Is that what you mean, Mr Heidegger?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Is the fear of death natural, or something our culture teaches us?',
    issue: 'fear-of-death',
    also: ['denial-of-death'],
    form: 'plain',
  },
  {
    text: 'What started the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If nothing ever ended, would we ever bother to say sorry?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: 'Which of you is actually calmer about dying?',
    issue: 'fear-of-death',
    form: 'plain',
  },
];
