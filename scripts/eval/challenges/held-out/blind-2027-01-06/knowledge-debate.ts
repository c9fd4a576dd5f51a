// The blind set of 2027-01-06 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: "Is 2 plus 2 equals 4 something we know for sure, or just something we're used to?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "Hume, you'd still jump out of the way of a bus, right? So you obviously believe in cause and effect.",
    issue: 'causation',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'does anyone know a sure way to get red wine out of a carpet',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "How do I know I'm not dreaming right now?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "I'm on a jury for a burglary trial next month. The judge says we have to be sure 'beyond reasonable doubt'. If nobody can be certain of anything, how am I supposed to convict anyone?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: 'leibniz ok so if reason can figure out everything from an armchair why did you need to invent calculus with actual pen and paper lol',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "What's the point of science if it can never prove anything for sure, Mr Hume?",
    issue: 'induction',
    also: ['causation'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'The cheerful Scot: are you ever actually in doubt when you order dinner, or is the skepticism just for the books?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "My dad's memory is going and he insists things happened that never did. He's completely certain. How can any of us trust our memories after seeing that?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "So you admit you can't even be certain that you're skeptical? That's self-defeating.",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Gottfried, is this honestly the best of all possible worlds? Have you looked at the news?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'What is dark matter actually made of?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'is it certain that i exist tho? descartes said so but idk',
    issue: 'certainty',
    also: ['self'],
    form: 'plain',
  },
  {
    text: "Deepfakes of politicians are everywhere now. If I can't even trust a video, what can I trust?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Can you know something without being able to prove it?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Mr Sufficient Reason, does everything really have a reason? What's the reason my flight got cancelled?",
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'David, why bother buying groceries for next week if the future might not resemble the past?',
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'what time is it in Edinburgh right now?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Chatbots state totally false things with perfect confidence. Isn't that basically what humans do too, just slower?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Leibniz, is mathematics discovered or invented? Because if we invented it, it can't be certain truth about the world.",
    issue: 'truths-of-reason',
    also: ['innate-ideas'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'but what about logic itself, if i doubt logic im using logic to do it, right?',
    issue: 'certainty',
    also: ['truths-of-reason'],
    form: 'plain',
  },
  {
    text: 'Are we living in a simulation, and could we ever find out?',
    issue: 'certainty',
    also: ['reality'],
    form: 'paraphrase',
  },
  {
    text: 'Leibniz, were you born knowing that a triangle has three sides, or did you learn it?',
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Every pill I take went through clinical trials, which only show it worked for thousands of people before me. Hume, by your logic should I stop taking my blood pressure meds?',
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'hang on my cat just sat on the keyboard',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just playing word games. Nobody really doubts that fire burns.",
    issue: 'living-with-doubt',
    also: ['causation'],
    form: 'plain',
  },
  {
    text: 'Is faith a kind of knowledge, or the opposite of it?',
    issue: 'certainty',
    also: ['god-proof'],
    form: 'plain',
  },
  {
    text: "The German in the big wig: what's a monad and why should I care?",
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Where would 'God exists' land on your fork, Hume? Ideas, facts, or straight into the fire?",
    issue: 'god-proof',
    also: ['truths-of-reason'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "what's a good proofreading app for essays? uni deadline tomorrow",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Was the French Revolution worth the bloodshed of the Terror?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Weather forecasts say 70 percent chance of rain. Is probability the best we'll ever get, even in physics?",
    issue: 'induction',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'How certain is certain enough to act on? With climate change, do we really need to be 100% sure?',
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: "My flatmate thinks the moon landing was faked and says I can't prove it wasn't. Technically he's right, isn't he? How do I argue with that?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Do we have free will if brain scans can predict our choices before we make them?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the Idealist: if I see a red apple, is the red in the apple or in my head?',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'come on leibnitz, you really think the whole universe runs like a perfectly wound clock',
    issue: 'sufficient-reason',
    also: ['reality'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'To the guy from Edinburgh: if every certainty is a habit, is my belief that my mum loves me just a habit too?',
    issue: 'induction',
    also: ['certainty'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'is this app recording my voice all the time or only when I hold the button',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is there anything at all that both of you would agree is 100% certain?',
    issue: 'certainty',
    form: 'plain',
  },
];
