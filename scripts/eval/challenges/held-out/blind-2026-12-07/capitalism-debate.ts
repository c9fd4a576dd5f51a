// The blind set of 2026-12-07 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone (2026-12-05), the text locked by sha256 before labelling. Never read
// for tuning and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it
// (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Does free trade really make poor countries richer?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: 'Marx, if capitalism is so bad, why did the countries that tried your ideas end up with queues for bread?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'I drive for a delivery app. They call me my own boss, but the algorithm decides my pay and can switch me off any day. Am I free or not?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'ok so like whats the invisible hand actually supposed to mean',
    issue: 'self-interest',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: 'Adam Smith, would you be okay with Amazon and Google owning half the economy?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'does this app have a premium version or is everything free',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it fair that one person can have a hundred billion dollars?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'The Scottish professor thought people trade out of self-interest. Is that all we are, little calculators?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "China let markets in and hundreds of millions left extreme poverty. Doesn't that settle the question?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'anyone know if the farmers market downtown is open on sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My dad worked thirty years in a car plant and then it moved to another country overnight. He says the market never cared about him. Was he wrong to expect it to?',
    issue: 'self-interest',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: 'so you admit, Karl, your revolution never happened in the rich industrial countries you predicted?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Why should a landlord earn money just for owning a flat I work to pay for?',
    issue: 'exploitation',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: 'Smith wrote a whole book on sympathy before the one on wealth. Do the market fans today just skip the first one?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'i work in a warehouse and i scan the same box 2000 times a day. is that what you meant by alienation marx',
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is there life on Mars, or ever was?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Invisible Hand, what happens when the hand picks my pocket?',
    issue: 'self-interest',
    also: ['exploitation'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Are unions good for workers or do they just protect the ones who already have jobs?',
    issue: 'wages-hours',
    form: 'plain',
  },
  {
    text: 'When robots and AI do most of the work, who should own them?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: "The bearded revolutionary was funded by his friend's factory money. Isn't that a bit hypocritical?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Does advertising make us want things we don't need?",
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: 'My T-shirt cost four euros and was sewn by a woman in Bangladesh. Is she freer because that job exists, or trapped by it?',
    issue: 'market-freedom',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: "Come on, the Nordic countries have markets and a big welfare state and they're happy. Why do you two have to pick a side?",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'Does God exist, and can we prove it either way?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Karl, what exactly is surplus value, in plain words?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "isn't the whole idea of a free market kinda fake when banks get bailed out and the rest of us don't",
    issue: 'big-business',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'Can capitalism survive climate change, or is endless growth the problem itself?',
    issue: 'alternatives',
    also: ['prosperity'],
    form: 'plain',
  },
  {
    text: 'My friend started a bakery with a small loan and now employs eight people. Is she an exploiter now, Marx?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is money itself the problem?',
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: 'The pin factory example: splitting work into tiny tasks made more pins. But did it make the workers happier, Adam?',
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'brb charging my phone',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just a fairy tale, the market never fed the whole town, the whole town fed the owners",
    issue: 'exploitation',
    also: ['prosperity'],
    form: 'plain',
  },
  {
    text: 'Were colonialism and the slave trade part of how markets grew rich, or a betrayal of free trade?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: 'Should judges be elected by the people or appointed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the German in the British Museum reading room: what would your communism actually look like day to day, who decides what gets made?',
    issue: 'planning',
    also: ['alternatives'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Can you be free if you're drowning in student debt?",
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'You guys sound so real, who does the voices? the moderator has a great accent',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Dr Smith, you warned that businessmen rarely meet without plotting against the public. Doesn't that sound more like Marx than the market?",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Does a minimum wage protect workers or cost them their jobs?',
    issue: 'wages-hours',
    also: ['government'],
    form: 'plain',
  },
  {
    text: 'What caused the dinosaurs to go extinct?',
    issue: null,
    form: 'off-topic',
  },
];
