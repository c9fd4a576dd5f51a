// The blind set of 2026-12-08 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 76). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  { text: "Is there anything at all you'd bet your life is true?", issue: 'certainty', form: 'plain' },
  {
    text: "Hume, if you can't prove the sun will rise tomorrow, why do you bother setting an alarm?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'ok so like 2+2=4 right?? thats certain. nobody needs experience for that. or am i missing something',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "My grandfather had dementia and was completely sure my grandmother was still alive. He 'knew' it the way I know my own name. How do I know my memories aren't just as wrong as his?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Leibniz, what exactly is a truth of reason, and can you give me one that isn't just a definition?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  { text: 'can you guys hear me? my mic keeps cutting out', issue: null, form: 'off-topic' },
  {
    text: "Doctors told my sister her scan was clear and six months later it wasn't. Is medicine ever certain or are they just playing the odds with nicer words?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "come on, the Scottish guy can't seriously doubt that fire is hot",
    issue: 'living-with-doubt',
    also: ['certainty'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "What's the difference between being certain and just feeling certain?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Descartes already settled this, didnt he? I think therefore I am. Why are we still arguing',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'If physics got overturned by Einstein after two hundred years of Newton, why should I trust anything science says today?',
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: 'Is it morally wrong to eat meat if the animal lived a happy life?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Best-of-All-Possible-Worlds, how can you be certain God picked the best one when my town floods every spring?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "so you admit you can't even prove cause and effect? then how do you know the pill is what made the headache go away, Hume",
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'i mean if everything is habit then is the law of gravity just a habit the universe has lol',
    issue: 'causation',
    also: ['induction'],
    form: 'plain',
  },
  {
    text: "I work in a lab and we run every experiment three times because once is never enough. But three isn't certainty either. Where do you draw the line?",
    issue: 'induction',
    also: ['certainty'],
    form: 'paraphrase',
  },
  { text: "Can you be certain you're not dreaming right now?", issue: 'certainty', form: 'plain' },
  { text: 'what time does this debate end, I need to pick up my kid at 5', issue: null, form: 'off-topic' },
  {
    text: 'Leibnitz why should I trust my reason more than my eyes? Reason has been wrong plenty of times too',
    issue: 'truths-of-reason',
    also: ['innate-ideas'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "With deepfakes everywhere I honestly can't tell if a video of a politician is real anymore. Is knowing the news even possible now? I'd love to hear the Edinburgh skeptic on this one.",
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Hume: do you even exist as a self, or are you just a bundle of perceptions arguing with me?',
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'But what about geometry? People thought Euclid was certain for two thousand years and then curved space came along.',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'Is being 99.9% sure good enough for everyday life?',
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "My friend believes the moon landing was faked and says I can't prove it wasn't because I wasn't there. Technically he's right?? How do I answer him without sounding like him",
    issue: 'certainty',
    form: 'paraphrase',
  },
  { text: 'What caused the fall of the Roman Empire, really?', issue: null, form: 'off-topic' },
  {
    text: 'Is a baby born already knowing some things, or is the mind a blank slate?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: "that's just philosophers playing word games. nobody actually lives doubting whether their chair is there",
    issue: 'living-with-doubt',
    form: 'plain',
  },
  {
    text: "Gödel showed some true statements can't be proved inside a system. Doesn't that wreck the German guy's dream of settling every argument by calculating?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'David, do you believe in miracles or is that a hard no',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  { text: 'Is this app free or will it ask me for money halfway through?', issue: null, form: 'off-topic' },
  {
    text: "A jury has to decide 'beyond reasonable doubt'. If nothing is certain, is every conviction a gamble?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: "How can the world be made of minds? The rock I stubbed my toe on this morning didn't seem to have one, Leibniz.",
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'why does the principle of sufficient reason have to be true? whats the sufficient reason for it',
    issue: 'sufficient-reason',
    form: 'plain',
  },
  {
    text: 'I know for certain my train is delayed again, it always is. Anyone else listening on a commute right now?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If a chatbot can sound totally confident and be totally wrong, how is that different from us?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Hume, you said reason is the slave of the passions. So is my certainty just a mood?',
    issue: 'certainty',
    also: ['reason-passion'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Will science ever find a theory of everything that ends the doubt, or does the doubt just move on to the next question, Leibniz?',
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'named',
  },
  { text: 'Should voting be compulsory in a democracy?', issue: null, form: 'off-topic' },
  {
    text: 'Honestly the cheerful doubter sounds happier than the system builder. Is it healthier not to need certainty?',
    issue: 'living-with-doubt',
    form: 'plain',
  },
  { text: 'brb my dog is barking at the mailman', issue: null, form: 'off-topic' },
];
