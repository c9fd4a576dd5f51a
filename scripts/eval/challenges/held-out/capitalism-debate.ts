// Held-out evaluation challenges for The Market Showdown (Adam Smith against Karl Marx). Written blind from the debate's title, question and
// the two names only, before the engine saw them; never used for tuning. Issue labels are added afterwards, from
// the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const capitalismDebateHeldOut: readonly EvalChallenge[] = [
  {
    text: 'Does a free market actually make people free, or just free to starve?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: "I drive for a delivery app, I choose my own hours, but I still can't afford rent. Am I free or not?",
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Is it fair that a CEO earns three hundred times more than the people on the factory floor?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Can everyone acting selfishly really add up to something good for society?',
    issue: 'self-interest',
    form: 'plain',
  },
  {
    text: "My baker doesn't sell me bread because he loves me, he just wants my money. Is that actually a bad thing?",
    issue: 'self-interest',
    form: 'paraphrase',
  },
  {
    text: "Where does profit really come from, the boss's smarts or the workers' labour?",
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'Why does doing the same tiny task over and over all day at work feel so soul-crushing?',
    issue: 'work-meaning',
    form: 'plain',
  },
  {
    text: "I spend eight hours a day packing boxes of things I'll never own. Why does my work feel like it belongs to someone else?",
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: 'Should the government step in to stop big companies from becoming monopolies?',
    issue: 'big-business',
    also: ['government'],
    form: 'plain',
  },
  {
    text: "Are billionaires a sign that the system works, or a sign that it's broken?",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: "Every country that tried communism ended up poor or run by a dictator, so isn't this argument already settled?",
    issue: 'alternatives',
    form: 'paraphrase',
  },
  {
    text: 'Is private property a natural right or something society invented?',
    // no issue fits: asks whether private property is a natural right; no property issue
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Do unions make workers freer, or do they get in the way of a free market?',
    issue: 'wages-hours',
    form: 'plain',
  },
  {
    text: 'When robots take over all the warehouse jobs, who should get the money they make?',
    issue: 'machines',
    form: 'paraphrase',
  },
  {
    text: 'Why do prices go down when lots of businesses compete with each other?',
    // no issue fits: asks how competition lowers prices; no price-mechanism issue
    issue: 'big-business',
    form: 'plain',
  },
  {
    text: "My grandparents bought a house on one salary and I can't even with two. Is the market failing my generation?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'Does capitalism turn everything, even friendship and art, into something to buy and sell?',
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: 'Will capitalism eventually collapse under its own contradictions, or will it just keep reinventing itself?',
    issue: 'alternatives',
    form: 'plain',
  },
  {
    text: "I keep buying stuff I don't need because the ads make me want it. Is that really freedom of choice?",
    issue: 'consumerism',
    form: 'paraphrase',
  },
  {
    text: 'Is a job contract really a free agreement when one side needs the money to eat?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: "My phone is cheap because it was built in a factory where the workers sleep on site. Who's actually paying the price for it?",
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: 'Has trade between countries made the whole world richer, or just made the rich countries richer?',
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'Adam Smith, would you be happy with how Amazon runs its warehouses today?',
    issue: 'wages-hours',
    also: ['work-meaning'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "What does Smith think about governments bailing out the banks with taxpayers' money?",
    issue: 'government',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Marx, if the workers owned the factories, who would make the hard decisions?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Karl Marx, why did the revolution you predicted for England never actually happen?',
    // no issue fits: asks why the predicted revolution never came; a historical question
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Question for the father of economics: isn't the invisible hand just a nice excuse for greed?",
    issue: 'exploitation',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'To the author of the Communist Manifesto: what would you say to someone who runs a small family shop?',
    // no issue fits: open question about small shopkeepers; no small-business issue
    issue: 'big-business',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'For the bearded revolutionary: is a kind boss still an exploiter?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  { text: "What's the capital of Australia?", issue: null, form: 'off-topic' },
  { text: 'How do I fix a squeaky door hinge?', issue: null, form: 'off-topic' },
  { text: 'Any tips for learning to juggle three balls?', issue: null, form: 'off-topic' },
];
