// The blind set of 2026-12-17 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  { text: 'Can we really invent our way out of climate change?', issue: 'tech-fix', form: 'plain' },
  {
    text: 'Bacon, you wanted humans to command nature. Look at the Arctic ice. Is this what command looks like?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "I just bought an electric car and felt great about it until my neighbour pointed out the lithium mines. Did I help the planet or just move the damage somewhere I can't see?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'ok so thoreau lived in the woods but his mom still did his laundry right?? kinda hard to take the simple life stuff seriously',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'the progress bar on the download is stuck at 80 percent, should i restart the app',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is nuclear power the answer nobody wants to hear, Sir Francis?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "To the woodsman: if everyone moved to a cabin by a pond, wouldn't we wipe out every forest left?",
    issue: 'simple-living',
    also: ['wildness'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Every time engines get more efficient we just drive more and fly more. So doesn't efficiency actually make things worse, Francis?",
    issue: 'tech-fix',
    also: ['growth'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Should rich countries tell poor countries not to build coal plants when they got rich burning coal?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Mr Knowledge-Is-Power, do you think scientists should be allowed to dim the sun by spraying stuff into the sky?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'im 19 and honestly dont want kids bc of the climate. is that giving up or being realistic',
    issue: 'hope',
    also: ['future-generations'],
    form: 'paraphrase',
  },
  { text: 'Is mathematics discovered or invented?', issue: null, form: 'off-topic' },
  {
    text: 'Thoreau, would you have glued yourself to a road like the climate activists do? You did go to jail over taxes.',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Can a person who flies twice a year still honestly say they care about the planet?',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  { text: 'Lab-grown meat, yes or no?', issue: 'tech-fix', also: ['redesign'], form: 'plain' },
  {
    text: "I'm an engineer at a solar panel company. We genuinely are cutting emissions, but our whole pitch is 'keep your lifestyle, just cleaner.' Is that the trick that keeps the real problem alive?",
    issue: 'simple-living',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: "Henry David, what's wrong with progress if it means kids don't die of cholera anymore?",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'The English lord who died from stuffing snow into a chicken, is he really the guy we should trust with the future of the climate?',
    issue: 'science-trust',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'epithet',
  },
  { text: "can I switch the moderator's voice to something less robotic", issue: null, form: 'off-topic' },
  {
    text: 'does AI help the climate or are all those data centers just eating electricity',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Come on, degrowth sounds lovely until you're the one who loses your job.",
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Francis Bacon, you warned about idols of the mind. Which idol stops us from acting on climate?',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'My grandparents farmed without any chemicals, and now my cousin runs a huge farm with drones and GMO seed and grows ten times more on the same land. Which of them was closer to saving nature?',
    issue: 'mastery',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  { text: 'is the problem technology or capitalism', issue: 'growth', also: ['tech-fix'], form: 'plain' },
  { text: 'Why did the Soviet Union collapse so suddenly in 1991?', issue: null, form: 'off-topic' },
  {
    text: 'Is going to Mars a backup plan or an escape hatch for billionaires?',
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: "Thoreau, you said most men lead lives of quiet desperation. Is shopping the way we medicate that desperation, and is that what's wrecking the planet?",
    issue: 'simple-living',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "So you admit, Bacon, that mastering nature came with a bill, and we're the ones paying it?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Can nature heal itself if we just leave it alone?',
    issue: 'wildness',
    also: ['hope'],
    form: 'plain',
  },
  {
    text: "A friend of mine quit her marketing job, moved to a smallholding and grows her own food. She's happier, but she drives 40 minutes to get anywhere. Is that actually greener, or just prettier?",
    issue: 'simple-living',
    form: 'paraphrase',
  },
  { text: 'is it supposed to rain tomorrow? i have to mow the lawn', issue: null, form: 'off-topic' },
  {
    text: 'which one of you would be more scared of a climate change denier',
    issue: 'science-trust',
    form: 'plain',
  },
  { text: 'Does recycling actually do anything?', issue: 'individual-collective', form: 'plain' },
  {
    text: 'Hey Bakon, would your New Atlantis have had wind farms or coal mines?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Does free will exist if the brain just follows the laws of physics?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But what about the fact that every climate warning we have comes from science? Thoreau, you can't fight the disease and throw away the thermometer.",
    issue: 'science-trust',
    addresses: 'thoreau',
    form: 'named',
  },
  { text: 'Do we have any good evidence that dark matter exists?', issue: null, form: 'off-topic' },
  {
    text: 'my cat just walked across the keyboard, ignore that last message',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Walden guy seems to think slowness itself is a moral good. Does slowing down actually lower emissions, or does it just feel virtuous?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Working from home killed my commute. Zero driving. But now I heat the whole house all day and order everything online. Did the pandemic move us forward or sideways on climate?',
    issue: 'simple-living',
    also: ['individual-collective'],
    form: 'paraphrase',
  },
];
