// The blind set of 2027-01-01 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Is capitalism the reason the world got richer?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: 'I drive for a delivery app. They call me my own boss, but the algorithm decides my pay and can deactivate me any time. Am I free, Karl?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Adam Smith, what would you think of Amazon?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'so like if the market is so great why cant i afford rent in my own city',
    issue: 'prosperity',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'does anyone know if the farmers market on sunday takes cards',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marx, the countries that tried your ideas ended up with breadlines and secret police. How do you answer that?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "that's just the standard excuse, 'real communism has never been tried'",
    issue: 'alternatives',
    form: 'plain',
  },
  {
    text: 'Mr Invisible Hand, do billionaires make everybody better off or just themselves?',
    issue: 'inequality',
    also: ['prosperity'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "Wasn't Smith himself suspicious of businessmen? I heard he said they conspire against the public whenever they meet.",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "Is it ever right to lie to protect someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Hundreds of millions of people in China left extreme poverty after markets opened up. Doesn't that settle the question?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: "What does 'alienation' actually mean for someone working in an office?",
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: 'My dad worked the same factory line for thirty years. He got a pension and a house out of it, but he hated every single day. Was that a good deal or not?',
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: 'Can you be free if you have to work to eat?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'lol the moderator sounds exactly like my old math teacher',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'adam smiths pin factory example, isnt that literally why jobs are so boring now',
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'If AI ends up doing all the work, who owns the profits?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'The bearded German: what about a small bakery owner? Is she an exploiter too?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Does the market care about the planet at all, or only about the price of things?',
    issue: 'government',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: 'Why did the dinosaurs go extinct?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok but scandinavia has markets AND free healthcare, so isnt the answer just somewhere in the middle',
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'Adam, you wrote a whole book about sympathy and moral feelings. How does that fit with selfishness driving the economy?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Should healthcare be bought and sold like any other product?',
    issue: 'government',
    form: 'plain',
  },
  {
    text: 'So you admit, Marx, that capitalism produced more wealth than any system before it? You practically praised it in the Manifesto.',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "hold on, someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My friend's clothing brand makes T-shirts in Bangladesh for pennies. The workers say it's the best job in their village. Is that exploitation or opportunity?",
    issue: 'exploitation',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: 'why do unions matter if the market already sets a fair wage',
    issue: 'wages-hours',
    form: 'plain',
  },
  {
    text: 'Is a dating app a market for people? Because it sure feels like one.',
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  {
    text: 'Who decides what a thing is worth: the work that went into it or what buyers will pay?',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'Can machines ever be conscious, or do they only imitate it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the scottish economist keeps saying trade freely but the big players write the rules. how is that a free market',
    issue: 'big-business',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Where does profit come from, if the worker is paid what the work is worth?',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'Karl Marks would hate crypto, right?',
    issue: 'consumerism',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Capitalism grew up alongside slavery and colonies. Can a system with that history really call itself a system of freedom?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'can you recommend a good podcast for my commute',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on, Mr Revolutionary, you lived off Engels' factory money most of your life.",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Does advertising make us want things we never needed, and is that still freedom?',
    issue: 'consumerism',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: "I'm 24 with $60k in student loans. Everyone says I chose this freely. Did I?",
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Was the French Revolution worth the Terror?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What happens to the market's freedom when one company gets so big it sets all the prices?",
    issue: 'big-business',
    form: 'plain',
  },
];
