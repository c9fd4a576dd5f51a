// The blind set of 2026-12-24 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Is anything I do actually my choice?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: "ok so like if my brain decides before i'm even aware of it, like those libet experiments, then who is doing the choosing exactly",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'Spinoza, if everything follows necessarily, why should I bother trying to do anything at all?',
    issue: 'good-life',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "My brother's been in and out of rehab for years. Every time he relapses my mum says he chose it. Did he really, or was it never up to him?",
    issue: 'free-will-real',
    also: ['responsibility'],
    form: 'paraphrase',
  },
  {
    text: 'hang on my headphones keep cutting out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Descartes, how exactly does a soul with no body push a physical arm around?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "If a judge believes nobody's free, how can she send anyone to prison?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "Mr Pineal Gland, come on, you don't still think the soul sits in a pea-sized bit of the brain?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "What's the difference between being free and just not knowing why you did something?",
    issue: 'true-freedom',
    also: ['feeling-of-choice'],
    form: 'plain',
  },
  {
    text: "I picked oat milk over regular this morning. Genuinely could've gone the other way. Was that ever really open?",
    issue: 'necessity',
    also: ['free-will-real', 'feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'so you admit, Baruch, that you wrote the Ethics because you had no choice but to write it? then why should I believe it rather than just being caused to?',
    issue: 'method-certainty',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Does quantum randomness rescue free will, or does it just make us random instead of determined?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Frenchman says the will is infinite. Infinite how? I can't even will myself to stop eating crisps.",
    issue: 'passions',
    also: ['error'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "If God already knows what I'll do tomorrow, can I still do otherwise?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'dexcartes do you think animals choose anything or are they just machines',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My employer's app tracks what I click and predicts what I'll buy with scary accuracy. If a algorithm can call my choices in advance, in what sense are they mine?",
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'What did Spinoza mean about a thrown stone that, if it could think, would believe it was flying of its own accord?',
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'is this app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How do black holes lose mass and eventually evaporate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just a fancy way of saying we're robots, Spinoza",
    issue: 'free-will-real',
    also: ['machines'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Here's a case: a man with a brain tumour suddenly develops violent urges, surgeons remove it, and the urges vanish. Was he ever to blame? And if not him, why anyone?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'How does a person become freer, according to the lens grinder?',
    issue: 'true-freedom',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Descartes, you said error comes from the will outrunning the intellect. So is every mistake I make my own fault?',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'brb dog needs to go out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'question for the determinist: do feelings like anger make us less free or is that just what being human is',
    issue: 'passions',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "Isn't compatibilism a cop-out? Redefining freedom until it fits determinism feels like moving the goalposts.",
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "If my genes and my upbringing made me, what's left over that's 'me' doing the choosing?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'but what about the experience itself? I can feel myself weighing things up. Is that feeling just a trick?',
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Ren\u00e9, honestly, would you have held on to free will if the Church hadn't been breathing down your neck?",
    issue: 'free-will-real',
    also: ['god-freedom'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'My daughter is six and asked why she gets told off if her brain made her do it. What am I supposed to tell her?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Does the seventeenth-century Dutch guy think we should stop praising people for their achievements, since nobody really earns anything?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Could an AI ever have free will, or is it determined by definition, Spinoza?',
    issue: 'machines',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'whats the weather doing in lisbon tomorrow',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Spinosa you got thrown out of your own community for your ideas, did you choose that path or did it choose you',
    issue: 'free-will-real',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Can I choose what to believe? Like, could I decide right now to believe the sky is green?',
    issue: 'error',
    form: 'plain',
  },
  {
    text: "Is there any point in regret if things couldn't have gone differently?",
    issue: 'good-life',
    also: ['responsibility'],
    form: 'plain',
  },
  {
    text: 'Is it wrong to eat meat if you could live perfectly healthily without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, if I decide to raise my hand and then I raise it, whenever I like, isn't that freedom enough for ordinary life?",
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
];
