// The blind set of 2026-12-13 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 81). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology actually fix climate change or is that wishful thinking?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Thoreau, you lived in a cabin for two years and your mom still did your laundry. Is that really a model for eight billion people?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Every time cars get more efficient, people just drive more. Doesn't that mean inventions never really save anything?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'bacon what do you mean nature obeys, the wildfires near my town didnt obey anybody',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'can i download this debate as a podcast to listen to on the train',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't wanting to control nature exactly how we got into this mess?",
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: "The ozone hole is healing because scientists found the cause and governments banned CFCs. Isn't that proof, Lord Chancellor, that progress works when we actually use it?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "My daughter is 15 and says she doesn't want kids because of climate change. What would you tell her?",
    issue: 'hope',
    also: ['future-generations'],
    form: 'paraphrase',
  },
  {
    text: "What does 'knowledge is power' mean for the Prophet of Progress when the knowledge is telling us to slow down?",
    issue: 'mastery',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Electric cars: real solution or just swapping oil wells for lithium mines, Bacon?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  { text: 'What caused the 2008 financial crisis, in simple terms?', issue: null, form: 'off-topic' },
  {
    text: 'ok so like should i feel bad about flying to see my family twice a year or is that not even the point',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'Francis Bacon, you literally died from a chill after stuffing a chicken with snow. Is that the spirit of progress we should follow?',
    issue: 'mastery',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Mr Walden, is going back to nature even possible when most people live in cities?',
    issue: 'simple-living',
    also: ['mastery'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Nuclear power is clean, but people are terrified of it. Is that fear rational, or exactly the kind of prejudice Bacon called the idols?',
    issue: 'science-trust',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'climate activists glued themselves to a road in london last week and everyone hated them. would thoreau have joined, civil disobedience and all?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'is it gonna rain this weekend? planning a hike and my weather app is useless',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why should India or Nigeria slow down their growth when rich countries already burned all the coal they wanted?',
    issue: 'growth',
    form: 'paraphrase',
  },
  {
    text: "Does nature have value in itself, or only because it's useful to us, Mr Thoreau?",
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Geoengineering, like spraying particles into the sky to reflect sunlight. Brilliant or insane?',
    issue: 'redesign',
    form: 'paraphrase',
  },
  {
    text: "Some billionaires want to colonise Mars as a backup planet. Isn't that just giving up on Earth, Henry?",
    issue: 'tech-fix',
    also: ['hope'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Thoreau, come on. Without modern medicine half the people in this chat would be dead. You can't just romanticise the woods.",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'I work at a plant that makes plastic packaging. I need the paycheck. Is the problem on me or on the system?',
    issue: 'individual-collective',
    form: 'paraphrase',
  },
  {
    text: 'Is there life on other planets, and how would we even know if we found it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "the woods guy's quote about faster roads is lowkey about my commute. 90 mins each way. is that progress",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Can we keep growing the economy without wrecking the planet, or is 'green growth' a myth?",
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Bacon wrote a story about an island run by scientists. Would you trust scientists to run the world today?',
    issue: 'science-trust',
    form: 'paraphrase',
  },
  {
    text: 'AI data centres use as much electricity as small countries. Is AI part of the problem or the tool that will solve it?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Isn't the real problem just too many people?",
    issue: 'growth',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'Lab-grown meat: the kind of invention that helps, or would the Woodsman just tell us to eat beans?',
    issue: 'tech-fix',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  { text: 'sorry my cat just walked across the keyboard lol', issue: null, form: 'off-topic' },
  {
    text: 'so you admit technology created the problem in the first place, Bacon?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "Norman Borlaug's green revolution fed a billion people with fertiliser and new wheat. It also drained aquifers and poisoned rivers. Which of you gets to claim that story?",
    issue: 'better-off',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'Is recycling pointless? Honest question, I heard most of it ends up in landfill anyway.',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'Why did the Ottoman Empire fall apart after being so powerful for centuries?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What would living simply even look like today, without just being a rich person with a nice cabin?',
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: 'Does free will exist if every event in the brain has a physical cause?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'thoro wouldnt you say the real problem is we measure everything in GDP',
    issue: 'growth',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'anyone know if the farmers market is still open on saturdays? need bacon and eggs',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Honestly Francis, if you saw what we did with your method, plastic in the oceans, nukes, the works, would you still be so sure?',
    issue: 'better-off',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
];
