// The blind set of 2027-01-06 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Has trade actually made the world less poor, or does it just look that way on a chart?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: 'I drive for Uber. Nobody is my boss, I pick my hours, but after gas and car payments I make less than minimum wage. Am I free or not?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Smith, what would you make of Amazon, one company controlling half of online shopping?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'marx be honest every country that tried your ideas ended up with bread lines. why should anyone listen',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'is the farmers market on 5th street open on sundays, anyone know',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why does a CEO earn 300 times what a warehouse worker earns? Is that fair?',
    issue: 'inequality',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'The invisible hand guy: if self-interest feeds the town, why are so many people in rich cities going hungry?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'so like. i can quit my job whenever i want but i also have rent due on the 1st. is that freedom or just a nicer cage',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: "Karl, what's actually wrong with a factory job if the worker agrees to the wage?",
    issue: 'exploitation',
    also: ['market-freedom'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Hundreds of millions of people in China got out of extreme poverty after markets opened up. How does Marx explain that?',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'What is the hard problem of consciousness, in plain words?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Adam Smith also wrote a whole book about sympathy and moral sentiments. Did he think markets need good people to work, or that markets turn people good?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "My parents paid off their house in 15 years on one salary. I'm 31, I have two degrees, and I'll probably rent forever. Is the housing market the free market working, or something broken?",
    issue: 'planning',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: "Doesn't the market set some people free and chain up others at the same time?",
    issue: 'market-freedom',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: 'ok but what about climate change. who pays for the smoke, the market never seems to charge anyone for that',
    issue: 'government',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: "Mr Smith, isn't it true you didn't trust businessmen either? Something about merchants meeting up and conspiring against the public?",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'my wifi keeps dropping, can you repeat the last bit',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What does alienation mean for someone who codes apps on a laptop all day?',
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: 'If robots and AI do most of the work in twenty years, who owns the wealth they make, Marx?',
    issue: 'machines',
    also: ['inequality'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "The Scotsman's pin factory: ten workers making thousands of pins a day. Great for output, but what happens to the mind of the guy who only sharpens points for forty years?",
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Is a sweatshop job in Bangladesh better than no job at all?',
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: "that's just envy dressed up as economics, isn't it",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Sweden and Denmark have markets and also huge welfare states. Which of you two gets to claim them?',
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'How do black holes form, and can anything escape one?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Where does profit come from, if not from paying workers less than what they produce?',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'My uncle owns a small bakery with three employees. He works 70 hours a week and earns less than some of them. Is he the exploiting capitalist in your story, Karl Marx?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'come on, Smith, the free market gave us the opioid crisis. people got rich selling addiction',
    issue: 'self-interest',
    also: ['big-business'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Why did the revolution Marx predicted happen in poor farming countries instead of industrial England?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "what's the cheapest phone plan in the UK right now, mine is a total rip off",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do billionaires deserve their money?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'the revolutionary one \u2014 would a universal basic income fix capitalism or just keep it alive longer?',
    issue: 'alternatives',
    also: ['government'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'I graduated with $80,000 in student loans. I chose my school, I signed the papers. Did the market set me free or did it sell me a debt?',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: "Adam, if you saw modern advertising and people buying things they don't need on credit, would you still call that self-interest?",
    issue: 'consumerism',
    also: ['self-interest'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Why did the Ottoman Empire fall apart?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What about unions? Are they a distortion of the free market or the only way workers get a fair deal?',
    issue: 'wages-hours',
    form: 'plain',
  },
  {
    text: "Marks, is commodity fetishism the reason I feel weird buying a $6 coffee from a company with a 'mission'?",
    issue: 'consumerism',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Question for the German exile in London: who's freer, a shop owner in a market town or a worker with a guaranteed pension in a planned economy?",
    issue: 'market-freedom',
    also: ['planning'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Is it ever right to lie to protect someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'wait is the moderator an AI too? she sounds really real',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit markets made people richer, you just don't like who ends up with the money?",
    issue: 'inequality',
    also: ['prosperity'],
    form: 'plain',
  },
];
