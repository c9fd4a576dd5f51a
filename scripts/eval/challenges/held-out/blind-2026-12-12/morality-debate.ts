// The blind set of 2026-12-12 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 81). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  { text: 'is goodness actually real or did we all just make it up', issue: 'goodness-real', form: 'plain' },
  {
    text: "Socrates, if nobody can even define good, how can you say it's real?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My grandmother says right and wrong come from God and that's the end of it. But if there's no God, does that mean nothing is actually wrong?",
    issue: 'religion-morality',
    form: 'paraphrase',
  },
  {
    text: "Nietzsche, you say morality was invented by the weak. But the weak were the majority, so wasn't it basically a democratic invention? Why is that a bad thing?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: 'hold on my headphones are dying brb', issue: null, form: 'off-topic' },
  {
    text: 'ok so like if every culture has different rules how is any of it real',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Was slavery wrong even back when almost everybody thought it was fine?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "So you admit there's no proof that kindness is better than cruelty?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'I work in HR and half my job is enforcing a code of conduct that gets rewritten every two years. Honestly it feels like morality is whatever the company lawyers decide this quarter. Is there anything underneath it?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Mr Hammer, what exactly are you smashing, and what's left standing when you're done?",
    issue: 'goodness-real',
    also: ['religion-morality'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Why did Socrates drink the hemlock instead of just escaping when his friends offered? Seems kind of pointless to die for a principle.',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "What's the best argument that the outside world exists at all and I'm not just dreaming it?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Nazis loved quoting Nietzsche. Doesn't that tell you something about where 'beyond good and evil' ends up?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'nietzche do you even believe in anything or is it all just power games to you',
    issue: 'goodness-real',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Can animals be good? My dog guards the kids like his life depends on it but I'm not sure that counts as virtue.",
    issue: 'virtue-knowledge',
    form: 'paraphrase',
  },
  {
    text: "Socrates, there's that old story about a ring that makes you invisible. If I had one and could never get caught, why should I stay honest?",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Question for the German: evolution explains why we feel empathy, it helped our ancestors survive in groups. Doesn't that make goodness a survival trick rather than something real?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  { text: "that's just relativism with extra steps", issue: 'goodness-real', form: 'plain' },
  {
    text: "Anyone know a good Thai place near Union Square that's still open?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Who decides what's good for an AI? Engineers at a few tech companies are literally writing values into chatbots right now. If goodness is invented, then they're inventing it for all of us, right?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "Old man from Athens, didn't you get executed by people who were completely sure they were the good guys?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Socrates, what's the difference between a value and a habit?",
    issue: 'goodness-real',
    also: ['virtue-knowledge'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Friedrich, if you're so against following the crowd, why do you care whether anyone agrees with you?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'I cheated on an exam in college and felt terrible about it for a year. Was that guilt telling me something true, or was it just conditioning from my parents?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'come on, nobody honestly thinks torturing babies for fun is just a matter of opinion',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: 'Why did the Roman Republic collapse into an empire?', issue: null, form: 'off-topic' },
  {
    text: 'Socrates says no one does wrong knowingly. But I know eating a whole cake at midnight is bad for me and I do it anyway??',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Herr Nietzsche, is the Übermensch just a fancy word for a guy who does whatever he wants?',
    issue: 'strength-power',
    also: ['good-life'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'If I raise my kids with no rules and just tell them to figure out their own values, is that Nietzsche parenting or just bad parenting?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "the guy with the mustache - what's ressentiment in normal words",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  { text: 'Is morality getting better over time or just changing?', issue: 'goodness-real', form: 'plain' },
  {
    text: "can I turn the moderator's voice down? it's way louder than the other two",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My friend is a nurse and she stayed through the whole pandemic when she could have quit, barely sleeping for months. She says she'd do it again because it was the right thing. Is that what you'd call slave morality, Nietzsche?",
    issue: 'pity',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is it possible for a computer to be conscious, or only to act like it is?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "but what about psychopaths, they don't feel any of it. are they missing something real or just missing a habit the rest of us picked up?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: 'What happened before the Big Bang, if anything?', issue: null, form: 'off-topic' },
  {
    text: 'Socrates why do you always answer a question with another question, just tell us what good is',
    issue: 'goodness-real',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Gadfly, laws change and fashions change, so why would morality be the one thing that's eternal?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  { text: 'is this session being recorded?', issue: null, form: 'off-topic' },
  {
    text: 'If I had to relive this exact life over and over forever, would that make me live better, or just make me exhausted?',
    issue: 'good-life',
    form: 'paraphrase',
  },
];
