// The blind set of 2027-01-07 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Is a job you need to survive really a free choice?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'I drive for a delivery app. They call me my own boss, but the algorithm sets my pay and can switch me off any time. Am I free or not?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Adam Smith, what would you say about Amazon owning the marketplace it also sells in?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'does anyone know if the farmers market on Elm St is open on sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marx, every country that tried your ideas ended up with queues and secret police. Why should we listen now?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'what is the invisible hand actually, like is it a real thing or just a metaphor',
    issue: 'self-interest',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: "China lifted hundreds of millions out of poverty by opening up its markets. Doesn't that settle the question?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'the bearded revolutionary, do you own an iphone? just asking',
    issue: 'consumerism',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Is there life on Mars, or at least evidence there used to be?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My dad spent thirty years in the same factory making one part of a car engine and never saw a finished car. He says he doesn't mind. Was he alienated without knowing it, Karl?",
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Who benefits when rent goes up every single year?',
    issue: 'inequality',
    also: ['exploitation'],
    form: 'plain',
  },
  {
    text: "so the market gave us cheap food and phones and you just don't like who keeps the profit? that's a much smaller complaint than you make it sound",
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'plain',
  },
  {
    text: 'Mr Pin Factory, did you ever imagine companies bigger than countries?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'If robots and AI take over most jobs, who should own the robots, Marx?',
    issue: 'machines',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Can a market be moral on its own, or does morality always have to come from outside it?',
    issue: 'self-interest',
    also: ['government'],
    form: 'plain',
  },
  {
    text: "lol my phone is at 3 percent, if i disappear that's why",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Smith, you wrote a whole book about sympathy before the one about wealth. Do they contradict each other?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "Is a billionaire's fortune earned, or taken from the people who work for him?",
    issue: 'inequality',
    also: ['exploitation'],
    form: 'plain',
  },
  {
    text: "come on Marx, workers today have cars, holidays and smartphones. Where's the misery you predicted?",
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "ok so i'm a nurse and we get paid way less than people who trade stocks. how does the market decide what work is worth, cause it feels broken",
    issue: 'wages-hours',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'Can free trade be fair when one country makes the rules and another makes the shirts, Smith?',
    issue: 'prosperity',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "What's the strongest argument for the existence of God?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Scotsman thinks self-interest feeds the town. What about climate change, where everyone's self-interest is burning the town down?",
    issue: 'self-interest',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'A friend of mine quit her corporate job to open a bakery. She works longer hours now but says she finally feels free. Is owning your own little business the answer to both of you?',
    issue: 'market-freedom',
    also: ['work-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'What is surplus value, in plain words?',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: "Aren't the Nordic countries proof you can have markets and still look after everyone?",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'can I change the voice of the moderator, it talks a bit fast for me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Karl Marks would you be against paying for healthcare out of pocket',
    issue: 'government',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Did the market really set people free when it was built partly on slave plantations?',
    issue: 'market-freedom',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: 'Why does everything end up becoming a product, even friendship and attention?',
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: 'Why did the Ottoman Empire side with Germany in the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Smith, would you support a minimum wage or call it interference?',
    issue: 'wages-hours',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "To the 19th-century German: why hasn't the revolution happened in the rich countries where you said it would?",
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Unions: do they protect freedom or limit it?',
    issue: 'wages-hours',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: "i mean crypto was supposed to free money from the banks and now it's just another casino. which one of you saw that coming",
    issue: 'alternatives',
    also: ['big-business'],
    form: 'paraphrase',
  },
  {
    text: 'Every year I get a bonus if the company hits its targets, but the shareholders get far more than I do. Is that exploitation or just how risk works?',
    issue: 'exploitation',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'brb grabbing groceries, the shop closes in ten minutes',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If I'm free to choose between forty kinds of cereal but not free to choose not to work, what kind of freedom is that?",
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  {
    text: "How does general relativity explain gravity if there's no force involved?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Adam, did you see the market as something natural, or something governments have to build and police?',
    issue: 'government',
    also: ['planning'],
    addresses: 'smith',
    form: 'named',
  },
];
