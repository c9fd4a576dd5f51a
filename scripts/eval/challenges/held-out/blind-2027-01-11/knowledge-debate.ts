// The blind set of 2027-01-11 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: "Is 2 + 2 = 4 something we actually know, or just something we've gotten used to?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'Hume, if cause and effect is only habit, why do you still look both ways before you cross the street?',
    issue: 'living-with-doubt',
    also: ['causation'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'ok so like how do i know im not dreaming rn',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "My daughter asked how we know dinosaurs existed if nobody ever saw one. I said fossils, and she said maybe they were put there to trick us. How do I answer that without just saying 'trust me'?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'What exactly can reason prove without looking at the world, Leibniz?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Isn't 'nothing is certain' itself a claim to be certain?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "To the Scottish gentleman: if every certainty is a habit, isn't your doubt a habit too?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I write software for a living. A test can pass a thousand times and the code can still break on the thousand and first run. Is that the same problem you two are fighting about?',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "What about Descartes? 'I think, therefore I am' - surely nobody can doubt that one?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Mr Hume, you said the self is just a bundle of perceptions. So who exactly is doing the doubting?',
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'do deepfakes mean we basically cant trust our own eyes anymore',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'What actually happens to matter that falls into a black hole?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Herr Leibniz, your principle of sufficient reason says everything has a reason. What's the reason for that principle?",
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Is it ever okay to lie to a friend to spare their feelings?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'A friend sat on a jury last year. The judge told them to convict only beyond reasonable doubt, not beyond all doubt. Did the courts give up on certainty centuries ago and just not tell anyone?',
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: "Question for the Idealist: what's the difference between being certain and just feeling certain?",
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Come on, Hume. You don't actually doubt that fire is hot when you put your hand near it.",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'The German guy in the big wig: after two world wars, do you still think this is the best of all possible worlds?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Voltaire mocked you mercilessly in Candide. Did that sting, Gottfried?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "A turkey gets fed every morning for a year and concludes the farmer loves it. Then comes Christmas Eve. Isn't all of science that turkey?",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "I was absolutely sure my dad wore a blue suit at my wedding. The video shows grey. If I can't trust a memory that vivid, what can I trust?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "what's the weather looking like in edinburgh this weekend",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Leibniz wanted a language where any argument could be settled by saying 'let us calculate'. Isn't that what the AI companies are promising now, and could it ever actually work?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Do you believe in miracles, Hume? What if a hundred people swore they saw one?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "but what about maths tho. a triangle's angles add to 180 whether i'm used to it or not",
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "Isn't that just relativism with better manners?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "How can I be sure other people actually have minds and aren't just acting like it?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "So you admit, Mr Skeptic, you can't prove your own argument either?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'How did the Black Death change wages and farming in medieval Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My gran is 100% sure her ginger tea cured her cold, and I'm 100% sure it didn't. Which of us is being more reasonable, philosophically speaking?",
    issue: 'causation',
    form: 'paraphrase',
  },
  {
    text: "Godel proved maths can't prove every truth about itself. Doesn't that sink the whole rationalist dream, Leibnitz?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Locke said the mind starts as a blank slate, and Leibniz answered that it's more like veined marble. So are babies born knowing anything?",
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'is this app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean if nothing is certain why should i trust my doctor or the vaccine or like anything really',
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'Can anyone prove God exists using reason alone? Leibniz seemed pretty confident.',
    issue: 'god-proof',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "What would it take to convince you something is certain? Give me a test you'd accept, cheerful doubter.",
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Everyone online 'does their own research' and trusts nothing now. Did the skeptics win, or is this the opposite of what Hume meant?",
    issue: 'living-with-doubt',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'what proof is most scotch whisky, is it 80?',
    issue: null,
    form: 'off-topic',
  },
];
