// The blind set of 2027-01-03 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'How do I know 2 + 2 = 4 will still be true next week?',
    issue: 'truths-of-reason',
    also: ['induction'],
    form: 'plain',
  },
  {
    text: "Hume, you couldn't prove the sun would rise tomorrow, but I bet you still set an alarm. Doesn't that show you were certain after all?",
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'i mean how do i even know im not dreaming rn',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "I'm a nurse. We follow protocols built on thousands of past cases, and they mostly work, but patients still surprise us. Is medicine just very well-organised habit?",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'hello? can anyone hear me or is it just the two of them talking',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Leibniz, you dreamed of settling every argument by saying "let us calculate". Has anyone ever actually managed that?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "What's the difference between being sure and being right?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "My grandad was certain until the day he died that he'd locked the shed the night it got robbed. Memory feels like a recording but clearly isn't. Can I ever be certain about my own past?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "So the Skeptic thinks he's just a bundle of impressions with no single self behind them? Then who's doing the doubting?",
    issue: 'self',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'ok but liebniz is there ANYTHING thats 100% certain. one thing. name it',
    issue: 'certainty',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Is it wrong to eat meat?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "With deepfakes everywhere I can't trust a video of a politician any more. Is seeing still believing, or did it never really count?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Are babies born knowing anything, or is the mind a blank page at birth?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: 'Come on, Leibniz, "the world is made of minds"? How would you even test that?',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Every time one billiard ball hits another, the second one moves. Why isn't that proof of cause and effect?",
    issue: 'causation',
    form: 'paraphrase',
  },
  {
    text: 'does anyone have a good scone recipe, the ones I had in Edinburgh were unreal',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'hume u really think a miracle can never be believed? like even if i saw one myself',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'In court they say "beyond reasonable doubt", not "beyond all doubt". Is that the most honest standard for knowledge we\'ve got?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Question for the cheerful Scot: if reason can't justify anything, what's stopping me believing whatever I like?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Gottfried, is "nothing happens without a reason" itself something you can prove, or just something you need?',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'What caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The chicken gets fed every morning by the farmer, right up until the morning he wrings its neck. Are we all the chicken?',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "That's just giving up, Hume. Saying we can't know anything is itself a claim to know something.",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "My flatmate is a flat-earther. Whatever evidence I show him, he explains away. How do you prove something you're sure of to someone who won't accept your starting points?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'is this app free or does it start charging me after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do you trust your own senses, Leibniz?',
    issue: 'certainty',
    also: ['innate-ideas'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Chatbots give confident answers that turn out flat wrong. If a machine can sound certain and be wrong, how is my certainty any different?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Mr Monads, what exactly is a monad, and why doesn't it have any windows?",
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "How am I supposed to know other people actually have minds? Maybe everyone's putting on an act, Hume?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is "all bachelors are unmarried" a certain truth, and if so, is it worth anything?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'so basically ur saying science is just habit?? then why do planes stay up',
    issue: 'induction',
    also: ['causation'],
    form: 'plain',
  },
  {
    text: "I'm in my first year of a physics degree and my lecturer said we never prove theories, we only fail to disprove them. Is that Hume winning a couple of centuries late?",
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "After a whole day of doubting everything you went off to play backgammon with friends, David. Isn't that admitting the doubt can't be lived?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "i'm certain i left my keys in the car, brb",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the Idealist: if God is perfectly rational, does that guarantee our reason works, or is that wishful thinking?',
    issue: 'certainty',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Isn't certainty overrated? The people who are most certain seem to cause most of the trouble.",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'plain',
  },
  {
    text: 'Was the Scottish Enlightenment a result of the 1707 union with England?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Armchair guy versus evidence guy: who gets the last word on climate change, when we can't rerun the planet to check?",
    issue: 'truths-of-reason',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: 'Can maths tell us anything about the real world, or only about itself?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
];
