// Challenges for The Green Reckoning (Francis Bacon against Henry David Thoreau), written blind (from the debate's title, question and two names) as a held-out set and
// labelled from its issue list; measured once on the knowledge as first written (on topic 63 to 78 % across the new
// debates), then spent on tuning: eval:debate counts them with the tuned-on set, and a fresh held-out set replaces them.
import type { EvalChallenge } from '../../challenge-set';

export const climateProgressDebateSpent: readonly EvalChallenge[] = [
  {
    text: 'Can new technology actually fix climate change, or is that just wishful thinking?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Should we be trying to master nature, or learn to live alongside it?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: 'If scientists could suck carbon out of the sky with giant machines, would that let us keep living exactly how we do now?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'Is it better to buy an electric car, or to just not own a car at all?',
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'Does progress always have to mean more stuff, more speed and more growth?',
    // no issue fits: asks what progress means, not whether growth can last
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "I moved into a tiny apartment with barely anything in it and I'm weirdly happier. Do we actually need all this stuff?",
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'My friend went off-grid in a cabin with no internet. Is that the answer, or is he just running away?',
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'Has science made our lives better overall, or did we trade away something important to get here?',
    issue: 'better-off',
    form: 'plain',
  },
  {
    text: 'Does nature exist for us to use, or is it valuable in itself?',
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'Would spraying stuff into the upper atmosphere to cool the planet be genius or madness?',
    issue: 'redesign',
    form: 'paraphrase',
  },
  {
    text: 'Can one person living simply make any difference when a few big companies do most of the polluting?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: 'Do people who live their whole lives in cities lose touch with something that matters?',
    // no issue fits: asks what city life costs people, not whether nature matters in itself
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'Every new phone is supposed to be greener, but we replace them every two years. Is that really progress?',
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: "Aren't we being arrogant, thinking humans can control the weather and the oceans?",
    issue: 'mastery',
    also: ['redesign'],
    form: 'plain',
  },
  {
    text: 'Why do I feel so much calmer after a walk in the woods than after a whole day of scrolling?',
    // no issue fits: asks why nature calms us; no issue on nature and well-being
    issue: 'better-off',
    form: 'paraphrase',
  },
  {
    text: 'Should poorer countries get to industrialize the way rich countries did, even if it means more emissions?',
    // no issue fits: fairness between rich and poor nations; no issue on it
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Lab-grown meat could save a lot of forest, but it feels kind of wrong. Should we eat it anyway?',
    issue: 'redesign',
    form: 'paraphrase',
  },
  {
    text: 'Is knowledge basically power over nature, and is that a good thing?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: "My parents say I'm too busy working to actually live. Is all this rushing to get ahead worth it?",
    issue: 'better-off',
    form: 'paraphrase',
  },
  {
    text: 'Will people a hundred years from now see us as reckless, or as the ones who invented the fix?',
    issue: 'tech-fix',
    also: ['hope'],
    form: 'plain',
  },
  {
    text: 'Should we deliberately slow the economy down to protect the planet?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Is planting a couple of trees in the backyard meaningful, or just a way to feel less guilty about flying?',
    issue: 'individual-collective',
    form: 'paraphrase',
  },
  {
    text: "Bacon, if we keep pushing nature around with our experiments, won't it eventually push back?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Thoreau, living by a pond sounds lovely, but could eight billion people actually live like that?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Does Francis Bacon think nuclear power is the way out of climate change?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Henry David Thoreau, is a railroad or a highway ever worth the woods it cuts through?',
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'What does the Walden Pond guy think, is all our technology making us poorer somehow?',
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "My question's for the English lord who said knowledge is power: is our power over nature saving the planet or wrecking it?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Can the father of the scientific method explain how more experiments will get us out of a mess that experiments made?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  { text: "What's the quickest way to learn Spanish verb conjugations?", issue: null, form: 'off-topic' },
  { text: 'How do I fix a flat tire on my bike?', issue: null, form: 'off-topic' },
  { text: 'Who wrote the music for the Star Wars movies?', issue: null, form: 'off-topic' },
];
