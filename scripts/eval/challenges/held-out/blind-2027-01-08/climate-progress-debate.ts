// The blind set of 2027-01-08 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can solar and wind really replace oil, or is that a fantasy?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "Bacon, you said nature obeys whoever understands her. Have you seen what she's been doing to Florida lately?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'I work for a company that makes electric car batteries. The lithium comes from mines that drain water from villages in Chile. Am I saving the planet or just moving the damage somewhere poorer?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'thoro lived in the woods but didnt his mum still do his laundry lol. so is going back to nature even realistic for normal people',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Isn't nuclear power the obvious answer nobody wants to admit?",
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'does this app have a dark mode? my screen is blinding me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My new phone uses half the energy of my old one and I use it five times as much. Doesn't every clever invention just make us consume more?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: "The Woodsman: should I stop flying to see my family abroad? Because I'm not going to.",
    issue: 'simple-living',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'What would Francis make of people spraying particles into the sky to cool the planet down?',
    issue: 'redesign',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "The Green Revolution fed billions who would otherwise have starved. So Henry, wasn't science the hero of the last century?",
    issue: 'better-off',
    also: ['tech-fix'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'so basically you want us all living in huts',
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: "what's the weather like where everyone is? it's 34 degrees in my kitchen",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My teenage son has stopped sleeping properly because of climate anxiety. He says adults wrecked everything. Is there an honest way to give him hope?',
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: "Bacon warned us about the idols of the mind. Isn't blind faith in technology just another idol?",
    issue: 'tech-fix',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Mr Novum Organum, what do you make of AI data centres guzzling as much power as small countries?',
    issue: 'tech-fix',
    also: ['growth'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "Thoreau, if everyone moved to the woods, wouldn't there be no woods left?",
    issue: 'simple-living',
    also: ['wildness'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Was the French Revolution worth the Terror that came with it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "We fixed the ozone hole with better chemicals and a treaty. Why can't we do the same thing with carbon?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'i mean progress is what got us into this mess right? coal, steam engines, all that',
    issue: 'better-off',
    also: ['tech-fix'],
    form: 'plain',
  },
  {
    text: 'Bacon, people accuse you of wanting to put nature on the rack and torture her secrets out of her. Fair?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "A friend quit her job in finance, bought land and grows her own food. She's happier, but her footprint barely registers globally. Does personal virtue matter at all when the problem is eight billion people?",
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'Should poor countries be allowed to burn coal the way rich ones did?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Lab-grown meat: real progress, or just another way to avoid changing our habits?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'any tips for keeping a lawn green without a sprinkler? hosepipe ban here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'come on Thoreau, would you have turned down vaccines and anaesthetic too?',
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Would colonising Mars be a backup plan or just running away from the mess we made?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Civil disobedience was your thing. So are the kids gluing themselves to motorways your heirs, Henry?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'the guy who died stuffing a chicken with snow wants to lecture us about controlling nature? :)',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "Isn't a carbon tax more useful than either of your philosophies?",
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: 'How do mRNA vaccines actually teach the immune system what to attack?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm an engineer on a carbon capture project. Honestly, it captures less than the marketing claims, but it's something. Would Bacon call that progress, or tell us to start over?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'What does "in wildness is the preservation of the world" even mean in practice?',
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: "but what about the billions of people who'd love a faster road and a fridge, woodsman",
    issue: 'simple-living',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "brb kettle's boiling",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the prophet of progress: can a species that invented the SUV be trusted to invent its way out?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "Sir Francis, your New Atlantis had scientists running society. Would you trust today's tech billionaires with that job?",
    issue: 'science-trust',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "My town wants to cut down an old forest for a wind farm. The environmentalists are fighting each other over it. Who's right?",
    issue: 'wildness',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Henry David, do you think degrowth could ever win an election?',
    issue: 'growth',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Do octopuses feel pain the way we do?',
    issue: null,
    form: 'off-topic',
  },
];
