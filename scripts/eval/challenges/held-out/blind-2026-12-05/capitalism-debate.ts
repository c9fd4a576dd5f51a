// The blind set of 2026-12-05 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Is having more stuff to buy the same as being free?',
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'plain',
  },
  {
    text: "I drive for a delivery app. Nobody's my boss and I pick my hours, but if I stop for a day I can't pay rent. Am I free or not?",
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Marx, every country that tried your ideas ended up with bread lines and secret police. Why should anyone listen now?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Adam Smith, do you really think the butcher cares about my dinner? Or just my money?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'so like who acutally owns the robots when AI takes all the jobs, and do we get anything',
    issue: 'machines',
    form: 'plain',
  },
  { text: 'is the farmers market on saturday still happening if it rains?', issue: null, form: 'off-topic' },
  {
    text: 'Why are there billionaires and homeless people in the same city?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'To the Market Moralist: you also wrote a whole book about sympathy. Would you be shocked by how your name gets used today?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "China pulled hundreds of millions of people out of poverty after opening its markets. Doesn't that settle it, Karl?",
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'my job is literally copy-pasting numbers between two spreadsheets all day. is that what the bearded guy meant by alienation lol',
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'If the market is free, why do a handful of tech companies own almost everything online?',
    issue: 'big-business',
    form: 'paraphrase',
  },
  {
    text: 'How do vaccines actually train the immune system? My kid asked and I blanked.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Smith, the pin factory made pins faster, but each worker did one tiny motion all day. Did you worry about what that does to a person?',
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "Come on, Marx, you lived off Engels' factory money. Isn't that a bit rich?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Question for the author of Das Kapital: does free trade help poor countries, or does it just make cheap T-shirts for rich ones?',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "My landlord hasn't lifted a finger in five years and my rent went up twice. Where exactly is the invisible hand in that?",
    issue: 'exploitation',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'Is a union a kind of freedom or a kind of cartel?',
    issue: 'wages-hours',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: 'what would Adam Smith even think of crypto',
    issue: 'government',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Can a market ever fix climate change, or is pollution exactly the thing markets ignore?',
    issue: 'government',
    also: ['planning'],
    form: 'paraphrase',
  },
  { text: "hang on, my train's here, back in a sec", issue: null, form: 'off-topic' },
  {
    text: 'Karl Marks, if workers owned the factories who would decide what gets made?',
    issue: 'planning',
    also: ['alternatives'],
    addresses: 'marx',
    form: 'named',
  },
  { text: "that's just envy dressed up as theory", issue: 'inequality', form: 'plain' },
  {
    text: 'In Norway they have strong markets and huge taxes and people seem happy. Is that the compromise you two would both accept?',
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the Scot: is healthcare something that should be bought and sold?',
    issue: 'government',
    addresses: 'smith',
    form: 'epithet',
  },
  { text: 'Was Napoleon a liberator or a tyrant?', issue: null, form: 'off-topic' },
  {
    text: 'I started a bakery with my savings. I employ four people and I work more hours than any of them. According to you, Mr Revolutionary, am I the exploiter?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  { text: "What's surplus value in normal words?", issue: 'exploitation', form: 'plain' },
  {
    text: "but what about slavery, the cotton that fed the English mills was picked by people who weren't free at all",
    issue: 'market-freedom',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  { text: "what's a good cheap lunch spot around here", issue: null, form: 'off-topic' },
  {
    text: "Does advertising make us want things we'd never want on our own?",
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: 'During the storm last year a shop near me sold bottled water at ten times the price. Is that the market working, Mr Smith, or the market failing?',
    issue: 'planning',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "What's the evidence that the universe started with the Big Bang?",
    issue: null,
    form: 'off-topic',
  },
  { text: 'Is free will compatible with determinism?', issue: null, form: 'off-topic' },
  {
    text: 'Adam, would you have supported a minimum wage?',
    issue: 'wages-hours',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "Isn't the freedom to quit your job and starve not much of a freedom?",
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: "Did the industrial revolution make ordinary people's lives better or worse in the end?",
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: 'does this app work without wifi? the signal in this cafe is terrible',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My dad worked at the same car plant for 30 years, and then it moved to Mexico. The company called it efficiency. Was that freedom for anyone except the shareholders, Marx?',
    issue: 'prosperity',
    also: ['market-freedom'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Marx, why did the revolution you predicted happen in poor farming countries instead of rich industrial ones?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'is a world with no money even possible or just a nice dream',
    issue: 'alternatives',
    form: 'plain',
  },
];
