// The blind set of 2026-12-06 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  { text: 'If goodness is invented, who invented it and when?', issue: 'origin-of-values', form: 'plain' },
  {
    text: 'ok so my sister says morality is just whatever your culture tells you and honestly i couldnt argue back. is she right',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "Socrates, you drank the hemlock instead of escaping when your friends had it all arranged. Wasn't that just stubbornness dressed up as principle?",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Nietzsche, if there's no real good, on what grounds do you call Christian morality decadent? That sounds like a value judgment to me.",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is it still wrong to torture a child for fun if everyone on earth agreed it was fine?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "I work in HR and half my job is writing 'company values' nobody believes in. Are we inventing goodness there, or just pretending to have found it?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'does anyone know if this app works offline, im about to get on a train',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Hammer, what exactly are you smashing, and what's supposed to be left standing afterwards?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Is goodness real the way gravity is real, or real the way money is real?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'my dog waits by the door for me every single night. is that loyalty actually good or am i just projecting human stuff onto a dog',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Socrates, is something pious because the gods love it, or do they love it because it's pious? And does that even matter now that hardly anyone believes in the gods?",
    issue: 'religion-morality',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "So you admit, Friedrich, that you simply prefer the strong. That's a taste, not an argument.",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Can a machine ever be conscious, or is consciousness something only brains do?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "We abolished slavery and gave women the vote. Doesn't that look like we're discovering something real about right and wrong rather than making it up as we go?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'question for the greek guy: why would knowing the good make me do it? i know smoking is bad and i still smoke',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Evolution explains why we feel empathy at all. Doesn't that make morality just a survival trick, Socrates?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Is 'ressentiment' just a fancy word for being jealous?",
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'Nietszche what would you say to someone who used your books to justify being a jerk to everyone',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Who gets to decide what's good?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  { text: 'brb, someone at the door', issue: null, form: 'off-topic' },
  {
    text: "My grandad's two best friends died at Normandy. He always said they died for something real. If goodness is invented, what does that make their deaths?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'A psychopath feels nothing about hurting people. Is he missing a sense, like someone colourblind, or is he just free of a habit the rest of us picked up?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "The Gadfly keeps demanding definitions. But I can recognise cruelty without being able to define it. Isn't that enough?",
    issue: 'goodness-real',
    also: ['virtue-knowledge'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'come on Nietzsche, if morality was really invented by the weak to tame the strong, how come the weak keep losing?',
    issue: 'origin-of-values',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Someone at a tech company decides what an AI chatbot will refuse to do. Is that person inventing goodness for millions of users? Who gave them the job?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: 'What caused the fall of the Western Roman Empire?', issue: null, form: 'off-topic' },
  {
    text: "Socrates, do you actually know what goodness is, or do you just enjoy proving that other people don't?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'i mean if god is dead like nietzsche says then why do most atheists still act basically like christians',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'Is being kind just weakness with good PR?',
    issue: 'pity',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: "My teenage son told me lying is fine as long as nobody gets hurt. I grounded him, but honestly I'm not sure I could win the argument. What would either of you say to him?",
    issue: 'truth-honesty',
    form: 'paraphrase',
  },
  {
    text: 'whats a good wine to bring to a dinner party, something decent under 20 bucks',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The mustache man says our morals are old habits. But being old doesn't make a habit false. Some old habits, like not killing each other, are pretty solid.",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Socrates said the unexamined life is not worth living. So most people's lives aren't worth living? That's kind of brutal.",
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'If there were no humans left, would anything still be good or bad?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Nietzsche, with your eternal recurrence idea, if I had to relive my life forever, would that make my choices good or just heavier?',
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is quantum mechanics truly random, or do we just not know the hidden variables yet?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Every day the internet piles on someone for a moral failing. Is that real moral outrage or the herd morality you warned about, Nietzsche?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Old man from Athens, what about animals? Do wolves have a morality, or is it only us?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'epithet',
  },
  { text: "how do I turn the moderator's volume down, she's really loud", issue: null, form: 'off-topic' },
  { text: 'Why did the Soviet Union collapse so quickly in 1991?', issue: null, form: 'off-topic' },
];
