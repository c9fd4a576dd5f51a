// The blind set of 2027-01-13 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Is a job I need to pay the rent really a free choice?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'Adam Smith, what would you say about Amazon? One company that sells everything and writes its own rules.',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'i drive for uber. no boss, i pick my hours, sounds free right. but the app decides my pay and can cut me off anytime. so which one of you is right about me',
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Marx, every country that tried your ideas ended up with breadlines or gulags. Why should anyone listen to you now?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "does anyone know a good farmers market that's open on sundays",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why is there still poverty if markets make everyone richer?',
    issue: 'prosperity',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: 'To the man who used to be on the twenty pound note: does the invisible hand still work when five companies own everything?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'My dad ran a small hardware store for thirty years, then a big chain opened down the road and he was gone in two. Was that the market working, or failing?',
    issue: 'big-business',
    form: 'paraphrase',
  },
  {
    text: 'so you admit the town is fed. then whats the problem, karl',
    issue: 'self-interest',
    also: ['prosperity'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'What does surplus value mean in normal words, Marx?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'China lifted hundreds of millions out of poverty with a communist party and a whole lot of markets. Who wins that one?',
    issue: 'prosperity',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: 'Is there life on Europa, the moon of Jupiter?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Smith, you yourself wrote that doing the same simple task all day makes a man as stupid as a human can become. So you agree with Marx?',
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'ok but billionaires. like is anyone really worth 200 billion dollars',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Can the market fix climate change, or is it what caused it?',
    issue: 'government',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: "Karl, your friend Engels owned a factory and paid your bills. Isn't that a little awkward?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'is the premium version free for students?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If AI takes all our jobs, who's going to buy the stuff the companies make?",
    issue: 'machines',
    form: 'plain',
  },
  {
    text: "The Revolutionary: what would a revolution even look like today? Everyone's too tired after work.",
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "My rent takes 60% of my salary. The landlord says it's just the market price. Should housing be traded like any other product at all?",
    issue: 'government',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: "Doesn't the market give me the freedom to quit and start my own business? Nobody stopped me.",
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: "that's just envy dressed up as philosophy",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Adam, you wrote a whole book about sympathy and moral feelings before the one about wealth. Where does kindness fit into the market?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "What's the strongest argument for the existence of God?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do I feel nothing when I finish a spreadsheet at work? Is that what alienation is?',
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: "but what about the nordic countries, high taxes, strong unions and still rich. isnt that the middle answer you're both ignoring",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'Would either of you support a universal basic income?',
    issue: 'government',
    form: 'plain',
  },
  {
    text: "it's snowing so hard here, anyone else?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My phone was probably assembled by someone earning two dollars an hour. I love the phone. Am I part of the problem?',
    issue: 'exploitation',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  {
    text: "The cotton that fed Britain's mills was picked by slaves. How free was that market, Mr Smith?",
    issue: 'market-freedom',
    also: ['exploitation'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Is shopping freedom? I can choose between forty cereals but not whether I go to work tomorrow.',
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  {
    text: 'How do plate tectonics cause earthquakes?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Marks, is there any version of your ideas that doesn't need a violent revolution?",
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "come on, comrade, people are selfish, that's why communism always fails. human nature, end of story",
    issue: 'self-interest',
    also: ['alternatives'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'When my union negotiated a raise last year, was that the market at work or the opposite of it?',
    issue: 'wages-hours',
    form: 'paraphrase',
  },
  {
    text: 'Question for the father of economics: does a free market need a strong state behind it? Who enforces the contracts?',
    issue: 'government',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "Bitcoin people say they've finally freed money from governments. Marx, is that liberation or just a new casino?",
    issue: 'market-freedom',
    also: ['government'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'lol my cat just walked across the keyboard',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the bearded German in exile: why did the workers in the rich countries never rise up like you predicted?',
    issue: 'alternatives',
    also: ['prosperity'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Was Napoleon a hero or a tyrant?',
    issue: null,
    form: 'off-topic',
  },
];
