// The blind set of 2026-12-29 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Is capitalism actually freedom or just a nicer cage?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: "I drive for a delivery app. I can log on whenever I like, which feels free, but if I don't do 60 hours a week I can't pay rent. Which one of you would call that freedom?",
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Smith, would you still believe in the invisible hand if you saw Amazon today?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'marx ok but every country that tried your thing ended up with bread lines so like',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "what's the best market for fresh fish around here, the one by the harbour or the covered one?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Didn't free trade pull hundreds of millions of people in China out of poverty?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'Karl, do you think a nurse who loves her job is still alienated from her labour?',
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'My dad worked at the same factory for 35 years, then they moved the plant to Mexico and he got a watch. Did the market set him free, or just set him loose?',
    issue: 'market-freedom',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: "Adam, you wrote a whole book about sympathy before the one about wealth. Where's the sympathy in a market?",
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'who actually owns the stuff i make at work',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'is this app free or does it start charging after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the bearded revolutionary: if workers owned the company, who takes the hit when it goes bust?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Is the rent too damn high because of the market, or because there isn't enough market?",
    issue: 'planning',
    also: ['government'],
    form: 'plain',
  },
  {
    text: 'so you admit smith that bosses will always gang up to keep wages low, you literally wrote that',
    issue: 'wages-hours',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'If robots and AI do all the work in 30 years, who gets the money? Does either of your theories survive that?',
    issue: 'machines',
    form: 'paraphrase',
  },
  {
    text: 'Why did the Roman Republic collapse into an empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Can you be free if you're poor?",
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: "The Scottish guy thinks the butcher feeds us out of self-interest. Fine, but the butcher's kid still can't afford the dentist. What's your answer?",
    issue: 'self-interest',
    also: ['inequality'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "Sweden and Denmark are rich, have markets, and have huge welfare states. Doesn't that make this whole debate kind of outdated?",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'My sister buys a new phone every year even though the old one works fine. Is that her freely choosing, or is the market choosing for her?',
    issue: 'consumerism',
    form: 'paraphrase',
  },
  {
    text: "Marx, isn't commodity fetishism just a fancy way of saying people like nice things?",
    issue: 'consumerism',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "come on, the iphone you're all criticising capitalism on was made by capitalism",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'How exactly do mRNA vaccines teach the body to fight a virus?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do monopolies like Google prove the market stops being free once somebody wins?',
    issue: 'big-business',
    form: 'paraphrase',
  },
  {
    text: "What would Adam Smith say about billionaires flying to space while their warehouse staff don't get toilet breaks?",
    issue: 'inequality',
    also: ['wages-hours'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "Does the climate crisis mean markets can't fix everything?",
    issue: 'planning',
    also: ['government'],
    form: 'plain',
  },
  {
    text: 'i have 40k in student loans for a degree i dont even use, is that the free market working or failing lol',
    issue: 'planning',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'mr invisible hand, does your hand ever slap anyone?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My friend opened a little bakery and works 14-hour days, but she says she's never felt freer because she's her own boss. Marx, is she fooling herself?",
    issue: 'market-freedom',
    also: ['work-meaning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is the pin factory example still true? Does specialising make work dumber as well as faster?',
    issue: 'work-meaning',
    form: 'plain',
  },
  {
    text: "Isn't a wage just a price for renting out your life?",
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'plain',
  },
  {
    text: 'But what about coffee farmers in Ethiopia, market moralist? They trade freely too, so why are they still poor?',
    issue: 'prosperity',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Herr Marx, what was the revolution supposed to look like the day after?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is it morally wrong to eat meat if we can live healthily without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does the brain produce consciousness, or could a mind exist without one?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Did Smith really mean the invisible hand the way economists use it now, or did they twist him?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Can unions make the market fairer, or do they just get in its way?',
    issue: 'wages-hours',
    form: 'plain',
  },
  {
    text: "the moderator's voice sounds exactly like my old geography teacher haha",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Karl Marks, you predicted capitalism would collapse. It's been 150 years. What happened?",
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
];
