// The blind set of 2026-12-09 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 77). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: "If I'm free to quit my job but not free to stop needing rent money, how free am I really?",
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: "Adam Smith, did you ever imagine Amazon? One company running the whole marketplace doesn't look much like your butcher and baker anymore.",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'My dad grew up in a village in Vietnam where they ate rice twice a day if they were lucky. After the market reforms he put me through university. Marx, how is that not freedom?',
    issue: 'prosperity',
    also: ['market-freedom'],
    addresses: 'marx',
    form: 'named',
  },
  { text: 'ok so like who actually decides prices, is it really nobody', issue: 'planning', form: 'plain' },
  {
    text: "what's the best market around here for fresh fish on a sunday, anyone?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Every communist country ended up with secret police. Isn't that proof enough?",
    issue: 'alternatives',
    form: 'plain',
  },
  {
    text: "Karl, you lived off Engels' factory money for years. Bit rich, no?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Mr Invisible Hand, what happens when the hand picks my pocket? Like 2008, when the banks lost everything and we paid for it.',
    issue: 'planning',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'I drive for a delivery app. They call me my own boss, but an algorithm decides my pay per drop and can switch me off without a reason. Is that the free market or something else?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'What does alienation actually mean for someone who works in an office?',
    issue: 'work-meaning',
    form: 'plain',
  },
  {
    text: 'smith u literally said merchants always conspire against the public so why are you defending them',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Is the universe deterministic, or does quantum mechanics leave room for genuine chance?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'Can you buy freedom?', issue: 'market-freedom', form: 'plain' },
  {
    text: 'So you admit, Marx, that capitalism has produced more wealth than any system in history? You said as much in the Manifesto.',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "My sister pays 60% of her wage in rent in the city she was born in. Landlords aren't making anything, they just own. Which of you explains that better?",
    issue: 'exploitation',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'When AI can do most jobs, who gets the money, the people who own the servers? Sounds like the bearded guy was just early.',
    issue: 'machines',
    addresses: 'marx',
    form: 'epithet',
  },
  { text: 'Is wanting to get rich a bad thing?', issue: 'self-interest', form: 'plain' },
  {
    text: 'Adam, you wrote a whole book about sympathy before the one about markets. Does the market need people to be decent for it to work?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  { text: 'come on, nobody forced anyone to buy an iphone', issue: 'consumerism', form: 'paraphrase' },
  { text: "how do i share this debate with a friend, there's no button", issue: null, form: 'off-topic' },
  {
    text: "A t-shirt that costs four euros was sewn by someone in Bangladesh for pennies. Did the market lift her up or use her up? I honestly can't tell.",
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: 'marx what would you even replace it with. like practically. who makes the toothpaste',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Why did the Western Roman Empire collapse while the Eastern half held on for another thousand years?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Scottish economist: would you allow a market in kidneys? People are free to sell, right?',
    issue: 'market-freedom',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Is surplus value real, or just a way of saying profit with an angry face?',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: "Do billionaires exist because the system works or because it's broken?",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: "I run a small bakery with three employees. I work more hours than any of them and I'm scared every month. Am I the oppressor here, Mr Marx?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Norway and Denmark have markets and huge welfare states. Doesn't that make this whole debate kind of outdated?",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'How did the Black Death change European society in the long run?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'But what about pollution, market moralist? Nobody pays for the air a factory dirties, so how is the market supposed to fix that?',
    issue: 'government',
    also: ['planning'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Karl Marx predicted the workers in rich countries would rise up. They bought houses and cars instead. Where did the theory go wrong?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  { text: 'my coffee just went cold listening to this lol', issue: null, form: 'off-topic' },
  {
    text: 'Pin factory guy, doing the same tiny task all day makes people faster but also duller, you said that yourself. So which is it?',
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'epithet',
  },
  { text: 'Are dating apps just a market for people now?', issue: 'consumerism', form: 'paraphrase' },
  {
    text: "that's just nostalgia for a world before supermarkets, Marx",
    issue: 'prosperity',
    also: ['work-meaning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Can we ever know for certain that other minds exist, or do we just assume it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My granddad worked down a pit in Yorkshire and the union got him a pension and safer shafts. The market didn't give him that, people fighting did. Smith?",
    issue: 'wages-hours',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'If you inherit a fortune, did the market set you free or your parents?',
    issue: 'inequality',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'is this app free or are you going to start selling me something halfway through',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Do either of you think we'll ever work less? Keynes said fifteen hours a week by now and I'm doing fifty.",
    issue: 'wages-hours',
    also: ['machines'],
    form: 'plain',
  },
];
