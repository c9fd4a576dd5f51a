// The blind set of 2026-12-12 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 81). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'Is 2 + 2 = 4 something we actually know, or just something we all agreed on?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'ok so if the sun might not come up tomorrow why do i still set my alarm, hume',
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'My doctor said the test was 99% accurate, and I still got a negative after weeks of symptoms. Turned out it was a false negative. How am I supposed to trust anything a test tells me?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  { text: 'is this app free or does it start charging after the trial?', issue: null, form: 'off-topic' },
  {
    text: "Leibniz, what's one truth you'd bet your life on?",
    issue: 'certainty',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'named',
  },
  { text: "What's the difference between being sure and being certain?", issue: 'certainty', form: 'plain' },
  {
    text: "The Scottish guy keeps saying we only know things out of habit. But then isn't his own argument just a habit too?",
    issue: 'certainty',
    also: ['causation', 'induction'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "I've got jury duty next month. The judge will say 'beyond reasonable doubt', not 'beyond all doubt'. Is the law quietly admitting that nobody can ever really know what happened?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  { text: 'can i know im not dreaming right now', issue: 'certainty', form: 'plain' },
  {
    text: "Mr. Hume, if cause and effect is just two things we've seen together a lot, why does my hand hurt every single time I touch the stove?",
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  { text: "brb the kettle's screaming", issue: null, form: 'off-topic' },
  {
    text: "So you admit, Mr Skeptic, that you can't prove the future will look like the past. Then why should anyone listen to science at all?",
    issue: 'induction',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Leibnitz you really think everything in the universe has a reason? whats the reason my bus was 20 min late this morning',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "With deepfakes everywhere I genuinely can't tell if a video of a politician is real anymore. Is there anything left I can be certain of just by seeing it with my own eyes?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Does certainty feel different from being very confident? Because I've been totally sure of things that turned out to be wrong.",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Should voting be compulsory in a democracy, or does forcing people to vote cheapen it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What about Descartes? 'I think, therefore I am' - surely that's at least one thing nobody can doubt?",
    issue: 'certainty',
    also: ['self'],
    form: 'paraphrase',
  },
  {
    text: "Hume would say there's no 'I' doing the thinking, just a bundle of perceptions. Does the idealist have any answer to that?",
    issue: 'self',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Come on, nobody actually lives like a sceptic. You'd both look both ways before crossing the road.",
    issue: 'living-with-doubt',
    form: 'plain',
  },
  {
    text: "My grandmother has dementia and she is completely certain it's 1974. She's not lying, she just knows it. What makes my certainty any better than hers?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'whats the best way to prove bread dough? it never rises in my freezing kitchen',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is maths discovered or invented? And does the answer decide whether it's certain?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'The man from Leipzig said we live in the best of all possible worlds. How could anyone possibly be certain of THAT?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'epithet',
  },
  { text: 'hume do you believe in miracles or nah', issue: 'miracles', addresses: 'hume', form: 'named' },
  {
    text: 'Gottfried, the principle of sufficient reason - can you actually prove it, or do you just assume it and build everything on top?',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "i mean physics gets rewriten every hundred years. newton was 'certain' and then einstein showed up. so whats the point",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Why did the Western Roman Empire fall while the Eastern half lasted another thousand years?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Relations of ideas versus matters of fact: does that split still hold up, or did later philosophers knock it down?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: "I'm a primary teacher and a kid asked how we know the Earth is round if none of us has seen it from space. I said 'trust the photos'. Was that a good answer?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "What's the skeptic's answer to a conspiracy theorist, Hume? They also love saying 'you can't prove it'.",
    issue: 'certainty',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "it's so foggy here I can't even see the end of my street lol, anyone else?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Hume, can you be certain you love someone? My partner asked me last night and I just froze.',
    issue: 'certainty',
    also: ['reason-passion'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "That's just word games, Leibniz. 'A bachelor is unmarried' is certain because it says nothing. Tell me something certain about the actual world.",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  { text: 'monads. explain monads like im five please', issue: 'reality', form: 'plain' },
  {
    text: 'Is it wrong to eat meat if you could live perfectly healthily without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why is the Edinburgh philosopher so cheerful about not knowing anything? Doubt just makes me anxious.',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'If memory can be wrong, how do I even know yesterday happened, David?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Why does time only move forward when the equations of physics work the same in both directions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Kant said Hume woke him from his dogmatic slumber. In the end, which of you two would Kant side with?',
    issue: 'truths-of-reason',
    also: ['causation'],
    form: 'plain',
  },
  {
    text: 'Could a newborn baby know anything at all before it has seen or touched a single thing?',
    issue: 'innate-ideas',
    form: 'plain',
  },
];
