// The blind set of 2027-01-02 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'Can I at least be sure that I exist?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Hume, if you can't prove the sun will rise tomorrow, why did you bother setting an alarm?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'My physics teacher says science never proves anything, it only fails to disprove it. So is everything I learned in school just a very good guess?',
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: 'is it going to rain in Edinburgh this weekend, anyone know?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'leibniz is 2+2=4 true even if no one is around to count',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Newton was 'certain' for two hundred years and then Einstein came along. Why should we trust anything scientists tell us today?",
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: 'ok so the cheerful doubter guy basically says we cant know anything but he still ate breakfast every day lol',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'What is the principle of sufficient reason, and why should the universe have to obey it?',
    issue: 'sufficient-reason',
    form: 'plain',
  },
  {
    text: 'Is it morally wrong to eat meat if we can live healthily without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "David, when you watched one billiard ball hit another, why weren't you convinced the first one caused the second to move?",
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'What if this whole debate is a simulation? How would either of you know?',
    issue: 'certainty',
    also: ['reality'],
    form: 'paraphrase',
  },
  {
    text: 'Last year I saw a deepfake video of a politician that I was completely sure was real. My friend showed me it was AI. If I can be that sure and that wrong, what is certainty even worth?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Gottfried, you said this is the best of all possible worlds. Have you looked at the news lately?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "that's just Descartes with a wig",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "How do I know the people around me have minds and aren't just very convincing robots?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "how do I make the text bigger? my eyes aren't what they used to be",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Leibniz, are there ideas we're born with, or does everything come from experience?",
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Eyewitnesses send people to prison even though memory is so unreliable. Should courts ask for certainty or settle for 'beyond reasonable doubt'?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: "Mr Hume, you wrote that no testimony could ever make a miracle believable. So if I saw my dead grandad walk into the kitchen, you'd tell me to doubt my own eyes?",
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'But what about maths? Nobody needs to wait for tomorrow to know a triangle has three sides.',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991 after looking so solid?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the Scottish guy: when you look inside yourself, is there really no 'you' there, just a pile of perceptions?",
    issue: 'self',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'my girlfriend asked how I know I love her. i said i just know. is that knowledge or is that a feeling',
    issue: 'certainty',
    also: ['reason-passion'],
    form: 'paraphrase',
  },
  {
    text: 'Can ChatGPT know anything, or does it just predict the next word?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Come on, Leibnitz, a world made of minds? My kitchen table doesn't seem to have much of a mind.",
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "If a flat-earther is totally certain and I'm totally certain, what makes my certainty better than his?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'lol my son just asked me if philosophers get paid',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What would the calculus man say to G\u00f6del, who showed maths can't even prove its own consistency?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Every turkey is sure the farmer loves him, right up until Christmas. Isn't that the whole problem with trusting experience?",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "Is it irrational to believe something you can't prove, like that your kids will be OK?",
    issue: 'living-with-doubt',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: "What's the actual difference between a virus and a bacterium, and why don't antibiotics work on viruses?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Do optical illusions prove our senses can't be trusted, or only that they sometimes slip, Hume?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'so you admit, Hume, that in everyday life you trust your habits completely? then whats the point of the skepticism',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Does the idealist think we can know God exists as surely as we know geometry?',
    issue: 'god-proof',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'My surgeon said the operation has a 97% success rate, not 100. I keep thinking about the 3%. Is living with probabilities the best any of us can do?',
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: "How can I be sure I'm not dreaming right now?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Weather apps say 70% chance of rain. Is that knowledge, or just a polite way of saying nobody knows?',
    issue: 'induction',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'Is democracy the best system we have, or only the least bad one?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Hume supposedly woke Kant from his dogmatic slumber. Did anyone ever actually answer him, Leibniz?',
    issue: 'causation',
    also: ['induction'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'sorry had to step away for a sec, what did I miss?',
    issue: null,
    form: 'off-topic',
  },
];
