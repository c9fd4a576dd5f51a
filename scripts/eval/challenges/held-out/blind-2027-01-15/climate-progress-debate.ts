// The blind set of 2027-01-15 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Honest question: has any technology ever solved a problem without creating a bigger one?',
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'plain',
  },
  {
    text: "We fixed the ozone hole by banning CFCs. Doesn't that prove science plus a few rules can actually save the planet?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'thoreau you lived in a cabin like 2 miles from your moms house and she did your laundry, lets be real',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Francis, if nature 'obeys' us, why are the wildfires getting worse every summer?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Any tips for keeping my plants green in a dark flat?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I drive an electric car, but the battery needed lithium dug out of someone else's country. Did I actually help, or just move the damage out of sight?",
    issue: 'tech-fix',
    also: ['individual-collective'],
    form: 'paraphrase',
  },
  {
    text: 'Should we spray stuff into the sky to cool the planet down?',
    issue: 'redesign',
    form: 'plain',
  },
  {
    text: 'ok so like carbon capture machines, real solution or just an excuse to keep burning oil',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Mr Woodsman, would you give up antibiotics too? Because that's progress as well.",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'When engines got more efficient people just drove more. Why does saving energy so often end with us using more of it?',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'Sir Francis, is nuclear power the answer the green movement was too scared to take?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "What's the best argument that God exists?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My daughter is 14 and can't sleep because she thinks the world is ending. What do I tell her: that inventors will fix it, or that we all have to change how we live?",
    issue: 'simple-living',
    also: ['hope', 'tech-fix'],
    form: 'paraphrase',
  },
  {
    text: "Bacon, what were the 'idols' you warned about, and are climate deniers stuck in one of them?",
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'is the problem technology or is it just capitalism always wanting more stuff',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'A farmer in India needs a tractor and electricity. Should she live simply like Thoreau too? Easy to preach that from a rich country.',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Can you love nature and still want to control it?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: 'For the prophet of progress: they say you died from a chill after stuffing a chicken with snow to test refrigeration. Was it worth it?',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'sorry kids fighting over the remote, back in 2',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Thoreau went to jail rather than pay taxes for a war he hated. Should climate activists who glue themselves to roads be seen the same way?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'i mean lab grown meat could save a lot of forest right? why would anyone be against that',
    issue: 'tech-fix',
    also: ['redesign'],
    form: 'paraphrase',
  },
  {
    text: 'Would the earth be better off without humans at all?',
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'AI data centres are eating electricity like crazy. Is this the progress that saves us or the one that finishes us off, Bacon?',
    issue: 'tech-fix',
    also: ['growth'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "Henry, what did you actually learn at Walden that a scientist couldn't?",
    issue: 'science-trust',
    also: ['mastery'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I take a flight twice a year to see my parents abroad. Everyone says flying is the worst thing I can do for the climate. Am I supposed to just stop seeing my family?',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'so basically the cabin guy had no plan for 8 billion people, right?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Does a forest have value even if nobody ever uses it or sees it, Thoreau?',
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'the green revolution fed a billion people with fertiliser and new seeds. isnt that proof progress works',
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: "how do I see my progress in the app, like how many debates I've joined?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Thoro, what would you think of Walden Pond now, with tourists taking selfies on the shore?',
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is buying less the only real answer, and nobody wants to say it?',
    issue: 'simple-living',
    also: ['growth'],
    form: 'plain',
  },
  {
    text: "you can't 'simplify' your way out of a coal plant though. someone has to build the replacement",
    issue: 'simple-living',
    also: ['individual-collective', 'tech-fix'],
    form: 'plain',
  },
  {
    text: 'Thoreau, was slow living ever possible for people without money?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is there life on Mars, or was there ever?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Some economists push 'degrowth'. Would that make the Englishman's whole project of progress pointless?",
    issue: 'growth',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "The man from the woods says we have no time to see places. But I saw the Northern Lights thanks to a cheap flight and an app alert. Isn't technology how most of us meet nature now?",
    issue: 'better-off',
    also: ['mastery'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "How does inflation actually work, and why can't governments just print more money?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Who should pay for fixing the climate: the countries that got rich burning coal, or everybody?',
    issue: 'individual-collective',
    also: ['future-generations'],
    form: 'plain',
  },
  {
    text: 'lol the moderator sounds exactly like my old geography teacher',
    issue: null,
    form: 'off-topic',
  },
];
