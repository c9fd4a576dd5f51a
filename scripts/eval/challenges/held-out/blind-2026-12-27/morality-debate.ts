// The blind set of 2026-12-27 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Socrates, if nobody agreed on what good means, would it still exist?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'ok so if morality is invented who invented it like was there a meeting',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: "My sister says being kind is just a survival trick our ancestors evolved to get along in tribes. If that's true, is kindness still actually good, or just useful?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "Nietzsche, isn't calling morality a slave revolt just a fancy way of saying you resent nice people?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is there a good place to get coffee near the Louvre?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What makes something wrong?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'The old Greek guy drank the poison rather than run away. Was that really courage or just stubbornness?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Mr Hammer, if God is dead, why do atheists still feel guilty when they lie?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "I work in HR and every company I've been at has its 'values' on the wall, and they change every time a new CEO arrives. Doesn't that prove values are just made up to keep people in line?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'slavery was legal and seen as fine for centuries. so was it always wrong, or did it only become wrong when we decided it was?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Does God decide what's good, or does God just recognise it?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Off topic but why is the sky blue and not violet?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Freddy N, you say the strong shouldn't be tamed. So the bully at my kid's school is just living his truth?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'come on Socrates, you never actually define anything, you just ask questions until everyone gives up and goes home',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'If a psychopath feels no guilt at all, is he missing something real, the way a colourblind person misses red?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Are there moral facts the way there are maths facts?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "brb, kid's crying",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "We're training AI chatbots to be 'aligned' with human values. Whose values though? If goodness is invented, aren't we just programming in the preferences of a few engineers in California?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'nietzsche what would you say to the people who used your books to justify the nazis',
    issue: 'strength-power',
    also: ['equality'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'so you admit morality is just habit. then why should anyone follow your morality of the strong instead?',
    issue: 'strength-power',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Did the Roman Empire fall because of its economy or because of the invasions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Socrates, you say no one does wrong willingly. I knew cheating on my exam was wrong and I did it anyway. Explain that.',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Is it weak to forgive someone who hurt you, Nietzsche?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "My grandmother is deeply religious and my son is an atheist, and every Sunday dinner ends in a fight over whether you can be good without God. Who's right?",
    issue: 'religion-morality',
    form: 'paraphrase',
  },
  {
    text: 'Would an \u00dcbermensch even need rules, or does he just make his own?',
    issue: 'strength-power',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'is there like an objective good or is it all just opinons dressed up',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Does the app save the conversation so I can read it again later?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Herr Nietzsche, if every value is a mask, what's under yours?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Socrates, Plato has you talking about the Form of the Good. Did you ever really believe in it, or was that all him?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Every culture I know of forbids killing your own people and praises bravery. Isn't that a sign some goodness is built in, not invented?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "How do I know I'm not just dreaming right now?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just relativism with a moustache",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Question for the gadfly: if we invented goodness, can we un-invent it?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Imagine I found a ring that made me invisible. Why shouldn't I use it to take whatever I want, Socrates?",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'haha my cat just walked across the keyboard, ignore that',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should the voting age be lowered to sixteen?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'All the pile-ons on social media feel like what the German guy called ressentiment, people punishing anyone successful and calling it justice. Is online outrage even morality?',
    issue: 'origin-of-values',
    also: ['justice'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Nietzshe, would you want to live your life again exactly the same, forever? Because that sounds like a moral test too',
    issue: 'good-life',
    also: ['suffering'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "what's the point of being good if bad people win anyway",
    issue: 'justice',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: 'But what about animals? A dog defending a puppy, is that goodness or just instinct?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
];
