// The blind set of 2026-12-20 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'How can anyone be sure 2 + 2 is 4?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'Leibniz, if reason can prove things on its own, why do mathematicians still find errors in proofs that everyone accepted for years?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'ok so hume like if the sun always came up why would it just stop lol',
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'My grandmother is convinced she remembers my wedding day perfectly, but half of what she describes never happened. If memory can be that wrong, can I really know anything about my own past?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Is there anything at all you can't doubt?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Mr Hume, do you actually live like a skeptic, or do you just write like one?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'is the app free or do i have to pay after a few debates',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a nurse and we follow protocols because they worked thousands of times before. Is that knowledge or just a habit we got lucky with?",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "so you admit you can't prove tomorrow happens, but you still bought groceries for the week?",
    issue: 'living-with-doubt',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: "Does it matter that we can't be certain, as long as things keep working?",
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'To the German with the wig: what exactly is reason reading when it reads the laws of the world from an armchair?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "With AI chatbots making up sources and deepfakes everywhere, how am I supposed to know what's real in a news clip? Is certainty just over now?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Is it ever morally acceptable to lie to protect someone you love?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What about 'I think therefore I am'? Even a skeptic has to admit that one, no?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'leibnitz why would god make a world where we cant even be sure of it',
    issue: 'best-world',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Eyewitnesses send people to prison every year and later DNA shows they were wrong. If seeing isn't knowing, what is?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Hume, when you say cause and effect is just habit, do you mean a billiard ball hitting another one doesn't actually make it move?",
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "can i know i'm not dreaming right now, hume",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "brb, someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on, Leibniz, innate ideas? Babies don't come out knowing geometry.",
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "My teenage son says science is 'just a theory' so he doesn't have to believe in vaccines. How do I explain to him that some things are known even without 100% certainty?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Which of you would say mathematics tells us something about the real world, and not just about symbols?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: "isn't the Principle of Sufficient Reason itself something you just assume, Gottfried?",
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "So is the cheerful doubter basically saying the only thing I'm sure of is my headache?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'What actually happens to information that falls into a black hole?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Scientists used to be certain that all swans were white until they went to Australia. Isn't that your whole point in one bird, Hume?",
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Hey Edinburgh guy, if your own mind is just a bundle of perceptions, who's the one doing the doubting?",
    issue: 'self',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Do religious people know God exists, or do they just believe it very strongly?',
    issue: 'god-proof',
    form: 'plain',
  },
  {
    text: 'do you know if the post office is open on saturdays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean if you doubt everything dont you have to doubt your doubt too',
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'plain',
  },
  {
    text: "A judge tells the jury 'beyond reasonable doubt', not 'beyond all doubt'. Is that the most honest standard we have for knowing, Leibniz, or a lazy one?",
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Is moral knowledge different? I feel certain torturing kittens is wrong, and no experiment told me that.',
    issue: 'reason-passion',
    also: ['truths-of-reason'],
    form: 'plain',
  },
  {
    text: "What's the difference between being certain and being right?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just word games, Mr Skeptic. You trust the floor every time you stand up.",
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "My flat-earther uncle says I can't 'prove' the earth is round because I haven't been to space myself. Where does trusting experts stop being knowledge and start being faith?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Leibniz, your whole system needs a perfect God at the bottom, right? What happens to your certainty if there isn't one?",
    issue: 'god-proof',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'the sound keeps cutting out on my phone, is it my wifi or the app',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Hume, would you burn all the metaphysics books today too, or just Leibniz's?",
    issue: 'truths-of-reason',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'What were the main causes of the First World War?',
    issue: null,
    form: 'off-topic',
  },
];
