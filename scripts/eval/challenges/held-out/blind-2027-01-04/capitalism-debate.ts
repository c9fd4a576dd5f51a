// The blind set of 2027-01-04 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Is being free to quit your job the same as being free?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: "I drive for a delivery app. No boss, they say, I'm my own manager. But the app sets the price and can deactivate me whenever it likes. Marx, is this what you meant by wage slavery, or am I actually freer than my dad was at the factory?",
    issue: 'market-freedom',
    also: ['wages-hours'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'adam smith would you be ok with amazon though. like one company owning the whole market',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Why does the market pay a football player more than a nurse?',
    issue: 'wages-hours',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: "China opened up its markets and hundreds of millions escaped extreme poverty. Doesn't that settle it, Karl?",
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'ok so what even is surplus value, explain like im five',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: "What's the best market in town for fresh fish on a Saturday?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Butcher-and-Baker, where was the invisible hand when the banks had to be bailed out?',
    issue: 'planning',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'So you admit workers are better off now than in your day, Marx? Fridges, phones, holidays?',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "I run a small bakery with three employees. I work more hours than any of them and I'm barely making rent. Am I the exploiter in this story?",
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: "Smith, didn't you write a whole book about sympathy before the one about wealth? How do those fit together?",
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'if robots do all the work who buys anything',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'Is a billion dollars ever really earned?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Market moralist, does the market have any answer to climate change, or is it the cause of it?',
    issue: 'government',
    also: ['planning'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "hold on someone's at the door, back in 5",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The bearded guy from Trier thought history would end in communism. How's that prediction going?",
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "My rent went up 30 percent this year and the landlord didn't touch the flat. Is that the market working or just owning?",
    issue: 'exploitation',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'what do you think of bitcoin, is that freedom from banks or just another casino',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: "What's the difference between a virus and a bacterium?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on Adam, your butcher and baker were local. Today's butcher is a multinational with lobbyists.",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Does shopping make people happy or just busy?',
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: 'I work in a warehouse where a scanner tracks how many seconds I spend on each item. Honestly I feel like part of the machine. Is there any way to have markets without this?',
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: 'Are unions good for the free market or against it?',
    issue: 'wages-hours',
    form: 'plain',
  },
  {
    text: "That's just envy with a theory attached, isn't it?",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Karl Marks, did communism fail because of the people or because of the idea?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is it true that sweatshops are better than the alternatives for poor countries, or is that a story the rich tell themselves?',
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: 'Who painted the ceiling of the Sistine Chapel, and how long did it take?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'hey is this app free or do i need to pay after a while',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Scottish professor warned about merchants conspiring against the public. Would he be closer to Marx today than people think?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Smith, would a universal basic income fix the market or end it?',
    issue: 'government',
    also: ['alternatives'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'so the pin factory thing, splitting work into tiny tasks makes more pins but doesnt it make the worker kind of stupid? even smith admits it no?',
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Does a free market need a strong state, or does the state always get in the way?',
    issue: 'government',
    form: 'plain',
  },
  {
    text: 'Is there life on other planets, realistically?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My parents fled a communist country with one suitcase. Whenever someone praises Marx, I think of the bread queues they told me about. What would you say to them, Karl?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Why is healthcare in the US so expensive if markets are supposed to make things cheaper?',
    issue: 'government',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: "what's your favourite song lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should inheritance be taxed at 100% if we want everyone to get a fair start, Marx?',
    issue: 'inequality',
    also: ['government'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'The revolutionary keeps talking about alienation, but I love my job as a carpenter. Is alienation just an office-worker problem?',
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Should voting be compulsory?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Was the British trade in slaves and cotton part of the free market Smith praised, or a betrayal of it?',
    issue: 'market-freedom',
    also: ['prosperity'],
    addresses: 'smith',
    form: 'named',
  },
];
