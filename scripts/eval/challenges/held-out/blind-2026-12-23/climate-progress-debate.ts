// The blind set of 2026-12-23 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology really fix a problem technology caused?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Francis, would you still say knowledge is power if you saw what we did to the oceans with it?',
    issue: 'mastery',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'my brother bought an electric car and acts like hes saved the world but he still flies to ibiza 4 times a year. is that progress or just a new way to feel good',
    issue: 'simple-living',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: "what's the weather supposed to be like tomorrow, thinking of going for a run",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Thoreau, honest question: didn't your mum still do your laundry while you lived at Walden? So is going back to nature even possible for most people?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is nuclear power the answer, or too dangerous?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "I work at a solar panel factory. We're growing like crazy, and yet emissions keep going up globally. Why isn't more clean tech enough on its own?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'the woods guy wants us all in cabins. there are 8 billion of us, where are the cabins going',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Some scientists want to spray particles into the sky to cool the planet. Bacon, would that be mastering nature or just playing god?',
    issue: 'redesign',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "so you admit the problem isn't science itself, its how we use it?",
    issue: 'tech-fix',
    also: ['mastery'],
    form: 'plain',
  },
  {
    text: "Question for the prophet of progress: farmers in India doubled their harvests with new seeds in the sixties. Didn't progress feed a billion people?",
    issue: 'better-off',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should I feel guilty about having kids with the climate the way it is?',
    issue: 'future-generations',
    also: ['individual-collective'],
    form: 'plain',
  },
  {
    text: 'Mr Thoreau what would you say to the kids who glue themselves to roads for the climate, is that civil disobedience like yours?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Why should poor countries stop burning coal when rich countries got rich by burning it?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'ok so AI is supposed to solve climate but the data centres use as much power as small countries?? how does that make sense',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'The Englishman with the laboratory dream: did you ever imagine nature might stop cooperating?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "brb kettle's boiling",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Henry, I grew my own vegetables this year and it was amazing, but it saved maybe 10 kilos of carbon. Is living simply about saving the planet or saving yourself?',
    issue: 'simple-living',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'What if we just colonise Mars when Earth gets too hot?',
    issue: 'tech-fix',
    also: ['mastery'],
    form: 'paraphrase',
  },
  {
    text: 'come on thoreau, you had a pencil factory in the family, you werent exactly anti-industry',
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Lab-grown meat could cut emissions massively. Is that the kind of invention Bacon dreamed of, or a sign we've gone too far?",
    issue: 'redesign',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'What are the idols of the mind, Bacon, and are climate deniers stuck in one of them?',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'any good campsites near lake tahoe that take dogs?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "When cars got more fuel efficient, people just drove more. Doesn't that mean efficiency never actually saves anything?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: "I get panic attacks reading climate news. Is it better to believe in progress even if it's naive?",
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: 'But what about recycling? Does it actually help or is it just something to make us feel better?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: "Lord Chancellor, you supposedly died after stuffing a chicken with snow to test refrigeration. Doesn't that show experiments can backfire?",
    issue: 'tech-fix',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'is degrowth a real plan or just a nice word for being poorer',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Can markets fix climate change once carbon has a price, Bacon?',
    issue: 'growth',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'lol the moderator sounds exactly like my uncle',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If fusion power finally works in twenty years, does that make Thoreau's whole argument pointless?",
    issue: 'tech-fix',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "My town cut down a forest to build a 'green' battery plant. Everyone's confused about whether to be happy or furious.",
    issue: 'wildness',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'Thoreu is it possible to want less in a world that sells you more every day?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'is there a way to make the text bigger on this app',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'thoreau your whole thing is slow down but the climate needs fast action?? how do you square that',
    issue: 'pace',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "that's just nostalgia for a world that never existed, Mr Walden",
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Is there any good argument that the mind is more than the brain?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Indigenous peoples managed forests for thousands of years without modern science. Don't they prove the experimenters wrong?",
    issue: 'mastery',
    form: 'paraphrase',
  },
];
