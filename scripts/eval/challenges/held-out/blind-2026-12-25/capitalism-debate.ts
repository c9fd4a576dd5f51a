// The blind set of 2026-12-25 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Does the market actually make people free, or just busy?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'I drive for Uber and they call me my own boss, but the app sets my prices, my routes, and can kick me off anytime. Marx, is that freedom or just a new kind of factory?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Adam, if you saw Amazon today, would you call that free trade or exactly the kind of monopoly you warned us about?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'ok but china and india pulled like hundreds of millions out of poverty with markets, how does marx explain that',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is this app free or do i need to pay for a subscription',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What did Marx mean by alienation, in normal words?',
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'So you admit, Karl, that every country that tried your ideas ended up with bread lines?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'My dad ran a tiny hardware shop for 30 years, worked 70-hour weeks, never exploited anyone. Is he a capitalist in your sense, or something else?',
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: 'is the invisible hand real or is it just a nice metaphor people hide behind',
    issue: 'self-interest',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: 'Question for the Scot: you wrote a whole book on sympathy before the one on wealth. Where did the sympathy go in modern markets?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'If robots and AI end up doing all the work, who gets the money?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'Does free will exist if our brains are just chemistry?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Rent takes 60% of my salary and my landlord does nothing but own the flat. Smith, didn't you yourself complain about landlords who reap where they never sowed?",
    issue: 'inequality',
    also: ['exploitation'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Can a market solve climate change, or is it the thing causing it?',
    issue: 'planning',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'the guy with the huge beard, what would you actually replace money with?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'I buy cheap t-shirts made in Bangladesh. Am I helping those workers get a job or am I part of the problem? Honest answer please.',
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: 'Karl Marks, do you think unions still matter now that most people work in offices?',
    issue: 'wages-hours',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'anyone know if the farmers market is open on sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why should the person who owns the factory get more than the people working in it?',
    issue: 'exploitation',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: "that's just nostalgia for a world of butchers and bakers, Smith. modern markets are run by algorithms",
    issue: 'big-business',
    also: ['self-interest'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'To the market moralist: does a minimum wage help the poor or price them out of jobs?',
    issue: 'wages-hours',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "I'm 24 and I'll probably never own a house, while my parents had one at 26. Is that the market failing, or the market working exactly as designed?",
    issue: 'inequality',
    form: 'paraphrase',
  },
  {
    text: 'the pin factory thing. did specialisation make us richer but way more bored?',
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: 'Mr Revolution, if the workers took over tomorrow, who would decide what gets made?',
    issue: 'planning',
    also: ['alternatives'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'What is surplus value, and can anyone actually measure it?',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: "What's the evidence that dark matter exists if nobody has ever seen it?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean freedom to starve isnt really freedom right karl',
    issue: 'market-freedom',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Weren't the 2008 crash and the bank bailouts proof that markets don't fix themselves?",
    issue: 'planning',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'My cat just walked across the keyboard, ignore that last message lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Instagram is free but I'm the product. Is my attention the new labour that gets exploited, Marx?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Smith, did Britain get rich from free trade, or from slavery and colonies?',
    issue: 'prosperity',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Can you explain commodity fetishism using something like sneakers or iPhones?',
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: "So the market sets you free as long as you're born rich?",
    issue: 'market-freedom',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: 'Is it wrong to eat meat if the animal had a good life?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would Norway or Denmark count as capitalism that works, or socialism in disguise?',
    issue: 'alternatives',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'come on, nobody is forced to take a job. you can always quit and find another one',
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'plain',
  },
  {
    text: "can I slow down the moderator's voice? it talks so fast",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does having forty kinds of cereal in the supermarket make us freer, or just more anxious?',
    issue: 'consumerism',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'Was the French Revolution worth all the bloodshed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Adam Smith, would you tax inheritance? It seems like the opposite of earning your place in the market.',
    issue: 'inequality',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
];
