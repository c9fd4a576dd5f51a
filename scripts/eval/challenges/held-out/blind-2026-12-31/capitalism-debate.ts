// The blind set of 2026-12-31 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'is capitalism actually freedom or just freedom to choose between 40 kinds of cereal',
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'plain',
  },
  {
    text: "I drive for Uber. I pick my own hours, but if I don't drive 60 hours a week I can't make rent. Marx, am I free or not?",
    issue: 'market-freedom',
    also: ['wages-hours'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'anyone know if the farmers market is open on sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Adam Smith, didn't hundreds of millions of people in China get out of poverty once markets opened up?",
    issue: 'prosperity',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'So Marx, every country that tried your ideas ended up with shortages and secret police. Coincidence?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'The Scottish professor warned that businessmen rarely meet without conspiring against the public. So why do his fans today defend giant corporations?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Does free will exist if our brains are just physics?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'why is rent so high if the market is supposed to make things cheaper',
    issue: 'planning',
    also: ['government'],
    form: 'plain',
  },
  {
    text: "Smith what do you think of billionaires flying to space while warehouse workers can't take a bathroom break",
    issue: 'inequality',
    also: ['wages-hours'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "My dad worked thirty years in one factory and was proud of it. I've had seven jobs in five years and none of them feel like mine. Is that what alienation means?",
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: 'ok but marx lived on engels money and engels got it from a factory lol',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'brb kids need dinner',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If AI takes most of the jobs, who owns the robots, and does that change your answer?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: "Karl, what's surplus value in normal words? My boss bills $200 an hour for my work and I get $18.",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is a sweatshop job in Bangladesh better than no job at all?',
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: 'Adam, you wrote a whole book about sympathy before the one about markets. Would you even recognise your fans today?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'What was the real cause of the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The bearded revolutionary thinks profit is theft. Then why do so many workers dream of starting their own business?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Amazon started as an online bookshop and now it's half the internet. Where's the competition that's supposed to protect us?",
    issue: 'big-business',
    form: 'paraphrase',
  },
  {
    text: "come on, the Nordic countries are capitalist AND have great welfare, isn't that the real answer",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'i mean if i cant afford insulin am i free in any meaningful sense',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Smith, you praised the pin factory for making workers more productive, but you also said repeating one task all day makes people dull. Which Smith am I supposed to believe?',
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'is there a way to download this debate as a podcast',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does a union make the market less free or more fair?',
    issue: 'wages-hours',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: 'Marks how would you even set prices without a market, some guy in an office guessing how many shoes to make?',
    issue: 'planning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'When I buy sneakers for $150 I never once think about who sewed them. Is that what the German guy meant by commodity fetishism?',
    issue: 'consumerism',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Should inheritance be taxed at 100%?',
    issue: 'inequality',
    also: ['government'],
    form: 'plain',
  },
  {
    text: 'Is there life in the ocean under the ice on Europa?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so you're saying the baker feeds me out of self interest not kindness, fine, but who feeds the baker when the bakery closes",
    issue: 'self-interest',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'I did everything right: good grades, a loan for a degree the market said was in demand, an internship that paid nothing. Now I\'m 31, I owe more than my parents paid for their house, and I work two jobs in a sector where the "demand" disappeared. People keep calling that freedom of choice. Did the market give me freedom, or a mortgage on my whole future?',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Can you be free if you have to sell your time just to eat?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: "A friend's startup got bought by a big tech company and now he's rich at 28. Is that the market rewarding talent, or luck dressed up as merit?",
    issue: 'inequality',
    form: 'paraphrase',
  },
  {
    text: 'Mr Wealth of Nations, what do you do about pollution, when the price never includes the damage?',
    issue: 'government',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "ugh it's pouring and i left my bedroom window open",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Universal basic income: a way to save capitalism, or the first step toward the world Marx wanted?',
    issue: 'alternatives',
    also: ['government'],
    form: 'plain',
  },
  {
    text: 'Is crypto finally the free market with no state at all, or just gambling for tech bros?',
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'Marx, be honest, would you own an iPhone?',
    issue: 'consumerism',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'How exactly do vaccines train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The communist from Trier promised the state would wither away. Why did it always grow instead?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Does the market care about people at all, or only about what they can pay?',
    issue: 'market-freedom',
    also: ['self-interest'],
    form: 'plain',
  },
];
