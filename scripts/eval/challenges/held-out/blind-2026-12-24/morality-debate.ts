// The blind set of 2026-12-24 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'If nobody had ever written down a single rule, would murder still be wrong?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "ok so my roommate says morality is just whatever your culture tells you and like i kind of agree?? is there anything that's wrong everywhere",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Socrates, you claim nobody does wrong on purpose. My ex cheated on me knowing full well it would hurt me. Explain that.',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'brb my pizza is here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Nietzsche, if God is dead, why do you still care whether anyone agrees with you?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'So the hammer guy thinks kindness is just weakness in a nice coat?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "My daughter is seven and asked me why we have to share. I said 'because it's right' and she said 'who decided?' Honestly I had nothing. Who did decide?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: "Slavery was legal for centuries and plenty of people thought it was fine. If we now say it was wrong all along, doesn't that prove goodness was there before anyone noticed it?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the fall of the Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "is goodness just evolution making us cooperate so we don't die out",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Mr Socrates, you drank the hemlock when your friends had an escape planned. Was that goodness or just stubbornness?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Come on, Nietzsche, the Nazis loved your books. Doesn't that tell you something about where 'beyond good and evil' ends up?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "What's 'slave morality' in plain English?",
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'any good ramen places open late near downtown? starving',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I work in HR and every company has a values poster in the break room. Integrity, respect, teamwork, whatever. Are those real values or tools to keep employees obedient? Feels like exactly what the German one was warning about.',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Can a person be good without believing in God?',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: "but what about babies, they haven't learned any rules yet, are they good or bad or neither",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'Fredrich, you keep calling pity dangerous. My mum is a nurse and pity is basically her job. Is she weak?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'How do you tell a real virtue apart from a habit you were just raised with?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'Does the mind exist separately from the brain, or is consciousness just neurons firing?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The old man from Athens just keeps asking questions back. Does he actually believe anything himself or is he dodging?',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "So you admit, Socrates, that you don't know what goodness is? Then how can you say it's real?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Engineers are trying to 'align' AI with human values right now. Whose values though? If goodness is invented, aren't they just coding in the preferences of whoever owns the company?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'is there a way to make the text bigger in this app, my eyes are tired',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If everyone on earth voted that torture is fine, would it become fine?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Is the \u00dcbermensch just a fancy word for a selfish jerk?',
    issue: 'strength-power',
    form: 'plain',
  },
  {
    text: 'i lied to my best freind to protect her feelings about her boyfriend. was that good or was i just a coward lol',
    issue: 'truth-honesty',
    form: 'paraphrase',
  },
  {
    text: "Neuroscientists can see which brain areas light up when we make moral judgments. Doesn't that mean goodness is just chemistry?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "Old puzzle: is something good because the gods love it, or do the gods love it because it's good? Does the hammer philosopher even accept those two options?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'How does quantum entanglement work without sending signals faster than light?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Psychopaths don't feel guilt. Are they seeing the world more clearly than the rest of us, or are they missing something that's really there?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Nietzsche seems to think the meek got jealous and called the strong evil. But isn't resentment sometimes justified? My grandfather's family lost everything to people who were very 'strong'.",
    issue: 'origin-of-values',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is space infinite, or does the universe have an edge somewhere?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'why would anyone die for an idea socrates, seems like a waste of a life',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "In my anthropology class we read about cultures with completely different rules on marriage, food and honour. The professor says we can't judge them. Would the Greek agree, or would he judge everyone?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'lol is it supposed to be sunny all week or should i bring an umbrella tomorrow',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just nihilism with better marketing, isn't it?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Do animals have morality? My dog definitely looks guilty when he steals food off the counter.',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'Gym bros on TikTok quote Nietzsche nonstop about grinding and being a lion not a sheep. Would he actually approve of them?',
    issue: 'strength-power',
    also: ['good-life'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'If I had to live this exact life again forever, every detail, would that make me act better? Is that your eternal recurrence idea?',
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'epithet',
  },
];
