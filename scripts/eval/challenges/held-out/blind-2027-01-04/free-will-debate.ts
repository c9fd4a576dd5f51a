// The blind set of 2027-01-04 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Did I actually choose to order pizza last night, or was it decided before I even got hungry?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'descartes how can a soul that isnt physical even push a body around, thats the part i never get',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My brother's in prison for robbery. He grew up with nothing, dad drank, school expelled him at 14. If Spinoza is right that it all followed from causes, is it still fair that he's locked up?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Is free will just an illusion?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: 'Spinoza, if nothing is free, why bother trying to get better at anything?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "I read about those experiments where the brain lights up before people think they've decided to move a finger. Doesn't that kind of settle it against the Frenchman?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "ok so like if god knows everything i'll do tomorrow am i even free to do something else",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "What's the weather looking like for tomorrow in Amsterdam?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I've been sober eleven months. Every morning it feels like I'm choosing not to drink. Baruch, are you telling me that feeling is fake?",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'so you admit you cant prove the will is free, you just feel it really strongly',
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: 'but what about animals, can a cat choose or is it only people?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: "Ren\u00e9, you say the will reaches as far as the sky. Isn't that exactly how people talk themselves into bad decisions?",
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My phone apps seem to know what I'll buy before I do. If an algorithm can predict me, was I ever choosing?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'brb dog needs to go out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If everything is determined, can anyone really deserve praise, like a medal or a Nobel prize?',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'Mr Pineal Gland, be honest, does that little gland still hold up after modern neuroscience?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Does randomness in quantum physics give us any room for freedom, or is random just as unfree as fixed?',
    issue: 'true-freedom',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Spinosa, you say freedom comes from understanding the causes. So is my therapist actually making me freer?',
    issue: 'true-freedom',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Is it wrong to eat meat if animals can suffer?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'come on, nobody actually lives like their choices are fixed, not even you Spinoza',
    issue: 'good-life',
    also: ['feeling-of-choice'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "I freeze at every big decision: which job, which city, whether to leave my girlfriend. Would it help or hurt to believe it's all already settled, Mr Determinist?",
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'is there a way to turn the subtitles on, my sound is kinda bad',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Dutch lens grinder thinks emotions push us around. But can I ever get ahead of an angry mood, or am I just along for the ride?',
    issue: 'passions',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "my genes, my parents, my country, my century. what exactly is left over thats 'me' choosing",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'Descartes, if God made my will, is he to blame when I sin with it?',
    issue: 'error',
    also: ['god-freedom'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Isn't compatibilism just a cheap way to keep the word 'free' while giving up the thing itself, Spinoza?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'whats the best free-to-play game right now, like honestly',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If someone is hypnotised into stealing, we don't blame them. How is normal life any different, if causes run everything?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Do you think a future AI could ever have free will, or would it be even more of a machine than we are?',
    issue: 'machines',
    form: 'paraphrase',
  },
  {
    text: 'Who was the first Roman emperor, Augustus or Julius Caesar?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'You seventeenth-century guys both loved geometry. So why do you end up on opposite sides about human choice?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: "that's just fatalism with extra steps, isn't it",
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: 'My grandmother says everything is written. Is that the same as what Spinoza means, or something totally different?',
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Can I choose what I believe, or do beliefs just happen to me, Descartes?',
    issue: 'error',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'How do black holes evaporate if nothing can escape them?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If the judge at my cousin's trial believed in determinism, should the sentence have been lighter? Or is punishment still useful as a deterrent even if nobody is truly to blame?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, do you really think the only way to be wrong is willing past what you understand? Sounds convenient',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'what does conatus actually mean in plain english and does it have anything to do with choosing',
    issue: 'passions',
    also: ['true-freedom'],
    form: 'plain',
  },
  {
    text: 'Does democracy actually produce better leaders than monarchy did?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Would it change how I treat people who hurt me, if I really took on board that they couldn't have done otherwise? Like, would forgiving my ex suddenly be easy?",
    issue: 'responsibility',
    also: ['good-life'],
    form: 'paraphrase',
  },
];
