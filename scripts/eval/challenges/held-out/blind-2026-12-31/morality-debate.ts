// The blind set of 2026-12-31 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'If humans went extinct tomorrow, would cruelty still be wrong?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Socrates, you keep saying nobody does wrong on purpose. My ex cheated on me and knew exactly what he was doing. How do you explain that?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'ok so like if morals are just invented why do basically all cultures hate murder',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: "Nietzsche, isn't 'slave morality' just a fancy way of saying you didn't like Christians?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'is this app free or do i need a subscription after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandmother is dying and asked if her paintings are any good. They're not. Is lying to her kind or wrong? I genuinely can't decide if there's a right answer here.",
    issue: 'truth-honesty',
    form: 'paraphrase',
  },
  {
    text: 'Mr Hammer, if you smash all the old values, what do we actually build with?',
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "so you admit, Socrates, that you can't define justice either? you just ask questions until everyone gives up",
    issue: 'justice',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Doesn't evolution explain morality well enough? Cooperative apes survived, selfish ones didn't. No need for a Form of the Good.",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "Was abolishing slavery moral progress, or just one set of values beating another? Because if it's the second, that feels horrible to say.",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "What's the actual difference between a virus and a bacterium? My doctor tried to explain and I lost her halfway.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'neitzsche what would you say to someone who read you in college and became a total jerk about it',
    issue: 'strength-power',
    also: ['pity'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Is something good because God commands it, or does God command it because it's good?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "I work in content moderation. Every week the rules about what counts as 'harmful' change depending on the country and the news cycle. Doesn't that prove morality is just made up as we go?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Why would anyone die for an idea? Seems dumb honestly.',
    issue: 'examined-life',
    form: 'plain',
  },
  {
    text: 'the guy from Athens drank the poison instead of running away. was that brave or just stubborn?',
    issue: 'justice',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Friedrich, if God is dead, who gets to decide what's evil now?",
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'brb my pizza is here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on, the whole 'master morality' thing is exactly what the Nazis loved about you. How is that not a problem, Nietzsche?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "We're training AI to be 'aligned with human values'. Whose values though? If goodness isn't real, are a few engineers in California just inventing it for everyone?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Socrates do you actually believe in an objective Good or is that just Plato putting words in your mouth',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Can a psychopath be wrong if he feels nothing about it?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "My kid asked why she has to share her toys. I said 'because it's nice' and she said 'who says?' Honestly, who does say?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "That's just cultural relativism with extra steps.",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Can someone explain what G\u00f6del's incompleteness theorem actually says? Not the pop version.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't ressentiment basically just how Twitter works now? Everyone's a victim and that makes them righteous.",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'Do animals have morality? My dog looks guilty every time he eats the couch.',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'um so if the strong made the rules originally and the weak flipped them, why should I care which version wins',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'Question for the Gadfly: is it really better to suffer injustice than to commit it? Because that sounds like a great way to get walked all over.',
    issue: 'justice',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'What would the man with the moustache say about effective altruists giving away half their salaries?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'whats a good value laptop for uni under 600',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Suppose you could wear a ring that made you invisible. Would you still be honest? I'm not sure I would, and that scares me a bit.",
    issue: 'justice',
    also: ['truth-honesty'],
    form: 'paraphrase',
  },
  {
    text: "If morality is invented, then the Holocaust was only wrong by our invented standards. I can't accept that. Can you, Nietzsche?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "but what about eternal recurrence, would you live your life again exactly the same? isn't that a moral test too",
    issue: 'good-life',
    also: ['suffering'],
    form: 'plain',
  },
  {
    text: 'Was the French Revolution a success or a failure in the end?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Honest question: is the law the same thing as morality? Plenty of legal things seem rotten to me. Socrates?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Soc, why is knowing what's good supposed to make you do it? I know junk food is bad and I eat it anyway.",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'can you guys speak slower, the audio keeps cutting out on my end',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a nurse. I've seen people do heroic, selfless things with nothing to gain and nobody watching. That doesn't feel invented to me. What does the German think is going on there?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Is free will compatible with determinism, or is that whole debate a dead end?',
    issue: null,
    form: 'off-topic',
  },
];
