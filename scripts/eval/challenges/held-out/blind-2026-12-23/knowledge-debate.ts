// The blind set of 2026-12-23 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'How can anyone be sure of anything?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Leibniz, is 2 + 2 = 4 true even if nobody ever counted anything?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'ok so like if i dream every night and it feels real how do i know im not dreaming right now',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "My dad drove the same road for 30 years without an accident, then one icy morning he crashed. He kept saying 'but it's always been fine.' Hume, is that the whole problem with expecting the future to look like the past?",
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'is this thing free or do i need to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Sunrise, if you can't prove the sun will come up, why do you still set an alarm?",
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "so you admit you can't even prove your own skepticism is true? that's self-defeating",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "What's the difference between being certain and just feeling certain?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Is it ever okay to lie to protect a friend's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a nurse. When a test result comes back we act on it, but the labs are wrong sometimes. Do doctors ever actually know a diagnosis, or is it all educated betting?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Leibnitz what is a monad in plain english and why should i believe in them',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Does maths count as knowledge about the world or just about the rules we invented?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'Was the French Revolution a success or a failure in the long run?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes said 'I think therefore I am'. Does either of you accept that as the one thing we can't doubt?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "my chatbot made up a fake court case with total confidence lol. how is a human's confidence any different from that",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "The Edinburgh guy keeps saying cause and effect is just habit. So when I drop a glass and it smashes, I don't actually know the drop caused it?",
    issue: 'causation',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "Is there anything you'd bet your life on, Hume?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "come on, you both use logic to argue. doesn't that already prove reason works?",
    issue: 'certainty',
    also: ['truths-of-reason'],
    form: 'plain',
  },
  {
    text: 'brb my pizza is here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Juries convict 'beyond reasonable doubt', not beyond all doubt. Is that an honest admission that certainty is impossible, or just a practical shortcut?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: "Gottfried, you said every fact has a sufficient reason. What's the reason there's something rather than nothing?",
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "If scientists keep overturning old theories, why should I trust today's science at all?",
    issue: 'certainty',
    also: ['induction'],
    form: 'plain',
  },
  {
    text: 'With deepfakes everywhere, I watched a video of a politician saying something awful and found out a week later it was fake. How do I know anything I see online is real anymore?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'wait so is hume saying we cant know anything or just that we cant PROVE it? theres a difference right',
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'do you know if the post office closes early on saturdays?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Hume, do memories count as evidence? I remember my childhood house being huge and it turned out to be tiny.',
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Question for the armchair philosopher: is a triangle having three sides the kind of truth nobody could ever doubt?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "The German with the calculus, do you honestly think every argument could be settled by saying 'let us calculate'?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Mr. Hume what would convince you a miracle happened',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'How do black holes lose mass through Hawking radiation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But what about love? I'm sure my wife loves me, and I can't prove it with logic or a lab test. Is that certainty or habit?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "If we're in a computer simulation, would any of your truths of reason survive?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: "Leibniz this world has wars, cancer and earthquakes, so how can you be sure it's the best possible one",
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "The skeptic says he's just a bundle of perceptions. Then who exactly is doing the doubting?",
    issue: 'self',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "My kid keeps asking 'but how do you KNOW?' after every answer I give. At what point is it reasonable to say 'because I just do'?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: 'lol the moderator voice sounds like my old geography teacher',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just the old rationalists vs empiricists fight isnt it, did kant not already fix this",
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: "Quantum physics says some events have no cause at all. Doesn't that wreck the principle of sufficient reason, Leibniz?",
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Can you ever be certain that other people have minds and aren't just clever robots?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
];
