// The blind set of 2027-01-07 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'How can anyone be sure 2 plus 2 is 4 and not just something we all agreed on?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'Leibniz, if reason alone can prove things, why do mathematicians still argue about proofs for years?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'ok so hume says the sun might not rise tomorrow but like he still made breakfast plans right',
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "brb my pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandmother has dementia and she is absolutely certain it's 1974. She feels exactly as sure as I do about anything. So what makes my certainty better than hers?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Hume, is 'I think therefore I am' at least certain, or do you doubt even that?",
    issue: 'certainty',
    also: ['self'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Mr Sun Rises Tomorrow, do you actually lose sleep over this or is it a party trick?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "Doesn't science prove things for certain? We landed on the moon.",
    issue: 'certainty',
    also: ['induction'],
    form: 'plain',
  },
  {
    text: 'Is it morally wrong to eat meat if animals can suffer?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I work in QA for software. We run the same test a thousand times and it passes, then it fails on the 1001st in production. Is that basically the whole problem with induction?',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "that's just saying nothing is certain, which is itself a certain claim. checkmate?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "How would I know I'm not dreaming right now?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Gottfried, what exactly is the principle of sufficient reason and why should I believe it?',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "My sister saw a 'miracle' healing at church and swears it happened. Should I believe her, Hume, or is that exactly where you draw the line?",
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "what's the weather supposed to be like in Edinburgh next week? going there for a wedding",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Deepfakes mean I can't trust a video of a politician anymore. Does that make us all skeptics now whether we like it or not?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: "Question for the Edinburgh guy: you say cause and effect is just habit. So when one billiard ball hits another and it moves, I'm not seeing a cause at all?",
    issue: 'causation',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'come on, cheerful doubter, nobody lives like that. you still look both ways crossing the street',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "Euclid's geometry was supposed to be pure reason and then Einstein showed space is curved. Doesn't that sink the whole armchair idea, Leibniz?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'What actually caused the fall of the Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'can i be certain my boyfriend loves me or is that just a habit of seeing him be nice lol',
    issue: 'induction',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: "What's the difference between knowing something and just being really, really confident?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Hume, you said we should commit to the flames any book that isn't math or experiment. Would your own Treatise survive the fire?",
    issue: 'truths-of-reason',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Leibniz, are babies born already knowing things, like logic, or do they start out blank?',
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'so the idealist thinks the world is made of minds... is my chair a mind?? how would you even check',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'do you know for certain if this app is free or does it start charging after a trial?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "In court they say 'beyond reasonable doubt', not 'beyond all doubt'. Is the law quietly admitting nobody can be certain?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "ChatGPT told me something totally false in a really confident tone last week. Is my own confidence any more trustworthy than a chatbot's?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Voltaire mocked you for 'the best of all possible worlds', Leibniz. Does that idea give us certainty about anything, or just comfort?",
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'But what about memory? I remember what I ate this morning. Surely that counts as knowing.',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'hume so you admit you cant prove the future will be like the past, but then why do you trust your own argument will still work tomorrow',
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Is there a single thing both of you would agree is 100% certain?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'My doctor said the test is 99 percent accurate. Is 99 ever good enough to call knowledge, or does certainty mean 100 or nothing?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Liebniz how does reason 'read the laws' of the world without looking at it? sounds like magic tbh",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Does any of this matter in practice? If I can't be certain of anything, should I live differently?",
    issue: 'living-with-doubt',
    form: 'plain',
  },
  {
    text: 'How do black holes evaporate if nothing can escape them?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The German polymath invented calculus, fine. But does being brilliant at math make you right about reality?',
    issue: 'truths-of-reason',
    also: ['reality'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Russell had that story about the chicken fed every day until the farmer wrings its neck. Are we all that chicken?',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'is anything certain tho',
    issue: 'certainty',
    form: 'plain',
  },
];
