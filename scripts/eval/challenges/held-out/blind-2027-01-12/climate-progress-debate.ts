// The blind set of 2027-01-12 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can we invent our way out of climate change?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "Bacon, solar panels got like 90 percent cheaper in a decade. isn't that your side winning",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "I switched to an electric car and then read about lithium and cobalt mines in Chile and the Congo. Did I fix anything or just move the damage somewhere I don't have to look?",
    issue: 'tech-fix',
    also: ['individual-collective'],
    form: 'paraphrase',
  },
  {
    text: 'Thoreau, easy to praise the simple life when your mom was doing your laundry in town.',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is nuclear power the answer nobody wants to hear?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'what time does the farmers market close today',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Spraying particles into the sky to cool the planet: is that Bacon's dream come true or his nightmare?",
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "The woods guy: if everyone moved to a cabin by a pond, there wouldn't be any woods left. How does your idea scale to 8 billion people?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Does nature have value even if it's useless to us?",
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'ok so engines got more efficient but i just drive more now. does that happen with everything',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'My daughter is 14 and cries about the climate at night. What do I tell her — that scientists will fix it, or that we need to change how we live?',
    issue: 'tech-fix',
    also: ['simple-living', 'hope'],
    form: 'paraphrase',
  },
  {
    text: 'Francis, you said knowledge is power. Power for whom, though? The oil companies had the best scientists too.',
    issue: 'tech-fix',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Protesters glued themselves to roads and threw soup at paintings. Henry, is that your civil disobedience or just a stunt?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could lab-grown meat save more forest than any protest ever will?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'the ozone hole got fixed by chemistry and a treaty. why cant we do that again',
    issue: 'tech-fix',
    also: ['individual-collective'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Walden, should I feel guilty about flying to see my family twice a year?',
    issue: 'individual-collective',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "What's the origin of the universe according to current physics?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is degrowth just poverty with better branding?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Bacon wanted to put nature on the rack and force out her secrets, or so his critics say. Is the climate crisis the bill for that attitude?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'ChatGPT and all those data centers use crazy amounts of electricity and water. Is AI going to help with climate or make it worse?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "that's just nostalgia, Thoreau. people in 1850 died at 40",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Poor countries say the rich got rich burning coal and now want to pull up the ladder. Who's right?",
    issue: 'growth',
    form: 'paraphrase',
  },
  {
    text: 'Does recycling actually do anything, Henry David?',
    issue: 'individual-collective',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Prophet of Progress, which of your idols of the mind stops us from taking climate data seriously?',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "weather's been so weird lately, is it gonna rain this weekend or not",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I farm 200 acres. Without fertilizer and new seed varieties my yields would collapse, but the runoff is killing the river. What would either of you have me do?',
    issue: 'mastery',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'Is it selfish to have children now?',
    issue: 'future-generations',
    also: ['hope'],
    form: 'plain',
  },
  {
    text: 'Sir Francis Bacon, if nature obeys whoever understands her, why is she not obeying us now?',
    issue: 'mastery',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Who was the first emperor of China and how did he unify it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'we dont ride on the railroad it rides upon us - thoreau said that right? does that apply to phones and cars today',
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Can the market fix climate through carbon taxes, or does that need something bigger?',
    issue: 'growth',
    also: ['individual-collective'],
    form: 'plain',
  },
  {
    text: "Didn't you borrow an axe to build that cabin, Thoreau? Even the woodsman depends on tools.",
    issue: 'simple-living',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "hold on my coffee's getting cold",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "what about fusion tho, lord chancellor? everyone's been saying 30 years away for like 60 years",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Is lying ever morally acceptable?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Bakon, what would your New Atlantis do about rising seas?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Is the real problem technology or the way we want more and more stuff?',
    issue: 'simple-living',
    also: ['growth'],
    form: 'plain',
  },
  {
    text: 'can anyone recommend a good book for a long train ride',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I hike every weekend and honestly it's the only time I feel sane. Is it true that we need wildness, or is that just a luxury for people like me?",
    issue: 'wildness',
    form: 'paraphrase',
  },
];
