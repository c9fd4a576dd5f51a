// The blind set of 2026-12-15 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Why are there still billionaires and homeless people on the same street?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: "I drive for a delivery app. Nobody's my boss, I pick my own hours, and I still can't afford rent. Am I free or not?",
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: "Mr Smith, would you recognise today's stock market as the system you were describing?",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  { text: 'is this app free or is there a catch lol', issue: null, form: 'off-topic' },
  {
    text: 'Marx, the Soviet Union tried your ideas and people queued for bread. Why should anyone listen to you now?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'ok so the invisible hand, is that like a real thing or just a nice metaphor people quote',
    issue: 'self-interest',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: "China pulled hundreds of millions out of poverty by opening up to trade. Doesn't that prove the Scotsman right?",
    issue: 'prosperity',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "Is being free to quit your job really freedom if quitting means you can't eat?",
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'What actually makes something worth money, the work that went into it or what people will pay?',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: "My dad spent thirty years on an assembly line doing the same three movements. He says he never once felt like he made anything. Isn't that exactly the alienation thing?",
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: "Karl, who's supposed to run the factories after the revolution, and why would they be any less greedy?",
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Adam Smith actually wrote a whole book about sympathy before the one on wealth. Do people just skip that part?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "where's the best place to trade in my old phone for a decent price",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Doesn't competition make everything cheaper for ordinary people in the end?",
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: 'the revolutionary guy keeps saying workers own nothing but like, i have a pension and some shares, so where does that leave me',
    issue: 'exploitation',
    also: ['inequality'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'If robots end up doing all the work, who gets the money, Marx or the owners?',
    issue: 'machines',
    addresses: 'marx',
    form: 'named',
  },
  { text: 'Is it ever right to lie to protect someone you love?', issue: null, form: 'off-topic' },
  {
    text: 'Smith, you warned that businessmen rarely meet without conspiring against the public. So would you be breaking up Amazon and Google today?',
    issue: 'big-business',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "that's just utopian. every time someone abolishes private property it ends in a dictatorship",
    issue: 'alternatives',
    form: 'plain',
  },
  {
    text: 'I buy fair trade coffee and feel good about it. Is that real change, or just the market selling me a clear conscience?',
    issue: 'consumerism',
    form: 'paraphrase',
  },
  {
    text: 'Is renting out a flat exploitation, or am I just being paid for taking a risk?',
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: "but what about Sweden? high taxes, strong unions, still rich. doesn't that break both your theories",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  { text: 'What caused the dinosaurs to go extinct?', issue: null, form: 'off-topic' },
  {
    text: 'To the man with the big beard: does a nurse who works night shifts produce surplus value, or does that only count in factories?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Can a market work without trust and honesty, or does it need the morals to already be there?',
    issue: 'self-interest',
    form: 'plain',
  },
  {
    text: 'My cousin has three side hustles and calls it being his own boss. Honestly it looks more like three bosses. Which one of you would he be proving right?',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Why do we need a minimum wage if the market is supposed to set wages fairly?',
    issue: 'wages-hours',
    also: ['government'],
    form: 'plain',
  },
  {
    text: 'The Glasgow professor believed self-interest feeds the whole town. What happens when self-interest means burning the planet for profit?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "lol the moderator just called Marx a 'fan favourite', that's cute",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marks, be honest, would you have an iPhone?',
    issue: 'consumerism',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is inheriting a fortune compatible with a free market, or is it the opposite of it?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: "so you admit the market lifted people out of poverty, you just don't like who got the credit?",
    issue: 'prosperity',
    form: 'plain',
  },
  { text: 'Why did the Ottoman Empire take so long to fall?', issue: null, form: 'off-topic' },
  {
    text: 'Sweatshops pay more than the farm work people had before. Does that make them a step up or just a newer trap?',
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: 'Adam, if the butcher only serves me out of self-interest, why does the market feel so lonely?',
    issue: 'self-interest',
    also: ['work-meaning'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Will the class struggle ever end, or is it just a permanent feature of people living together?',
    issue: 'alternatives',
    form: 'plain',
  },
  { text: 'brb need to grab my laundry', issue: null, form: 'off-topic' },
  {
    text: "I'm a teacher and half my students want to be influencers. Has the market turned everyone into a product selling themselves?",
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  { text: 'Is consciousness something a computer could ever really have?', issue: null, form: 'off-topic' },
  {
    text: "come on, Marx, you lived off Engels' factory money while writing against factories. isn't that a bit rich?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
];
