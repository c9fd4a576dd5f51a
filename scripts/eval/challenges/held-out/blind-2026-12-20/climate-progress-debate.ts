// The blind set of 2026-12-20 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology fix a problem that technology caused?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Bacon, if nature obeys us, why are the wildfires getting worse every summer?',
    issue: 'mastery',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "I bought an electric car to feel better about the planet, then read about cobalt mines in the Congo where kids dig by hand. Did I make things better, or just move the damage somewhere I can't see?",
    issue: 'tech-fix',
    also: ['individual-collective'],
    form: 'paraphrase',
  },
  {
    text: 'how do I save my progress in this app if I leave halfway?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'thoreau lived like a mile from town and his mom did his laundry right? so not exactly roughing it',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is nuclear fusion going to save us, or will it always be thirty years away?',
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: 'Henry, should I feel guilty about flying to see my parents once a year?',
    issue: 'individual-collective',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Knowledge is power, fine, but power for whom, Lord Bacon?',
    issue: 'better-off',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "The ozone hole actually started shrinking after countries banned CFCs. Doesn't that prove science plus rules can fix things?",
    issue: 'tech-fix',
    also: ['science-trust'],
    form: 'paraphrase',
  },
  {
    text: "ok so if everyone moved to the woods like the walden guy there'd be no woods left",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "brb kettle's boiling",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should we spray particles into the sky to cool the planet down, or is that playing God?',
    issue: 'redesign',
    form: 'plain',
  },
  {
    text: "My dad's a farmer, and without fertiliser and new seed varieties his yields would halve. People talk about going back to nature, but who's feeding eight billion people then?",
    issue: 'mastery',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: 'thoreu what would you say to climate activists who glue themselves to roads, is that civil disobedience like yours',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Isn't the real problem capitalism rather than technology?",
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Is euthanasia ever morally acceptable?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "To the Englishman with the experiments: didn't you die after stuffing a chicken with snow? Maybe mastering nature has its limits.",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'We got more fuel-efficient cars and just drove more. Why does every efficiency gain end with us using more?',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: "Do rivers and forests have value in themselves, or only because they're useful to us?",
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'Francis Bacon, what would you make of AI data centres using as much electricity as whole countries?',
    issue: 'tech-fix',
    also: ['growth'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'so you admit, Thoreau, that simple living only works if somebody else is building the roads and the railways',
    issue: 'simple-living',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "anyone else watching the match tonight? this is great but kickoff's at 8",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is degrowth a real plan or just a nice word for being poorer?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "India and Nigeria want the same cars and air conditioning we've enjoyed for decades. Who are we to tell them progress has to stop now?",
    issue: 'growth',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: "What are Bacon's idols of the mind, and which one makes us ignore climate change?",
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "I stopped eating meat and I cycle everywhere, but my country's emissions don't even notice. Does my little life matter at all, Thoreau?",
    issue: 'individual-collective',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'How did the Black Death change wages and work in medieval Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'is lab grown meat progress or just another gadget',
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: 'The woodsman would hate my commute. Two hours a day in traffic to pay for a house I barely see. Is that progress?',
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "come on, solar is cheaper than coal now. isn't that science winning?",
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: "What's actually the difference between a virus and a bacterium?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'But what about the animals? Progress saved billions of humans but wiped out whole species.',
    issue: 'wildness',
    also: ['better-off'],
    form: 'plain',
  },
  {
    text: "Should I even have kids, given how hot it's going to get?",
    issue: 'future-generations',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: "Bacon's New Atlantis sounds like a tech company pitch deck. Did he want scientists running the world, and would that be any better?",
    issue: 'science-trust',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "what's the forecast for saturday, we're planning a hike",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does the hermit have anything useful to say to someone living in a city of ten million?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'There are machines in Iceland sucking CO2 out of the air, but so far they remove a tiny fraction of what we emit. Keep funding them, or just plant trees?',
    issue: 'tech-fix',
    also: ['redesign'],
    form: 'paraphrase',
  },
  {
    text: 'Was the French Revolution worth the Terror?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Will our great-grandchildren thank us or hate us?',
    issue: 'future-generations',
    form: 'plain',
  },
  {
    text: "Henry David, you preach slowing down, but doesn't high-speed rail give people hours back to spend in nature?",
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
];
