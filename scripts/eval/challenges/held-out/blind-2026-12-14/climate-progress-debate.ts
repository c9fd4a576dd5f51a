// The blind set of 2026-12-14 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 82). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology really fix climate change, or is that wishful thinking?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Bacon, you wanted to command nature by obeying her. Look at the wildfires. Did it work?',
    issue: 'mastery',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "I work at a solar panel factory and my cousin says my job is part of the problem because of the mining. Who's right?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Thoreau, you lived by a pond for two years and your mom did your laundry. Is that really a model for eight billion people?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  { text: 'is there any progress on the android version of this app?', issue: null, form: 'off-topic' },
  {
    text: "What about nuclear power? Is it progress or a risk we shouldn't take?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'ok so electric cars. better or just a new thing to buy and feel good about',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'The Woodsman: should I stop flying to see my family abroad? I go twice a year.',
    issue: 'individual-collective',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Will geoengineering, like spraying stuff into the sky to cool it, save us or make things worse?',
    issue: 'redesign',
    form: 'plain',
  },
  { text: 'Is consciousness just brain activity, or something more?', issue: null, form: 'off-topic' },
  {
    text: "Every time engines get more efficient, people just drive more. Doesn't that prove progress can't save anything?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Bacon, what would your idols of the mind say about climate deniers?',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  { text: 'brb charging my phone', issue: null, form: 'off-topic' },
  {
    text: "We fixed the ozone hole with science and a treaty. Why can't we do the same for carbon?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'My daughter is fourteen and has panic attacks about the future of the planet. What do I tell her, honestly?',
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: 'Henry, is civil disobedience justified for climate activists who glue themselves to roads?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is lab-grown meat progress, or just another way of escaping the real problem?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Do poorer countries have the right to burn coal like rich countries did?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "what's the best plant for a dark apartment? everything green i buy dies",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'thoreau wouldnt you agree the woods are nice but vaccines are nicer',
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is degrowth realistic, or just a nice idea for people who already have everything?',
    issue: 'growth',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: "Tech billionaires want to go to Mars. Isn't that the clearest sign we've given up on this planet?",
    issue: 'hope',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'The Prophet of Progress: do you regret the idea of putting nature on the rack to make her confess her secrets?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  { text: 'Did the printing press cause the Reformation?', issue: null, form: 'off-topic' },
  {
    text: 'AI data centres now use as much power as small countries. Is that the progress that saves us or the one that sinks us?',
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: "Honestly that's just nostalgia, Thoreau. Life in the woods was short and cold.",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "My town's new wind farm killed a few birds and the neighbours are furious. How do you weigh birds against carbon?",
    issue: 'wildness',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: "Can an individual's simple living make any difference, or is it all governments and corporations?",
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'So you admit science caused the mess, Bacon? Then why trust it to clean up?',
    issue: 'science-trust',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  { text: "What's the strongest argument for the existence of God?", issue: null, form: 'off-topic' },
  {
    text: 'is it even possible to love nature and still want a dishwasher lol',
    issue: 'simple-living',
    also: ['better-off'],
    form: 'plain',
  },
  {
    text: 'My grandfather farmed with no chemicals and my uncle switched to GM crops and doubled his harvest. Which one was helping the planet?',
    issue: 'redesign',
    also: ['mastery'],
    form: 'paraphrase',
  },
  { text: 'Would you two agree on anything, like planting trees?', issue: 'mastery', form: 'paraphrase' },
  { text: 'Is a universal basic income actually affordable?', issue: null, form: 'off-topic' },
  {
    text: 'Frances Bacon, what would New Atlantis look like today, green or full of factories?',
    issue: 'tech-fix',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Carbon capture machines suck CO2 out of the air. Is that a real solution or a licence to keep polluting?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  { text: 'anyone know a good hiking trail near boston for saturday?', issue: null, form: 'off-topic' },
  {
    text: 'Does capitalism have to grow forever, and can the planet survive that?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "But what about the people who can't afford to live simply? Simplicity is a luxury, isn't it?",
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: 'Is the urge to control nature part of human nature itself, Thoreau?',
    issue: 'mastery',
    addresses: 'thoreau',
    form: 'named',
  },
];
