// The blind set of 2026-12-16 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Is capitalism the reason billions of people are no longer poor?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: 'I drive for Uber. They call me my own boss, but the app sets my price, my route, and can deactivate me without a phone call. Am I free, Adam Smith?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'marx ok but every country that tried your thing ended up with breadlines, how do you explain that',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  { text: 'wait do i have to pay for this after the free week or what', issue: null, form: 'off-topic' },
  {
    text: "What does 'invisible hand' actually mean in plain English?",
    issue: 'self-interest',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: 'Mr Smith, you wrote about sympathy before you ever wrote about trade. Where does kindness fit in a market?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'China let markets in and hundreds of millions left poverty, but the workers in those factories had few rights. Was that freedom or just a better cage?',
    issue: 'market-freedom',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  { text: 'Can a machine ever be conscious?', issue: null, form: 'off-topic' },
  {
    text: 'Why should a CEO earn 300 times what the cleaner earns?',
    issue: 'inequality',
    also: ['wages-hours'],
    form: 'plain',
  },
  {
    text: "My job is writing one tiny part of a code base I'll never see finished. I'm paid well and feel completely empty. Karl, is that what you meant by alienation?",
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "that's just envy dressed up as philosophy. people who work harder get more, what's wrong with that",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'To the bearded revolutionary: would you own an iPhone?',
    issue: 'consumerism',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "I can't afford rent in the city I was born in because investors keep buying the flats. Is the housing market proof the market fails, or proof it isn't free enough?",
    issue: 'government',
    also: ['planning'],
    form: 'paraphrase',
  },
  { text: 'Can you be free if you have to work to eat?', issue: 'market-freedom', form: 'plain' },
  {
    text: 'anyone know if the Christmas market in Manchester is on this weekend',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Smith, you warned that businessmen rarely meet without conspiring against the public. So aren't you half on Marx's side?",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'if robots and AI do all the work, who gets the money? does the market even still work then',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'The Scottish guy keeps talking about the butcher and the baker. What about the people who sew our clothes in Bangladesh for pennies?',
    issue: 'exploitation',
    also: ['prosperity'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Sweden and Denmark are capitalist and have huge welfare states. Does that count as a win for Smith or for Marx?',
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: "How does the placebo effect work even when you know it's a placebo?",
    issue: null,
    form: 'off-topic',
  },
  { text: 'what does the moderator look like? I only hear a voice', issue: null, form: 'off-topic' },
  {
    text: 'so you admit, Marx, your predicted revolution never came in England or Germany?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Engels owned a cotton mill and paid your bills. Doesn't that make you a bit of a hypocrite, Marx?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Did the ancient Greeks actually believe in their gods or was it just tradition?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's surplus value and why should I care about it at my supermarket job?",
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: "If a company bottles water from a town's river and sells it back to the town, who's free there?",
    issue: 'market-freedom',
    also: ['big-business'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Invisible Hand, does your hand reach as far as climate change? Nobody put a price on carbon.',
    issue: 'planning',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "My grandparents fled East Germany in 1961. They'd laugh at anyone romanticising planned economies. But my gran also says West Germany only worked because of strong unions. What would you both tell her?",
    issue: 'planning',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Do unions make the market freer or less free?',
    issue: 'wages-hours',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: 'adam do u think amazon is what you wanted',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "come on Karl, people have always traded. isn't the market just human nature?",
    issue: 'alternatives',
    also: ['self-interest'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'is it raining in london? trying to figure out if i need an umbrella',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is consumerism freedom? I have forty kinds of cereal and no time to eat breakfast.',
    issue: 'consumerism',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: 'Does a free market need the government to work, or is that a contradiction?',
    issue: 'government',
    form: 'plain',
  },
  {
    text: 'Young people are buying crypto because they think the normal economy is rigged against them. Are they rebelling against capitalism or doing the most capitalist thing possible?',
    issue: 'alternatives',
    form: 'paraphrase',
  },
  { text: 'Why is the sky blue but sunsets are red?', issue: null, form: 'off-topic' },
  {
    text: 'Should inheritance be taxed heavily if we want markets to be fair?',
    issue: 'inequality',
    also: ['government'],
    form: 'plain',
  },
  {
    text: "Philosopher from Kirkcaldy, if you saw Jeff Bezos's fortune, would you call it a reward or a monopoly?",
    issue: 'big-business',
    also: ['inequality'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Is working 40 hours a week really a choice?',
    issue: 'wages-hours',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: "what's the difference between selling your labour and selling yourself, Carl Marx?",
    issue: 'market-freedom',
    addresses: 'marx',
    form: 'named',
  },
];
