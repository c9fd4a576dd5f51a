// The blind set of 2026-12-31 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'can technology actually fix climate change or is that just wishful thinking',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "The ozone hole shrank because scientists found the problem and industry swapped the chemicals. Doesn't that prove invention can save us, Thoreau?",
    issue: 'tech-fix',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "anyone know if it's supposed to rain tomorrow in Leeds",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Bacon, people say you wanted to force nature to give up her secrets, almost like an interrogation. Isn't that exactly the attitude that got us into this mess?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "I drive an electric car and felt great about it, then I read about the cobalt mines in Congo. Did I fix anything, or just move the damage somewhere I don't have to look at it?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Henry, you lived two miles from town and your mum still did your laundry. Is that really a model for eight billion people?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "what's wrong with nuclear power, honestly",
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Knowledge Is Power, what happens when the power ends up in the hands of oil companies?',
    issue: 'mastery',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'So growth forever on a finite planet? come on',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'My company just announced "net zero by 2050" and bought a pile of carbon offsets. Is that progress or just a nice story for the shareholders?',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'ok so like if we spray stuff into the sky to block some sunlight is that genius or total madness',
    issue: 'redesign',
    form: 'plain',
  },
  {
    text: 'Should poor countries be allowed to burn coal the way rich countries did to get rich?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'thoreau would you have flown to a climate summit or refused on principle',
    issue: 'simple-living',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The more efficient cars got, the more we drove. Doesn't every efficiency gain just get eaten by more consuming?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: "The woods guy makes going back to a simple life sound easy. My grandparents farmed without machines and they were exhausted and poor. What's romantic about that?",
    issue: 'simple-living',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Is being scared to have kids because of the climate rational, or am I overthinking it?',
    issue: 'hope',
    also: ['future-generations'],
    form: 'plain',
  },
  {
    text: "Francis, what would your Solomon's House scientists be working on today if they saw the fires and the floods?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Who really won the Cold War, and why did the Soviet Union collapse so fast?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean the ai data centres use as much power as small countries now so how is that saving anything',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Does recycling actually make a difference or is it just there to make us feel better?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: 'Activists glued themselves to a road near me last month and everyone was furious. Thoreau, you went to jail rather than pay a tax. Would you be out there with them?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Lab-grown meat: the answer, or one more gadget so we don't have to eat fewer burgers?",
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'Bacon you admit science gave us the engine that caused all this, right',
    issue: 'better-off',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'If we can reach Mars one day, does that make it ok to wreck Earth? Or is that the most dangerous idea of all?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'how do i make the subtitles bigger on my phone',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Green Revolution fed a billion people with new seeds and fertiliser. Wasn't that progress saving lives rather than destroying nature?",
    issue: 'better-off',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: "To the Lord Chancellor: aren't climate deniers a textbook case of your idols of the cave, believing whatever suits them?",
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'thoreau is simple living a real solution or just a hobby for people who can afford it',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "I'm a nurse, I work nights, I recycle, I cut meat, I stopped flying to see my family abroad, and then I read that a hundred companies produce most of the world's emissions and one private jet burns more in an afternoon than I do in a year. So who is actually supposed to change here, me or them, and does progress even reach people like me?",
    issue: 'individual-collective',
    form: 'paraphrase',
  },
  {
    text: 'Can a country stay a democracy if most voters stop trusting elections?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Walden Pond has a parking lot and crowds of tourists now. How would that sit with you, woodsman?',
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'My city dug up a highway and brought back the river that had been buried under it. Is that progress or the opposite of progress?',
    issue: 'mastery',
    also: ['wildness'],
    form: 'paraphrase',
  },
  {
    text: "anyone know a good green tea that isn't bitter",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it even possible to master nature without ruining it, Bacon?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'But what about the people whose jobs depend on coal and oil, do they just get left behind, Mr Progress?',
    issue: 'pace',
    also: ['growth'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Did we lose something when we stopped seeing nature as sacred and started seeing it as a resource?',
    issue: 'mastery',
    also: ['wildness'],
    form: 'plain',
  },
  {
    text: 'Why do we dream? Is there any scientific agreement on that yet?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "honestly if everyone lived like thoreau we'd have to chop down every forest for cabins lol",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
];
