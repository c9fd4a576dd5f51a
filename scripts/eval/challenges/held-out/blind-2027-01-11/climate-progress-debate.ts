// The blind set of 2027-01-11 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can we actually invent our way out of climate change, or is that wishful thinking?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Thoreau, you lived in a cabin for two years. Do you really expect eight billion people to do that?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'My company just bought carbon offsets so the CEO can keep flying private. Is that progress or a permission slip?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'is there a progress bar somewhere? how long does each debate last',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Bacon, isn't 'knowledge is power' exactly the attitude that wrecked the climate in the first place?",
    issue: 'mastery',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'ok so electric cars. good thing or just the same traffic jam with a different plug',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Is nuclear power the answer environmentalists are too scared to admit?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'What would the woods guy say to people in poor countries who want fridges and air conditioning like we have?',
    issue: 'simple-living',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "I'm 19 and honestly I don't want kids because of the climate. My parents think I'm being dramatic. Is having fewer people the real fix, or is that just giving up?",
    issue: 'individual-collective',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: "Who actually wrote Shakespeare's plays? I've read that some people think it was Francis Bacon.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Every time engines get more efficient we just drive more. Doesn't that mean progress can never really save anything?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: "Does nature have value in itself, or only because it's useful to us?",
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'my tomatoes on the balcony keep splitting, is that from watering too much?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on henry, you walked into town for dinner at your mum's, walden was basically a long camping trip",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Geoengineering, like spraying stuff into the sky to block sunlight: brilliant idea or playing god?',
    issue: 'redesign',
    form: 'paraphrase',
  },
  {
    text: 'Sir Francis, you died after stuffing a chicken with snow to see if it would keep. Is that the spirit we need for the climate, experimenting even when it kills you?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Thoreau what would you think of people gluing themselves to roads for climate protests? isnt that basically your civil disobedience thing',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Lab-grown meat could cut emissions massively. Would the Woodsman eat a burger grown in a vat?',
    issue: 'tech-fix',
    also: ['redesign'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Should I feel guilty every time I take a flight?',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: "What's the difference between a virus and a bacterium, and why don't antibiotics work on viruses?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Green Revolution fed billions of people thanks to fertilisers and new crops. Isn't that proof Bacon was right and the doom crowd is always wrong?",
    issue: 'tech-fix',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'but what about all the dead rivers and pesticides that came with the so-called green revolution, bacon',
    issue: 'better-off',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "I work in solar installation and business has never been better. My uncle says it's all subsidies and we're just building more stuff to throw away in 25 years. Is he right?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'Question for Mr Walden Pond: is capitalism compatible with saving the planet at all?',
    issue: 'growth',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'sorry cat walked on keyboard',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Prophet of Progress, AI data centres now use as much power as small countries. Isn't that progress eating itself?",
    issue: 'tech-fix',
    also: ['growth'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Francis Baconn, what are the idols of the mind today? Are we all blinded by the idol of endless growth?',
    issue: 'growth',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Why did the Soviet Union collapse so fast in the end?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How much can one person change by living simply if big companies keep polluting?',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: "That's just nostalgia. Life before industry was short, cold and hungry, Thoreau.",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "So the Lord Chancellor wants to master nature. Hasn't nature been showing who's boss lately, with all these floods and wildfires?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "Does the app work offline? I'm about to board a plane.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is going back to nature even possible when there's hardly any real wilderness left?",
    issue: 'wildness',
    also: ['mastery'],
    form: 'plain',
  },
  {
    text: 'We went camping last summer with no phones and my kids were miserable for two days, then happy for five. Was that the answer, or just a nice holiday?',
    issue: 'simple-living',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: 'Will fusion power arrive in time, or is it always thirty years away?',
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: 'Henry David Thoreau, do you think a national park protects nature or turns it into a theme park?',
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'If I replace every part of my bike over the years, is it still the same bike? And does the same go for me?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If you could watch a time-lapse of the ice caps melting, Bacon, would you still call it progress?',
    issue: 'better-off',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "What did Bacon's New Atlantis imagine, and did he see anything like pollution coming?",
    issue: 'mastery',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Should rich countries pay poorer ones for the damage they did getting rich?',
    issue: 'future-generations',
    form: 'plain',
  },
];
