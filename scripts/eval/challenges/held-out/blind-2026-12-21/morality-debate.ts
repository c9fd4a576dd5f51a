// The blind set of 2026-12-21 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'If nobody had ever written down a rule, would hurting a child still be wrong?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Socrates, you keep asking what good means but do you actually know or is that just a trick to win arguments?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My grandmother was very religious and says without God there's no reason to be good. My brother says that's nonsense and he's a decent guy without any church. Who's right about where goodness comes from?",
    issue: 'religion-morality',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'nietzsche ok so if morality is just made up by weak people why do i feel so guilty when i lie to my mum',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is there any moral rule every culture has ever agreed on?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'hang on my cat just knocked my tea over brb',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Hammer, you say our morals are old habits. So are you saying slavery was fine back when everyone thought it was fine?',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Sorry but 'slave morality' sounds like a fancy way of saying you hate people being nice to each other.",
    issue: 'origin-of-values',
    also: ['pity'],
    form: 'plain',
  },
  {
    text: 'I work in HR and every year we roll out a new code of values that management basically invents in a workshop. Is all morality just that, a workshop with better PR?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'why did socrates drink the poison instead of running away, wasnt that kind of stupid',
    issue: 'justice',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Friedrich, what would you say to someone who uses your ideas to justify being a jerk?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Question for the man with the moustache: if evolution made us cooperative because it helped us survive, does that make kindness real or just a survival hack?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Can science ever explain why we're conscious at all, or is subjective experience beyond its reach?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The gadfly guy said nobody does wrong knowingly. Come on, people do bad things on purpose every single day.',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Is it possible for a whole society to be morally wrong, and if so, wrong compared to what?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'So you admit, Nietzsche, that the Nazis read you and liked what they found?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'i mean if goodness is invented then like who invented it first lol',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "We're training AI systems to be 'aligned with human values'. Whose values though? If goodness isn't real, aren't we just programming in whatever the engineers happen to like?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "What's the difference between something being illegal and being wrong?",
    issue: 'goodness-real',
    also: ['justice'],
    form: 'plain',
  },
  {
    text: "is there a way to make the moderator talk slower, it's a bit fast for me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Socratese would you die for a principle today if it meant leaving your kids behind?',
    issue: 'examined-life',
    also: ['justice'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Does the German philosopher believe in any good at all, or is it all just power in disguise?',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'My friend went vegan and now treats meat-eaters like criminals. Fifty years ago nobody cared. Is she seeing something real or just following a new fashion in virtue?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "ok but if there's no real good, why does everyone online get so furious about injustice",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Was the fall of Rome mostly economic or military?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is a psychopath who feels no empathy missing some fact about the world, or just a feeling?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'What did you mean by God is dead, Nietzsche? Was it a celebration or a warning?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "The Euthyphro question keeps bugging me: is something pious because the gods love it, or do they love it because it's pious? Socrates, did you ever answer your own question?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "That's just moral relativism dressed up in poetry.",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'If I found a wallet with 500 euros and nobody saw me, why should I hand it in if goodness is only a convention?',
    issue: 'goodness-real',
    also: ['justice'],
    form: 'paraphrase',
  },
  {
    text: 'is this app free or will it start charging me after a week',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Teachers punish kids for hitting but we give medals to soldiers for killing. How can that be the same morality?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'the bald athenian with all the questions, do you think virtue can actually be taught or are some people just born good',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'What would an \u00dcbermensch actually do on an ordinary Tuesday?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'Should central banks target 2 percent inflation or is that number arbitrary?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Human rights are supposed to be universal. Were they discovered in 1948 or invented at a conference?',
    issue: 'goodness-real',
    also: ['equality'],
    form: 'paraphrase',
  },
  {
    text: "But what about love, Nietzche? Is a mother's love for her child 'good' or just biology?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'good evening everyone! lovely rainy night to stay in',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Dear Socrates: isn't admitting you know nothing a bit convenient whenever someone pushes back?",
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'How did the first cells on Earth form out of non-living chemistry?',
    issue: null,
    form: 'off-topic',
  },
];
