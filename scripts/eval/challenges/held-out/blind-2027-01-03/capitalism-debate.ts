// The blind set of 2027-01-03 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Is capitalism the reason fewer people are poor today?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: 'I drive for Uber about fifty hours a week. The app calls me my own boss, but it sets my prices and can deactivate me whenever it likes. Am I free or not?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: "Mr Smith, wouldn't you be horrified by Amazon warehouses? It's your pin factory on steroids.",
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'ok so like if the market is so free why do i have to work just to not starve lol',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'What did Marx actually mean by alienation?',
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'so you admit the rich get richer while the rest of us run faster just to stay in place, Smith?',
    issue: 'inequality',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'My grandmother grew up in a village in China with no electricity. Now her grandkids have smartphones and degrees. How does the Revolutionary explain that without giving markets some credit?',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'every time someone tried your ideas it ended in breadlines and gulags karl, come on',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'what time does the farmers market close on sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do monopolies like Google mean the free market has already swallowed itself?',
    issue: 'big-business',
    form: 'paraphrase',
  },
  {
    text: 'Adam, you wrote a whole book about sympathy and moral sentiments. Does a market without them still work?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Marx, I inherited a small rental flat from my aunt. Am I exploiting my tenant just by collecting rent each month?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "What's wrong with wanting to get rich?",
    issue: 'self-interest',
    form: 'plain',
  },
  {
    text: 'Is there any good argument that free will exists if the brain is just chemistry?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Hey Scottish guy, would you be for or against a minimum wage?',
    issue: 'wages-hours',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'If robots and AI end up doing all the work, who owns what they make, and do we even need wages anymore?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'Marx, who decides what a thing is worth if not the buyer? Your labour theory of value seems to say a mud pie is precious if it took hours to make.',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'my sister makes 9 bucks an hour at a call centre and her CEO made 30 million last year how is that freedom',
    issue: 'inequality',
    also: ['market-freedom', 'wages-hours'],
    form: 'paraphrase',
  },
  {
    text: "Isn't the real choice not market or no market, but how much welfare state we build around it? Look at Denmark.",
    issue: 'government',
    also: ['alternatives'],
    form: 'plain',
  },
  {
    text: 'brb my pizza is here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just envy dressed up as philosophy, isn't it?",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: "Did the Industrial Revolution make workers' lives better or worse in the end?",
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: "The bearded German keeps saying workers own nothing, but my pension fund is full of shares. Doesn't that make me a capitalist too?",
    issue: 'exploitation',
    also: ['inequality'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'I watched a documentary about the Rana Plaza collapse, over a thousand people killed sewing clothes for Western shops. But the women interviewed said factory work still beat the farm. So is it rescue or exploitation?',
    issue: 'exploitation',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: 'what does smith mean by invisible hand exactly, is it god or something',
    issue: 'self-interest',
    also: ['planning'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'How did the Roman Republic turn into an empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Can you be free if you can't afford a doctor?",
    issue: 'market-freedom',
    also: ['government'],
    form: 'plain',
  },
  {
    text: "Smith, weren't you the one who said merchants hardly meet without conspiring to raise prices? What would you make of today's corporate lobbyists?",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Honestly I love shopping. Is that false consciousness or am I just enjoying nice stuff?',
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: 'But what about the environment, market moralist? Nobody at the checkout pays for the smoke.',
    issue: 'government',
    also: ['planning'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'is this app free or do I need a subscription to keep listening',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I quit my corporate job to sell pottery online. I earn half as much, but the work finally feels like mine. Is that what Karl Marks had in mind, or just a nice hobby?',
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Why did the Soviet Union collapse if communism was supposed to be fairer, Mr. Marx?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is Bitcoin the freest market of all, with no government behind it, or just a casino?',
    issue: 'government',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Invisible Hand, does the hand ever wave to the people it leaves behind?',
    issue: 'inequality',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "What's the difference between a virus and a bacterium?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is a union a restraint on free trade or the only way workers get any freedom?',
    issue: 'wages-hours',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: 'Should terminally ill people be allowed to choose when they die?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My dad says socialism kills incentives and nobody would invent anything. My roommate says the iPhone was built on government-funded research. Who's right?",
    issue: 'planning',
    also: ['alternatives', 'government'],
    form: 'paraphrase',
  },
  {
    text: 'the weather here is awful today, anyone else tuning in from london?',
    issue: null,
    form: 'off-topic',
  },
];
