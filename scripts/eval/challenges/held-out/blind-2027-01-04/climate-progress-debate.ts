// The blind set of 2027-01-04 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology really fix a problem that technology caused?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Thoreau, you lived at Walden for two years and your mum still did your laundry. Is going back to nature just a luxury for people with a safety net?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "My brother works in carbon capture and says in twenty years we'll suck the CO2 right back out of the air. My sister says that's a fairy tale to keep us flying. Who's right?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Bacon, you said knowledge is power. Power over nature is how we got here. Do you regret it at all?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'is there a progress bar somewhere showing how long this debate has left?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'nuclear power. yes or no. im so tired of people dodging this',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "Electric cars need lithium and cobalt mined in terrible conditions. Is that progress or just moving the damage somewhere we don't have to look at it?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Henry, would you own a smartphone today?',
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Every time engines got more efficient we just drove and flew more. Why would green tech be any different?',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'What really started World War I? Was it just the assassination?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i have climate anxiety so bad i dont know if i want kids. like is there even a future where progress saves us',
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: "To the guy who moved to the woods: not everyone can have a cabin by a pond. Eight billion people can't all live like you.",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Scientists fixed the ozone hole with a treaty and new chemicals. Doesn't that prove the science-will-save-us Englishman right?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Is the urge to control nature the real problem?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: 'Francis Bacon, what would you say to scientists who want to try geoengineering, like spraying particles into the sky to cool the planet?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'going to grab a coffee, back in five',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Come on, Thoreau. Romantic walks in the woods never fed anyone. The Green Revolution saved a billion people from starving.',
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'AI data centres are using as much electricity as small countries. Is that progress eating the planet?',
    issue: 'growth',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: "My town voted against a wind farm because it would 'ruin the view.' There were nature lovers and climate activists on both sides. What do you make of that?",
    issue: 'wildness',
    form: 'paraphrase',
  },
  {
    text: 'thoreu would you glue yourself to a road like the just stop oil people? you went to jail over not paying taxes after all',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'anyone know if the app works on a tablet? my phone screen is cracked',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do we need less stuff or better stuff?',
    issue: 'simple-living',
    also: ['tech-fix'],
    form: 'plain',
  },
  {
    text: "Hey Prophet of Progress, didn't you die after stuffing a chicken with snow? Was that experiment worth it?",
    issue: null,
    addresses: 'bacon',
    form: 'off-topic',
  },
  {
    text: 'Elon wants to go to Mars as a backup planet. Is that progress or running away?',
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: 'How does quantum entanglement actually work? Is it faster than light?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a farmer in Kenya. The rains come at the wrong time now. I didn't cause this. Why should I wait for rich countries to invent their way out?",
    issue: 'tech-fix',
    also: ['pace'],
    form: 'paraphrase',
  },
  {
    text: "what's the best way to get candle wax out of a rug",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'So you admit, Bacon, that science has no brakes. Who decides when to stop?',
    issue: 'mastery',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "Indigenous peoples managed forests for thousands of years without anyone's idea of 'progress.' Shouldn't we be learning from them instead of from labs?",
    issue: 'mastery',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: "Your New Atlantis was a society run by scientists. Would you trust today's tech billionaires to run ours, Bacon?",
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'honestly is degrowth just a nice word for making poor people stay poor',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Should voting be compulsory?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Walden, isn't simple living just another product now? Tiny house influencers sell it on Instagram.",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Would a carbon tax do more than any invention?',
    issue: 'tech-fix',
    also: ['individual-collective'],
    form: 'plain',
  },
  {
    text: "Sir Francis, weren't you the one warning about the idols of the mind? Maybe our biggest idol today is believing the next gadget will save us.",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Is it possible to know anything for certain?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the Woodsman: my grandfather's village was a coal mining town, and now it's solar panels and no jobs. Is that progress?",
    issue: 'better-off',
    also: ['pace'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Everything keeps speeding up: next-day delivery, fast fashion, two-hour flights. Are we any happier, Thoreau?',
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is it hypocritical to fly to a climate conference?',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: "what if the planet is fine and its just us that's in trouble",
    issue: 'hope',
    also: ['mastery'],
    form: 'plain',
  },
];
