// The blind set of 2027-01-02 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology fix climate change or not?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Bacon, you said nature obeys whoever understands her. Then why is she hitting back with floods and wildfires?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'i drive an electric car now but my neighbour keeps telling me the lithium is dug up by kids in mines. so did i actually help or not',
    issue: 'tech-fix',
    also: ['individual-collective'],
    form: 'paraphrase',
  },
  {
    text: 'Thoreau, you lived at Walden two miles from town and your mom still did your laundry. Is that really a model for eight billion people?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'whats the best way to cook bacon in the oven without it going soggy',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is nuclear power the answer greens are too scared to admit?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Spraying particles into the sky to dim the sun sounds insane to me. Would the Prophet of Progress actually sign off on that?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Does recycling actually do anything, Thoro?',
    issue: 'individual-collective',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "My company just announced it'll be carbon neutral by 2030, but mostly by buying offsets, trees planted somewhere in Brazil. Is that progress, or just paying someone else so we can feel good?",
    issue: 'simple-living',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'so you admit, Francis, the whole master-nature project is what got us into this?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Should poor countries be allowed to burn coal the way rich ones did to get rich?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in the end?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, the woods guy would've died of a tooth infection without modern science",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Engines got more efficient and we just drove more. Isn't that the Jevons paradox, every efficiency gain eaten up by more consumption?",
    issue: 'tech-fix',
    also: ['growth', 'simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'Henry, would you fly to a climate conference?',
    issue: 'individual-collective',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "like honestly i've got climate anxiety so bad i don't want kids. does either of you have anything hopeful to say to me",
    issue: 'hope',
    also: ['future-generations'],
    form: 'plain',
  },
  {
    text: 'Is economic growth compatible with a livable planet, or is degrowth the only honest option?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'any progress on the lag? the app freezes every time the moderator talks',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The ozone hole got fixed with a treaty and a new chemical. Why can't climate go the same way, Sir Francis?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'The Green Revolution fed billions with new wheat and fertiliser, but it also poisoned rivers. Is that progress saving us or borrowing from the future?',
    issue: 'better-off',
    also: ['future-generations'],
    form: 'paraphrase',
  },
  {
    text: "Thoreau, you wrote that we don't ride on the railroad, it rides upon us. Would you say the same about smartphones and data centres?",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Is nature worth saving even if it's no use to us?",
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'What is time, physically? Is it real or just how we measure change?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ChatGPT and all those AI servers use as much electricity as small countries. Isn't the newest progress making things worse?",
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: 'I quit my job in the city and moved to a small farm in Portugal. Some days I feel righteous, some days like I just ran away. What would the Woodsman tell me?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'The American who went to jail rather than pay his taxes: would he glue himself to a motorway today, or is that just annoying people who already agree?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "that's just romantic nonsense, nobody is going back to candles",
    issue: 'simple-living',
    also: ['better-off'],
    form: 'plain',
  },
  {
    text: 'Lab-grown meat, yes or no, Bacon?',
    issue: 'tech-fix',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'is it cold in boston this week? i fly there tomorrow for a wedding',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it fair to blame individuals for their carbon footprint when BP is the one that made that term popular?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: 'Could fusion ever come in time, or is waiting for the miracle machine part of the problem, Lord Bacon?',
    issue: 'tech-fix',
    also: ['pace'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Mr Knowledge is Power, is knowledge enough when the people with power ignore it?',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Is beauty objective, or really in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "what would thoreau even think of instagram influencers doing 'cabin life' content with a ring light lol",
    issue: 'simple-living',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Bacon died after stuffing a chicken with snow to see if cold would preserve meat. Is that the spirit we need, or the spirit that got us here?',
    issue: 'mastery',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Do cities save the planet by packing people together, or destroy it?',
    issue: 'mastery',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'My son wants to study engineering to build solar farms; my daughter wants to be a forest ranger. Which of them is actually saving the planet?',
    issue: 'tech-fix',
    also: ['wildness', 'mastery'],
    form: 'paraphrase',
  },
  {
    text: "But what about the animals going extinct right now? Invention won't bring them back, will it?",
    issue: 'wildness',
    also: ['tech-fix'],
    form: 'plain',
  },
  {
    text: "is there any green tea that doesn't taste like lawn clippings",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "hang on, someone's ringing the doorbell",
    issue: null,
    form: 'off-topic',
  },
];
