// The blind set of 2027-01-10 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Does having more stuff to choose from actually make anyone freer?',
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'plain',
  },
  {
    text: "I drive for Uber. They say I'm my own boss, but the app sets my rates, picks my rides and can deactivate me whenever it likes. Am I free or not?",
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Smith, what exactly is the invisible hand, and why has nobody ever seen it?',
    issue: 'self-interest',
    also: ['planning'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'marx be honest every country that tried communism ended up with breadlines and gulags so why should we listen',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is the rain supposed to clear up by this afternoon? I left my umbrella at home.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Hundreds of millions of people in China got out of extreme poverty once the markets opened up. Isn't that the strongest argument there is?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: "Adam, you wrote a whole book about sympathy before the one about wealth. Do you think today's CEOs ever read the first one?",
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "What's the difference between having a job and being rented out by the hour?",
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'ok so my rent went up 30 percent and my landlord literally said thats just the market. like is the market a person? who do i complain to',
    issue: 'government',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: 'Is this app free or do I need a subscription to keep listening?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Karl, if the workers owned the factories, who would take the risk of starting new ones?',
    issue: 'alternatives',
    also: ['exploitation'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'To the Scotsman: would you be cheering for Amazon today, or would it worry you?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'My dad worked 35 years at the same car plant, then it moved to Mexico almost overnight. The shareholders did great. Was that the market working or the market failing?',
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'If robots and AI end up doing all the work, who gets the money?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'so you admit the market did lift people out of poverty, marx? you just dont like who got rich first',
    issue: 'prosperity',
    also: ['inequality'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Can a sweatshop job be better than no job at all? People in Bangladesh queue up for those jobs.',
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: "What's alienation and why do I feel it every Monday morning?",
    issue: 'work-meaning',
    form: 'plain',
  },
  {
    text: 'Does anyone know a good fish market in Lisbon? Heading there next week.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the bearded revolutionary guy, what would he say about my job doing social media for a vodka brand lol',
    issue: 'work-meaning',
    also: ['consumerism'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Healthcare in the US is run like a market and it's the most expensive in the world. Smith, wouldn't you admit some things just shouldn't be for sale?",
    issue: 'government',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Question for the market moralist: is a billionaire ever morally justified, or is every billion a sign that something went wrong?',
    issue: 'inequality',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "In the pin factory example, one man spends his whole life making pin heads. Didn't Smith himself warn that this makes workers as stupid as a human being can become?",
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Why do the Nordic countries, with their huge taxes, seem happier than the US?',
    issue: 'government',
    form: 'paraphrase',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I sell candles on Etsy as a side hustle and honestly it's the freest I've ever felt. Am I a capitalist now, Marx?",
    issue: 'market-freedom',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Nobody pays for the smoke coming out of the chimney. How is a market supposed to fix climate change when polluting is free?',
    issue: 'planning',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'commodity fetishism sounds like something you shouldnt google at work. what is it',
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: 'What caused the collapse of the Bronze Age civilizations around 1200 BC?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Karl Marks, you called religion the opium of the people. Isn't scrolling TikTok between shifts the new opium, and isn't the market the one selling it?",
    issue: 'consumerism',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "brb, kettle's boiling",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is free trade good for poor countries, or does it just keep them selling bananas and coffee forever?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: 'Children in coal mines, sixteen-hour days, no weekends: that was the free market in 1840. What ended it, the market or the unions?',
    issue: 'wages-hours',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'Smith, would you support a minimum wage?',
    issue: 'wages-hours',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "Is Kant right that you can't lie even to save someone's life?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Crypto people keep saying Bitcoin frees us from the banks. Is that the market setting us free or just a new casino?',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'if i can quit my job anytime how am i not free. i mean nobody forces me to stay, karl',
    issue: 'market-freedom',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Question for the guy who practically lived in the British Museum reading room: what does private property even mean? My toothbrush, or a factory?',
    issue: 'alternatives',
    also: ['exploitation'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Would a universal basic income save capitalism or be the beginning of the end of it?',
    issue: 'alternatives',
    also: ['government'],
    form: 'plain',
  },
  {
    text: 'Should Scotland become independent?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My sister is a nurse working double shifts and still can't afford a flat, while the private group that owns her hospital just posted record profits. How would the professor from Glasgow explain that?",
    issue: 'exploitation',
    also: ['wages-hours'],
    addresses: 'smith',
    form: 'epithet',
  },
];
