// The blind set of 2027-01-04 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'Is there anything at all I can be 100% sure of?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'ok so hume if the sun thing cant be proven why do you still get out of bed in the morning lol',
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Leibniz, two plus two is four whether or not anyone ever checked. Doesn't that settle it?",
    issue: 'certainty',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "My doctor told me she's 'pretty certain' it's just a cyst, and now I'm lying awake over the word pretty. Is medicine ever actually certain, or is it all just odds?",
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: 'wait is this free or do I have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can you be certain that you are not dreaming right now?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Mr Skeptic, so you admit you can't even be sure your own skepticism is right?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "Every physics textbook I had in school has since been partly rewritten. If science keeps changing its mind, what makes anyone think we've got final answers on anything?",
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: 'i mean causation is literally how my car starts?? you turn the key it goes. how is that just a habit',
    issue: 'causation',
    form: 'paraphrase',
  },
  {
    text: "Leibniz says the truths of reason are necessary because their opposite is a contradiction. But isn't that just saying bachelors are unmarried? Tells me nothing about the world.",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Does anyone know a good brunch place near the station that's open on Sundays?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How do I know my memories are real and not something my brain made up last week?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "My grandmother is absolutely certain God exists, my brother is absolutely certain he doesn't. Can they both just be feeling certain without either of them knowing anything?",
    issue: 'certainty',
    also: ['god-proof'],
    form: 'paraphrase',
  },
  {
    text: 'what would the Scottish guy say about deepfakes? like if I cant trust video anymore what can I trust',
    issue: 'miracles',
    also: ['certainty'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Gottfried, you claim this is the best of all possible worlds. Honestly, how could you possibly know that?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Why did the Roman Republic collapse into an empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Hume, if every certainty is just habit, then your idea that every certainty is habit is also just a habit. Checkmate?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'are babies born knowing anything or is it all learned',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: 'I work in software QA. We run ten thousand tests, all green, and a bug still shows up in production. Is that basically the problem of induction in my day job?',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "Why should I trust a chatbot that sounds so sure of itself when it's sometimes just wrong?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'is it certain to rain tonight or can i risk leaving the umbrella at home',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes said 'I think therefore I am' \u2014 do you two at least agree on that one?",
    issue: 'certainty',
    also: ['self'],
    form: 'plain',
  },
  {
    text: 'The idealist guy thinks the world is made of minds. So is my chair a mind? Come on.',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "If nothing can be known for sure, why bother with courts? A jury says 'beyond reasonable doubt', not 'beyond all doubt'. Is that good enough to send someone to prison?",
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: "Hume's fork sounds neat but where does maths about the real world fit, like engineers calculating a bridge? Relations of ideas or matters of fact?",
    issue: 'truths-of-reason',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Herr Leibniz, how can reason, sitting in an armchair, discover anything about the planets?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'brb my cat just knocked something off the table',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Leibnitz what's the principle of sufficient reason and why should I believe it",
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "So basically you're telling me I can't even know I have hands. That's just silly, nobody lives like that.",
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'My friend is convinced we live in a simulation like in The Matrix. Is there any argument at all that could prove her wrong?',
    issue: 'certainty',
    also: ['reality'],
    form: 'paraphrase',
  },
  {
    text: 'Do you think the self is real, Hume, or am I just a bundle of perceptions typing into an app?',
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "What actually is dark matter, and why can't anyone detect it directly?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is skepticism a luxury for philosophers, Mr Hume? Farmers and surgeons have to act on what they believe.',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Mathematicians proved you can't prove every truth of a system from inside it. Doesn't G\u00f6del kind of ruin the dream of a perfect rational system, Leibniz?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'can we be certain about right and wrong or is morality also just habit',
    issue: 'reason-passion',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'Is it morally wrong to eat meat if we can live healthily without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The man from Edinburgh says the future might not resemble the past. Then why do insurance companies make so much money betting that it will?',
    issue: 'induction',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "but what about things like 'I am in pain right now'? surely I can't be wrong about that, can I?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'You played backgammon to cure your doubts \u2014 is that really your answer, just stop thinking about it, Hume?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
];
