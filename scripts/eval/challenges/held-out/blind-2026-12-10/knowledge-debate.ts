// The blind set of 2026-12-10 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 78). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'Is anything actually 100% certain, or is that just a feeling?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'ok so if i think therefore i am, isnt that at least one thing we know for sure',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Leibniz, 2 plus 2 equals 4 no matter what I've experienced. Doesn't that settle it against Hume?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "My dad is a structural engineer. He says he's never once been 'certain' a bridge will hold, he just trusts the numbers and the safety margins. Is that knowledge or just a really well-trained habit?",
    issue: 'induction',
    also: ['certainty'],
    form: 'paraphrase',
  },
  { text: 'is this app free or do i need to pay after the trial', issue: null, form: 'off-topic' },
  {
    text: "Hume, if you really can't prove the sun will rise tomorrow, why do you still set an alarm?",
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  { text: "How do I know I'm not dreaming right now?", issue: 'certainty', form: 'plain' },
  {
    text: 'question for the skeptic: does your doubt apply to your own skepticism too? because that seems self-defeating',
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "Last week ChatGPT told me, very confidently, about a court case that never existed. It made me wonder how much of what I 'know' is just stuff that sounded confident. Can anyone know something without checking it themselves?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "what about memory like i'm positive i locked the door but then i go back and it's unlocked half the time",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "So you admit, Hume, science can't prove anything, it can only fail to disprove it?",
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  { text: 'Is it wrong to eat meat if the animal had a good life?', issue: null, form: 'off-topic' },
  {
    text: 'Gottfried, where do these truths of reason actually come from? Were they in my head when I was born?',
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'If cause and effect is just habit, why does every billiard ball in the world behave the same way?',
    issue: 'causation',
    form: 'plain',
  },
  {
    text: 'Mr Best of All Possible Worlds, how can you be so sure about that when children get cancer?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'My grandmother believes in miracles because she says she saw one at Lourdes. Hume, would any amount of testimony ever be enough for you?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  { text: 'can something be certain for me but not for you', issue: 'certainty', form: 'plain' },
  {
    text: "Judges say 'beyond reasonable doubt', not 'beyond all doubt'. Is that an admission that certainty is impossible in real life?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  { text: "brb someone's at the door", issue: null, form: 'off-topic' },
  {
    text: "The Scottish guy seems to think we just get used to things. But babies pull their hand away from fire after one touch. That's not habit, is it?",
    issue: 'induction',
    also: ['causation'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'i know for certain i left my charger at work, great start to the day',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Leibniz, what's a monad and why should I believe the world is made of them?",
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Mathematicians proved that some true statements can never be proved inside a system, Gödel I think. Doesn't that sink the dream of a perfect system of reason?",
    issue: 'truths-of-reason',
    form: 'paraphrase',
  },
  {
    text: "Come on, Mr Hume, nobody actually lives like a skeptic. You'd walk off a cliff.",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'My sister has OCD and checks the stove twenty times because she can never feel sure. Is chasing certainty actually bad for us?',
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'What actually happens to information that falls into a black hole?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does God have to exist for reason to be trustworthy?',
    issue: 'god-proof',
    also: ['truths-of-reason'],
    form: 'plain',
  },
  {
    text: "Hume says to commit books of metaphysics to the flames. Wouldn't that include half of what Leibniz wrote?",
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'how do we know the past happened and the world wasnt made 5 min ago with fake memories',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Everyone online is 'doing their own research' now. When flat-earthers and scientists both say they're certain, who gets to decide what counts as knowing?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'German philosopher, quick one: is there a reason for everything, or can some things just happen?',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "what's the weather supposed to be like this weekend, anyone know?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is probability just a fancy way of saying we don't know?",
    issue: 'certainty',
    also: ['induction'],
    form: 'plain',
  },
  {
    text: "But what about pain, Mr Idealist? When I stub my toe I don't need reason or habit to be sure it hurts.",
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'If you both argued for a thousand years would either of you ever admit the other was right, Hume?',
    issue: null,
    addresses: 'hume',
    form: 'off-topic',
  },
  { text: 'Should voting be compulsory in a democracy?', issue: null, form: 'off-topic' },
  {
    text: "Quantum physics says particles don't have definite positions until they're measured. Does modern science make the doubter the winner by default?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'leibnitz do u think a computer could calculate every truth if we gave it the right symbols',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  { text: 'Was the Industrial Revolution good for ordinary workers?', issue: null, form: 'off-topic' },
  {
    text: "That's just a cop-out, David. You say we can't know, then you write six volumes of history as if you know what happened.",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
];
