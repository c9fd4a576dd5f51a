// The blind set of 2026-12-17 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  { text: 'Is anything actually 100% certain?', issue: 'certainty', form: 'plain' },
  {
    text: "Leibniz, is 2 + 2 = 4 true even if nobody's around to count?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'ok so if i cant prove the sun comes up tomorrow why do i still set an alarm lol',
    issue: 'induction',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  { text: 'is this app free or do i need a subscription', issue: null, form: 'off-topic' },
  {
    text: "My doctor told me a scan was 'almost certainly' benign. I asked if she could be sure and she said nothing in medicine is ever certain. Is she right, or is that just doctors covering themselves?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  { text: "How do I know I'm not dreaming right now?", issue: 'certainty', form: 'plain' },
  {
    text: "Hume, you doubt everything but you still leave the building by the door and not the window. Isn't that cheating?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'i mean science runs on induction right? so is all of physics just a really good habit',
    issue: 'induction',
    form: 'plain',
  },
  { text: "I'm pretty certain I left the oven on, hang on a sec", issue: null, form: 'off-topic' },
  {
    text: 'Can reason on its own tell us anything about the real world, or only about what our words mean?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: "Question for the Scottish guy: if cause and effect is only habit, what's actually going on when one billiard ball hits another?",
    issue: 'causation',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'My grandmother has dementia and remembers things that never happened, with total confidence. It made me wonder whether my own memories are any better. Can memory ever give us certainty?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Gottfried, you invented calculus. Did you discover it or make it up?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  { text: 'Is it ethical to keep eating meat once lab-grown meat is cheap?', issue: null, form: 'off-topic' },
  {
    text: "so you admit you can't be sure of anything... including that? that refutes itself",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "What's the difference between feeling certain and being certain?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "With deepfakes everywhere I honestly can't trust a video of a politician anymore. Is seeing still believing, or have we lost that for good?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Leibnitz you claim reason proves this is the best possible world. how could anyone know that without checking all the other worlds',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  { text: 'Why did the Soviet Union collapse so fast in 1991?', issue: null, form: 'off-topic' },
  {
    text: "Is 'I think, therefore I am' the one thing nobody can doubt?",
    issue: 'certainty',
    also: ['self'],
    form: 'plain',
  },
  {
    text: "That's just a word game, Hume. Nobody actually doubts that fire burns.",
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Do babies come into the world already knowing some things, or is the mind blank at first?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: 'the German with the enormous wig says the world is made of minds?? how would you even check that',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  { text: "brb pizza's here", issue: null, form: 'off-topic' },
  {
    text: "I'm on a jury next month. The judge will tell us to convict only 'beyond reasonable doubt', not beyond all doubt. Did the courts give up on certainty centuries ago?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: 'Is there a reason for everything, or do some things just happen?',
    issue: 'sufficient-reason',
    form: 'plain',
  },
  {
    text: "Mr Hume, if a friend swore he'd seen a man walk on water, would you believe him?",
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Gödel showed some true statements can't be proved inside the system. Doesn't that wreck the dream of a perfect system of reason?",
    issue: 'truths-of-reason',
    form: 'paraphrase',
  },
  { text: 'How does a vaccine actually train the immune system?', issue: null, form: 'off-topic' },
  {
    text: 'can a chatbot ever actually know something or is it just predicting the next word',
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: "Euclid's geometry looked certian for two thousand years and then it turned out space is curved. So what happened to the truths of reason?",
    issue: 'truths-of-reason',
    form: 'paraphrase',
  },
  {
    text: 'Who has to prove what here: the one claiming certainty or the one doubting it?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Hume, are you even sure there's a 'you' doing the doubting?",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  { text: "what's the weather meant to be like in Edinburgh this weekend", issue: null, form: 'off-topic' },
  {
    text: 'Honest question from a maths teacher: my students ask why one proof convinces them forever but a thousand experiments never quite do. What should I tell them, Leibniz?',
    issue: 'truths-of-reason',
    also: ['induction'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'come on, if nothing is certain then why should anyone believe what scientists say about climate change?',
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: "My flat-earther uncle says 'you can't know for sure' every time I show him evidence. How do I answer him without sounding exactly like him?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  { text: 'Should the voting age be lowered to 16?', issue: null, form: 'off-topic' },
  {
    text: "Is 'torturing children for fun is wrong' something we know, the way we know a triangle has three sides?",
    issue: 'truths-of-reason',
    also: ['reason-passion'],
    form: 'paraphrase',
  },
  {
    text: "so the cheerful doubter from edinburgh basically thinks we're all on autopilot? habit all the way down?",
    issue: 'induction',
    also: ['reason-passion'],
    addresses: 'hume',
    form: 'epithet',
  },
];
