// The blind set of 2027-01-08 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'How do you know 2 + 2 is 4 and not just something we all agreed on?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: "ok so if the sun rising isn't proof then like why does anyone bother with weather forecasts",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "Mr Hume, you doubt cause and effect, but you still looked both ways before crossing the street this morning, didn't you?",
    issue: 'living-with-doubt',
    also: ['causation'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "My daughter asked me how I know I'm not dreaming right now. I told her dreams are fuzzier, but honestly some of mine are sharper than a Tuesday afternoon. What do I actually tell a seven-year-old?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Is there anything at all you'd bet your life on?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Leibniz, if reason can read the world's laws from an armchair, why did we ever need telescopes?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'is this app free or do I need a subscription after the first debate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a nurse. We double-check every dose because we assume we'll get it wrong sometimes. Is that basically Hume in scrubs, or is there anything I can rely on without checking?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'The Edinburgh guy seems very relaxed for someone who thinks nothing can be proven. How does he sleep at night?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'whats the difference between being certain and just being really really confident',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "But Leibniz, your principle of sufficient reason: what's the sufficient reason for the principle itself?",
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Deepfakes mean I can't trust a video of a politician anymore. If even my eyes and ears can be faked, is there anything left I can know firsthand?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'What actually brought down the Roman Republic, was it Caesar or had it been rotting for decades?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so you admit, David, that science is just a very well organised habit?',
    issue: 'induction',
    also: ['causation'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Could we all be living in a computer simulation?',
    issue: 'certainty',
    also: ['reality'],
    form: 'paraphrase',
  },
  {
    text: "Gottfried, didn't G\u00f6del show that even maths can't prove everything about itself?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "My grandfather has dementia and is completely certain it's 1974. He feels exactly as sure as I do. So what does feeling sure even count for?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "come on, nobody actually lives like a sceptic. you'd starve in a week",
    issue: 'living-with-doubt',
    form: 'plain',
  },
  {
    text: 'Mr Best-of-All-Possible-Worlds, did pure reason prove that too? Because the news says otherwise.',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'brb, dog needs to go out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does the German genius think babies are born already knowing things? Because mine mostly knows how to scream.',
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Hume, "I think, therefore I am" - does even that survive your doubt?',
    issue: 'certainty',
    also: ['self'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'When a chatbot tells me something with total confidence and it turns out to be made up, is that really any different from how people are certain?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'I\'ve got jury service next month. The judge will tell us "beyond reasonable doubt", not "beyond all doubt". Is the law just quietly admitting nobody can ever know for sure?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Is the meat on my plate wrong to eat if I could live perfectly well without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "is hume the one who said you can't get an ought from an is? so we can't know right and wrong for sure either?",
    issue: 'certainty',
    also: ['reason-passion'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "the armchair guy vs the sceptic, love it. question for armchair guy: how do you know your own reason isn't broken",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "You say you look for your self and only ever find perceptions. So who's doing the looking, Hume?",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "That's just word games. Of course I know I have two hands.",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'A priest says he knows God exists. A biologist says she knows evolution happened. Are they using the word "know" the same way?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "I'm sure I left the oven on, anyone know how long a roast can go before it's a problem lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are black holes actually holes, or is that just a bad name for something else?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My uncle says the moon landing was faked and keeps saying I can't \"prove\" it wasn't. Technically he's right, isn't he? Where does that leave the rest of us?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Question for the Scot: if the future needn't resemble the past, why write books for future readers?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "i failed my driving test after being like 100% sure i'd passed. so how do i trust my own gut ever again",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "What's the strongest case for proportional representation over first past the post?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Kant said Hume woke him from his dogmatic slumber. Did Kant actually answer him, or just go back to sleep with nicer pillows?',
    issue: 'causation',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "A woman at my church swears her tumour vanished after a week of prayer, and the doctors can't explain it. Would you still say no testimony is ever strong enough to prove a miracle, Hume?",
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Libnitz how can a monad know anything about the world if it has no windows',
    issue: 'reality',
    also: ['innate-ideas'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'what time does this finish? need to pick my kid up at 5',
    issue: null,
    form: 'off-topic',
  },
];
