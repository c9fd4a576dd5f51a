// The blind set of 2027-01-07 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: "If I'll never experience being dead, why am I scared of it?",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: "Epicurus, fine, death is nothing to me once I'm dead. But what about all the years I lose? Isn't missing out a harm?",
    issue: 'harm-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "My mom got a terminal diagnosis last spring and since then she's been calmer and kinder than I've ever seen her. Did knowing the end make her life more meaningful, or is she just being brave for us?",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: "is anyone else's audio cutting out or just mine",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would life mean anything if we lived forever?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: 'heidegger what does being toward death even mean, is it like just thinking about dying a lot',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Tech millionaires are spending fortunes trying to stop aging. If they succeed, do they lose the very thing that gives their lives weight?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: 'Was the French Revolution worth the Terror that came with it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the garden guy, is your calm just a nicer word for not caring?',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Nobody remembers the billions of years before they were born and nobody is upset about it. Why is the time after any different?',
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'I work nights in a hospice. Some patients die at peace, some die terrified, and I can never predict which. Martin, what do the peaceful ones understand?',
    issue: 'dying-well',
    also: ['fear-of-death'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Do animals know they're going to die? Does their life mean less because of it?",
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: "sounds like you're saying we need a deadline to care about anything, which is just procrastination turned into philosophy, Heidegger",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'what time does the pharmacy close on sundays, anyone know?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What happens to my social media accounts when I die, and does it matter?',
    issue: 'technology-death',
    form: 'plain',
  },
  {
    text: 'Our dog is old and sick. When he dies, should I tell my kids the truth or say he went to live on a farm?',
    issue: 'grief',
    also: ['denial-of-death'],
    form: 'paraphrase',
  },
  {
    text: "Epicurus how am I supposed to not lose sleep over it when I'm wide awake at 3am thinking about it every night",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Is it selfish to want to be remembered after you die?',
    issue: 'afterlife',
    form: 'plain',
  },
  {
    text: "A startup now sells chatbots trained on dead relatives' messages so you can keep 'talking' to them. Is that comfort, or a way of dodging what death is trying to teach us?",
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: 'Does quantum entanglement let information travel faster than light?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "the German phenomenologist keeps talking about authenticity but didn't he join the Nazi party? why should I take life advice from him",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "If there is an afterlife, does that ruin Heidegger's whole point?",
    issue: 'death-and-meaning',
    also: ['afterlife'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'come on, nobody lies on their deathbed glad they stayed calm. people want love, not tranquility',
    issue: 'worthwhile-life',
    also: ['dying-well'],
    form: 'plain',
  },
  {
    text: 'Epicurius, you ate bread and water and called it a feast. Is a simple life the best answer to a short one?',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'the dead battery in my car is killing me today lol, are those jump starter packs worth it',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What do you say to a soldier who's told his death will mean something?",
    issue: 'dying-well',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: "Is assisted dying a way of taking control of your life's meaning, or of giving it up?",
    issue: 'dying-well',
    form: 'paraphrase',
  },
  {
    text: "My friends and I say 'YOLO' to justify doing dumb stuff. Is that what you mean by facing finitude, Mr Heidegger, or the exact opposite?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Ancient Greek guy, why does every culture build rituals around death if it's nothing to us?",
    issue: 'fear-of-death',
    also: ['grief'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Atoms-and-Void, if my soul is just atoms scattering, where does the love I felt go?',
    issue: 'afterlife',
    also: ['grief'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "When my grandfather died, the hardest part wasn't his death, it was that his chair was still there. Isn't death something that happens to the living, not the dead?",
    issue: 'grief',
    also: ['harm-of-death'],
    form: 'paraphrase',
  },
  {
    text: 'Epicurus, would you want to know the exact date of your death?',
    issue: 'living-with-mortality',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Heidegger says everyday chatter helps us hide from death. is doomscrolling the new version of that?',
    issue: 'denial-of-death',
    also: ['technology-death'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "gonna grab a snack, keep talking I'll listen",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean epicurus was basically the first chill guy meme right? is that a good thing',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'If I upload my mind to a computer, did I die or not, Heidegger?',
    issue: 'afterlife',
    also: ['technology-death'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is a short life that's full worth more than a long boring one? Which of you would take Achilles' deal?",
    issue: 'worthwhile-life',
    form: 'paraphrase',
  },
  {
    text: 'Does a meaningful life need death, or just an ending of some kind, the way a good film needs one?',
    issue: 'death-and-meaning',
    form: 'plain',
  },
];
