// The blind set of 2027-01-05 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Did I actually choose to come here tonight, or was that settled long before I opened the app?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, where exactly does the soul grab hold of the body? The pineal gland story always sounded made up to me.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'ok so if everything is determined like spinoza says then why should i even bother trying at anything lol',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'My brother has been in and out of rehab for five years. Every time he relapses my parents say he chose it. Is that fair, or is the addiction doing the choosing?',
    issue: 'responsibility',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: 'is this app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Spinoza, if every judge agreed with you, could anyone still be sent to prison?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'So freedom is just an illusion, basically?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: "I read about those experiments where brain activity shows up before people feel they've decided to move a finger. Doesn't that settle it against the dualist?",
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Question for the lens grinder: if a falling stone were conscious it would think it chose to fall. How am I any different from the stone?',
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Can you be free and still completely predictable?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "come on Descartes, you can't just go 'I feel free, therefore I am free'. feelings lie to me all the time",
    issue: 'feeling-of-choice',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My phone knows I'm going to order takeout before I do, the ads show up at six like clockwork. If an algorithm can predict my cravings, how much of my evening is actually me?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'Why did the Western Roman Empire fall when the Eastern half lasted another thousand years?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "if god already knows everything i'm going to do how can i do anything else",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'Spinoza, you call it human bondage when the passions run us. Is the free man then just someone with no feelings?',
    issue: 'passions',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Does a dog choose, or only people?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: "The French guy says the will is infinite. Then why can't I will myself to stop procrastinating?",
    issue: 'passions',
    also: ['error'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "that's just fatalism with extra steps",
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "brb pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a teacher and I keep giving detention to the same three kids. If their behaviour comes from their homes and their brains, am I being unjust, or is the detention just one more cause that shapes them?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Ren\u00e9, if the will God gave us is so perfect, where do our mistakes come from?',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Does quantum randomness rescue free will, or does it just make us random instead of determined?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'So you admit, Spinoza, that nobody deserves praise for anything? Not even the firefighter who runs back into the burning house?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is regret pointless if I couldn't have done otherwise?",
    issue: 'good-life',
    also: ['responsibility'],
    form: 'plain',
  },
  {
    text: "My friend has OCD and says her compulsions don't feel like her at all. Where would each of you draw the line between her and her illness?",
    issue: 'true-freedom',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: 'What does free even mean here, free from causes or free from someone forcing you?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "spinosa if everything follows from god's nature is there any point praying for things to change",
    issue: 'god-freedom',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "pasta or curry tonight? honestly can't decide, someone choose for me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could a future AI have free will, or would it only be running its code the way we run ours?',
    issue: 'machines',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "But what about genes? Twins raised apart end up with the same weird habits. Doesn't that make the thinking soul look like a passenger?",
    issue: 'free-will-real',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, are animals really just machines that never choose anything?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If you rewound the universe to this morning, would I put on the same socks?',
    issue: 'necessity',
    form: 'paraphrase',
  },
  {
    text: "the determinist one keeps saying understanding is freedom but understanding my anxiety has never made it go away, trust me i've tried",
    issue: 'passions',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'how do i turn the volume down on this thing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Quick one for Monsieur Cogito: if mind and body are separate, why does a glass of wine change my decisions?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Is beauty objective, or really just in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If nobody is truly free, shouldn't we drop blame altogether and treat crime like a public health problem?",
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'Honestly I just want to know, Baruch, is compatibilism a cop-out or the real answer?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'named',
  },
];
