// The blind set of 2026-12-24 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology actually fix climate change or is that just wishful thinking?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "I drive an electric car and felt great about it until I read about the cobalt mines in Congo. Did I actually help the planet or just move the damage somewhere I can't see it?",
    issue: 'tech-fix',
    also: ['individual-collective'],
    form: 'paraphrase',
  },
  {
    text: 'thoreau u lived in a cabin for 2 years and ur mom still did ur laundry, so like how is that a plan for 8 billion people',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Bacon, if nature obeys whoever understands her, why is she flooding our cities right now?',
    issue: 'mastery',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'is there a dark mode? my eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Some scientists want to spray particles into the stratosphere to dim the sun a little. Is that progress saving us or the same arrogance that got us here?',
    issue: 'redesign',
    also: ['mastery'],
    form: 'paraphrase',
  },
  {
    text: "Every time cars get more fuel efficient people just drive more. Doesn't that prove inventions can't save us on their own?",
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'Is nuclear power the answer?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "Mr Walden, you'd tell a family in Lagos to stay off the grid when we already got rich burning coal? that's not fair",
    issue: 'simple-living',
    also: ['growth'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Do we actually have free will, or is every choice already settled by physics?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Francis, knowledge is power, sure, but power for whom? The oil companies knew about global warming back in the 70s.',
    issue: 'science-trust',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'ok so like is it even worth recyclng or is that just to make us feel better',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: "My daughter is 11 and she cries about the planet burning. What do I tell her that's honest but doesn't crush her?",
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: 'Does saving the planet mean going backwards?',
    issue: 'simple-living',
    also: ['tech-fix'],
    form: 'plain',
  },
  {
    text: 'Henry David, would you have joined those climate protesters who glue themselves to the road?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Lab-grown meat: is that the prophet of progress winning, or just a weirder way of dodging eating less?',
    issue: 'tech-fix',
    also: ['simple-living'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "what's the quickest route to the airport that avoids the ring road at rush hour",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Elon keeps saying we need Mars as a backup planet. Isn't that just admitting we've given up on this one?",
    issue: 'hope',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: "the woodsman guy talks like nature is some pure thing, but nature also gave us smallpox and famine. isn't mastering it the reason we live to 80",
    issue: 'mastery',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Is capitalism the real problem here, not technology?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "Thoreau, can one person's choices matter when a single factory pollutes more than my whole town?",
    issue: 'individual-collective',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Sir Francis, you died after stuffing a chicken with snow to see if cold preserves meat. Should we really trust that kind of tinkering with a problem this big?',
    issue: 'science-trust',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Was the French Revolution worth all the bloodshed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'These AI data centres use as much electricity as small countries. How is that progress for the planet?',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: "The Green Revolution fed a billion extra people with new seeds and fertiliser. That's not nothing, Thoreau?",
    issue: 'better-off',
    also: ['tech-fix'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "come on bacon, we've had 400 years of your method and the ice caps are melting. when do we admit it isn't working",
    issue: 'tech-fix',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'My parents live in Chile and I fly out to see them twice a year. Is it wrong to keep doing that, or is blaming individuals just a distraction?',
    issue: 'individual-collective',
    form: 'paraphrase',
  },
  {
    text: 'Is slowing the economy down on purpose a real option?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "brb pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If fusion finally works, does this whole argument go away?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'The Englishman wrote about idols of the mind. Which idol is stopping us from seeing this crisis clearly?',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Thoreau that line about faster roads hits hard, i commute 2 hours a day. but what am i supposed to do quit my job',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Should euthanasia be legal for people who are terminally ill?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Indigenous communities looked after forests for thousands of years without any of your instruments. Is there knowledge science keeps missing?',
    issue: 'science-trust',
    also: ['mastery'],
    form: 'paraphrase',
  },
  {
    text: 'Is it even possible to want less when every ad tells you to want more?',
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: 'Mr New Atlantis, would your island of scientists have saved the climate, or paved it over?',
    issue: 'tech-fix',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'any tips for a houseplant that survives with basically no sunlight? my flat is super dark',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'anyone know good hiking trails around Concord? going there next month',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "but what about the people who'd lose their jobs if we shut the coal mines",
    issue: 'pace',
    also: ['growth'],
    form: 'plain',
  },
  {
    text: 'Hey Bacon, can you imagine a technology that makes people want less rather than have more?',
    issue: 'tech-fix',
    also: ['simple-living'],
    addresses: 'bacon',
    form: 'named',
  },
];
