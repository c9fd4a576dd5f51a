// The blind set of 2026-12-15 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'How can anyone be sure of anything if our eyes trick us all the time?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'ok so like if the sun rose every day of my life why cant i just say it will rise tomorrow, thats basically certain right',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'Leibniz, is 2 + 2 = 4 true even if no human ever existed to count?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "My grandmother has dementia and is absolutely certain it's 1974. She feels as sure as I do. So what does certainty even mean, if feeling sure proves nothing?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Hume, do you actually doubt your own chair when you sit on it, or is that just for the books?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'is it certain the premium plan renews automatically? dont want another surprise charge',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the difference between knowing something and just being really confident?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'I work as a nurse, and we run tests precisely because symptoms lie. But tests give false positives too. At what point am I allowed to say I know what a patient has?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Hey Scottish guy, if cause and effect is just habit, why do you flinch when you touch a hot pan?',
    issue: 'causation',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "so you admit you can't prove anything, David? then why should I believe your argument either",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Could we all be living in a computer simulation, and if so, would anything we know survive?',
    issue: 'certainty',
    also: ['reality'],
    form: 'paraphrase',
  },
  {
    text: 'Gottfried, your rule that nothing happens without a reason... how do you know that one? Did reason prove itself?',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'is it true you can learn german in six months with an app? asking before a trip to Hanover',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ChatGPT told me about a court case that never existed, with total confidence. If a machine can sound certain and be wrong, how is my brain any different?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'i mean science changes its mind every 20 years so can we really know anything from it',
    issue: 'certainty',
    also: ['induction'],
    form: 'plain',
  },
  {
    text: 'Mr Best-of-all-possible-worlds, how could you possibly be certain this is the best world, after seeing an earthquake flatten a city?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Is 'I think, therefore I am' really certain, Leibniz, or is even that a leap?",
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Is it morally wrong to eat animals if we can live healthily without meat?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "When a jury convicts 'beyond reasonable doubt', aren't they admitting nobody ever knows for certain?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "That's just word games. Mathematicians are certain about prime numbers, full stop.",
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "Hume, where is the 'self' that's doing all this doubting? Can you even be sure you exist?",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Liebniz do you think we are born knowing some things or are babies blank slates',
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "My kid asked me how I know dinosaurs existed. I said fossils, she said 'but you didn't see them'. Who's right, the kid or me?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  { text: 'brb, doorbell', issue: null, form: 'off-topic' },
  {
    text: "If all our certainty about the future rests on habit, why does engineering work? Bridges don't stay up on a hunch.",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'What would the skeptic say about deepfake videos? Is seeing no longer believing?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  { text: 'What actually caused the fall of the Roman Empire?', issue: null, form: 'off-topic' },
  {
    text: "Can I be certain I'm not dreaming right now? Is there any test at all?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'come on Leibniz, reading the laws of the world from an armchair? Galileo had to drop actual things off towers.',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Both of you: is there a single fact you would bet your life on?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Someone in my family is deep into flat earth videos. Every proof I show him he calls fake. How do you prove anything to a person who doubts everything, and is he just being a good Humean?',
    issue: 'certainty',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Hume, relations of ideas versus matters of fact: which side does 'every event has a cause' fall on?",
    issue: 'sufficient-reason',
    also: ['causation', 'truths-of-reason'],
    addresses: 'hume',
    form: 'named',
  },
  { text: 'How do black holes lose mass through Hawking radiation?', issue: null, form: 'off-topic' },
  {
    text: 'Idealist, do you think God guarantees that our reasoning works, or do we just take it on trust?',
    issue: 'certainty',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Okay but if nothing is certain, is it certain that nothing is certain, Mr Hume?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  { text: 'lol my cat just walked across the keyboard sorry', issue: null, form: 'off-topic' },
  {
    text: 'In my lab we repeat an experiment ten times before publishing, and a year later someone fails to replicate it. How many repeats would the guy from Edinburgh accept as proof?',
    issue: 'induction',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "Do memories count as knowledge? I'm sure I remember my fifth birthday party but my mum says I wasn't even there.",
    issue: 'certainty',
    form: 'paraphrase',
  },
  { text: 'Should voting be compulsory in a democracy?', issue: null, form: 'off-topic' },
  {
    text: 'Leibniz, could a machine calculate who is right in an argument, like you dreamed? Would that end all debate?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
];
