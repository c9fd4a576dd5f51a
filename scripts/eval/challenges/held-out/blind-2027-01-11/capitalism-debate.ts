// The blind set of 2027-01-11 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Has capitalism made the world richer or just a few people richer?',
    issue: 'prosperity',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: "My cousin drives for Uber sixty hours a week. He says he loves being his own boss, but he can't afford to get sick. Is he free or not?",
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Marx, your revolutions ended in bread lines and labour camps. Why should anyone listen to you now?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Mr Invisible Hand, whose hand is it exactly?',
    issue: 'self-interest',
    also: ['planning'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "what's the best market for fresh fish around here, anyone know",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so if i work a job i hate bc i need rent money is that like a free choice or not',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Adam, you wrote a whole book about sympathy before you wrote about markets. Where did the sympathy go?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Why did China get so much richer after it opened up its markets?',
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: "The pin factory thing: splitting a job into tiny steps makes it faster, sure, but doesn't repeating one motion all day make the worker dumber? I think even Smith admitted that.",
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'I work in a warehouse where a scanner times every move I make. The pay is okay. Karl, is this what you meant by alienation, or am I just tired?',
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Are billionaires proof that the system works or proof that it's broken?",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'so you admit, Mr Smith, that businessmen conspire against the public whenever they get together? sounds like you agree with Marx',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Is there a free version of this app or is it subscription only?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does the market care about the planet at all, or only about the price tag?',
    issue: 'government',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: "When robots and AI do all the work, who owns the robots? Isn't that the whole question?",
    issue: 'machines',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: 'come on marx, people in east berlin were climbing walls to get OUT. what does that tell you',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Should healthcare be bought and sold like shoes?',
    issue: 'government',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: 'The old German with the beard says workers are exploited. Then why do so many of them vote for tax cuts for the rich?',
    issue: 'exploitation',
    also: ['inequality'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'i mean what even is surplus value in normal words',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'My landlord owns nine flats and has never fixed a thing. I pay him half my salary. Is rent just a tax we pay to whoever got there first?',
    issue: 'inequality',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: "lol my phone is at 3%, if i vanish that's why",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Smith, would you be for tariffs or against them today?',
    issue: 'prosperity',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "When I buy a five-dollar T-shirt made by underpaid girls in Bangladesh, isn't the market just helping me not think about them?",
    issue: 'exploitation',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  {
    text: "The Scottish guy keeps praising self-interest like it's a virtue. Isn't greed still greed?",
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "Is there life on Mars, or do scientists think it's unlikely?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If Marx was right about crises, why hasn't capitalism collapsed yet?",
    issue: 'planning',
    also: ['alternatives'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'I sell handmade candles on Etsy. No boss, my own hours, my own prices. Marx, does that make me a capitalist, a worker, or both?',
    issue: 'exploitation',
    also: ['market-freedom'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'I graduated with $80,000 in student loans, and every career decision I make is about paying them off. Can you really call that freedom?',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Was Napoleon a hero or a tyrant?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do the Scandinavian countries seem to mix both systems and do fine?',
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'marks what is wrong with wanting to own nice stuff',
    issue: 'consumerism',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Who would clean the toilets under communism?',
    issue: 'alternatives',
    form: 'plain',
  },
  {
    text: "That's just nostalgia for a world before factories, isn't it, Marx?",
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is crypto the free market finally escaping the state, or just another casino?',
    issue: 'government',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'Is consciousness just what the brain does, or something extra?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Revolutionary keeps saying workers end up with nothing. My grandfather was a farmhand and my dad now owns a bakery with six staff. Isn't that the market working?",
    issue: 'prosperity',
    also: ['inequality'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'What is commodity fetishism, and does it explain why I bought four pairs of sneakers this month?',
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: 'how long does this debate last? need to pick up my kid at 5',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Influencers sell their own lives as content now. Is that the final stage, where everything is for sale?',
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  {
    text: "What's the strongest argument that God exists?",
    issue: null,
    form: 'off-topic',
  },
];
