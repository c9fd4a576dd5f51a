// The blind set of 2026-12-26 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'How do I know 2 plus 2 is 4 and not just something I got used to?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "Hume, if you can't prove the sun will rise tomorrow, why do you still set an alarm?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "My grandfather has dementia and remembers things that never happened, and he's completely sure of them. If a memory can feel certain and be wrong, do any of mine count as knowledge?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'leibniz are babies born knowing stuff or is the mind blank at first',
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'does this app work offline or do I need wifi',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'So every scientific law is just a habit? Then why do planes stay in the air?',
    issue: 'induction',
    also: ['causation'],
    form: 'plain',
  },
  {
    text: 'The Scottish skeptic: what would it take for you to actually believe a miracle happened?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'I saw a deepfake of a politician last week and honestly could not tell it was fake. In a world like that, can I know anything from a video at all?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Gottfried, Voltaire roasted your best of all possible worlds in Candide. Do you still claim to know that for certain after earthquakes and wars?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'isnt saying nothing is certain itself a certain claim lol',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'What caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the difference between being certain and just feeling sure?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Mr Habit, when you say cause and effect is just custom, does that mean the match doesn't really cause the fire?",
    issue: 'causation',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "I'm a nurse. We trust lab results every day to decide on medication, and sometimes they're wrong. If certainty is impossible, is 'good enough' knowledge all we ever have?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: 'Could I be dreaming right now? How would either of you rule it out?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Leibniz, you dreamed of a language where we'd settle every argument by saying 'let us calculate.' Has anyone ever actually managed that?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'ok but like chatgpt sounds 100% sure and still makes stuff up, so how is that different from how we know things',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "what's a good sourdough recipe for a beginner",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But what about the self? Hume, are you even sure there's a 'you' doing all this doubting?",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'the armchair guy: you really think you can figure out how the world works without looking at it?',
    issue: 'truths-of-reason',
    also: ['innate-ideas'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "My friend is a flat-earther and says I only 'believe' NASA. Honestly, how do I know the earth is round myself, without trusting someone?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "come on Hume, you played backgammon and ate dinner with friends like everyone else. Isn't your doubt just a pose?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Is it wrong to eat meat if animals can feel pain?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is a triangle having 180 degrees a fact about the world or just about our definitions, especially now that we know space can curve?',
    issue: 'truths-of-reason',
    form: 'paraphrase',
  },
  {
    text: 'In court they say beyond reasonable doubt, not beyond all doubt. Which of you would make the better juror?',
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: 'why does everything need a reason anyway, leibnitz? maybe some things just happen',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'If my eyes can be fooled by a stick that looks bent in water, why trust them about anything?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Is the Edinburgh Fringe worth going to in August?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Can I be certain about my own feelings at least, like that I'm in pain right now?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "so you admit, David, that you can't know the future at all. Then why should I bother saving for retirement?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Do you think we're living in a computer simulation, and could reason ever tell us?",
    issue: 'certainty',
    also: ['reality'],
    form: 'plain',
  },
  {
    text: "Doctors gave my aunt six months and she lived eleven more years. I get that statistics aren't certainty, but then what is a prognosis really worth?",
    issue: 'induction',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'How do black holes evaporate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The monad man: if every mind is a little bubble with no windows, how do we ever know anything about each other?',
    issue: 'reality',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Are there moral truths we can know for certain, like that torturing babies for fun is wrong?',
    issue: 'certainty',
    also: ['truths-of-reason'],
    form: 'plain',
  },
  {
    text: 'Can a religious person ever know God exists, or is faith a different thing from knowledge?',
    issue: 'god-proof',
    form: 'plain',
  },
  {
    text: 'can you two talk a bit slower, the audio keeps cutting out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would a perfectly logical machine know more than us, or would it hit the same wall Hume talks about?',
    issue: 'truths-of-reason',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: "What's the problem of induction in plain English?",
    issue: 'induction',
    form: 'plain',
  },
  {
    text: 'What did Marx mean by alienation of labour?',
    issue: null,
    form: 'off-topic',
  },
];
