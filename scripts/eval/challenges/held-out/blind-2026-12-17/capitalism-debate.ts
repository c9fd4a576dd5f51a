// The blind set of 2026-12-17 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'If markets are so good, why are there still homeless people in the richest cities in the world?',
    issue: 'inequality',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: "I deliver food for an app. No boss, I pick my hours, but if I stop for a day I can't pay rent. Am I free or not?",
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Smith, what did you actually mean by the invisible hand? People quote it for everything.',
    issue: 'self-interest',
    also: ['planning'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Marx, every country that tried your ideas ended up with queues and secret police. Why should I listen?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'whats the best market for fresh fish around here lol asking for my dinner',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'does anyone actually get rich from hard work or is it mostly inheritance',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Hundreds of millions of people in China got out of extreme poverty after markets opened up. How does the revolutionary explain that?',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Mr Invisible Hand, what stops Amazon from just buying up everyone who competes with it?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'epithet',
  },
  { text: "What's 'surplus value' in normal words?", issue: 'exploitation', form: 'plain' },
  {
    text: "come on Karl, you lived off Engels' factory money. bit rich, no?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "My dad worked thirty years at the same plant, then it moved to Mexico and he got a letter. The company's shares went up that day. Who was the market free for?",
    issue: 'market-freedom',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: 'Is there a version of capitalism you could both live with, like Denmark or Sweden?',
    issue: 'alternatives',
    also: ['government'],
    form: 'plain',
  },
  { text: 'Why did the Roman Empire in the west actually fall?', issue: null, form: 'off-topic' },
  {
    text: 'Adam, you wrote a whole book about sympathy before the one about wealth. Does the market make us kinder or colder?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  { text: 'i mean if robots do all the work who gets paid', issue: 'machines', form: 'plain' },
  { text: 'sorry my cat just walked across the keyboard', issue: null, form: 'off-topic' },
  {
    text: 'Fast fashion: a shirt for five euros sewn by a girl in Bangladesh. Is that trade lifting her up or using her up?',
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: "so you admit the workers don't own anything. but they can buy shares now, can't they?",
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'is the app free or is there a premium tier with more philosophers',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can the market fix climate change, or is it what caused it?',
    issue: 'planning',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'Scottish guy, you said merchants rarely meet even for fun without it ending in a conspiracy against the public. Sounds like you agree with Marx more than people think?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'epithet',
  },
  { text: 'How do vaccines train the immune system?', issue: null, form: 'off-topic' },
  {
    text: 'I feel like a cog at my office job. I make slide decks nobody reads. Is that what Marx meant by alienation, or am I just bored?',
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: 'Karl Marks, what would you say about Bitcoin?',
    issue: 'market-freedom',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is it fair that a landlord earns money while they sleep?',
    issue: 'exploitation',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: 'what about healthcare, should that be a market too? in the US an ambulance ride costs like a thousand dollars',
    issue: 'government',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: "Marx, you expected the revolution to start in industrial countries like England. It happened in Russia instead. Doesn't that show the theory was wrong?",
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "If I'm free to quit my job but not free to stop needing a job, what kind of freedom is that?",
    issue: 'market-freedom',
    form: 'plain',
  },
  { text: 'Does God exist, and can reason alone prove it?', issue: null, form: 'off-topic' },
  {
    text: "Smith, in your pin factory one man makes one piece all day. Didn't you yourself warn that this makes people stupid?",
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'ok so who decides what a fair wage is, the market or the people doing the work',
    issue: 'wages-hours',
    form: 'plain',
  },
  {
    text: "Are billionaires a sign the system works or a sign it's broken?",
    issue: 'inequality',
    form: 'plain',
  },
  { text: 'will it rain this weekend, planning a bbq', issue: null, form: 'off-topic' },
  {
    text: "My startup failed and I lost everything, but I'd still rather live somewhere I could try. Doesn't the freedom to fail count for something, Marx?",
    issue: 'market-freedom',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'the bearded german thinks all history is class struggle. isnt that a bit simple',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Question for the market moralist: are unions the market working, or the market being corrected?',
    issue: 'wages-hours',
    addresses: 'smith',
    form: 'epithet',
  },
  { text: 'Is it ever okay to lie to protect someone you love?', issue: null, form: 'off-topic' },
  {
    text: "Smith, would you recognise today's capitalism, with credit cards and hedge funds, as the thing you were defending?",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Is consumerism us being free to buy, or us being trained to want?',
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: 'why is rent eating half my salary if supply and demand is supposed to fix this',
    issue: 'planning',
    also: ['government'],
    form: 'paraphrase',
  },
];
