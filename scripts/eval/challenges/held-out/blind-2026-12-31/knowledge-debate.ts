// The blind set of 2026-12-31 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: "Is 2 + 2 = 4 something we know for sure, or just something we're used to?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "My daughter asked me how I know she isn't dreaming right now and honestly I froze. What am I supposed to tell a nine-year-old?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Hume, if you can't prove the sun will rise tomorrow, why do you bother setting an alarm?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'ok so like how do we even know our memories are real and not just made up by our brain',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Leibniz, you say reason can read the world's laws from an armchair. Then why did every scientist still need experiments?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "I work as a lab tech and we repeat every test three times. Even after that my boss still says 'probably'. Is that the best science can ever do?",
    issue: 'induction',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'Can anything be certain if our eyes can be fooled by a simple optical illusion?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "to the Scottish guy: are you actually sure you're a skeptic? checkmate",
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the difference between being certain and just feeling certain?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "So you admit, Hume, that you're certain about at least one thing \u2014 that nothing is certain?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "With deepfake videos everywhere now, I can't even trust a clip of the president speaking. Is knowing anything from the news over?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Gottfried, what exactly is the principle of sufficient reason and why should I believe it?',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'is this app free or is there a subscription after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean descartes said i think therefore i am, isnt that at least one thing we kno for sure??',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'My grandmother swears her herbal tea cured her cold, and nothing I say moves her. Is her certainty any worse than mine about antibiotics?',
    issue: 'causation',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'Leibniz, if reason alone proves things, how come brilliant people reason their way into totally opposite conclusions?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Mr Idealist, if the world is made of minds, what is my kitchen table made of?',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Is it ever right to break a promise to spare someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Does a jury ever really know someone is guilty, or is 'beyond reasonable doubt' just a polite way of guessing?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Come on, Mr Skeptic, nobody actually lives like that. You'd walk off a cliff because you can't prove gravity works today.",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'hume so when i hit one billiard ball into another ur saying i never actually SEE the cause?? then what am i seeing',
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Are we born knowing some things, or is a baby's mind a blank slate?",
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: "what's the weather going to be like in Edinburgh this weekend, anyone know?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a programmer and I write tests all day, but a passing test only shows the bugs I thought of aren't there. Feels like the sunrise problem in my job. Can code ever be proven correct?",
    issue: 'induction',
    also: ['truths-of-reason'],
    form: 'paraphrase',
  },
  {
    text: 'Could we all be living in a computer simulation? And if so, what would still count as knowledge?',
    issue: 'certainty',
    also: ['reality'],
    form: 'paraphrase',
  },
  {
    text: 'Leibnitz, best of all possible worlds? Really? Have you read the news this week?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Why is the sky blue but sunsets are red?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just word games. A definition being true isn't the same as knowing anything about the real world.",
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'Can faith count as knowledge, or is believing in God always a guess, Hume?',
    issue: 'god-proof',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "When ChatGPT answers me with total confidence and it's wrong, it reminds me of people. Is confidence worth anything at all as a sign of truth?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "David, what's left of me if I look inside and only find a bundle of perceptions?",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'lol my cat just walked across the keyboard sorry',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mathematicians proved some true statements can never be proven. Doesn't G\u00f6del kind of ruin the dream of a perfect system?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'but what about pain? when I stub my toe im 100% sure it hurts, no doubting that one',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Question for the guy who invented calculus: are the laws of logic discovered, or did we make them up?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'How sure can doctors be when they give a diagnosis? My dad got three different answers from three specialists last year.',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Should the voting age be lowered to sixteen?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If certainty is impossible, why should I trust anything you say tonight, Hume?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
];
