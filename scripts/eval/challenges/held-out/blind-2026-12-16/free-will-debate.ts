// The blind set of 2026-12-16 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'If everything is already determined, why should I bother getting out of bed tomorrow?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: "Spinoza, my brother's been in and out of rehab three times. Everyone keeps telling him to just choose to stop. If you're right that nothing is free, is it cruel to blame him, or is blame still useful somehow?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Descartes, where exactly is this soul supposed to touch the brain? The pineal gland thing didn't age well.",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  { text: 'is this app free or do I need a subscription', issue: null, form: 'off-topic' },
  {
    text: "ok so i read about that experiment where the brain decides before you're aware of deciding... libet? doesnt that kinda settle it",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  { text: 'Can you be free and still be completely predictable?', issue: 'true-freedom', form: 'plain' },
  {
    text: "I'm a public defender. Half my clients grew up with lead in the water and a parent in prison. When a judge says they chose to commit the crime, is that philosophy or just convenience?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "Mr Dualist, if my will is as unlimited as you say, why can't I will myself to stop craving sugar at midnight?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'epithet',
  },
  { text: 'brb, my pasta is boiling over', issue: null, form: 'off-topic' },
  {
    text: "that's just fatalism with extra steps, Spinoza",
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "My feed knows what I'll click before I do. If an app can predict me that well, in what sense was it ever my choice?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "Baruch, didn't you say a falling stone would think it was free if it could think? Are we all just stones with opinions?",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Is randomness any better than determinism? If my choice comes down to a quantum coin flip, that doesn't sound free either.",
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  { text: "Anyone know if it's supposed to rain in Lyon tomorrow?", issue: null, form: 'off-topic' },
  {
    text: "Monsieur Descartes, you say error comes from the will running ahead of the understanding. So when I screw up, is it my will's fault or my mind's?",
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "how is it fair for god to punish sin if he already knows what I'll do",
    issue: 'god-freedom',
    also: ['responsibility'],
    form: 'plain',
  },
  {
    text: 'The Dutch lens grinder seems very calm about being a puppet. How do you actually live like that day to day?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Can I choose a different voice for the moderator? This one is a bit loud.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'come on, if I decide right now to raise my left hand and I do it, what more freedom do you want?',
    issue: 'feeling-of-choice',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: "My therapist says I can change my patterns. My dad says people never change. Which of you is on my therapist's side?",
    issue: 'passions',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'Is free will just a feeling, like hunger?',
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "Spinosa, if everything follows from God's nature like a proof in geometry, was every war and genocide necessary too?",
    issue: 'necessity',
    also: ['god-freedom'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Is it ever morally acceptable to lie to protect someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Descartes, do animals choose anything, or are dogs just clocks with fur in your view?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Twin studies say a big chunk of personality is genetic. Where does that leave your ghost in the machine?',
    issue: 'mind-body',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'So you admit that understanding the causes of my anger would actually make me freer? That sounds like therapy, not determinism.',
    issue: 'passions',
    also: ['true-freedom'],
    form: 'plain',
  },
  {
    text: "What's the difference between being free and just not being forced?",
    issue: 'true-freedom',
    form: 'plain',
  },
  { text: 'What actually caused the fall of the Western Roman Empire?', issue: null, form: 'off-topic' },
  {
    text: 'i mean if physics is deterministic then the whole universe was set at the big bang right so this conversation was basically written billions of years ago lol',
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: "I'm choosing between two job offers and honestly I keep flip-flopping. Is agonizing over it pointless if the outcome is already fixed, or is the agonizing part of the chain?",
    issue: 'necessity',
    also: ['good-life'],
    form: 'paraphrase',
  },
  {
    text: "Question for the determinist: why should we praise anyone for being kind if they couldn't have done otherwise?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'epithet',
  },
  { text: 'How do black holes lose mass through Hawking radiation?', issue: null, form: 'off-topic' },
  {
    text: "but what about the feeling of hesitating? when I'm torn, something in me is genuinely open, isn't it, Descartes?",
    issue: 'feeling-of-choice',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "How does your conatus fit with whether I'm free to quit smoking, Spinoza?",
    issue: 'passions',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Can a person be more free or less free, or is it all or nothing?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "the French guy really thinks there's a little me sitting behind my eyes pulling levers?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  { text: 'Should voting be compulsory in a democracy?', issue: null, form: 'off-topic' },
  {
    text: 'Compatibilists say freedom and determinism get along fine. Does either of you buy that?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'There was a case of a man whose behaviour changed completely because of a brain tumor, and it stopped when they removed it. If a tumor can do that, how is an ordinary brain any different?',
    issue: 'free-will-real',
    also: ['mind-body', 'responsibility'],
    form: 'paraphrase',
  },
  {
    text: 'Did I choose to fall in love with my wife, or did it just happen to me?',
    issue: 'passions',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
];
