// The blind set of 2026-12-28 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Did the free market really lift billions out of poverty, or is that just a talking point?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: "Karl, I drive for Uber. I choose my own hours, nobody's my boss. Isn't that freedom? Or am I missing something?",
    issue: 'market-freedom',
    also: ['wages-hours'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'What would Adam Smith say about Amazon basically owning online shopping?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'ok so if workers own nothing like marx says how come my dad owns a house and a car',
    issue: 'exploitation',
    also: ['market-freedom'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is a minimum wage good or bad for the poor?',
    issue: 'wages-hours',
    also: ['government'],
    form: 'plain',
  },
  {
    text: 'is this app free or do i have to pay after the trial ends',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I work in a warehouse where a scanner times how long I spend in the bathroom. My manager says that's just efficiency. Is this the kind of thing Marx meant by workers becoming parts?",
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Smith, you wrote about the butcher and the baker. But what happens when the butcher is a multinational that lobbies the government?',
    issue: 'big-business',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Mr Invisible Hand, where was your hand in 2008 when the banks crashed and taxpayers paid?',
    issue: 'planning',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Why did every country that tried communism end up poor or authoritarian?',
    issue: 'alternatives',
    form: 'plain',
  },
  {
    text: "Marks your predictions didn't come true though, the revolution happened in peasant Russia not industrial England",
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Does free will exist if our brains are just chemistry?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandmother worked sixty hours a week in a textile mill in Lancashire. I sit at a laptop and earn three times what she did. Didn't capitalism just work?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'lol my cat walked across the keyboard sorry',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it freedom if your only choice is take this job or go hungry?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'China has markets but a Communist Party running everything. Who does that prove right?',
    issue: 'planning',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: "but Adam, didn't you also say merchants rarely meet without conspiring against the public? sounds like you didn't trust the market that much either",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Can the market fix climate change, or is endless growth the problem itself?',
    issue: 'government',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: 'I work for a clothing brand whose supplier in Bangladesh pays workers about two dollars a day. My boss says those jobs are better than farming. Is that helping them out of poverty or exploiting them?',
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: "what's alienation exactly, like in normal words",
    issue: 'work-meaning',
    form: 'plain',
  },
  {
    text: 'Why did the Ottoman Empire decline so slowly compared to other empires?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the revolutionary guy \u2014 would you rather live in 1850 or today? be honest',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'If AI replaces most jobs, who owns the robots, and does that make Marx suddenly relevant again?',
    issue: 'machines',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Are billionaires proof the system works or proof it's broken?",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: "I run a small bakery with four employees. I'm not a capitalist pig, I work harder than any of them. Where do people like me fit into your theory, Karl Marx?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'to the bearded german: do unions make markets fairer or just slower?',
    issue: 'wages-hours',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'For the market moralist: is healthcare something that should be bought and sold at all?',
    issue: 'government',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'anyone know if the farmers market on Saturday still runs in winter',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit, Smith, that people need sympathy and morals, not just self-interest? Then the market isn't enough on its own.",
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'rent takes like 60% of my paycheck and my landlord does nothing. is that what surplus value is or am I confusing things',
    issue: 'exploitation',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'Sweden and Denmark have markets and big welfare states. Is that the answer both of you missed?',
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'Is there life under the ice on Europa?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Advertising makes me want things I never knew existed. Is that choice if the desire was sold to me?',
    issue: 'consumerism',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'the Scottish economist would hate crypto or love it?',
    issue: 'government',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "Dating apps turned romance into a marketplace of profiles and swipes. Is there anything the market shouldn't touch?",
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  {
    text: 'Is it wrong to eat meat if the animals lived good lives?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on Marx, you lived off Engels' factory money, a bit hypocritical no?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Inheritance \u2014 should rich kids get to keep everything their parents made?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: "Smith's pin factory made workers super productive but the guy making pin heads all day must have gone insane. Did Smith see that coming?",
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "anyone else's audio lagging? the two philosophers keep talking over each other",
    issue: null,
    form: 'off-topic',
  },
];
