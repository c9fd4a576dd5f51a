// The blind set of 2026-12-05 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  { text: 'How do you know that you know something?', issue: 'certainty', form: 'plain' },
  {
    text: "Hume, if you can't prove the sun will rise, why do you still set an alarm?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'ok but 2 plus 2 is 4, like always, nobody can doubt that right??',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'My doctor said the test was 99% accurate and it still came back wrong. So is anything in medicine ever certain, or are we all just playing the odds?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Leibniz, what's something reason alone has proved that experience never could?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'can i switch the voices to something slower? the moderator talks way too fast',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is there any difference between being certain and just feeling certain?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'To the Scottish guy: if cause and effect is only a habit of expectation, why does fire burn every single time?',
    issue: 'causation',
    also: ['induction'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "Physics was 'certain' with Newton and then Einstein came along. So isn't every scientific certainty just waiting to be overturned?",
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: "so you admit, Hume, that your own skepticism can't be proven either? it eats itself",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Gottfried, you claimed reason shows this is the best of all possible worlds. How can you be certain of that when one earthquake seems to refute it?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'i saw a video of a politician saying something awful and it turned out to be AI. how am i suppsoed to know anything is real anymore',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'If I might be dreaming right now, how can I be sure of anything, Leibniz?',
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "What's the best way to get from Edinburgh airport to the old town?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Liebniz do monads even exist or did you just need them for the system to work',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "In court they convict on 'beyond reasonable doubt', not certainty. Is that the best humans can ever do? Then every prison is full of probabilities.",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "The cheerful doubter: how do you stay cheerful when you can't be sure of anything?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Can a computer ever be certain? Or is it just following rules someone gave it?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Is 'I exist' the one thing we can be sure of?",
    issue: 'certainty',
    also: ['self'],
    form: 'plain',
  },
  {
    text: 'come on Hume, you played backgammon and ate dinner like everybody else, you clearly believed the world was there',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'My grandmother swears my grandfather proposed at a dance, but her sister says it was at a train station. Can memory ever give us certainty about the past, or are we all just telling stories?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'How do black holes evaporate? I never understood Hawking radiation.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Math question for the skeptic: does math describe the world, or did we invent it and it just happens to fit?',
    issue: 'truths-of-reason',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Leibnitz, why is there something rather than nothing, and can reason actually answer that?',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'If a miracle happened right in front of you, Hume, would you believe your own eyes?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'The German guy with the giant wig thinks you can know the laws of the universe from an armchair? Then why do we build particle colliders?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  { text: 'is this thing free or do i have to pay after the trial', issue: null, form: 'off-topic' },
  { text: 'Is it ever morally okay to eat meat if animals can suffer?', issue: null, form: 'off-topic' },
  {
    text: "what about faith then. religious people say they're certain about god. are they wrong to say that",
    issue: 'certainty',
    also: ['god-proof'],
    form: 'plain',
  },
  {
    text: "Mr Hume, where is the 'self' that's doing all this doubting?",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  { text: 'Should voting be compulsory, like it is in Australia?', issue: null, form: 'off-topic' },
  {
    text: "Every weather app said zero percent rain today and I got soaked walking home. Small thing, okay, but doesn't it show that all our predictions rest on hope?",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'Is the line between relations of ideas and matters of fact real, or is it a fake split?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: "that's just a fancy way of saying nobody knows anything, David",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  { text: 'brb coffee', issue: null, form: 'off-topic' },
  {
    text: 'Can we be certain about right and wrong the way we are about triangles?',
    issue: 'truths-of-reason',
    also: ['reason-passion'],
    form: 'plain',
  },
  {
    text: "Leibniz, you and Newton came up with calculus separately. If two minds reach the same truth on their own, doesn't that show reason finds real truths?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Question for the Idealist: are babies born already knowing things, or is the mind empty at the start?',
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'epithet',
  },
  { text: 'What actually caused the First World War? Was it inevitable?', issue: null, form: 'off-topic' },
  {
    text: 'if i cant be certain my wife loves me should i just, like, stop worrying about certainty and live',
    issue: 'living-with-doubt',
    form: 'paraphrase',
  },
];
