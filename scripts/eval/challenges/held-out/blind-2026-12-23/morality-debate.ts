// The blind set of 2026-12-23 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is anything actually good, or is it just what people agree on?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Nietzsche, if God is dead, why do I still feel guilty when I lie to my mum?',
    issue: 'religion-morality',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "My sister is a nurse and works night shifts for almost nothing because she says it's the right thing to do. Is she following something real, or did somebody just train her to be useful to everyone else?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'ok so like if morals are made up then why does literally every culture think murder is bad',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: "Socrates, you drank the hemlock instead of escaping when your friends had it all arranged. Honestly, wasn't that just stubbornness dressed up as principle?",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Where does morality come from, evolution?',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: "So you admit, Mr Hammer, that your whole critique only works if honesty is a real value. Isn't that goodness sneaking back in through the side door?",
    issue: 'goodness-real',
    also: ['truth-honesty'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'A hundred and fifty years ago plenty of respectable people thought owning slaves was fine. If goodness is invented, in what sense did we get better and not just different?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'What would the gadfly say to a psychopath who genuinely feels nothing when he hurts people?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'is this app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Nietzsche, be honest: did the Nazis misread you, or did you hand them the material?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'At work we have a values poster that says integrity, teamwork, respect. Everyone laughs at it. Is company ethics just slave morality with a logo on it?',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'can somthing be good even if nobody on earth thinks it is',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Is it good because the gods love it, or do the gods love it because it's good? I never got a straight answer on that one.",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'How do black holes actually lose mass through Hawking radiation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Come on, Socrates, "nobody does wrong willingly"? I\'ve done plenty of wrong things knowing exactly what I was doing.',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "If morals are just habits, are my kids' table manners and their honesty the same kind of thing?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "My friend says kindness is weakness and the people who win in life are the ruthless ones. She's read a bit of Nietzsche. Is she getting him right, or just using him as an excuse to be horrible?",
    issue: 'pity',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Frederick what's the actual difference between master and slave morality, in normal words please",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Who decides what's good?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: "We're building an AI assistant at my startup and the team keeps arguing about whose values to put in it. If there's no real goodness, are we just picking our own prejudices and calling it alignment?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Is mathematics discovered or invented? Would two plus two still be four if there were no humans?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If the barefoot guy from Athens went round asking people today what "good" means, would anyone have an answer, or would we all just shrug and say "it depends"?',
    issue: 'goodness-real',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Isn\'t "become who you are" just another moral rule you\'re selling, Nietzsche?',
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'When my dog looks guilty after eating the sofa, is that morality or just fear of me, Nietzsche?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Dying for a cause sounds noble until you remember people have died for terrible causes too. How is a martyr for goodness different from a martyr for nonsense?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Sokrates did you really believe the soul goes somewhere better after death or was that just a nice story to make dying easier',
    issue: 'religion-morality',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "What's a good place to get coffee near the British Museum?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If I'd been born in ancient Sparta I'd probably think leaving weak babies on a hillside was fine. Doesn't that prove morality just depends on where you grow up?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Serious question for the guy with the moustache: who decided humility was a virtue and pride a sin, and what did they get out of it?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "that's just cynicism though. you can explain where a value came from and it can still be true",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: "Question for the 19th-century German: if future generations don't exist yet, is there any real duty to leave them a livable planet, or is that invented too?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Why did the Roman Republic fall apart?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I handed in a wallet with 300 euros in it last week and nobody saw me do it. Was that goodness, or just fear of my own conscience?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: "Socrates you keep asking what we mean by good but you never say what YOU think it is. isn't that a bit of a dodge?",
    issue: 'examined-life',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Nietzsche, what would your \u00dcbermensch actually do on a Tuesday morning?',
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'hang on my headphones died, can you hear me now',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can you be good without believing in God?',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: "What's the real difference between socialism and communism?",
    issue: null,
    form: 'off-topic',
  },
];
