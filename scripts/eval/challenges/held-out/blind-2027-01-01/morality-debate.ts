// The blind set of 2027-01-01 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is anything actually good, or did we just make it all up?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "My sister says lying is always wrong but she lied to her boss last week to get a day off. If even the people who preach the rules break them when it suits them, doesn't that prove morality is just a habit we dress up?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Socrates, why would you die for something you admit you can't even define?",
    issue: 'goodness-real',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'ok so like if nobody had ever invented the word good would torturing someone still be bad? i mean it feels like yes',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Different cultures have totally different rules about eating animals, marriage, honour, revenge. How can one goodness be real if every society disagrees about it?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Herr Nietzsche, you called Christianity slave morality. But isn't caring for the weak exactly what makes a society decent?",
    issue: 'pity',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'To the man with the hammer: if you smash every value, what are you standing on when you call something noble?',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Were the Nazis actually wrong, or just wrong by our standards? I need one of you to give me a straight answer.',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Evolutionary biologists say we feel empathy because it helped our ancestors survive in groups. Doesn't that mean goodness is just a survival trick our genes came up with?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'is goodness real or is it just vibes',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Does this app work offline if I'm on the train?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is something good because God commands it, or does God command it because it's good? Socrates, you asked this first, did you ever answer it?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'come on nietzche, you literally collapsed hugging a beaten horse in Turin. sounds like compassion won in the end',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "I'm a nurse and I stay late every shift without pay because it feels right. A coworker laughed and said I'm just a doormat who's been trained to be nice. Is she right, Friedrich?",
    issue: 'pity',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'If you gave a man a ring that made him invisible, would he still be just? Or is justice only fear of getting caught?',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: "So you admit, Socrates, that you don't actually know what virtue is. Then how can you say it's real?",
    issue: 'goodness-real',
    also: ['virtue-knowledge'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Any good podcast recommendations for a long drive?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "People in the 1800s thought slavery was fine. Now we don't. Is that moral progress toward something real, or just fashions changing?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "What did Nietzsche mean by 'beyond good and evil'? Is that even possible for a normal person?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'the gadfly guy keeps asking questions but never answers any lol. is that not just a dodge',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Why do we dream? Has science figured out what dreams are actually for?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My teenage son has been watching those alpha male influencers who quote Nietzsche, and now he says kindness is for losers. As a parent, how do I argue with that? Is he reading you right, Nietzsche?',
    issue: 'pity',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'How did the Byzantine Empire manage to last a thousand years after Rome fell?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does a psychopath who feels no guilt still do something wrong when he hurts people?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Socratese you said no one does wrong knowingly. but i knowingly eat the last cookie every single time',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'But what about animals? Wolves share food and punish cheaters. Did they invent morality too?',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: "Who decides what's good if there's no God? A vote?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Question for the barefoot old Athenian: was drinking the hemlock brave or just stubborn?',
    issue: 'justice',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Can mathematicians really prove that some true statements can never be proven? How does G\u00f6del's theorem work?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If goodness is just the will to power in disguise, then Mother Teresa and a mob boss are doing the same thing. That's absurd, isn't it?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: "Companies are training AI to be 'aligned with human values'. Whose values though? If goodness were real, couldn't we just look it up?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "I've been fudging my taxes a tiny bit for years and honestly I sleep fine. Does that mean the rule was never real for me, or that I'm just corrupt? Be honest.",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "what's the weather like this weekend, is it gonna rain",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Unexamined-Life-Not-Worth-Living, plenty of people never question anything and seem way happier than me. Were you wrong about that?',
    issue: 'examined-life',
    also: ['good-life'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "that's just nihilism with better marketing, Friedrich",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Plato says the Good is a Form outside space and time. Socrates, is that what you believed, or did your student put words in your mouth?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Is the universe infinite, or does it have an edge somewhere?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The \u00dcbermensch creates his own values. Fine. But if everyone does that, how is it different from everyone just being selfish?',
    issue: 'goodness-real',
    also: ['strength-power'],
    form: 'plain',
  },
  {
    text: "Quick one for the German with the moustache: if all morals are old habits, aren't your own ideas just a newer habit?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
];
