// The blind set of 2026-12-03 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 meant on the theme and 8 off it, then
// labelled by another from the issue list alone, the text locked by sha256 before labelling (written on 2026-12-04
// to the same brief, completing the set). Never read for tuning and never learnt from: eval:debate prints its
// figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Is capitalism actually making poor countries richer or is that just a story rich countries tell?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: 'ok so like if i work at an amazon warehouse and pee in a bottle to hit my quota am i free or not',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Mr Smith, what would you say about billionaires buying up whole newspapers?',
    issue: 'big-business',
    also: ['inequality'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "My dad ran a small hardware store for 30 years until a big-box chain opened down the road. He says that's just competition. I say he got crushed. Who's right?",
    issue: 'big-business',
    form: 'paraphrase',
  },
  {
    text: "Marx, didn't every country that tried your ideas end up with breadlines and secret police?",
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  { text: 'is this app free or do i need a subscription', issue: null, form: 'off-topic' },
  { text: 'What does alienation actually mean in plain words?', issue: 'work-meaning', form: 'plain' },
  {
    text: 'the scottish guy keeps saying self interest feeds everyone but who feeds the people with no money to buy stuff',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Can a market even exist without a state enforcing contracts and property?',
    issue: 'government',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: 'so you admit the invisible hand needs a visible fist sometimes?',
    issue: 'government',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: 'I drive for Uber. They call me my own boss, but the app sets the price, picks the route and can fire me by algorithm. Karl, is this what you meant by not owning the means of production?',
    issue: 'market-freedom',
    also: ['exploitation', 'wages-hours'],
    addresses: 'marx',
    form: 'named',
  },
  { text: 'Is it wrong to want to be rich?', issue: 'self-interest', form: 'plain' },
  {
    text: "What's the difference between Smith's idea of markets and what people call neoliberalism today?",
    issue: 'government',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Does free will even exist if our choices are determined by brain chemistry?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Adam Smith also wrote a whole book about sympathy, right? How does that square with the selfish butcher and baker?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'come on, china lifted hundreds of millions out of poverty by opening markets, doesnt that settle it',
    issue: 'prosperity',
    form: 'paraphrase',
  },
  { text: 'hold on gotta grab my laundry brb', issue: null, form: 'off-topic' },
  {
    text: 'If robots and AI do most of the work in twenty years, who owns what they produce? Does Marx suddenly look right?',
    issue: 'machines',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Karl Marx, what would you have done about climate change? The Soviet Union polluted like crazy too.',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'My sister spends 60% of her salary on rent in a city where half the new flats sit empty as investments. Is that the free market working or failing?',
    issue: 'planning',
    also: ['government'],
    form: 'paraphrase',
  },
  { text: 'Is a trade union a distortion of the market or part of it?', issue: 'wages-hours', form: 'plain' },
  {
    text: 'Why would a revolution end any better than the last ones did? Asking the German.',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Herr Marx, wasn't your friend Engels a bit of a hypocrite, running a cotton mill while paying your bills?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is there any moral difference between earning money by working and earning it by owning, Marx?',
    issue: 'exploitation',
    also: ['inequality'],
    addresses: 'marx',
    form: 'named',
  },
  { text: 'What caused the Bronze Age collapse around 1200 BC?', issue: null, form: 'off-topic' },
  {
    text: "but what about the pin factory thing, doesn't dividing labour into tiny steps make the job mind-numbing? even smith worried about that didn't he",
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Do cheap clothes from Bangladesh make the garment workers there freer, or just keep them stuck?',
    issue: 'market-freedom',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: "Adam, would you be on the side of big corporations today or against them? You didn't seem to trust merchants who got together.",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  { text: 'whats a good farmers market around here on saturdays lol', issue: null, form: 'off-topic' },
  { text: "That's just envy dressed up as philosophy, isn't it?", issue: 'inequality', form: 'plain' },
  {
    text: 'The bearded revolutionary says profit is theft, but my cousin opened a bakery with her own savings and works 70-hour weeks. Is her profit stolen from her two employees?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  { text: 'Should healthcare be something you buy on a market at all?', issue: 'government', form: 'plain' },
  {
    text: 'The Big Bang sounds like something coming from nothing. Did the universe have a beginning or not?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'So markets freed the serfs and then chained them to the factory clock. Is that progress or just a new boss?',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'i mean crypto was supposed to free us from banks and now its basically a casino, what would smith even make of that',
    issue: 'government',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Is a minimum wage a limit on freedom or a condition for it, Marks?',
    issue: 'wages-hours',
    also: ['market-freedom', 'government'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Mr Invisible Hand, where was the hand during the 2008 crash?',
    issue: 'planning',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  { text: 'Is it ethical to eat meat if animals can suffer?', issue: null, form: 'off-topic' },
  {
    text: 'Question for the moral philosopher: do people who inherit fortunes deserve them?',
    issue: 'inequality',
    addresses: 'smith',
    form: 'epithet',
  },
  { text: 'thanks you two this is great, my coffee went cold though', issue: null, form: 'off-topic' },
];
