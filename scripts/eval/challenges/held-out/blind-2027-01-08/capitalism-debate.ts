// The blind set of 2027-01-08 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Does capitalism make people free or just busy?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'Mr Smith, would you have been OK with Amazon? One company selling basically everything?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "I deliver food for an app. I 'choose' my hours, no boss, but if I stop for a day I can't pay rent. Am I free or not?",
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: "Karl, you lived off Engels' factory money for decades. Bit rich, no?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'ok so china basically used markets to lift like 800 million people out of poverty. doesnt that kinda settle it',
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'anyone know if the farmers market downtown still runs in winter',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What is the invisible hand, in plain words?',
    issue: 'self-interest',
    form: 'plain',
  },
  {
    text: 'The bearded revolutionary: every country that tried your ideas ended up with bread queues and secret police. Why should anyone try again?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Why do prices go up when everyone needs something?',
    issue: 'planning',
    form: 'plain',
  },
  {
    text: "My dad worked at the same car plant for 31 years, bolting on the same part. He said by the end he couldn't even tell you what the finished car looked like. Is that what Marx meant by alienation?",
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is personal identity kept if every cell in your body gets replaced over time?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should healthcare be sold on a market like shoes are?',
    issue: 'government',
    form: 'plain',
  },
  {
    text: 'Mr Smith, people quote The Wealth of Nations but skip your book on moral sentiments. Does the market need morals from outside it to work at all?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'the scottish economist thinks self interest feeds the town but who feeds the people the market doesnt need',
    issue: 'government',
    also: ['self-interest'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'do I have to pay to unlock the other debates or is it all free',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'AI is about to replace loads of office jobs. If machines do all the work, who should own them, Marx?',
    issue: 'machines',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Is a billionaire proof the system works or proof it doesn't, Karl Marx?",
    issue: 'inequality',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'but what about climate change? the market gave us cheap flights and a burning planet',
    issue: 'government',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  {
    text: 'Why is the sky blue but sunsets red?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My rent went up 40% this year and my landlord just shrugged and said 'that's the market'. Is a roof over your head the kind of thing a market should decide?",
    issue: 'government',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: "Marks what's surplus value? my econ teacher skipped it",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Question for the revolutionary: is a sweatshop job in Bangladesh better than no job at all?',
    issue: 'prosperity',
    also: ['exploitation'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Smith, you warned that businessmen rarely meet without conspiring to raise prices. So you don't actually trust them either?",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "wait, so the workers DO get fed in your version? then what's the complaint exactly",
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'sorry, cat on keyboard',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would Sweden count as capitalism or socialism? They seem pretty happy either way.',
    issue: 'alternatives',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'Is shopping freedom? I get to pick between forty kinds of cereal but I never picked working fifty hours a week.',
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  {
    text: 'The guy from Trier, what would your revolution even look like in a country where most people work on laptops?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Should judges be elected, or appointed by experts?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My friend quit her corporate job, opened a tiny bakery, and says it's the first time she's ever felt free. Isn't that the market working exactly as Smith promised?",
    issue: 'market-freedom',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "Does the pin factory example still make sense when I'm one person doing five jobs at a startup?",
    issue: 'work-meaning',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: "Marx, is bitcoin the people's money or just wall street for teenagers?",
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Unions, Mr Smith: do they make the market fairer or just break it?',
    issue: 'wages-hours',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "Why should anyone inherit millions they didn't earn, if the market is supposed to reward work?",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: "Religion is the opium of the people, fine. Aren't Netflix and next-day delivery the new opium?",
    issue: 'consumerism',
    form: 'paraphrase',
  },
  {
    text: 'How did the printing press help spark the Reformation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'During the Industrial Revolution children worked down mines. Did the market end that, or did laws and strikes?',
    issue: 'government',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Would universal basic income fix capitalism or just pay people to keep quiet, Adam?',
    issue: 'government',
    also: ['alternatives'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'To the father of economics: you wrote in a world of small shops and farms. Does any of your theory survive corporations bigger than countries?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'my coffee went cold listening to you two argue lol, carry on',
    issue: null,
    form: 'off-topic',
  },
];
