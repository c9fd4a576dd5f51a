// The blind set of 2026-12-30 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can solar panels and electric cars really fix climate change, or are we just swapping one kind of consumption for another?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: "Thoreau, your mum did your laundry while you lived 'alone' by the pond. Why should we take lessons on simple living from you?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "anyone else's stream lagging or is it just me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't the whole mess caused by the Industrial Revolution, which was exactly the kind of progress Bacon dreamed of?",
    issue: 'better-off',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "I'm an engineer working on carbon capture. My friends say it's just a licence for oil companies to keep drilling. Am I part of the solution or a fig leaf?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'so like should i feel guilty about flying to see my family twice a year or is that not even the point',
    issue: 'individual-collective',
    form: 'paraphrase',
  },
  {
    text: 'What would the man from Walden Pond say about people who go off grid but post every minute of it on Instagram?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'How did the Black Death change European society?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Sir Francis, you said knowledge is power. Power over nature is exactly what got us into this, no?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Is nuclear power the answer or a disaster waiting to happen?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "More efficient engines just mean people drive more. Doesn't that prove better tech can't save us on its own?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'Is it fair to tell poorer countries to stop developing when rich ones polluted their way to wealth?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "Henry, wasn't your cabin an experiment too? Sounds a lot like the scientific method to me.",
    issue: 'simple-living',
    also: ['science-trust'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "that's just romantic nonsense. nobody is going back to living in huts in the woods",
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: "what's a good green plant for a dark apartment that's hard to kill",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Some scientists want to spray particles into the sky to cool the planet. Is that genius or playing god?',
    issue: 'redesign',
    form: 'paraphrase',
  },
  {
    text: "The Green Revolution fed billions who would otherwise have starved. Doesn't that show invention beats going back to the land?",
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'i mean training one AI model uses as much power as a small town or whatever, so is AI progress making climate worse',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: "Lord Bacon, didn't you die of a chill after stuffing a chicken with snow? Maybe nature doesn't always obey.",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "Does nature have value in itself, or only because it's useful to us?",
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: "My teenager has climate anxiety and says there's no point planning a future. How do I answer her without lying?",
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: 'Should judges be elected or appointed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Thoreau wrote about civil disobedience. Are activists who glue themselves to roads following in his footsteps, and does it even help?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "but what about fusion? people keep saying it's 30 years away. are we betting the planet on a maybe",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Is buying less stuff actually more powerful than any new invention, Mr Thoreau?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "The woodsman keeps saying slow down, but slowing down doesn't feed eight billion people. How does he answer that?",
    issue: 'simple-living',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'I moved from the city to a small village to live simpler, and now I drive an hour to get anywhere. Did I make things worse for the planet?',
    issue: 'simple-living',
    also: ['individual-collective'],
    form: 'paraphrase',
  },
  {
    text: 'brb making tea',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Bacon, what were those 'idols' you warned about, and do climate deniers have them?",
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'come on thoreu you cant stop progress. do you really want us to give up hospitals and vaccines too',
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Lab-grown meat could cut emissions hugely. Would the Prophet of Progress put it on his plate?',
    issue: 'tech-fix',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Who should pay for saving the planet: companies, governments or ordinary people?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: "What's the difference between knowledge and a belief that just happens to be true?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The lithium and cobalt for EV batteries are mined in ways that wreck landscapes in Chile and Congo. Is that progress or just moving the damage somewhere we don't see?",
    issue: 'tech-fix',
    also: ['wildness'],
    form: 'paraphrase',
  },
  {
    text: 'is walden worth reading or is it just a guy humblebragging about his bean field',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Would Bacon's New Atlantis be a green utopia or one giant laboratory?",
    issue: 'mastery',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "does anyone know if it's going to snow this weekend in Denver? need to plan a drive",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do we need to change how we think about nature before any technology can help?',
    issue: 'mastery',
    also: ['tech-fix'],
    form: 'plain',
  },
  {
    text: "so you admit progress gave us the tools to even measure climate change? without science we wouldn't know it's happening",
    issue: 'science-trust',
    also: ['better-off'],
    form: 'plain',
  },
  {
    text: "Why do some people get addicted and others don't? Is it mostly genetics?",
    issue: null,
    form: 'off-topic',
  },
];
