// The blind set of 2026-12-27 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'Can you actually be sure of anything at all?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Hume, if I can't prove the sun will rise tomorrow, why should I bother setting an alarm?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'My doctor told me the test was 99% accurate and I still panicked for a week. Is 99% the best any of us ever gets, or is there a real 100% somewhere?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'ok so like is 2+2=4 certain or did we all just agreee on it',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'is this app free or does it start charging after the trial?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Leibniz, where do your so-called innate ideas come from, if not from experience?',
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'What about scientists? If every law of physics is just a habit of expecting things, why do planes stay up?',
    issue: 'induction',
    also: ['causation'],
    form: 'paraphrase',
  },
  {
    text: "Mr Hume, you say causation is just one thing following another. So when I flip a switch and the light comes on, that's a coincidence to you?",
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "I work in a lab and every result we publish comes with error bars. Feels like science itself admits it can't be certain. Is that a weakness or the whole point?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "so you admit you can't even be certain you're a skeptic? isn't doubt that deep self-defeating, David",
    issue: 'certainty',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'how do i know im not dreaming right now lol',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'The German with the calculus: did inventing it make you think the whole universe runs on maths?',
    issue: 'truths-of-reason',
    also: ['reality'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "brb, someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandmother swears by homeopathy because 'it always worked for her'. Isn't that exactly trusting a habit? How is my trust in real medicine any different?",
    issue: 'induction',
    also: ['causation'],
    form: 'paraphrase',
  },
  {
    text: "Leibnitz, be honest. 'Best of all possible worlds' - did you actually check the other worlds, or just reason your way there?",
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Can memory be trusted at all? I remember things that apparently never happened.',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Juries convict people 'beyond reasonable doubt', not beyond all doubt. Is that the honest limit of human knowledge, or a cop-out?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "that's just moving the goalposts though. certainty in logic means nothing if it never touches the real world",
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'What actually caused the Roman Empire to collapse in the west?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is feeling really sure just a feeling, or can certainty be earned?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Question for the Scottish guy: if you can't trust induction, why did you trust your publisher to pay you?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "With deepfakes everywhere now, I genuinely can't trust a video of a politician anymore. Does that make Hume the winner of this debate by default?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Principle of sufficient reason: does everything really have a reason, Gottfried, even a random radioactive decay?',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "What's the difference between a truth you prove and a truth you just see?",
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'Is it certain the recording saves if I close the tab?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean come on, i KNOW i exist. didnt descartes sort this out ages ago',
    issue: 'certainty',
    also: ['self'],
    form: 'plain',
  },
  {
    text: "A friend of mine got really into flat earth videos and says nobody can 'prove' to him the earth is round. How do you argue with someone who just refuses every proof?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'But what about miracles, Hume? If a thousand people swear they saw one, still no?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Can a computer ever be certain? ChatGPT sounds confident even when it's completely wrong.",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Is it ever morally okay to eat animals if you could live perfectly well without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Leibniz, you think the world is made of minds. Whose mind is the table I'm leaning on?",
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'the cheerful doubter seems way too relaxed about not knowing anything, how does he sleep at night',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Are there facts about right and wrong we can be sure of, or is morality even shakier than physics?',
    issue: 'certainty',
    also: ['reason-passion'],
    form: 'plain',
  },
  {
    text: "what's the weather supposed to be like in edinburgh this weekend, going up for a gig",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If I can't be certain of anything, am I at least allowed to be certain that I can't be certain, Hume?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "My partner says she loves me, and I believe her, but I can't exactly prove it. Is that knowledge or just trust? Asking for... well, me.",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'How do black holes lose mass through Hawking radiation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So, Humes, if the self is just a bundle of perceptions, who's the one doing the doubting?",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'haha sorry my cat just walked across the keyboard',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Monad, how do windowless monads even talk to each other?',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
];
