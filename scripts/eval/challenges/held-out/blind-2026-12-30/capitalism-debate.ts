// The blind set of 2026-12-30 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Is being poor in a rich country still freedom?',
    issue: 'market-freedom',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: 'I drive for a delivery app. They call me my own boss but the algorithm decides my pay and can kick me off anytime. Am I free or not?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Adam Smith, would you be ok with Amazon being this big?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'ok so like if I quit my job I starve, how is that a free choice marx has a point no?',
    issue: 'market-freedom',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'any farmers market open on a Sunday near the city centre?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Invisible Hand, who picks up the pieces when the hand drops something, like in 2008?',
    issue: 'government',
    also: ['planning'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Karl, every country that tried your ideas ended up with queues and secret police. Why should anyone listen now?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Does free trade help poor countries or just make them cheap factories for rich ones?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: "My sister works in a garment factory in Dhaka. The pay is awful, but it's more than she'd earn farming, and she chose it. Was that freedom, or did she just have no better option?",
    issue: 'market-freedom',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: 'what even is surplus value',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'Smith, you wrote a whole book about sympathy before the one about markets. Do they actually fit together?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Is it fair that someone can inherit a fortune they never worked for?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Can a machine ever actually be conscious, or does it only act like it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If AI does all the work in 20 years, who owns the wealth, and what do the rest of us do all day?',
    issue: 'machines',
    form: 'paraphrase',
  },
  {
    text: "that's just envy dressed up as philosophy, Marx. some people work harder.",
    issue: 'inequality',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Does advertising make us want things we'd never have wanted on our own?",
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: "My rent takes 60% of my paycheck. The landlord didn't build anything, he just owns the place. Is that the market working or failing?",
    issue: 'exploitation',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'the revolutionary guy, do you think the revolution still comes, or did capitalism just learn to buy everyone off with iphones',
    issue: 'alternatives',
    also: ['consumerism'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Can the market ever fix climate change or is it the thing causing it, Marx?',
    issue: 'government',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "my battery's dying brb",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Scotland's own economist: you warned that merchants meet to conspire against the public. Isn't that exactly what lobbyists do now?",
    issue: 'big-business',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "Are billionaires proof the system works or proof it's broken, Smith?",
    issue: 'inequality',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "In Norway they have markets and also high taxes and strong unions. Isn't that the answer, somewhere in the middle?",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'i work in a warehouse scanning boxes 10 hours a day i feel like a part of a machine, is that what alienation means',
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: 'China lifted hundreds of millions out of poverty after opening markets, but the Communist party is still in charge. Which of you does that prove right?',
    issue: 'prosperity',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: "What's the strongest argument that God exists?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Smith, do minimum wage laws help workers or cost them jobs?',
    issue: 'wages-hours',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Herr Marx, who would decide what gets made if there were no prices?',
    issue: 'planning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'but what about healthcare \u2014 should that be a market at all?',
    issue: 'government',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: "Smith's pin factory thing: splitting work into tiny steps makes more pins, sure, but doesn't it also make people dumber? I think he even said so himself.",
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Why does a diamond cost more than water when water keeps us alive?',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'lol the moderator sounds exactly like my old geography teacher',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'So you admit the butcher feeds me only for profit. Then why should I trust him at all, Adam?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Is crypto the free market finally escaping governments or just another casino?',
    issue: 'government',
    form: 'paraphrase',
  },
  {
    text: 'Why did the Roman Republic turn into an empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'is the stock market even open on bank holidays, need to sell something',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'question for the market moralist: unions, good or bad, quick answer pls',
    issue: 'wages-hours',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'My dad ran a small bakery for 30 years, worked every hour, employed four people. Marx would call him a capitalist exploiting them? He was barely getting by himself.',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "how do I switch the voices, the moderator's is too quiet",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on Karl, you lived off Engels' factory money. Bit rich, isn't it?",
    issue: 'exploitation',
    also: ['alternatives'],
    addresses: 'marx',
    form: 'named',
  },
];
