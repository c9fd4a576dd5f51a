// The blind set of 2026-12-25 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
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
    text: 'Leibniz, is 2+2=4 true even if no human ever existed to count?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'ok so like if the sun has come up every day of my life why wouldnt it tomorrow, feels like overthinking it',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "My doctor told me the treatment works in 90% of patients. Hume, by your logic that's just past cases, so should I even trust that number? What am I supposed to do with it?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Is there a difference between being certain and just feeling certain?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Does this app have a dark mode? my eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the skeptic: you doubt causation, but you still look both ways before crossing the street. So you admit the habit works?',
    issue: 'living-with-doubt',
    also: ['causation'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'I work in machine learning and honestly every model I train is the induction problem with a GPU. When the data shifts, the model breaks. Does that mean AI can never really know anything?',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'what about descartes, i think therefore i am, isnt that at least one thing we can be definately sure of',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Leibnitz why do you think the mind comes with ideas already built in? babies don't seem to know much",
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "If I'm dreaming right now, how would I tell?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Is it ever okay to lie to a friend to protect their feelings?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'come on Hume, you wrote whole books arguing for things. if nothing can be proven why should i believe your books',
    issue: 'certainty',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "My grandmother swears she saw a miracle at Lourdes, and she's the most honest person I know. Is it irrational of me to doubt her?",
    issue: 'miracles',
    form: 'paraphrase',
  },
  {
    text: 'The German guy with the wig: if reason can prove everything, why do mathematicians argue about proofs for decades?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Can science ever give us certainty or only very good guesses?',
    issue: 'induction',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'i mean deepfakes are everywhere now, i cant even trust a video of someone talking. how do we know whats real anymore',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "What's the difference between a truth of reason and a truth of fact, in plain words?",
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'How long should bread dough proof before baking? first time trying sourdough',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "David, when you look inward and can't find a self, who exactly is doing the looking?",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Leibniz, you say everything has a sufficient reason. But what's the reason for that principle? Isn't that circular?",
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "So is every scientific law just a habit we haven't broken yet, Mr Hume?",
    issue: 'causation',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "My brother is deep into conspiracy theories and says I can't prove the moon landing happened because I wasn't there. Technically he's right? How do I answer him without just trusting authority myself?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Idealist, is the world of colours and sounds actually out there or only in our heads?',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'what caused the fall of the roman empire, was it really just bad emperors',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Sunrise, do you actually lose sleep over whether the sun will come up, or is this a game you only play in the study?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'If there is a God, can reason prove it, or is that faith dressed up as logic?',
    issue: 'god-proof',
    form: 'plain',
  },
  {
    text: 'How could reason alone possibly know this is the best of all possible worlds? Have you checked the others, Leibniz?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'is my memory of yesterday proof that yesterday happened? what if the whole world was made five minutes ago with fake memories built in',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "brb, someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How do black holes lose mass if nothing can escape them?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I teach maths to 12-year-olds and they always ask why they should believe a proof instead of just checking a few examples. Which of you would I side with in that moment?',
    issue: 'truths-of-reason',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: 'Hume is just being annoying on purpose, right? Nobody actually lives like a skeptic.',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Can you ever be certain you love someone?',
    issue: 'certainty',
    also: ['reason-passion'],
    form: 'plain',
  },
  {
    text: 'The Scottish fella says reason is the slave of the passions. So are our certainties just feelings wearing a lab coat?',
    issue: 'reason-passion',
    also: ['certainty'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Leibniz, your monads have no windows. If my mind has no windows, how does it know anything about the world outside it?',
    issue: 'reality',
    also: ['innate-ideas'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'is there anything at all you two agree is 100 percent certain',
    issue: 'certainty',
    also: ['truths-of-reason'],
    form: 'plain',
  },
  {
    text: 'whats the weather in edinburgh like this weekend, thinking of going up',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Forecasts say 70% chance of rain and they're usually right. Isn't probability good enough? Why do philosophers obsess over certainty?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
];
