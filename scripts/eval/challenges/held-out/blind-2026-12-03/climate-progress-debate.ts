// The blind set of 2026-12-03 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 meant on the theme and 8 off it, then
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology actually fix climate change or are we kidding ourselves?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "Mr Bacon, we've had four hundred years of your science and the ice caps are melting. How is that a win?",
    issue: 'better-off',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'thoreau u lived in a cabin for like two years and your mom did your laundry, be serious',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  { text: 'Prove it.', issue: null, form: 'off-topic' },
  {
    text: 'I drive an electric car now, I recycle, I got solar panels on the roof, and my electric bill is still huge and the summers keep getting hotter. So which one of you is going to tell me I did the right thing?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: "Hey woodsman, nobody can afford to move to the woods. What's your plan for eight billion people?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Francis, what about those carbon capture machines? Is that the kind of invention you mean, or just an excuse to keep burning oil?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  { text: 'so you admit science caused the mess in the first place?', issue: 'better-off', form: 'plain' },
  {
    text: "But what about vaccines and clean water? Going back to nature means kids dying young again, doesn't it?",
    issue: 'better-off',
    form: 'plain',
  },
  {
    text: "My grandad farmed the same land for fifty years and says the rain doesn't come when it used to. Fertilizer made him richer but the soil is dead. Who's right about that, Bacon?",
    issue: 'mastery',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'named',
  },
  { text: 'Wait, is this thing recording me?', issue: null, form: 'off-topic' },
  {
    text: 'Is wanting to control nature really the problem, or is it just plain greed?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: "My son's school sent home a progress report with all C's. Is it even fair to rank kids against each other, or does grading teach them the wrong things?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Prophet of Progress, isn't 'we'll invent something later' exactly what an addict says?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'thoro do you even have a phone lol. how would you tell people about the woods without one',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'If nuclear power is clean, why are so many environmentalists against it?',
    issue: 'tech-fix',
    also: ['science-trust'],
    form: 'plain',
  },
  {
    text: "Honestly I think you're both wrong, the planet will be fine, it's humans who are in trouble.",
    issue: 'hope',
    form: 'plain',
  },
  { text: 'Does God exist, and if not, where does morality come from?', issue: null, form: 'off-topic' },
  {
    text: 'Bacon, what if geoengineering goes wrong? Like spraying stuff in the sky to block the sun and then the crops fail?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'I work in a warehouse shipping stuff people order at midnight. Is my job the progress or the problem?',
    issue: 'growth',
    also: ['better-off'],
    form: 'plain',
  },
  {
    text: 'Can simple living really make a dent when one factory somewhere pollutes more than my whole town?',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'Hey Woodsman, you say slow down. But poor countries want cars and fridges too. Who are you to tell them no?',
    issue: 'growth',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  { text: 'Is lab grown meat progress or just more meddling?', issue: 'redesign', form: 'plain' },
  { text: "Ha, Bacon. Now I'm hungry.", issue: null, form: 'off-topic' },
  {
    text: 'Who pays for all this new green technology, though? Not the rich, I bet.',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'frances bacon shouldnt rivers and forests have rights, not just be something we figure out and use',
    issue: 'wildness',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Is it in human nature to be selfish, or is that something we learn?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Every new gadget promises to save energy and then we just use more. Isn't that a trap?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'plain',
  },
  { text: "Sorry, can you speak a bit slower? I'm listening in the car.", issue: null, form: 'off-topic' },
  {
    text: "Does it even matter if I personally cut back, if the big companies don't?",
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: 'Do we actually have free will, or is everything already decided for us?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Thoreau, you loved ponds and trees. Would you support a wind farm if they had to clear a forest to build it?',
    issue: 'wildness',
    also: ['tech-fix'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'My daughter has climate anxiety and cries about polar bears. What am I supposed to tell her, that scientists will fix it or that we all have to change how we live?',
    issue: 'hope',
    also: ['tech-fix', 'simple-living'],
    form: 'plain',
  },
  {
    text: "Bacon you said nature obeys whoever understands her. Well she's not obeying now, is she?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'So basically one of you wants more stuff and the other wants less stuff?',
    issue: 'simple-living',
    also: ['growth'],
    form: 'plain',
  },
  {
    text: 'What would you two think of AI data centers sucking up whole rivers of water for cooling?',
    issue: 'growth',
    also: ['better-off'],
    form: 'plain',
  },
  {
    text: "Isn't the real question who gets to decide what counts as progress?",
    issue: 'better-off',
    form: 'plain',
  },
  { text: 'How long does one of these debates usually last?', issue: null, form: 'off-topic' },
  {
    text: 'hey woods guy, going back to candles and horses isnt gonna happen, be realistic',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Mr Bacon, can science tell us when to stop, or only how to go further?',
    issue: 'mastery',
    also: ['growth'],
    addresses: 'bacon',
    form: 'named',
  },
];
