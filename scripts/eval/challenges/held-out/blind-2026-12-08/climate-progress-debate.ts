// The blind set of 2026-12-08 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 76). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology really fix climate change or is that wishful thinking?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Thoreau, you lived at Walden for two years and your mom still did your laundry. Why should we take lifestyle advice from you?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'so like electric cars are good right? or is it just moving the pollution to lithium mines',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  { text: 'is it supposed to snow this weekend? need to plan a drive', issue: null, form: 'off-topic' },
  {
    text: "Francis Bacon, you said knowledge is power. Power over nature is kind of what got us here, isn't it?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Engines got more efficient, and we just drove more. Every time we save energy we find new ways to burn it. How does progress escape that trap?',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: "I'm a farmer in Kansas. Without synthetic fertilizer and modern seed my yields would collapse and people would go hungry. Tell me again how going back to the woods helps?",
    issue: 'simple-living',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Woodsman, do you think anyone under thirty can afford a cabin by a pond anymore?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Is nuclear power the answer everyone is too scared to say out loud?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "What's the strongest argument anyone has ever made for the existence of God?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Some scientists want to spray particles into the sky to cool the planet. Bacon, would you sign off on that, or is that where even you'd stop?",
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'ok question for the concord guy but what about the billions of people in india and africa who still need electricity? telling them to live simply feels kinda rich coming from the west',
    issue: 'simple-living',
    also: ['growth'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Why would slowing down save the planet if the problem is carbon, not speed?',
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: "To the author of New Atlantis: did you imagine scientists running society? Because they don't, politicians do.",
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "My teenage son glued himself to a road last month at a climate protest. He says he's following Thoreau. Henry, was civil disobedience meant for this?",
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  { text: 'my battery is at 3% brb', issue: null, form: 'off-topic' },
  {
    text: 'Training these AI models uses as much electricity as small countries. Is that progress helping the planet or eating it?',
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: "Isn't the real problem that we buy too much stuff, not that we lack the right invention?",
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: "come on, Thoreau, you'd have died of some infection in your cabin without modern medicine",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Elon wants to go to Mars in case Earth gets ruined. Is that progress or giving up?',
    issue: 'hope',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: "What are Bacon's idols of the mind, and do they explain why people deny climate science?",
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  { text: 'How did the Black Death change wages for peasants in Europe?', issue: null, form: 'off-topic' },
  {
    text: 'Lab-grown meat could cut emissions from cattle massively. Would either of you eat it?',
    issue: 'tech-fix',
    also: ['redesign'],
    form: 'paraphrase',
  },
  {
    text: 'i mean if we invent our way out of this wont we just wreck something else next',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'The Prophet of Progress keeps talking about nature doing what we want once we understand it. Has he seen a wildfire in California?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Is there a difference between understanding nature and conquering it?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: "Henry David, what would you say to someone who loves nature but lives in a tiny city apartment and can't get away?",
    issue: 'wildness',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'does this app work offline? going camping in the woods next week lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I work remotely now and haven't commuted in three years. My carbon footprint dropped by half thanks to the internet. Isn't that progress doing exactly what the cabin guy wanted — slowing us down?",
    issue: 'tech-fix',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  { text: 'Were the Amish right?', issue: 'simple-living', also: ['better-off'], form: 'paraphrase' },
  {
    text: "The Lord Chancellor died after stuffing a chicken with snow to test refrigeration. Isn't that the perfect picture of science: curious, brave, and a bit reckless?",
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Should I feel guilty about flying to see my family overseas?',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  { text: 'Should the voting age be lowered to sixteen?', issue: null, form: 'off-topic' },
  {
    text: 'So you admit, Mr Bacon, that without regulation scientists would happily poison rivers if it advanced knowledge?',
    issue: 'science-trust',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "Is it even possible to simplify when your job, your kids' school, everything needs a car, Thoreau?",
    issue: 'simple-living',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "The ozone hole is mostly healing because we invented replacements for CFCs. Doesn't that show progress can save us?",
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  { text: 'is nature valley granola actually healthy or is it just candy', issue: null, form: 'off-topic' },
  {
    text: "Extinction is forever. Can any invention bring back what we've already lost?",
    issue: 'tech-fix',
    also: ['redesign'],
    form: 'plain',
  },
  {
    text: 'sir francis do u think scientists should be allowed to genetically engineer mosquitos out of existence',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Can a black hole actually evaporate, and what would be left of it?',
    issue: null,
    form: 'off-topic',
  },
];
