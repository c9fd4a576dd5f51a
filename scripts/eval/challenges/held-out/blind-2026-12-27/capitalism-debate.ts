// The blind set of 2026-12-27 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'If the market is so good at lifting people out of poverty, why do I need two jobs to pay rent?',
    issue: 'prosperity',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Adam Smith, I drive for a delivery app. They call me my own boss, but the algorithm sets my pay and can deactivate me any day. Is that the free trade you had in mind?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Did markets or governments pull China out of poverty?',
    issue: 'prosperity',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'marx serious question, every time communism was tried it ended in breadlines or gulags. why should anyone try again',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "what's the best market in town for fresh fish on a Sunday?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is a billionaire proof the system works or proof it's broken?",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Mr Invisible Hand, where was the hand in 2008 when the banks needed bailing out?',
    issue: 'planning',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'So you admit, Karl, that capitalism produced more wealth than any system before it? You practically said so in the Manifesto.',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "My job is entering numbers into a spreadsheet someone else designed, for a product I'll never see. Is that what Marx calls alienation, or am I just bored?",
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'who actually creates the value, the worker or the guy who risked the money',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'Smith, you wrote a whole book about sympathy before The Wealth of Nations. How does caring for others fit with self-interest running everything?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Do we have any good evidence that octopuses are conscious?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If robots and AI end up doing all the work, who's left to exploit, Marx?",
    issue: 'machines',
    also: ['exploitation'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'my landlord owns 40 flats and does nothing all day, is that capitalism working as intended or like a bug',
    issue: 'inequality',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: "Can you be free if you'll starve when you quit?",
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: "Sweatshop wages are terrible, but they're higher than farm wages in the same country. So are those factories helping people or exploiting them?",
    issue: 'exploitation',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: 'the bearded German who wrote Das Kapital: what would you actually replace money with?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "that's just envy dressed up as theory, isn't it?",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'sorry, my dog is barking at the postman, give me a second',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Doesn't the climate crisis show that markets can't price what really matters, Mr Smith?",
    issue: 'planning',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Smith warned that merchants rarely meet without conspiring against the public. Would he be on the side of breaking up Amazon and Google?',
    issue: 'big-business',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Why are the Nordic countries rich and fairly equal at the same time, if capitalism is supposed to deepen inequality?',
    issue: 'inequality',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'Marks, is there any room for small business owners in your world? My mum runs a bakery with three employees. Is she a bourgeois oppressor?',
    issue: 'exploitation',
    also: ['alternatives'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'What caused the fall of the Roman Republic?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, Mr Revolutionary, the phone you'd tweet the revolution from was made by capitalism",
    issue: 'prosperity',
    also: ['alternatives'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Should healthcare be bought and sold at all?',
    issue: 'government',
    form: 'plain',
  },
  {
    text: "The Scotsman's pin factory: ten men making thousands of pins a day. Brilliant output, but wasn't Smith himself worried that repetitive work makes people 'stupid and ignorant'?",
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'is this app free or do I have to pay after the first debate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ok but inheritance. if im born rich and you're born poor where's the free market in that",
    issue: 'inequality',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: "What does 'commodity fetishism' mean in plain English? Is it why I feel better after buying new sneakers?",
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: 'Is nuclear power safer than wind per unit of energy produced?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Karl, a question from a student with 40k in loans: is debt the modern version of the chains you talked about?',
    issue: 'market-freedom',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Question for the Market Moralist: does the market reward what's useful or just what's popular? Influencers earn more than nurses.",
    issue: 'wages-hours',
    also: ['inequality'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Is crypto the freest market ever or just a casino?',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: "but what about the consumer? I get to pick between a hundred brands of cereal. Isn't that freedom?",
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  {
    text: 'Adam, would you have supported a minimum wage?',
    issue: 'wages-hours',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'lol the moderator sounds exactly like my old geography teacher',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Did the printing press cause the Reformation or just speed it up?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If value comes from labour, why is a diamond worth more than water? Hasn't economics moved on since then?",
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'My grandfather lived in East Germany and says he was never free. My grandmother, same town, says she never once worried about losing work. Which of them was right?',
    issue: 'alternatives',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
];
