// The blind set of 2026-12-22 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'can we actually invent our way out of climate change or is that wishful thinking',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Solar panels got like 90% cheaper in ten years. Bacon wins this one, surely?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Thoreau, you lived at Walden for two years and your mom still did your laundry. Is going back to the woods really an option for eight billion people?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'is it going to rain in leeds tomorrow, anyone checked',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What about nuclear? It's low carbon but people are terrified of it.",
    issue: 'tech-fix',
    also: ['science-trust'],
    form: 'paraphrase',
  },
  {
    text: "I bought an electric car to do my bit, then read about cobalt mines in the Congo where kids dig the stuff out by hand. So did I fix anything or just move the damage somewhere I can't see it?",
    issue: 'tech-fix',
    also: ['individual-collective'],
    form: 'paraphrase',
  },
  {
    text: 'Woodsman, do you really think people will give up flying on holiday? Honestly?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'ok so theres this thing where engines get more efficient and then we just drive more. whats it called. jevons? doesnt that kill the whole progress argument',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'plain',
  },
  {
    text: 'Sir Francis, you said knowledge is power. Power over nature is exactly what got us into this mess, no?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Why did the Soviet Union collapse so fast in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it fair to tell India or Nigeria to stop developing when rich countries already burned all their coal?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'My son is 14 and has panic attacks about the climate. What would either of you say to him, in words a kid could hear?',
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: "The ozone hole is healing because we banned CFCs. Isn't that proof science and rules together actually work?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "so you admit, Thoreau, that without modern medicine you'd have died even younger than you did",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Should we spray stuff in the sky to block sunlight? sounds insane but actual scientists are talking about it',
    issue: 'redesign',
    form: 'paraphrase',
  },
  {
    text: 'my basil plant keeps dying on the windowsill, any tips lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Bacon, did you really die from stuffing a chicken with snow? That's the most on-brand death for a scientist ever.",
    issue: null,
    addresses: 'bacon',
    form: 'off-topic',
  },
  {
    text: 'Is eating less meat a real fix or just a guilt trip?',
    issue: 'simple-living',
    also: ['individual-collective'],
    form: 'plain',
  },
  {
    text: 'i mean the woods guy went to jail for not paying his taxes... so should climate protesters who glue themselves to roads go to jail too or are they heroes',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'AI data centres use as much electricity as small countries now. Is that progress eating its own tail?',
    issue: 'better-off',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: "Elon says we need Mars as a backup planet. Mr Prophet of Progress, is that the plan B you'd sign off on?",
    issue: 'tech-fix',
    also: ['hope'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'How do black holes lose mass through Hawking radiation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the point of me recycling when a hundred companies make most of the emissions?",
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: "Borlaug's wheat fed a billion people who would have starved. Henry David, would you have told him to stop?",
    issue: 'better-off',
    also: ['tech-fix'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'idols of the tribe, idols of the marketplace... which idol are we worshipping when we think an app will save the climate, Bacon',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "Isn't progress just a word rich people use for things that make them richer?",
    issue: 'better-off',
    also: ['growth'],
    form: 'plain',
  },
  {
    text: 'Before the Industrial Revolution most people were poor and died young. Why would anyone want to go back?',
    issue: 'better-off',
    form: 'plain',
  },
  {
    text: "I'm a farmer. My grandad read the sky, I read a satellite app on my phone. Our soil is worse than his was. What went wrong?",
    issue: 'mastery',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: 'sorry wrong room, I meant to join a different debate',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Thoreu what would you say to people living in cities, we can't all have a pond",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Lab-grown meat, yes or no?',
    issue: 'tech-fix',
    also: ['redesign'],
    form: 'paraphrase',
  },
  {
    text: 'The Englishman in the velvet robes... do you still think nature should be put on the rack until she confesses her secrets?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "that's just nostalgia for a past that never existed",
    issue: 'better-off',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'What does Kant actually mean by the categorical imperative? I never understood it in class.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If we rewild half the Earth like E.O. Wilson proposed, is that progress or the opposite of progress?',
    issue: 'wildness',
    also: ['mastery'],
    form: 'paraphrase',
  },
  {
    text: 'Do we need a new invention at all, or do we already have the tech and just lack the will, Francis Bacon?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "come on Thoreau, simplicity is easy when you're a Harvard grad and your rich friend lends you the land",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'volume is super low on my end, how do I fix it',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Was dropping the atomic bomb on Hiroshima justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the 17th-century guy: can we trust the same kind of people who built the oil rigs to build the fix?',
    issue: 'tech-fix',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'epithet',
  },
];
