// The blind set of 2026-12-19 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: "Can I be sure of anything at all, even that I'm sitting here?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'ok so if the sun has come up literally every day of my life why is it not certain it comes up tomorrow, like what more do you want hume',
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Leibniz, is 2 + 2 = 4 true in every possible world or just in ours?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'hang on my headphones keep cutting out, can you hear me now?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandmother swears she remembers my grandfather's proposal word for word, but my aunt says it happened totally differently. If memory can be that wrong, what is left that we actually know?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Mr Hume, you'd still leave a burning building by the door rather than jump out the window. Doesn't your own behaviour prove you know more than you admit?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "What's the difference between knowing something and just being really confident?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "I work as a nurse and we trust lab results all day long. They're wrong maybe once in a thousand times. Is that knowledge or just a very good bet?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'so the armchair guy thinks you can figure out the universe without ever looking out the window? seems convenient',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Are there ideas we're born with, or does a baby start completely blank?",
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: 'Hume how do you even know your own mind exists, isnt that just a bunch of perceptions too',
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Should rich countries be obliged to take in climate refugees?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why is the night sky dark if the universe is full of stars?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "These AI chatbots state made-up facts in exactly the same confident tone as real ones. With deepfakes everywhere, can ordinary people still know anything they haven't seen with their own eyes?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Come on, Leibniz, 'everything has a sufficient reason' is itself something you just assume. Prove it without assuming it.",
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Does science ever give us certainty or just the best guess so far, Hume?',
    issue: 'certainty',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'the Scottish one keeps saying cause and effect is only habit. then why does my kettle boil every single time i switch it on??',
    issue: 'causation',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "Is 'I think, therefore I am' the one thing nobody can doubt?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'what time does this debate end, I have to pick up my kid',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My brother is convinced the moon landing was staged and no evidence moves him. He says I'm just trusting what I was told. Honestly, how is my certainty different from his?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Gottfried, if reason alone can prove truths, why did it take humanity thousands of years to figure out basic physics?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'wait so if nothing is certain then is it certain that nothing is certain? checkmate skeptic',
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Can you be certain God exists, or is faith the opposite of knowing?',
    issue: 'god-proof',
    form: 'plain',
  },
  {
    text: "So you admit, Hume, that you can't prove tomorrow will be like today. Then why bother planning anything?",
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "In court they convict people 'beyond reasonable doubt', not beyond all doubt. Is that the most any of us can ever honestly claim, even outside a courtroom?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the Bronze Age collapse?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "is maths discovered or invented? because if we invented it then it's not really certain truth is it",
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'Liebniz how can the world be made of minds when i can literally kick a rock',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Do we know right from wrong for certain, or are morals just feelings we got used to?',
    issue: 'reason-passion',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "Ok genuine question for the doubter from Edinburgh: if you're so unsure of everything, why are you so cheerful about it?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'My physics teacher said everyone was certain about Newton for 200 years and then Einstein came along. Does that mean every theory we hold today will end up wrong too?',
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: 'is it just me or is the sound really quiet on the android version',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What would count as proof that the outside world is real?',
    issue: 'certainty',
    also: ['reality'],
    form: 'plain',
  },
  {
    text: 'but what about the senses, a stick looks bent in water, so why trust your eyes at all',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Leibniz, you split truths of reason from truths of fact. Which side does 'water boils at 100 degrees' fall on, and can I be sure of it?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "anyone know if it's meant to rain in Edinburgh this weekend? planning a hike",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If we're all in a computer simulation, does any of what we 'know' still count?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "I'm a software tester. Passing ten thousand tests never proves there's no bug, only that I haven't found one yet. Isn't that exactly the situation with every belief we have?",
    issue: 'induction',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'Is it ethical to keep eating meat once lab-grown meat is cheap and available?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ok mr idealist, that's just your best-of-all-possible-worlds thing again. how can anyone be certain of that with earthquakes and wars going on",
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'epithet',
  },
];
