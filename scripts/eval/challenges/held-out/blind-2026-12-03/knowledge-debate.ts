// The blind set of 2026-12-03 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 meant on the theme and 8 off it, then
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  { text: 'Can I be a hundred percent sure of anything at all?', issue: 'certainty', form: 'plain' },
  {
    text: 'Hume, you really think the sun might not come up tomorrow? Come on.',
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'hey skeptic are you even sure you exist',
    issue: 'certainty',
    also: ['self'],
    addresses: 'hume',
    form: 'epithet',
  },
  { text: 'Prove that two plus two is four.', issue: 'truths-of-reason', form: 'plain' },
  {
    text: "My doctor told me my scan was clear, then a second doctor found something. Now I don't trust anyone. Leibniz, what exactly am I supposed to be certain of?",
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'leibnitz how can you know the world from an armchair, you have to go out and look at it',
    issue: 'truths-of-reason',
    also: ['innate-ideas'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'So you admit, Hume, that you still look both ways before crossing the street?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'But what about maths? Nobody learned from experience that a triangle has three sides.',
    issue: 'innate-ideas',
    also: ['truths-of-reason'],
    form: 'plain',
  },
  {
    text: "ok so I work in IT and we test every update a hundred times and it works, then the one time we skip a test it breaks everything. my manager says it worked yesterday so it'll work today. Hume is kind of my hero but I still have to ship code, so how do I live like that without losing my mind?",
    issue: 'living-with-doubt',
    also: ['induction'],
    form: 'plain',
  },
  {
    text: "Mr Skeptic, how can you be sure that you can't be sure?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'If you doubt everything, why do you trust your memory of all those sunrises?',
    issue: 'induction',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'leibniz the world is made of minds?? so my chair has a mind',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "My kid asked me how I know dinosaurs were real and I honestly couldn't answer. How would each of you explain it to a seven year old?",
    issue: 'certainty',
    also: ['causation'],
    form: 'plain',
  },
  { text: 'Do either of you have a favourite football team?', issue: null, form: 'off-topic' },
  {
    text: 'Quick joke: how many philosophers does it take to change a lightbulb? Depends what you mean by change.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'For what reason should I be kind to a stranger if nobody will ever know?',
    issue: 'reason-passion',
    form: 'plain',
  },
  {
    text: "Is science just a really good habit, or does it actually find out what's true?",
    issue: 'induction',
    also: ['causation'],
    form: 'plain',
  },
  {
    text: "With deepfakes I can't even trust a video anymore. Is that Hume's world coming true?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Leibniz, if reason alone can prove things, why do smart people disagree about everything?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  { text: "Isn't doubting everything just being lazy?", issue: 'living-with-doubt', form: 'plain' },
  {
    text: 'I have this habit of making promises to myself and breaking them. Do we actually have willpower or is it all brain chemistry?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'how do u know ur not dreaming rn', issue: 'certainty', form: 'plain' },
  { text: "Hang on, someone's at the door, back in a sec.", issue: null, form: 'off-topic' },
  {
    text: "Hume, you say cause and effect is just habit. I touched a hot stove when I was four. That wasn't a habit, that was a burn.",
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Are some things true no matter what anyone sees or feels?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'I was in a car crash and I remembered it completely differently from what the dashcam showed. If my own memory lies like that, what can I know?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "But what about 'I think, therefore I am'? Surely that one's certain.",
    issue: 'certainty',
    also: ['self'],
    form: 'plain',
  },
  {
    text: 'Skeptic guy, what would it take to actually convince you of something?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Leibniz, did you really reason your way to this being the best of all possible worlds? Because have you seen the news?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Can you know something is true even if you can't explain why?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "People treat whatever a chatbot says like it's fact. Is that knowledge or just borrowed confidence?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Hume, if you can't prove tomorrow will be like today, why would you bother saving for retirement?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  { text: "Is it wrong to lie to protect someone's feelings?", issue: null, form: 'off-topic' },
  {
    text: 'is faith a kind of knowing or the opposite of it',
    issue: 'god-proof',
    also: ['miracles'],
    form: 'plain',
  },
  {
    text: 'So Leibniz, you admit you never actually checked your perfect system against the real world?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "What's the difference between believing something and knowing it?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Could a computer ever actually feel pain, or only act like it does?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'Is this app free, or do I have to pay after the first debate?', issue: null, form: 'off-topic' },
  {
    text: 'Could everything I see be a simulation without me ever finding out?',
    issue: 'certainty',
    also: ['reality'],
    form: 'plain',
  },
  { text: 'Leibniz, Hume: one word each. Certainty, yes or no?', issue: 'certainty', form: 'plain' },
];
