// The blind set of 2026-12-18 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 84). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can new technology really fix climate change, or does it just buy us time?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "I drive an electric car and felt great about it until I read about the cobalt mines in Congo. Did I solve a problem or just move it somewhere I can't see?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Bacon, you said knowledge is power. Wasn't it exactly that power that got us into this mess?",
    issue: 'mastery',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'named',
  },
  { text: 'can i save my progress in this app and come back later?', issue: null, form: 'off-topic' },
  {
    text: "Thoreau, you lived in a cabin a short walk from your mum's house and she still did your laundry. Is that really the model for eight billion people?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "what about nuclear. everyone hates it but it's basically zero carbon right",
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "Our engines got more efficient and we just drove more. Doesn't that happen with every invention?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  { text: 'What really caused the First World War?', issue: null, form: 'off-topic' },
  {
    text: 'My grandfather farmed in Punjab. The new seeds and fertilisers in the sixties saved my family from hunger. So how can anyone tell me progress is the problem?',
    issue: 'better-off',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'Is it wrong to have children now, given where the climate is heading?',
    issue: 'future-generations',
    also: ['hope'],
    form: 'plain',
  },
  {
    text: 'Mr Walden Pond, would you be gluing yourself to a motorway today?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'epithet',
  },
  { text: 'Is there life on other planets, and how would we even find out?', issue: null, form: 'off-topic' },
  {
    text: 'Should scientists try geoengineering, like spraying stuff into the sky to cool the planet, or is that playing God?',
    issue: 'redesign',
    form: 'plain',
  },
  {
    text: 'So the Woodsman wants us all back to candles and outhouses? Come on.',
    issue: 'simple-living',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "The ozone hole got fixed by chemists and a treaty, not by people moving to the woods. Isn't that proof Bacon wins?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "i have crazy climate anxiety, like i can't sleep some nights. which one of you actually has something hopeful to tell me",
    issue: 'hope',
    form: 'plain',
  },
  {
    text: 'Francis Bacon, do you still think nature should be put to the question, like a witness on the rack?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'AI data centres now use as much electricity as small countries. Is that progress or is that the problem?',
    issue: 'better-off',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'Do individual choices like not flying actually matter, or is it only governments and big companies?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: "what's the weather supposed to be tomorrow, do i need an umbrella",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Henry, if nobody had invented anything, wouldn't we still be burning wood and dying at forty?",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Lab-grown meat: rescue for the planet, or one more factory product we don't need?",
    issue: 'tech-fix',
    also: ['redesign'],
    form: 'paraphrase',
  },
  {
    text: 'Should rich countries tell India and Nigeria not to develop the way we did?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Is nature worth saving for its own sake, or only because we need it?',
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'Did the printing press cause the Reformation, or just speed it up?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok but bacon lived in like 1600 how would he even know what a carbon budget is',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'The Englishman wrote about an island run by scientists. Would you trust Silicon Valley billionaires to run the climate fix?',
    issue: 'tech-fix',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "My phone is three years old and the company stopped updating it. That's not progress, that's planned waste. Thoreau?",
    issue: 'better-off',
    also: ['growth'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'What would Thoreau say about carbon capture? A machine to vacuum up the smoke from our other machines?',
    issue: 'tech-fix',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is degrowth realistic, Henry David Thoreau, or political suicide?',
    issue: 'growth',
    also: ['pace'],
    addresses: 'thoreau',
    form: 'named',
  },
  { text: "My battery's almost dead, back in five.", issue: null, form: 'off-topic' },
  {
    text: "I'm an engineer working on solar panels. I honestly believe in what I do. But sometimes I wonder if we're just making it possible to consume forever. Which of you would I be working for?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'thoreau went to jail for not paying his taxes. so should climate activists break laws too',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  { text: 'Is it ever morally acceptable to break a promise?', issue: null, form: 'off-topic' },
  {
    text: 'So you admit, Sir Francis, that mastering nature has a price? Who pays it?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Thoro why cant we just plant a trillion trees and call it a day',
    issue: 'tech-fix',
    addresses: 'thoreau',
    form: 'named',
  },
  { text: 'Could living simply be a kind of progress too?', issue: 'simple-living', form: 'plain' },
  {
    text: 'Lord Verulam, do your idols of the tribe, our habit of seeing what we want to see, explain why people still deny climate change?',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Best spot for a quiet walk in the woods near Boston this weekend?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Prophet of progress, name me one technology that fixed a problem without creating a new one.',
    issue: 'tech-fix',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'epithet',
  },
];
