// The blind set of 2026-12-16 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can we actually invent our way out of climate change, or is that just a nice story?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Francis, you wanted humanity to command nature. Look at the wildfires. Did nature obey?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  { text: "what's the weather like where you guys are, it's pouring here", issue: null, form: 'off-topic' },
  {
    text: 'My company just announced carbon offsets so the CEO can keep flying private. Is that progress, or paying for permission to pollute?',
    issue: 'simple-living',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'thoreau lived at walden for like two years and his mom still did his laundry, why should we take lifestyle advice from him',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is nuclear power the answer both of you are too stubborn to say out loud?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Bacon, what would you make of spraying particles into the stratosphere to cool the planet? Science at its best, or the worst kind of hubris?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  { text: 'how do I turn off the captions', issue: null, form: 'off-topic' },
  {
    text: "Isn't the Jevons paradox a problem for the optimists? Every time engines get more efficient, people just drive more.",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'plain',
  },
  {
    text: 'my daughter is 14 and she has panic attacks about the climate. what am I supposed to tell her, that scientists will fix it?',
    issue: 'hope',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  { text: 'Should I stop flying?', issue: 'individual-collective', also: ['simple-living'], form: 'plain' },
  {
    text: "So you admit electric cars still need lithium dug out of the ground somewhere in Chile? That's not saving the planet, that's moving the damage.",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Anyone know a good recipe for crispy bacon? Sorry, couldn't resist.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Henry, if everyone moved to a cabin in the woods there wouldn't be any woods left. Did you think about that?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "The Green Revolution fed a billion people who would have starved. Isn't that proof that mastering nature can be good, Mr Thoreau?",
    issue: 'mastery',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is it up to individuals to change, or only governments and corporations?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: "Lab-grown meat: Bacon's dream or Thoreau's nightmare?",
    issue: 'redesign',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'Teenagers glued themselves to a motorway to protest oil. Thoreau, you went to jail over taxes, so would you be out there with them?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  { text: "hang on, the delivery guy's at the door", issue: null, form: 'off-topic' },
  {
    text: 'ok but solar got like 90% cheaper in ten years, isnt that literally progress saving the planet rn',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Why should poor countries slow down their growth when rich countries got rich burning coal?',
    issue: 'growth',
    form: 'plain',
  },
  { text: 'Does the existence of evil disprove an all-good God?', issue: null, form: 'off-topic' },
  {
    text: 'Lord Chancellor, your New Atlantis had a research house for everything. Did you ever imagine one would be needed to repair what the others broke?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Do we even need more stuff to be happy?',
    issue: 'simple-living',
    also: ['better-off'],
    form: 'plain',
  },
  {
    text: "The AI boom is eating electricity like crazy, whole data centers running on gas turbines. Is that the progress that's supposed to save us?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'come on, nobody is going back to candles and growing beans',
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: "What's the difference between a virus and a bacterium, and why don't antibiotics work on flu?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Does nature have value in itself, or only because it's useful to us?",
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'I work in a recycling plant and honestly most of what comes in ends up in landfill anyway. Is the whole system just there so people feel less guilty?',
    issue: 'individual-collective',
    form: 'paraphrase',
  },
  {
    text: "To the man who moved to the woods: what do you say to someone who can't afford to slow down because they work two jobs?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Mr Bacon, you warned about idols of the mind. Isn't blind faith in technology one of them?",
    issue: 'tech-fix',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'if fusion finally works does the progress prophet just win the debate by default',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Billionaires want colonies on Mars in case Earth gets wrecked. Is that a plan B or just giving up on the planet?',
    issue: 'hope',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  { text: 'Was the French Revolution worth the Terror?', issue: null, form: 'off-topic' },
  {
    text: 'Thoreau, was your point that we should live simply, or that we should think before we build?',
    issue: 'simple-living',
    also: ['mastery'],
    addresses: 'thoreau',
    form: 'named',
  },
  { text: "That's just nostalgia. People in the 1800s died at forty.", issue: 'better-off', form: 'plain' },
  {
    text: 'Can Indigenous ways of managing land teach the scientists something, or is that romanticizing?',
    issue: 'mastery',
    also: ['science-trust'],
    form: 'plain',
  },
  {
    text: 'Is it selfish to have kids given where the climate is heading?',
    issue: 'future-generations',
    also: ['hope'],
    form: 'plain',
  },
  {
    text: 'How does proportional representation differ from first-past-the-post?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My town dammed the river in the fifties for cheap power and now they're paying millions to take the dam out so the salmon come back. Which of you does that story prove right?",
    issue: 'mastery',
    also: ['wildness'],
    form: 'paraphrase',
  },
];
