// The blind set of 2026-12-29 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'If every act follows from the one before, why should anyone go to prison?',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'ok so i decided to order pizza tonight instead of cooking, was that like actually me deciding or was it written somewhere lol',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: "Spinoza, your stone thinks it's flying freely too. But a stone can't think about itself. Doesn't that make a difference?",
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
    text: 'Descartes, how exactly does a soul with no size push a body around? Princess Elisabeth asked you this and I never liked your answer.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "I read about those Libet experiments where the brain lights up before people say they've decided. Doesn't that settle it against the Frenchman?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "My brother is an alcoholic. Everyone tells him to just choose to stop, like it's a switch. Is there any sense in which he's free to quit?",
    issue: 'passions',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: "what's the difference between determinism and fate",
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: 'So you admit, Baruch, that nobody deserves blame for anything? Then why write a whole Ethics telling us how to live?',
    issue: 'responsibility',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'the pineal gland thing was a joke right descartes',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "If God already knows what I'll have for breakfast tomorrow, how am I the one choosing it?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "What's the difference between a valid argument and a sound one?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Netflix picks what I watch, Amazon picks what I buy, TikTok picks what I think about. At what point do my choices stop being mine?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'To the Dutch lens grinder: if I understood every cause acting on me, would I feel less trapped or more?',
    issue: 'true-freedom',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "but what about quantum physics, isn't the universe random at the bottom anyway",
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: 'Could an AI ever have free will, or is it just a very long chain of if-then?',
    issue: 'machines',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'brb my coffee is boiling over',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I clerk for a judge. We sentence people as if they could have done otherwise. If the determinist is right, is the whole court system built on a fiction?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Decartes you said animals are just machines. why would we be any different just because we can talk',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is feeling free the same as being free?',
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: 'honestly if its all determined why should i even bother going to teh gym',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: "Did the Thirty Years' War really end with the Peace of Westphalia, or did the fighting drag on?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Cogito, is doubting itself a free act? Could you have refused to doubt?',
    issue: 'free-will-real',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Both my parents are doctors and now I'm in med school. I always thought I chose it. Did I?",
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "Come on, you can't seriously say a murderer and an earthquake are the same kind of thing.",
    issue: 'responsibility',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Can someone locked in a cell be freer than the guard outside, Spinoza?',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'what time do pharmacies usually close on a sunday',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why would a good God give us a will big enough to make mistakes, Descartes?',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'What do compatibilists think, and would either of you sign up to that?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "Dr Spinoza, when I get angry and shout at my kids, you'd say a passion is running me. How do I actually get out from under it?",
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "that's just a fancy way of saying we're puppets",
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'plain',
  },
  {
    text: 'Is it ethical to eat meat?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes, you shelved your book on the world after Galileo's trial. Was that a free choice, or fear deciding for you?",
    issue: 'passions',
    also: ['true-freedom'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is falling in love a choice?',
    issue: 'passions',
    form: 'plain',
  },
  {
    text: "Ok but when I stand in the supermarket choosing between two identical cans of beans, nothing decides it. Isn't that pure freedom?",
    issue: 'true-freedom',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'the 17th century guy who got kicked out of his synagogue: did the rabbis choose to do that or was it also just geometry',
    issue: 'necessity',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'How do black holes evaporate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How should I feel about my own regrets if none of it could have gone otherwise?',
    issue: 'good-life',
    also: ['passions'],
    form: 'plain',
  },
  {
    text: 'Question for the dualist: if mind and body are separate, why do two glasses of wine change what I decide?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'hold on, is there a way to make the text bigger in here',
    issue: null,
    form: 'off-topic',
  },
];
