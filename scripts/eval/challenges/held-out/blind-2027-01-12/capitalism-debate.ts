// The blind set of 2027-01-12 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Is getting a paycheck the same as being free?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: "I drive for a delivery app. Nobody's my boss, I pick my hours, but if I log off for a week I can't make rent. Am I an entrepreneur or just a worker with extra steps?",
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Smith, would you be okay with a handful of tech companies owning basically the whole internet?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'ok so china opened up its markets and like hundreds of millions got out of poverty. how does marx explain that',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Marx, every country that tried your ideas ended up with bread lines and secret police. Why should anyone listen now?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Where's the best market in town for fresh fish on a Sunday?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is the invisible hand real or just a nice metaphor people quote?',
    issue: 'self-interest',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: 'My dad worked 30 years at the same factory and got a gold watch and a bad back. The owners got a yacht. Which of you explains that better?',
    issue: 'exploitation',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: "To the Scottish guy: your pin factory makes tons of pins, fine, but the worker spends his whole life making one eighteenth of a pin. Didn't you yourself worry that makes people stupid?",
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'does the market care about anything that doesnt have a price tag',
    issue: 'self-interest',
    also: ['government'],
    form: 'plain',
  },
  {
    text: 'The Revolutionary: if workers had owned the factories, who would have taken the risk of building them?',
    issue: 'exploitation',
    also: ['alternatives'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Do landlords actually produce anything?',
    issue: 'exploitation',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: 'how long is this debate supposed to last',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I run a bakery with four employees. I work more hours than any of them and I'm barely breaking even. Karl, am I the exploiter here?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'If robots and AI do all the work, who gets the money?',
    issue: 'machines',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: 'Smith wrote a whole book about sympathy and moral feelings before the one about wealth. Do markets make us more moral or less?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "that's just envy dressed up as philosophy, Marx. some people work harder and earn more, end of story",
    issue: 'inequality',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Can a billionaire earn his fortune, or only collect it?',
    issue: 'inequality',
    also: ['exploitation'],
    form: 'plain',
  },
  {
    text: "What's the difference between Roman law and English common law?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Cheap T-shirts exist because someone in Bangladesh sews them for a few dollars a day. Is that trade lifting her up or grinding her down?',
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: "Adam, you said merchants rarely meet without conspiring against the public. So even you didn't trust businessmen?",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Is the Nordic model proof that you can have both, markets and a strong welfare state?',
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: "come on, you can't say the market sets us free when insulin costs hundreds of dollars in the US",
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: "why do i feel like i'm buying stuff to feel like myself, is that the commodity fetish thing or am i just bored",
    issue: 'consumerism',
    form: 'paraphrase',
  },
  {
    text: 'Mr Invisible Hand, what happens when the hand picks your pocket? 2008 crash, bailouts, who paid?',
    issue: 'planning',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Does inheritance ruin the idea that markets reward effort?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Can I pay for the premium version with PayPal?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Student loans: I'm 29 and I'll be paying until I'm 50. Is debt the new chain, Marx?",
    issue: 'market-freedom',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is a strike an act of freedom?',
    issue: 'wages-hours',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: 'How do bees decide together where to build a new hive?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The bearded German in London: you lived off Engels's factory money. Doesn't that bother you?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Does competition actually keep prices down or do the big players just buy out anyone who competes?',
    issue: 'big-business',
    form: 'plain',
  },
  {
    text: "Is alienation still a thing if I actually love my job? I'm a nurse, I'd almost do it unpaid, and yet I'm exhausted all the time and the hospital keeps cutting staff.",
    issue: 'work-meaning',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'What do you two think of crypto? Freedom from banks, or just another casino for the rich?',
    issue: 'market-freedom',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'Who decides what a fair wage is, the market or the worker?',
    issue: 'wages-hours',
    form: 'plain',
  },
  {
    text: 'Can someone explain quantum entanglement simply?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Adam Smyth, would you have supported a minimum wage?',
    issue: 'wages-hours',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'brb gotta move my car before i get a ticket',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So without laws, courts and police your free market wouldn't even exist, Mr Smith? Then isn't it the state that sets us free, not trade?",
    issue: 'government',
    also: ['market-freedom'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "is Plato's cave basically the same story as The Matrix?",
    issue: null,
    form: 'off-topic',
  },
];
