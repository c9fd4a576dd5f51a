// The blind set of 2026-12-19 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology fix climate change or are we kidding ourselves?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Thoreau, you lived two years by a pond and your mum still did your laundry. Is that really a model for eight billion people?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "I just bought an electric car and felt great about it until a friend told me about the lithium mines in Chile. Did I help the planet, or just move the damage somewhere I can't see it?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "what's that progress bar at the top of the screen, is the debate almost over",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Bacon, didn't your whole idea of 'mastering nature' basically get us into this mess?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'ok so nuclear power. good or bad. both of you pls',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Every time engines get more efficient we just drive more. Doesn't that mean invention can never win, Bacon?",
    issue: 'tech-fix',
    also: ['growth'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Should we spray stuff into the sky to cool the planet down, or is that playing god?',
    issue: 'redesign',
    form: 'plain',
  },
  {
    text: "To the woods guy: my grandparents were farmers and they were hungry half their lives. Fertiliser and tractors fixed that. Isn't going back to nature a luxury for people who've never been hungry?",
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'How does quantum entanglement work, in simple terms?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "the woodsman's voice is really quiet compared to the other one, can someone fix the volume",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'india and china want the same lifestyle the west had, is it fair to tell them to slow down now',
    issue: 'growth',
    also: ['pace'],
    form: 'plain',
  },
  {
    text: 'Francis, would you trust the oil companies with your scientific method?',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "Is there anything in nature worth protecting even if it's no use to us at all?",
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'The Prophet of Progress says nature obeys once we understand her. So why does the ice keep melting faster than the models predicted?',
    issue: 'mastery',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'My friend glued himself to a motorway with Just Stop Oil. He says he got the idea from Civil Disobedience. Henry, would you have joined him or stayed in your cabin?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "That's just nostalgia. People romanticise the woods because they have central heating to come home to.",
    issue: 'simple-living',
    also: ['better-off'],
    form: 'plain',
  },
  {
    text: 'brb kettle',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could lab-grown meat and vertical farms let us give land back to the forests?',
    issue: 'tech-fix',
    also: ['wildness'],
    form: 'paraphrase',
  },
  {
    text: 'Is capitalism the real problem, not technology?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "Isn't Elon's plan to go to Mars basically Bacon's dream, and also an admission that we've given up on Earth?",
    issue: 'mastery',
    also: ['hope'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Thoreau do you think people would be happier with less stuff even if the climate was totally fine',
    issue: 'simple-living',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'If fusion worked tomorrow and energy was clean and unlimited, would Thoreau still object?',
    issue: 'better-off',
    also: ['simple-living', 'tech-fix'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "I'm a software engineer and the AI models we train use as much electricity as a small town. My company keeps saying AI will solve climate change. Is that a solution or the problem dressed up as one?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Was the French Revolution worth the bloodshed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How long do we have, honestly? Is it already too late?',
    issue: 'hope',
    form: 'plain',
  },
  {
    text: 'the english lord who died stuffing a chicken with snow, is that really who we want running climate policy lol',
    issue: 'science-trust',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "Should I even have kids, given what's coming, Thoreau?",
    issue: 'future-generations',
    also: ['hope'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'So you admit, Mr Bacon, that knowledge is power. But who makes sure the power gets used well?',
    issue: 'mastery',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'any recommendations for a garden centre open on sundays near leeds? need compost',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What did Thoreau mean that we don't ride on the railroad, it rides upon us? Isn't that exactly what phones do to us now?",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Bacon warned about 'idols of the mind'. Isn't faith in endless economic growth one of those idols?",
    issue: 'growth',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Can one person living simply change anything when a hundred companies cause most of the emissions?',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'Hey Thoreau, should we bring back woolly mammoths with gene editing, or leave extinct things extinct?',
    issue: 'redesign',
    also: ['wildness'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'is it going to rain tomorrow? trying to decide whether to walk to work',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Wind turbines are going up on the hills where I walk my dog and honestly they ruin the view. Am I a hypocrite for hating them if I also want clean energy?',
    issue: 'wildness',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Walden, what would a civilisation look like that kept its science but lost the urge to dominate?',
    issue: 'mastery',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "you two keep talking about 'nature' like it's a person. isn't humanity part of nature too, so our cities and machines are natural?",
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: 'Did the printing press cause the Protestant Reformation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Don't poor countries need more progress, not less, to survive the floods and heatwaves that are coming?",
    issue: 'better-off',
    also: ['growth'],
    form: 'plain',
  },
];
