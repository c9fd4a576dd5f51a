// The blind set of 2027-01-11 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'If every culture has its own rules, how can anyone say one set of them is actually right?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Nietzsche, did you really think kindness is just weakness dressed up as something noble?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'My grandmother says we know right from wrong because God wrote it on our hearts. I stopped believing in God at sixteen, but I still feel guilty when I lie. Where is that guilt coming from then?',
    issue: 'origin-of-values',
    also: ['religion-morality'],
    form: 'paraphrase',
  },
  {
    text: 'ok so like if nobody had invented morality wouldnt we all just be killing each other',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "Socrates, why didn't you just escape from prison when your friends offered to get you out?",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'any good pizza places near the station that are still open?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can something be wrong even if nobody ever finds out you did it?',
    issue: 'goodness-real',
    also: ['justice'],
    form: 'plain',
  },
  {
    text: 'Hey hammer guy, what exactly are you smashing? The whole of ethics or just the Christian bits?',
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "I work in a warehouse and my manager asked me to fudge the safety log so we pass inspection. Everyone does it and nobody's been hurt. Is it actually wrong, or just against the rules?",
    issue: 'goodness-real',
    also: ['truth-honesty'],
    form: 'paraphrase',
  },
  {
    text: "Slavery used to be considered totally normal. If morality is invented, then abolishing it wasn't progress, just a change of fashion? That can't be right, Mr Nietzsche.",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Is something good because God commands it, or does God command it because it's already good?",
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: "brb my tea's gone cold",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so you admit, Friedrich, that your 'master morality' is just bullies patting themselves on the back?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Do animals have morals? My dog looks really guilty when he's chewed my shoes.",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'Socratese how can you say nobody does wrong on purpose, people do terrible things knowing full well what theyre doing',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'What is ressentiment, and what does it have to do with whether morals are real?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'is math discovered or invented? like did pythagoras find his theorem or make it up',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If I'm a psychopath and feel nothing when I hurt people, am I missing something real, like a colour-blind person missing red, or just missing a habit everyone else picked up?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Come on, German guy, you can't seriously say the Holocaust was only wrong according to somebody's values.",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'To the old Greek in the robe: if I asked you what justice is, would you just answer with another question?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Why be good at all if it doesn't pay off?",
    issue: 'justice',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: 'Nietzche said god is dead, so who decides whats moral now, twitter?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'How do I change my display name in the app?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Wasn't Nietzsche's philosophy used by the Nazis? Doesn't that show where 'morality is invented' ends up?",
    issue: 'goodness-real',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Socrates, can a self-driving car be programmed to be good, or only to follow whatever some engineer decided good means?',
    issue: 'goodness-real',
    also: ['virtue-knowledge'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'What did the Übermensch actually do differently from a regular decent person?',
    issue: 'good-life',
    also: ['strength-power'],
    form: 'plain',
  },
  {
    text: 'i mean evolution explains why we look after family right, so isnt morality just genes trying to survive',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'What caused the fall of the Roman Republic? Was it Caesar, or had it been rotting for decades?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Socrates, you said the unexamined life isn't worth living, but most people never examine anything and seem perfectly happy. Are they less good than you?",
    issue: 'examined-life',
    also: ['good-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Everyone online is constantly outraged about someone doing something wrong. Is all that outrage really about goodness, or is it just the herd enjoying punishing people?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: "Could you two just agree on one thing that's definitely wrong? Torturing babies for fun, maybe?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'lol this is way better than my ethics lecture',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the moustache: if the weak cooked up morality to put a leash on the strong, how on earth did the weak end up winning?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'How does quantum entanglement work without sending information faster than light?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Gadfly, is there any way to know something is good the way we know a triangle has three sides?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "We're raising our son without religion and my mother-in-law is convinced he'll grow up with no morals. He's seven and already gets furious when things are unfair. Who's right about where that comes from?",
    issue: 'origin-of-values',
    also: ['religion-morality'],
    form: 'paraphrase',
  },
  {
    text: 'If I had to relive my life exactly the same forever, would that make me behave better, or is that just another invented rule, Nietzsche?',
    issue: 'good-life',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Does the law tell us what's right, or just what we're allowed to get away with?",
    issue: 'justice',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "that's just relativism with extra steps, socrates has a point",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "What makes a piece of music sound sad to us when it's only notes?",
    issue: null,
    form: 'off-topic',
  },
];
