// The blind set of 2026-12-10 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 78). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology actually fix climate change or is that wishful thinking?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "Francis, if knowledge is power, why do we know exactly what's causing warming and still do almost nothing?",
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "I just bought an electric car and felt great about it, then read about cobalt mines in Congo. Did I help the planet or just move the damage somewhere I can't see it?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'thoreau ur mom literally did your laundry while you were in the woods, not exactly off grid',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  { text: 'is it going to rain in boston tomorrow, anyone know', issue: null, form: 'off-topic' },
  {
    text: 'What about nuclear power? Why are environmentalists so scared of it?',
    issue: 'tech-fix',
    also: ['science-trust'],
    form: 'plain',
  },
  {
    text: 'Bacon, would you be cheering for geoengineering? Like spraying stuff into the sky to cool the planet?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "the Walden guy wants us all in cabins. 8 billion people can't live in cabins",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Isn't the Green Revolution proof that science can save us? Billions would have starved without better crops.",
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'paraphrase',
  },
  { text: 'Is mathematics discovered or invented?', issue: null, form: 'off-topic' },
  {
    text: "ok so like every time engines get more efficient we just drive more. doesn't that mean efficiency never actually saves anything",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'plain',
  },
  {
    text: 'Mr Thoreau, you went to jail rather than pay taxes that funded slavery and war. Are the climate protesters who glue themselves to roads your heirs?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "My teenage daughter has panic attacks about the climate. She says there's no point planning a future. What would either of you actually tell her?",
    issue: 'hope',
    also: ['future-generations'],
    form: 'paraphrase',
  },
  {
    text: 'Should I stop flying? One trip to see my family abroad is more carbon than a year of recycling.',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'Sir Francis, you caught your death stuffing a chicken with snow for an experiment. Is that the spirit that saves us or the one that kills us?',
    issue: 'tech-fix',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'named',
  },
  { text: "my phone's on 4% so if I vanish that's why", issue: null, form: 'off-topic' },
  {
    text: 'Is the real problem the idea that nature is ours to master in the first place?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: "Doesn't the Bible telling humans to have dominion over the earth kind of start all this?",
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: 'The prophet of progress would love Elon Musk, right? Mars as a backup planet?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'But what about AI? Those data centres eat insane amounts of electricity and water. Progress or problem?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'come on, simple living is a hobby for people who can already afford it, Henry David.',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Did the printing press cause the Protestant Reformation, or just speed it up?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'Can we grow meat in labs and stop cutting down the Amazon?', issue: 'tech-fix', form: 'plain' },
  {
    text: "i'm an engineer on a carbon capture project and honestly half my coworkers think it's greenwashing for oil companies. is it ok to work on something you're not sure even helps",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Why don't antibiotics work on a cold? What's the actual difference between a virus and a bacterium?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Thoreau, would you own a smartphone?',
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Lord Bacon, isn't climate denial just your idols of the marketplace? People repeating words they've never examined?",
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "is there a dark mode for this app, it's burning my eyes at night",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do rich countries lecture poor countries about coal after getting rich on coal?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "The man who moved to the woods only lasted two years and two months. So even he admits it's not a way to live?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Will solar and batteries get cheap enough that people switch just because it's cheaper?",
    issue: 'tech-fix',
    form: 'plain',
  },
  { text: 'Should the voting age be lowered to 16?', issue: null, form: 'off-topic' },
  {
    text: 'so you admit henry that some inventions are good. your family made pencils and you improved them',
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Indigenous communities managed forests for thousands of years without 'progress'. Why aren't they in this debate?",
    issue: 'mastery',
    form: 'paraphrase',
  },
  {
    text: "If a miracle fusion reactor appeared tomorrow, wouldn't we just use the cheap energy to consume even more stuff?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'I moved from the city to a small village to slow down, and now I drive an hour each way to work. Which of you does my life prove right?',
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'Is degrowth a real plan or just a nice word, mister Woodsman?',
    issue: 'growth',
    addresses: 'thoreau',
    form: 'epithet',
  },
  { text: 'whats a green paint that doesnt look awful in a tiny kitchen', issue: null, form: 'off-topic' },
  { text: 'Is it too late anyway, Bacon?', issue: 'hope', addresses: 'bacon', form: 'named' },
  {
    text: "the 17th century lawyer guy, does he notice nature isn't obeying anyone? wildfires, floods, the lot",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
];
