// The blind set of 2026-12-29 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
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
    text: "Bacon, you said nature obeys whoever understands her. The climate doesn't seem very obedient right now.",
    issue: 'mastery',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'I work at a solar farm. Every panel we install needs metals mined somewhere else. Are we saving the planet or just moving the damage out of sight?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'thoreau did you actually live in the woods or was your mom doing your laundry the whole time lol',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "what's a good green smoothie recipe? trying to eat healthier",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't nuclear power the obvious answer everyone's too scared to say out loud?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "So the answer is we all move into cabins? That's just not happening for eight billion people.",
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: 'Henry, what about people in poor countries who want cars and fridges like everyone else? Is it fair to tell them to live simply?',
    issue: 'simple-living',
    also: ['growth'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'ok so every time engines get more efficient people just drive more. so does efficiency even help',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: "The ozone hole was mostly fixed by a treaty and new chemicals. Doesn't that prove progress can save us?",
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Walden, is going off grid actually better for the planet or just better for your conscience?',
    issue: 'simple-living',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Should we try geoengineering, like spraying particles into the sky to cool the planet, Bacon?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "My teenage daughter can't stop crying about climate change. She says adults ruined everything and technology is a lie. What would either of you say to her?",
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: "Francis, 'knowledge is power' \u2014 but power for whom? Oil companies knew about warming decades ago.",
    issue: 'better-off',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Is lab-grown meat progress we should want, or more of the same control freakery over nature?',
    issue: 'redesign',
    also: ['mastery'],
    form: 'paraphrase',
  },
  {
    text: "brb someone's at the door, probably the pizza",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Prophet of Progress: if you were alive today would you be building rockets to Mars?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "Billionaires say we'll just move to another planet. Is that progress or giving up on this one?",
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: "that's just romanticizing poverty, thoreau",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'AI data centres are using huge amounts of electricity now. How is that saving anything?',
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: "What was Plato's argument for why philosophers should rule?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I cycle everywhere and recycle everything, and then I read that one cruise ship pollutes more than my whole town. Does personal virtue matter at all, or only big inventions and laws?',
    issue: 'individual-collective',
    form: 'paraphrase',
  },
  {
    text: 'Is there any good argument that we survive death?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Some climate activists glue themselves to roads. Would the author of Civil Disobedience approve?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'is the real problem capitalism rather than science',
    issue: 'growth',
    also: ['tech-fix'],
    form: 'plain',
  },
  {
    text: "Bacon, didn't you die after an experiment stuffing a chicken with snow? Maybe that was a warning about mastering nature?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Do indigenous ways of living with the land know something science is missing?',
    issue: 'mastery',
    also: ['science-trust'],
    form: 'plain',
  },
  {
    text: "Come on, the Green Revolution fed billions. Would you really rather they'd starved, Mr Woodsman?",
    issue: 'better-off',
    also: ['tech-fix'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "what's the quickest way from the airport into the city, the roads there are a nightmare",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Thoreau, should we be having fewer children for the planet's sake?",
    issue: 'simple-living',
    also: ['future-generations'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'the English lord with the lab coat \u2014 does science ever tell us when to stop?',
    issue: 'mastery',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'In a hundred years, will people thank the engineers or the ones who learned to want less?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'but what about electric cars thoreau, are they actually greener or is that just marketing',
    issue: 'tech-fix',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is 'mastering nature' really a Christian idea, from Genesis and dominion over the earth?",
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: "I'm an engineer at a carbon capture startup. Honestly we're years away from real scale. Should I keep going or just go plant trees?",
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: 'Should rich countries grow their economies at all anymore? What about degrowth?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "does this app work offline? I'm going camping next week",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Sir Francis, would your New Atlantis have had a climate crisis, or would its scientists have seen it coming?',
    issue: 'tech-fix',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'named',
  },
];
