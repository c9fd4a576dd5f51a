// A blind theme set for climate-progress-debate: challenges on and off its theme, written from the debate's title, question and
// names only, and labelled from its issue list alone by another reader. Never read for tuning.
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressTheme: readonly EvalChallenge[] = [
  { text: 'How do I check the progress of my Amazon delivery?', issue: null, form: 'off-topic' },
  {
    text: 'Will electric cars actually fix climate change, or do we just need to drive less?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  { text: 'Is green tea healthier than black tea?', issue: null, form: 'off-topic' },
  {
    text: 'Thoreau, should I move to a cabin and grow my own food to help the planet?',
    issue: 'simple-living',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'named',
  },
  { text: 'How do I save a Word file as a PDF?', issue: null, form: 'off-topic' },
  {
    text: "Bacon, can't scientists just invent a machine that sucks all the carbon out of the air?",
    issue: 'tech-fix',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'named',
  },
  { text: "Who's the tallest player in the NBA right now?", issue: null, form: 'off-topic' },
  {
    text: 'My town is fighting over a new wind farm. Is more technology the answer to climate change or part of the problem?',
    issue: 'tech-fix',
    also: ['wildness', 'better-off'],
    form: 'paraphrase',
  },
  { text: 'Can I restart the debate from the beginning?', issue: null, form: 'off-topic' },
  {
    text: 'Every new phone is supposed to be greener, but I keep buying new ones. Is progress actually helping the planet?',
    issue: 'tech-fix',
    also: ['growth', 'simple-living'],
    form: 'paraphrase',
  },
  { text: 'What should I bring to a baby shower?', issue: null, form: 'off-topic' },
  {
    text: 'Would giving up flying do more for the planet than waiting for clean jet fuel?',
    issue: 'simple-living',
    also: ['tech-fix', 'individual-collective'],
    form: 'paraphrase',
  },
  { text: 'How long should I boil an egg for a runny yolk?', issue: null, form: 'off-topic' },
  {
    text: 'Is lab-grown meat going to save the environment, or is it just another gadget?',
    issue: 'tech-fix',
    also: ['redesign'],
    form: 'paraphrase',
  },
  { text: "My printer says it's offline but it's plugged in. What do I do?", issue: null, form: 'off-topic' },
  { text: 'Can the economy keep growing forever without wrecking nature?', issue: 'growth', form: 'plain' },
];
