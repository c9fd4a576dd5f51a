// The blind set of 2027-01-10 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'How do you know 2 plus 2 is 4 and not just something we all got used to?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: "My dad is 100% sure the moon landing was faked, and I'm 100% sure it wasn't. From the inside, how is his certainty any different from mine?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'ok so hume if nothing is certain why do you even bother getting out of bed in teh morning',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Leibniz, is there anything you'd actually bet your life on?",
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Is it going to rain later? I left my washing out.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Can I be sure I'm not dreaming right now?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "I'm a nurse, and every day we give drugs because they worked on thousands of patients before. Are you saying that's just habit, Mr Hume? Because it's a pretty good habit.",
    issue: 'induction',
    also: ['causation'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "the Scottish guy says cause and effect is just habit... so when i flip a light switch i don't actually KNOW the light will come on??",
    issue: 'causation',
    also: ['induction'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Gottfried, why is there something rather than nothing? Your reasons have to stop somewhere.',
    issue: 'sufficient-reason',
    also: ['god-proof'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "What's the difference between being certain and just feeling certain?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Is maths invented or discovered?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: "Come on, Hume. You say you can't prove the sun will rise, and yet you still bought a calendar.",
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Is Kant right that it's always wrong to lie, even to a murderer asking where your friend is hiding?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My chatbot told me a completely made-up fact with total confidence. If a machine can sound certain and be wrong, how do I know I'm not doing the same thing half the time?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Do scientists ever actually prove anything, or do they just fail to disprove it?',
    issue: 'induction',
    form: 'plain',
  },
  {
    text: 'Question for the armchair guy: if reason alone can find the laws of the world, why did we ever need telescopes?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "So you admit that 'something is doing the doubting' is certain? Then we've already got one truth.",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'is this app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Liebniz how is this the best of all possible worlds when my knee hurts and there are earthquakes',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "In court they say 'beyond reasonable doubt', not 'beyond all doubt'. Is that an admission that nobody is ever really certain, or just a practical rule so trials can end?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: "Can memories be trusted? I'd have sworn my first kiss was at a party, and my sister has photos proving it was at the beach.",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Hume, where's the self? When I look inside I'm pretty sure I find me.",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'What actually caused the fall of the Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are we born with any ideas, or is the mind blank at birth?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: "Every swan I'd ever seen was white, then I went to Perth and saw a black one. Is that the whole problem in one trip?",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "but what about logic itself, can you doubt that a thing can't be and not be at the same time, or is that where doubt runs out",
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'Why should anyone believe in miracles, Hume?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'know any good habit tracker apps? trying to drink more water',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Leibniz you say the world is made of minds. so what is a rock's mind doing right now",
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "With deepfakes everywhere, my grandmother can't tell what's real on her phone anymore. Do we need a new kind of certainty for the internet age, or was it always this shaky?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Question for the cheerful doubter: if you doubt everything, don't you have to doubt your doubt too?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Mr Monad, if your little souls have no windows, how does any of them know anything about the others?',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Does the split between relations of ideas and matters of fact survive non-Euclidean geometry? Geometry looked like pure reason until it wasn't.",
    issue: 'truths-of-reason',
    form: 'paraphrase',
  },
  {
    text: 'Why is the universe expanding faster and faster, and what is dark energy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a software tester. We can run a million test cases and still ship a bug. Is that the induction problem, and would a mathematical proof of the code be any better?",
    issue: 'induction',
    also: ['truths-of-reason'],
    form: 'paraphrase',
  },
  {
    text: 'Do we really know the Earth is round, or do we just trust NASA?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "David, you're supposed to be the happiest skeptic who ever lived. How do you play backgammon with friends all evening and not worry that none of it can be proved?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'honestly can either of you tell me one thing im allowed to be totally sure about',
    issue: 'certainty',
    form: 'plain',
  },
];
