// The blind set of 2026-12-20 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Who actually gets rich when the economy grows?',
    issue: 'prosperity',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: "I drive for a delivery app. Nobody is my boss, I pick my hours, but if I stop for one day I can't pay rent. Am I free or not?",
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Smith, would you have been okay with Amazon owning half of all online shopping?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'marx be honest every country that tried your thing ended up with bread lines',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Did free trade really pull millions of people out of poverty, or is that just a statistic economists like?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: 'is there a decent farmers market open on sundays around here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so the invisible hand is basically just luck with good PR?',
    issue: 'self-interest',
    also: ['planning'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "My sister works in a garment factory in Dhaka. The pay is awful but it's better than the farm she left. Karl, what would you tell her to do instead?",
    issue: 'exploitation',
    also: ['prosperity', 'alternatives'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Isn't it weird that the guy who wrote about the market also wrote a whole book on sympathy?",
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Can you be free if you have to work to eat?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'For the bearded revolutionary: who owns the hands nowadays, when everyone has a pension fund full of shares?',
    issue: 'exploitation',
    also: ['inequality'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'ok but like if robots and AI do all the work who even buys the stuff',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'Do animals have a conscious inner life the way we do?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Smith, you warned that merchants rarely meet without conspiring against the public. So you admit the market needs a referee?',
    issue: 'government',
    also: ['big-business'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Why do nurses earn less than people who trade derivatives?',
    issue: 'wages-hours',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'My landlord does nothing and earns more from my flat than I earn at my job. Is that the market working as intended?',
    issue: 'exploitation',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: "Come on, Marx, the iPhone you'd be tweeting from was made by capitalism.",
    issue: 'prosperity',
    also: ['alternatives'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Is a billionaire proof the system works or proof it's broken?",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Dr Marx, what does alienation even mean for someone who works from home on a laptop?',
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'my free trial ends tomorrow how do i cancel before it charges me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can a market solve climate change if polluting is still cheaper than not polluting?',
    issue: 'government',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: 'When I buy a shirt for five euros, am I exploiting someone without knowing it?',
    issue: 'exploitation',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  {
    text: 'The Scottish professor keeps saying self-interest feeds everyone. Does it also feed the people who have nothing to trade?',
    issue: 'self-interest',
    also: ['inequality'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "What about Sweden or Denmark? Aren't they a market economy with a welfare state, and doesn't that beat both of your ideas?",
    issue: 'alternatives',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'adam smith would you take a job in a pin factory lol',
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'How do vaccines actually teach the immune system to recognise a virus?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is surplus value still a thing when most jobs are services, not factories, Marx?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "i quit my job last year to start a small bakery and honestly being my own boss is the freest i've ever felt. doesnt that kind of prove the market thing",
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: "Can money buy things it shouldn't, like kidneys or votes?",
    issue: 'government',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: "Instagram and ads make me want stuff I didn't want an hour ago. Is choosing really free if the choices are manufactured?",
    issue: 'consumerism',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'haha sorry my cat just knocked my coffee onto the keyboard',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Didn't Britain get rich partly through slavery and colonies? How free was that market, Mr Free Trade?",
    issue: 'prosperity',
    also: ['market-freedom'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'So you admit unions were needed, Smith, or would you call them a cartel of labour?',
    issue: 'wages-hours',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'What should happen to inheritance? Is it fair that some start the race with a fortune?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Was Napoleon more of a liberator or a tyrant for Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Karl, you lived on money from Engels, whose family owned a factory. Isn't that a bit hypocritical?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "If I can't afford insulin, has the market set me free or just set me a price?",
    issue: 'market-freedom',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'can you guys talk a bit slower the voices are too fast for me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the Market Moralist: does competition make people better, or just more anxious?',
    issue: 'self-interest',
    also: ['work-meaning'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Is there any good argument that we survive death?',
    issue: null,
    form: 'off-topic',
  },
];
