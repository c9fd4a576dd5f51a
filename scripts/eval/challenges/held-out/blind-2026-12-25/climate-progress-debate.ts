// The blind set of 2026-12-25 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can solar panels and electric cars really fix this, or are we just swapping one kind of consumption for another?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'Thoreau, easy to live simply when your mum was still doing your laundry, no?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "I'm 24 and I've decided not to have kids because of the climate. My parents say I'm being dramatic. Is that a reasonable response or am I just scared?",
    issue: 'hope',
    also: ['future-generations'],
    form: 'paraphrase',
  },
  {
    text: 'Bacon, you wanted to put nature on the rack and make her give up her secrets. Look where that got us. Still proud?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "what's a good plant for a bathroom with no window",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'is nuclear the answer nobody wants to hear',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Every time engines get more efficient, people just drive more. Doesn't better technology end up burning more, not less?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'The Woodsman talks about slowing down, but would he tell a family in Bangladesh with no electricity to do the same?',
    issue: 'simple-living',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Who should change first, rich countries or everyone?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: 'ok so some scientists want to spray stuff into the sky to bounce sunlight away. sounds insane but also maybe necessary? francis would you be into that',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Why do we dream, and does it actually serve any purpose?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Norman Borlaug's new wheat varieties fed a billion people who might have starved. Isn't that exactly what the prophet of progress promised?",
    issue: 'better-off',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "Henry, my friend quit her tech job, bought land and grows her own food now. She's happier, but her carbon footprint barely changed because she drives an hour to get anywhere. Did she miss the point of Walden?",
    issue: 'simple-living',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is nature worth protecting for its own sake, or only because we need it?',
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'Climate activists glue themselves to roads and throw soup at paintings. Thoreau went to jail rather than pay his taxes. Is that the same thing?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'but what about the ozone hole, we fixed that with science and a treaty. why cant climate go the same way',
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: "Isn't this whole mess the Industrial Revolution's fault in the first place?",
    issue: 'better-off',
    also: ['mastery'],
    form: 'plain',
  },
  {
    text: "Sir Francis, didn't you literally catch your death stuffing a chicken with snow? Maybe not everything needs an experiment.",
    issue: 'mastery',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'how long do these debates usually go? need to leave at 8',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Billionaires are building rockets to Mars as a backup planet. Is that progress or giving up on this one?',
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: 'Training one big AI model uses as much electricity as a small town. Is AI going to help with climate change or just make it worse?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "So you admit, Thoreau, that moving to the woods doesn't scale to eight billion people?",
    issue: 'simple-living',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Idols of the tribe, idols of the marketplace... which idol makes us believe the market will fix the climate, Bacon?',
    issue: 'growth',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Can a computer ever actually be conscious, or only look like it is?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does my recycling actually matter or is that a distraction?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: "I live in Phoenix. Last summer it hit 47 degrees and the old man next door died in his apartment because his AC broke. Technology kept him alive until it didn't. What do you say to that?",
    issue: 'better-off',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'Is degrowth just a nice word for poverty?',
    issue: 'growth',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'thorow why should i feel guilty for flying home to see my mum twice a year',
    issue: 'individual-collective',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Lab-grown meat, carbon capture, maybe fusion one day. Francis Bacon, are we just waiting for a miracle invention so we don't have to change anything?",
    issue: 'tech-fix',
    also: ['simple-living'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'sorry my toddler grabbed the phone, where were we',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is the real problem our wish to control nature, or just that we're bad at it?",
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: 'The Lord Chancellor who got impeached for taking bribes is telling us to trust the experts? Come on.',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'What would you make of Walden Pond today, Henry David?',
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Was the French Revolution worth all the bloodshed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My daughter has panic attacks about the planet burning. She's eleven. What can I tell her that's honest without crushing her?",
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: 'hey cabin guy, is using less stuff honestly the only real fix',
    issue: 'simple-living',
    also: ['tech-fix'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Indigenous peoples managed forests for thousands of years without laboratories. Doesn't that knowledge count as progress too?",
    issue: 'mastery',
    also: ['science-trust'],
    form: 'paraphrase',
  },
  {
    text: 'is there a dark mode? this white screen is killing my eyes',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Knowledge-is-Power, can capitalism and a liveable planet both survive?',
    issue: 'growth',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "What's the actual difference between a virus and a bacterium?",
    issue: null,
    form: 'off-topic',
  },
];
