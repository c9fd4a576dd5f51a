// The blind set of 2026-12-04 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  { text: 'Can we be sure of anything at all?', issue: 'certainty', form: 'plain' },
  {
    text: "Hume, if I let go of this pen it's going to fall. You really think I can't know that?",
    issue: 'induction',
    also: ['causation'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'ok so math. 2+2=4. thats certain right?? or is even that a habit',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  { text: 'is there a transcript I can download after the debate?', issue: null, form: 'off-topic' },
  {
    text: "My dad has Alzheimer's and swears blind that things happened that never did. Watching him, I've started wondering how far I can trust my own memories. Does memory ever give real knowledge?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "What's the difference between a truth of reason and a truth of fact, Mr Leibniz?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'The Scottish guy seems way too relaxed for someone who thinks we know nothing. How do you even get out of bed?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  { text: "If I'm a brain in a vat, how would I ever find out?", issue: 'certainty', form: 'paraphrase' },
  {
    text: 'leibnitz do you seriously think this is the best of all possible worlds. have you seen the news',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  { text: 'Is it ethical to eat animals if they can feel pain?', issue: null, form: 'off-topic' },
  {
    text: "Every chatbot learns by spotting patterns in past data, which sounds a lot like Hume's habit. Does that mean AI can never really know anything, or that we can't either?",
    issue: 'induction',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'Cause and effect: is it real, or are we just used to seeing one thing follow another?',
    issue: 'causation',
    form: 'plain',
  },
  {
    text: "A turkey gets fed every morning for a thousand days and then it's Thanksgiving. Isn't science just that turkey in a lab coat?",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "come on, David, you'd still jump out of the way of a bus. so you DO believe the future will be like the past",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'lol my cat just walked across the keyboard, sorry for whatever I sent',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm on a jury next month. The case rests on one eyewitness who says she's 'absolutely certain'. How certain does anyone have to be before we send someone to prison?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Are you certain you can't be certain? Because that sounds self-defeating.",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Gottfried, where do these innate ideas come from? Babies don't seem to know much geometry.",
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Mr Monad, is my mind really a windowless little bubble?',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "I think, therefore I am. Doesn't that give us at least one thing that's certain?",
    issue: 'certainty',
    form: 'plain',
  },
  { text: 'What caused the collapse of the Soviet Union?', issue: null, form: 'off-topic' },
  {
    text: 'Europeans were sure every swan was white until they reached Australia. How many of our scientific laws are just waiting for their black swan?',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "Deepfakes, cloned voices, doctored photos... soon I won't be able to trust my own eyes online. Is seeing still believing?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Question for the Edinburgh doubter: if the future can't be proved, why do you still buy bread for tomorrow's breakfast?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "what even is the self tho. hume said its just a bundle of perceptions right? so who's doing the perceiving",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  { text: "I'm pretty sure I left the oven on, gotta go check, back in 5", issue: null, form: 'off-topic' },
  {
    text: 'Could God be the thing that guarantees reason gets it right, Leibniz?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  { text: "Can a miracle ever be believed on someone else's word?", issue: 'miracles', form: 'plain' },
  {
    text: "My girlfriend says she loves me. I believe her, but I can't exactly check. Is trusting people a kind of knowledge, or just a bet?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: "Hume, how is a flat-earther's certainty any different from a physicist's?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  { text: 'Should billionaires pay a wealth tax?', issue: null, form: 'off-topic' },
  {
    text: "idealist guy. if the world is made of minds what's this table made of",
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "But aren't the laws of logic themselves certain? Even to doubt something you have to use them, Hume.",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Leibniz, your dream was a language where any argument could be settled by calculating. Could computers finally make that real?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  { text: "Do optical illusions prove our senses can't be trusted?", issue: 'certainty', form: 'paraphrase' },
  { text: 'How does CRISPR gene editing actually work?', issue: null, form: 'off-topic' },
  {
    text: "isn't this all just word games? engineers build bridges that don't fall down. seems like we know stuff",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: "Vaccines get tested on millions of people, and still someone says 'you can't be 100% sure'. At what point does doubt stop being smart and start being dangerous?",
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'paraphrase',
  },
  { text: 'any tips for not getting sunburnt at the beach this weekend?', issue: null, form: 'off-topic' },
  {
    text: 'Kant said Hume woke him from his dogmatic slumber. So who actually wins this one, the system builder or the skeptic?',
    issue: 'certainty',
    form: 'plain',
  },
];
