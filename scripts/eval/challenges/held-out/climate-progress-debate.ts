// Held-out evaluation challenges for The Green Reckoning (Francis Bacon against Henry David Thoreau). Written blind from the debate's title, question and
// the two names only, before the engine saw them; never used for tuning. Issue labels are added afterwards, from
// the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const climateProgressDebateHeldOut: readonly EvalChallenge[] = [
  {
    text: 'Can new technology fix climate change, or do we need to change how we live?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'I bought an electric car and felt great about it, then I read about lithium mines. Did I actually help?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Should humans try to control nature, or learn to live within its limits?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: 'Is endless economic growth compatible with saving the planet?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Some scientists want to spray particles into the sky to cool the Earth down. Is that brilliant or insane?',
    issue: 'redesign',
    form: 'paraphrase',
  },
  { text: 'Would we be happier if we owned a lot less stuff?', issue: 'simple-living', form: 'plain' },
  {
    text: 'My uncle moved to a cabin with no internet and grows his own food. Is he onto something, or just running away?',
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: "Does nature have value in itself, or only because it's useful to us?",
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'Is nuclear power the answer to climate change or another disaster waiting to happen?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Does it matter what one person does, like skipping flights, when big companies pollute so much more?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: 'Lab-grown burgers could end cattle farming. Should we cheer, or be suspicious of eating meat grown in a factory?',
    issue: 'redesign',
    form: 'paraphrase',
  },
  {
    text: 'Has science made our relationship with nature better or worse?',
    issue: 'mastery',
    form: 'plain',
  },
  // no issue fits: fairness between rich and poor nations, not growth's limits
  {
    text: 'Is it fair to ask poorer countries to slow down their development for the sake of the climate?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "I spend my weekends hiking and it's the only time I feel sane. Why does being in the woods matter so much to people?",
    issue: 'wildness',
    form: 'paraphrase',
  },
  { text: 'Is the whole idea of progress part of the problem?', issue: 'better-off', form: 'plain' },
  {
    text: 'Could we invent our way out of every environmental crisis, the way we fixed the hole in the ozone layer?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Every new phone is a bit more efficient, but we buy twice as many of them. Does efficiency ever actually save anything?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Are genetically modified crops a good way to feed a hotter world?',
    issue: 'redesign',
    form: 'plain',
  },
  {
    text: "Do we owe anything to future generations who don't even exist yet?",
    issue: 'future-generations',
    form: 'plain',
  },
  {
    text: "My teenager has panic attacks about climate change and says there's no future. What am I supposed to tell her?",
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: 'Should we spend the money on carbon capture machines or on planting forests?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'My town wants to build a huge solar farm on the meadow where I walk my dog. Is covering fields with panels really green?',
    issue: 'wildness',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'Bacon, if science gave us the power that caused global warming, why should we trust it to fix it?',
    issue: 'tech-fix',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'What does Francis Bacon think about using AI to design new climate solutions?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Thoreau, can eight billion people really go and live simply in the woods?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Henry David Thoreau, is buying organic and recycling enough, or is it just shopping with a clear conscience?',
    issue: 'simple-living',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'To the man who lived by Walden Pond: would you give up your phone?',
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'For the father of the scientific method: should there be limits on what we do to nature?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Question for the English statesman who loved experiments: is knowing nature the same as owning it?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  { text: 'How do I convert Fahrenheit to Celsius in my head?', issue: null, form: 'off-topic' },
  { text: "What's a good name for a golden retriever puppy?", issue: null, form: 'off-topic' },
  { text: 'Which came first, the Roman Empire or the Han dynasty?', issue: null, form: 'off-topic' },
];
