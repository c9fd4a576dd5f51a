// The blind set of 2027-01-09 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology fix a problem that technology caused?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Thoreau, do you honestly think eight billion people can each move to a cabin by a pond?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "I drive an electric car and feel pretty good about it, but my cousin says the batteries come from mines that wreck whole landscapes. Is green tech just moving the damage somewhere we don't have to look?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Bacon, you said knowledge is power. Isn't power over nature exactly what got us into this mess?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'is there a farmers market open on sundays near the station? need veg for the week',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'what about nuclear tho. isnt it the obvious answer that everyone is just scared of',
    issue: 'tech-fix',
    also: ['science-trust'],
    form: 'paraphrase',
  },
  {
    text: "The ozone hole actually started healing after countries banned CFCs. Doesn't that prove science plus rules can work?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Would eating less meat do more good than any invention?',
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'ok so the woods guy lived two miles from town and his mom still did his laundry. bit hard to take simple living advice from that',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'How do vaccines actually teach the immune system to recognise a virus?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Bacon, should we try geoengineering, like spraying particles into the sky to cool things down, or is that playing God?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Mr Progress, what would the scientists of your New Atlantis do about two degrees of warming?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Every time engines get more efficient, we just drive more. Why would better technology ever make us consume less?',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: "I'm a farmer. Fertiliser and new seed varieties doubled my yields, and without them a lot of people would go hungry. Henry, are you telling me to go back to the plough?",
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'is it even fair to tell poor countries to stop growing when we got rich burning coal',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'brb dog is whining at the door',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the woodsman: do we protect nature because it's useful to us, or because it's worth something in itself?",
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Francis, would you have built the data centres that train AI, knowing how much water and electricity they swallow?',
    issue: 'better-off',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "My daughter is fourteen and has panic attacks about climate change. She says there's no point planning a future. What would either of you say to her?",
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: 'Prophet of Progress, billionaires are building rockets to Mars. Is that progress, or running away from the house we set on fire?',
    issue: 'tech-fix',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Is beauty just in the eye of the beholder, or can one painting be objectively better than another?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Thoreau went to jail rather than pay a tax he thought was unjust. Are the activists who glue themselves to motorways his heirs?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "but what about people who need planes to see their families? simplicity is easy when you're single with no kids",
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'Can nature really be conquered, or is that just a figure of speech that went to our heads?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: 'Do we need less stuff or better stuff?',
    issue: 'simple-living',
    also: ['tech-fix'],
    form: 'plain',
  },
  {
    text: "so basically you admit progress makes things worse before it makes them better. how many extinct species is 'before', Bacon?",
    issue: 'better-off',
    also: ['wildness'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Would a carbon tax do more than any philosopher ever could?',
    issue: 'individual-collective',
    form: 'paraphrase',
  },
  {
    text: 'does this app work offline? my wifi keeps cutting out in the garden',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I install solar panels for a living and business has never been better. Honestly, aren't we already winning, just slowly?",
    issue: 'hope',
    also: ['pace'],
    form: 'paraphrase',
  },
  {
    text: "thoreau are you against trains? like actual trains? they're the greenest thing we've got",
    issue: 'better-off',
    also: ['tech-fix'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is it progress if we live longer but the rivers die?',
    issue: 'better-off',
    also: ['wildness'],
    form: 'plain',
  },
  {
    text: 'To the Englishman who caught his death stuffing a chicken with snow: would you trust lab-grown meat?',
    issue: 'redesign',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'hi everyone, first time on here, how do I ask a question out loud instead of typing?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My town is split over a wind farm on the hill where everyone walks their dogs. Half say it ruins the place, half say it saves the planet. Who's right?",
    issue: 'wildness',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: "What actually causes inflation, and why can't central banks just switch it off?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't 'simplify, simplify' a luxury for people who already have enough, Mr Thoreau?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Could indigenous ways of farming and managing fire teach us more than the labs can?',
    issue: 'mastery',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: "what's the best green tea for sleeping? the shop had like 40 kinds",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Henry David Thoreau, what should someone do who lives on the 12th floor in a city and will never own a patch of woods?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'If the planet could vote, which of you would it pick?',
    issue: 'tech-fix',
    also: ['mastery'],
    form: 'paraphrase',
  },
];
