// The blind set of 2026-12-18 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 84). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'If nobody was around at all, would anything still be wrong?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'ok so my sister says morality is just whatever your culture tells you and i kinda think shes right?? like in some places eating dogs is totally fine',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Socrates, you chose to drink the hemlock instead of escaping when your friends had it all arranged. Was that goodness, or just stubbornness?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Nietzsche, if God is dead, why do most atheists I know still act like Christians about kindness and equality?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: 'brb my coffee is boiling over', issue: null, form: 'off-topic' },
  {
    text: 'I work in compliance at a bank. Half my job is enforcing rules nobody thinks are actually right, they just protect the company. Is that what all morality is, rules that protect whoever wrote them?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  { text: "What's slave morality, in plain English?", issue: 'origin-of-values', form: 'plain' },
  {
    text: 'So you admit, Mr Hammer, that your own values are just another invention? Then why should anyone follow yours?',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'is torturing a baby for fun wrong everywhere or just here',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "The guy with the big mustache keeps saying the weak invented virtue. But weren't the strong the ones writing the laws for most of history?",
    issue: 'origin-of-values',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Can someone explain how mRNA vaccines actually work? I never really understood it.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could morality just be evolution? Monkeys share food and punish cheaters, so maybe we neither discovered it nor invented it, we inherited it.',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "Socrates, you keep asking what 'right' means but you never actually tell us. Isn't that a bit of a dodge?",
    issue: 'examined-life',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'When a self-driving car has to choose who to hit, some engineer programs the answer in advance. Are good and bad literally being invented in an office in California now?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'nietsche would you have liked social media? everyone on there is constantly moralizing at each other lol',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "My dad was a soldier. He told me he'd die for the guys next to him but never for a flag. Which of those is real goodness, if either?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: 'Anyone know a good place for brunch in Lisbon? Going next week.', issue: null, form: 'off-topic' },
  {
    text: 'What did the Athenian mean when he said nobody does wrong on purpose? Because I do wrong on purpose all the time.',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "If slavery was once considered moral and now it isn't, did we discover a truth or just change our minds?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Friedrich, be honest, weren't you just bitter because you were sick and lonely and nobody bought your books?",
    issue: 'origin-of-values',
    also: ['suffering'],
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: "that's just relativism with extra steps", issue: 'goodness-real', form: 'plain' },
  {
    text: 'A guy I used to work with was a textbook psychopath: calm, successful, followed every rule while believing in none of them. Was he missing something real, or just missing a habit the rest of us picked up?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: 'Is being kind only worth it if it makes you happy?', issue: 'good-life', form: 'plain' },
  {
    text: 'Is the many-worlds interpretation of quantum mechanics taken seriously by physicists, or is it fringe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on, Socrates, if the gods love something because it's good, then who needs the gods?",
    issue: 'religion-morality',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Where does the Übermensch get his values from if everything is invented, Nietzsche?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: 'so ur saying the nazis were just being bold? be serious', issue: 'strength-power', form: 'plain' },
  {
    text: 'Socrates, if I had a ring that made me invisible, why on earth should I stay honest?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My six-year-old asked me why she can't lie if lying gets her what she wants. I had nothing better than 'because I said so.' What should I have told her?",
    issue: 'truth-honesty',
    form: 'paraphrase',
  },
  { text: 'the sound keeps cutting out is it just me', issue: null, form: 'off-topic' },
  { text: 'Can an AI be good, or only obedient?', issue: 'virtue-knowledge', form: 'paraphrase' },
  {
    text: 'Would living the exact same life over and over forever change how you behave? I read that idea somewhere and it kind of freaked me out.',
    issue: 'good-life',
    form: 'paraphrase',
  },
  {
    text: "Why does almost every religion have some version of the golden rule if it's all made up?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'What really caused the First World War, the assassination or something deeper?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the German: you say morals are masks, but isn't being honest about that also a moral value you hold?",
    issue: 'truth-honesty',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "At Nuremberg the defendants said they'd followed the laws of their own country. If goodness is invented, on what grounds were they hanged?",
    issue: 'goodness-real',
    also: ['justice'],
    form: 'paraphrase',
  },
  {
    text: 'ngl i think the gadfly just liked annoying people in the marketplace',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Is there anything you'd actually die for, Socrates?",
    issue: 'examined-life',
    also: ['good-life'],
    addresses: 'socrates',
    form: 'named',
  },
  { text: "what's the best value laptop for a student right now", issue: null, form: 'off-topic' },
  {
    text: 'Is mathematics discovered or invented? Like, would 2+2=4 without humans?',
    issue: null,
    form: 'off-topic',
  },
];
