// The blind set of 2026-12-14 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 82). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'If the market sets us free, why do so many people feel trapped in jobs they hate?',
    issue: 'market-freedom',
    also: ['work-meaning'],
    form: 'plain',
  },
  {
    text: "I drive for a delivery app. Nobody's my boss and I pick my hours, but if I stop for a day I can't make rent. Am I free, or just a part nobody bothered to name?",
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Marx, the Soviet Union tried your ideas and ended in bread queues and labour camps. Why should anyone listen now?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Hundreds of millions of people left extreme poverty after China opened up to trade. Isn't that the answer to the question?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  { text: 'does anyone know if the farmers market on sundays takes cards?', issue: null, form: 'off-topic' },
  {
    text: 'ok so the pin factory thing. splitting work into tiny tasks makes more pins but doesnt it make the worker kind of dumb? adam?',
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Mr Invisible Hand, who cleans up the river when the factory upstream dumps its waste?',
    issue: 'government',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Is it fair that one man can own more than a hundred million people combined?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Karl, you never really ran a business. Who takes the risk if not the owner?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Smith, didn't you write a whole book about sympathy before the one about wealth? How do those two fit together?",
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Is consciousness something only brains can have, or could a machine ever really feel?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My company just replaced half the call centre with an AI system and the share price jumped the same day. Who does that productivity belong to: the people let go, the shareholders, or the programmers?',
    issue: 'machines',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  { text: "What does 'surplus value' actually mean in plain English?", issue: 'exploitation', form: 'plain' },
  {
    text: 'come on, you both had beards and no smartphone. the economy now is nothing like 1776 or 1867',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: "so you admit markets need laws and courts and police to work. then they're not really 'free', are they",
    issue: 'government',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: 'To the revolutionary: if workers owned the factories, who decides what gets made and what it costs?',
    issue: 'planning',
    also: ['alternatives'],
    addresses: 'marx',
    form: 'epithet',
  },
  { text: 'hold on, dog needs to go out. back in 5', issue: null, form: 'off-topic' },
  {
    text: 'Is buying cheap clothes made in sweatshops a kind of theft?',
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: "Landlords: a productive part of the market, or just collecting rent on something they didn't make? I pay half my salary for a one-bed flat.",
    issue: 'exploitation',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: "The Scotsman warned that merchants rarely meet, even for fun, without conspiring against the public. Wasn't he secretly on Marx's side?",
    issue: 'big-business',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'i mean healthcare in the us is a market and its a mess. is that what freedom looks like',
    issue: 'market-freedom',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: "Can you be free if you're hungry? Question for the market moralist.",
    issue: 'market-freedom',
    addresses: 'smith',
    form: 'epithet',
  },
  { text: 'Why did the Roman Republic collapse into an empire?', issue: null, form: 'off-topic' },
  {
    text: 'Sweden and Denmark have markets plus high taxes and strong unions. Is that the compromise, or does it just delay the crisis you both saw coming?',
    issue: 'alternatives',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'My uncle in Kerala says the Gulf jobs built his house and sent his kids to college, even though the work was brutal. Is he a victim, or did the market free his family, Marx?',
    issue: 'market-freedom',
    also: ['prosperity'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'What does alienation feel like day to day, Marxs? like specifically',
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Would you approve of today's giant tech monopolies, Mr Smith?",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  { text: 'is there a premium version of this app or is it all free', issue: null, form: 'off-topic' },
  {
    text: 'But what about climate change? A market that prices everything seems to forget the atmosphere.',
    issue: 'government',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: "Ads make me want things I didn't know existed a week ago. Is choosing among products I was trained to want really a choice?",
    issue: 'consumerism',
    form: 'paraphrase',
  },
  {
    text: "Capital as dead labour that sucks living labour like a vampire is a great line, but isn't it just poetry, Mr Marx?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is the multiverse a scientific theory or just speculation, since we can never observe other universes?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why should inheritance be allowed if markets are about rewarding effort, Adam Smith?',
    issue: 'inequality',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'the german guy said history leads to revolution but the richest countries never had one. didnt that prediction just fail',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'If I open a bakery and hire two people, am I already the exploiter?',
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: 'Unions won us the weekend and the eight-hour day, not the market on its own. Smith, where does that fit in your story?',
    issue: 'wages-hours',
    addresses: 'smith',
    form: 'named',
  },
  { text: 'sorry my mic is echoing, can you hear me ok', issue: null, form: 'off-topic' },
  {
    text: 'Crypto people say money without governments is real freedom. Is that the pure market at last, or just a casino?',
    issue: 'government',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  { text: 'Is self-interest really the same thing as greed?', issue: 'self-interest', form: 'plain' },
  { text: 'What is the strongest argument that animals have moral rights?', issue: null, form: 'off-topic' },
];
