// The blind set of 2026-12-28 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is being good actually real, or did people just make it up?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Socrates, if no one does wrong knowingly, how do you explain people who know cheating is wrong and do it anyway?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'My brother says morality is just whatever keeps society running, nothing more. Yet he always returns lost wallets. So does he believe in goodness or not?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'ok so like if god doesnt exist is murder still wrong or just illegal',
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'is there a good pizza place that delivers after midnight, asking for me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Hammer, wasn't it your own sister who dressed your books up for the Nazis? How do you stop ideas like yours being used that way?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Why do almost all cultures agree that killing your own kids is wrong, if morality is invented?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'Nietzsche you call compassion slave morality but honestly who would you rather live next door to, a nice person or your superman?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "I work in HR and half my job is enforcing a 'values statement' nobody at the company believes in. Is that the kind of thing Nietzsche means, habits pretending to be sacred?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Can a thing be good even if nobody in the world thinks it is?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "so you admit, Socrates, that you can't actually define goodness yourself? you just keep asking everyone else",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'If we build an AI and give it our values, are we handing it something true or just copying our prejudices into a machine?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'brb my cat is knocking glasses off the counter again',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Slavery was legal and considered fine for centuries. Was it wrong back then too, or only after we changed our minds?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'the greek guy drank poison instead of running away. was that brave or just stubborn',
    issue: 'justice',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Isn't the whole will to power thing just a fancy excuse for bullies, Nietzsche?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Friedrich, be honest: did you actually live by any of this? You were a sickly professor who broke down hugging a beaten horse in Turin.',
    issue: 'pity',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'what makes something good? like actually',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Is mathematics discovered or invented? Do numbers exist without us?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My daughter asked why she has to share if sharing makes her sad. I said 'because it's right' and she said 'who says?' I had no answer. Who does say?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Do animals have morality? My dog looks guilty every time he eats the sofa.',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'come on, if goodness is invented then the Holocaust was just a different opinion. nobody actually believes that',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Sokrates what would you say to someone who thinks ethics is just evolution making us cooperate so we survive?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Does believing in objective morality make people behave better, or just judge more?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'is this app free or do the debates cost extra after a while',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Who gets to decide what's good: the majority, the strong, or nobody?",
    issue: 'goodness-real',
    also: ['strength-power'],
    form: 'plain',
  },
  {
    text: "I read the Genealogy of Morals in college and it kind of ruined me. I can't give to charity anymore without wondering if I'm just enjoying feeling superior. How do you live after reading it?",
    issue: 'pity',
    also: ['good-life'],
    form: 'paraphrase',
  },
  {
    text: 'If you had a ring that made you invisible, would you still be just? Asking both of you.',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: "i mean isnt 'weak people made up kindness' exactly what a jerk would say to justify being one",
    issue: 'origin-of-values',
    also: ['pity'],
    form: 'plain',
  },
  {
    text: "Is there anything you'd actually die for, Nietzsche? Socrates clearly had something.",
    issue: 'good-life',
    also: ['examined-life'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Should the voting age be lowered to 16? Teenagers live with the consequences of policy longer than anyone.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Human rights declarations say rights are universal and inherent. Are they discovered facts, or a treaty some diplomats wrote in 1948?',
    issue: 'goodness-real',
    also: ['equality'],
    form: 'paraphrase',
  },
  {
    text: 'but what about psychopaths, they dont feel any of it. are they seeing reality more clearly than us or missing something, Socrates?',
    issue: 'goodness-real',
    also: ['virtue-knowledge'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'To the man with the giant moustache: if God is dead, why do most atheists still act like decent Christians?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "what's the weather looking like in Athens this week, thinking of booking a trip",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Socrates you keep saying virtue is knowledge. can it be taught in school then? because ethics classes havent made anyone i know nicer',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'The eternal recurrence test, would you live this exact life again forever? Is that supposed to replace good and evil, Herr Nietzsche?',
    issue: 'good-life',
    also: ['suffering'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'How do black holes lose mass through Hawking radiation if nothing can escape them?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the old Athenian: is moral progress a real thing, like science getting closer to the truth, or is it just fashion changing?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'anyone know where to buy a decent hammer for hanging heavy mirrors lol',
    issue: null,
    form: 'off-topic',
  },
];
