// The blind set of 2027-01-06 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can carbon capture machines really fix this, or is that just an excuse to keep burning oil?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Thoreau, your mum did your laundry while you were 'living alone' at Walden. Isn't that the problem with going back to nature?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'what time does this debate end? i have to pick up my kid at 5',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I drive an electric car but I've read about the lithium mines in Chile. Did I actually help the planet or just move the damage somewhere I can't see?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Bacon, didn't you once say we should put nature on the rack and torture her secrets out of her? Kind of explains a lot.",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'is it selfish to have kids right now with everything going on with the climate',
    issue: 'future-generations',
    form: 'plain',
  },
  {
    text: 'Is nuclear power progress or a trap, Mr Bacon?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Is there any good argument that God exists?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The woodsman guy would hate my job, I fly 80 times a year for sales meetings. Can you really blame me when the whole company runs on it?',
    issue: 'individual-collective',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Francis, what would your New Atlantis do about a planet that's heating up?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'ok so engines got way more efficent and we just used more fuel anyway?? how does progress win against that',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'is bacon actually bad for you or is that a myth lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My village in Kenya only got electricity five years ago. When rich people talk about slowing down, who exactly are they asking to slow down?',
    issue: 'growth',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: "Without modern farming science billions would starve. Doesn't that settle it in favour of Bacon?",
    issue: 'better-off',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Henry, would you go to jail over climate the way you went to jail over that war tax?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Should we spray stuff into the sky to cool the Earth down?',
    issue: 'redesign',
    form: 'plain',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just romanticizing being poor",
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: "Every time I see the news about wildfires I can't sleep. My friend says tech will sort it out. Is she right or is she just coping?",
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: 'Does a forest have value even if no human ever uses it?',
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: "Mr Prophet of Progress, what happens when the experiment goes wrong and you've only got one planet to run it on?",
    issue: 'redesign',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'the audio keeps cutting out on my end',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Thoreau, if you lived today would you even own a phone?',
    issue: 'simple-living',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Training AI models eats as much power as a small country. Is that progress saving us or eating us?',
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: "come on, a cabin in the woods isn't a climate policy",
    issue: 'simple-living',
    also: ['individual-collective'],
    form: 'plain',
  },
  {
    text: 'Which is better for the planet: one big law like a carbon tax, or millions of people changing their habits?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: "What's the difference between a virus and a bacterium?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Indigenous people looked after the land for thousands of years without a single lab. Doesn't that prove the 1600s science guy wrong?",
    issue: 'mastery',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "If we can get to Mars, why bother fixing Earth? Isn't that what progress looks like, Bacon?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'The English lord thinks knowledge is power. Power over what exactly, the weather?',
    issue: 'mastery',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "does anyone have a good green smoothie recipe that doesn't taste like grass",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i grow my own veg and bike everywhere and honestly it feels pointless when cruise ships exist',
    issue: 'individual-collective',
    form: 'paraphrase',
  },
  {
    text: 'So you admit technology caused the mess. Why would more of it clean it up?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'What did the Industrial Revolution teach us about progress?',
    issue: 'better-off',
    form: 'paraphrase',
  },
  {
    text: 'Thoreaux, is climate anxiety just the new quiet desperation?',
    issue: 'hope',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is beauty objective or just in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But what about the idols, Bacon? Isn't believing gadgets will save us exactly one of the idols of the mind you warned about?",
    issue: 'tech-fix',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Do we need to want less or invent more, Henry David Thoreau?',
    issue: 'simple-living',
    also: ['tech-fix'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'My dad says every generation thought the world was ending. Is climate different, or is this the same panic with better data?',
    issue: 'science-trust',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: "Is wanting to be nature's boss the actual disease, like the guy from Massachusetts says?",
    issue: 'mastery',
    addresses: 'thoreau',
    form: 'epithet',
  },
];
