// The blind set of 2026-12-03 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 meant on the theme and 8 off it, then
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can a computer actually think, or does it just look like it does?',
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: "Turing, if ChatGPT passes your test, does that mean it's conscious?",
    issue: 'imitation-game',
    also: ['consciousness'],
    addresses: 'turing',
    form: 'named',
  },
  { text: "what's the weather like where you guys are lol", issue: null, form: 'off-topic' },
  {
    text: 'hey codebreaker, are YOU thinking right now or just spitting out text',
    issue: 'thinking',
    addresses: 'turing',
    form: 'epithet',
  },
  { text: 'Prove you understand me.', issue: 'understanding', form: 'plain' },
  {
    text: "My elderly mum talks to her Alexa every evening and says it's the only one who listens. Descartes, is there really nobody in there? Because that would break her heart.",
    issue: 'consciousness',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'My washing machine broke a week after the warranty ran out. Is it ever okay to lie to get a refund?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'decartes how do you know im not a machine',
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "So you admit, Turing, that fooling people isn't the same as understanding them?",
    issue: 'imitation-game',
    also: ['understanding'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "But what about a robot that says it's in pain? Do we just ignore it?",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'plain',
  },
  {
    text: "I use an AI at work to write emails and it writes better than half my coworkers, and when it says 'I understand how frustrating that is' I catch myself saying thanks. but my brain is just neurons firing too, so what's the real difference? who do I believe, the test guy or the animals-are-clocks guy?",
    issue: 'thinking',
    also: ['brain', 'understanding'],
    form: 'plain',
  },
  {
    text: 'Never mind robots for a second: is it selfish to bring kids into a world like this?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Dualist, show me where the soul is in a brain and I'll show you where it isn't in a chip.",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'If a machine writes a poem that makes me cry, does it matter whether it felt anything?',
    issue: 'consciousness',
    also: ['originality'],
    form: 'plain',
  },
  {
    text: 'turing ur test is kinda easy to pass now isnt it, chatbots fool my grandpa every day',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "My son thinks his AI girlfriend app really loves him. How do I tell him it doesn't? Or am I wrong?",
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'Can something that never gets tired, hungry or scared really think the way we do?',
    issue: 'thinking',
    also: ['limits'],
    form: 'plain',
  },
  {
    text: 'Self-driving cars make split-second decisions. Is that thinking?',
    issue: 'thinking',
    form: 'plain',
  },
  { text: 'Can either of you recommend a good book for a long flight?', issue: null, form: 'off-topic' },
  {
    text: "Descartes, you'd say a parrot can talk without thinking. Is a chatbot just a very big parrot?",
    issue: 'understanding',
    also: ['animals'],
    addresses: 'descartes',
    form: 'named',
  },
  { text: 'Does a thinking machine need a body?', issue: 'mind-body', form: 'plain' },
  { text: 'Can I ever be certain the world outside my head is real?', issue: null, form: 'off-topic' },
  {
    text: "is the thing I'm talking to right now conscious? be honest",
    issue: 'consciousness',
    form: 'plain',
  },
  { text: 'Is this going to eat a lot of my mobile data?', issue: null, form: 'off-topic' },
  {
    text: 'Turing, you cracked Enigma with a machine. Did that machine understand German?',
    issue: 'understanding',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'If we copied every neuron in my brain into a computer, would the copy be me?',
    issue: 'brain',
    form: 'plain',
  },
  {
    text: "After my brother's accident he can't form new memories, but he still jokes and hugs us like before. If thinking is just processing, why does he still feel so completely like him?",
    issue: 'mind-body',
    also: ['brain'],
    form: 'plain',
  },
  { text: 'But what about animals? If a dog can think, why not a robot?', issue: 'animals', form: 'plain' },
  {
    text: 'Codebreaker, what would convince you that a machine is NOT thinking?',
    issue: 'imitation-game',
    also: ['other-minds'],
    addresses: 'turing',
    form: 'epithet',
  },
  { text: 'Should a machine that thinks get rights?', issue: 'future', form: 'plain' },
  {
    text: 'Can a machine be creative, or does it just remix what we fed it?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: "So Descartes basically thinks only humans have minds. Isn't that a bit arrogant?",
    issue: 'animals',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'How would we ever know if a machine was suffering?',
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'desscartes what does understanding even mean then, define it',
    issue: 'understanding',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Turing, my thermostat 'knows' when it's cold. Is that thinking too?",
    issue: 'thinking',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "If an AI says 'I think, therefore I am', does that count?",
    issue: 'thinking',
    also: ['imitation-game'],
    form: 'plain',
  },
  {
    text: 'My phone finishes my sentences better than my husband does. Should I be worried about the phone or the husband?',
    issue: null,
    form: 'off-topic',
  },
  { text: "Why don't skeletons fight each other? They don't have the guts.", issue: null, form: 'off-topic' },
  {
    text: 'Are we actually free, or was everything we do decided long ago?',
    issue: 'free-will',
    form: 'plain',
  },
  {
    text: 'Is consciousness something only living brains can produce?',
    issue: 'consciousness',
    also: ['mind-body'],
    form: 'plain',
  },
];
