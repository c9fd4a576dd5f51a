// The blind set of 2026-12-10 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 78). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: "If my brain decides before I'm aware of it, in what sense did I choose anything?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'ok so like Spinoza, if everything is determined why do i even bother trying',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'My brother got eight years for a robbery he did while he was on meth. The judge said he chose it. But he grew up with two addicts for parents and started using at 13. Was that choice really his?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  { text: "brb someone's at the door", issue: null, form: 'off-topic' },
  {
    text: 'Descartes, where exactly does the soul grab hold of the body? The pineal gland thing always sounded made up to me.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  { text: 'Can you be free and still be completely predictable?', issue: 'true-freedom', form: 'plain' },
  {
    text: "Mr Everything-Is-A-Theorem, do you ever regret anything? Doesn't regret assume you could have done otherwise?",
    issue: 'feeling-of-choice',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  { text: "that's just fatalism with extra steps", issue: 'necessity', form: 'plain' },
  {
    text: "I work in ad tech. Our whole business is nudging people into clicks they think were their own idea, and it works scarily well. If an algorithm can predict my choices better than my partner can, what's left of free will?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  { text: "what's the weather looking like in Amsterdam this weekend", issue: null, form: 'off-topic' },
  {
    text: "So Spinosa, is freedom just understanding why you're not free?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "If God already knows what I'll do tomorrow, can I still do otherwise?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "Descartes says the will is infinite, fine, but then why can't I will myself to stop biting my nails?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Does quantum randomness rescue free will or just make us random instead of determined?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the French one: do animals have free will, or are dogs just clever machines to you?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Is it wrong to eat meat if the animal lived a genuinely good life?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'come on, nobody actually lives like they believe in determinism. you both chose to show up today',
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'My therapist says my anger is just old patterns from childhood, which Spinoza would probably like. But if I understand the pattern, does that actually make me freer, or is the understanding just another link in the chain?',
    issue: 'passions',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: "why should anyone be punished if they couldn't have done otherwise? asking the determinist",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Is picking between two identical options, like the donkey stuck between two haystacks, a real choice, Descartes?',
    issue: 'true-freedom',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'hi is the premium version free or do i need to pay to ask more questions',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If we're all part of one substance, God or Nature, am I even a separate someone who could choose?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "My grandmother had dementia and near the end she made decisions that weren't really 'her'. When did she stop being free, and was she ever?",
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "René, honestly, isn't the feeling of choosing just a feeling?",
    issue: 'feeling-of-choice',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'How did the Black Death change wages for ordinary workers in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the lens grinder guy, what do you do with praise then? like is it pointless to tell my kid good job',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Question for the Dutch philosopher: are genes plus upbringing enough to explain every choice I make?',
    issue: 'necessity',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "so you admit your own arguments were determined too? then why should I trust them more than Descartes's",
    issue: 'method-certainty',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "When I'm in love I feel least free and most myself at the same time. Which of you can explain that?",
    issue: 'passions',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  { text: 'lol the moderator voice sounds exactly like my dentist', issue: null, form: 'off-topic' },
  {
    text: 'If a future AI could run a perfect simulation of my brain, would the copy choose the same as me, and would that prove anything?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, you say error comes from the will outrunning the intellect. So is every mistake I make my own fault?',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  { text: 'What causes the northern lights and why are they mostly green?', issue: null, form: 'off-topic' },
  {
    text: 'ok but what about people with brain tumours that change their personality, like that guy who suddenly started doing awful stuff and it stopped after surgery. free will?',
    issue: 'free-will-real',
    also: ['responsibility'],
    form: 'paraphrase',
  },
  {
    text: 'Does it even matter for how I live whether free will exists, Spinoza?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Baruch, a falling stone that could think would believe it was falling freely. You really think we're no better than the stone?",
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Is willpower just conatus by another name, or can it be trained like a muscle?',
    issue: 'passions',
    form: 'plain',
  },
  { text: 'Should the voting age be lowered to sixteen?', issue: null, form: 'off-topic' },
  {
    text: 'Is being free the same as doing what I want, or wanting what I want?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "I quit law school last year against everyone's advice and it felt like the first real decision of my life. Was it, or was I just following whichever desire happened to be strongest?",
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
];
