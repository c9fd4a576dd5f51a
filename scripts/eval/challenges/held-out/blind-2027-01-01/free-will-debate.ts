// The blind set of 2027-01-01 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: "If everything I do was already caused by something before it, why does it feel like I'm choosing?",
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: 'ok but Descartes the pineal gland thing... seriously? how does a mind with no body move a physical gland',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is free will just an illusion?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: 'My brother got 15 years for armed robbery. He grew up with a dad who beat him and a mom on heroin. If Spinoza is right that it all follows from causes, was it even fair to lock him up?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "brb my pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Spinoza, if nothing is free, why bother trying to be a better person?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "I read about those experiments where scientists can see your brain decide before you're aware of deciding, like half a second early. Doesn't that settle it against the French guy?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "so you admit the stone would think it's free too if it could think. then what makes us different from a falling rock",
    issue: 'true-freedom',
    also: ['feeling-of-choice'],
    form: 'plain',
  },
  {
    text: "Can God know what I'll do tomorrow and I still be free to do something else, Ren\u00e9?",
    issue: 'god-freedom',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "What about quantum randomness? If some things aren't determined, does that give us freedom or just dice rolls?",
    issue: 'true-freedom',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Is this app free or is there a subscription?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Rene, you say the will has no limits. Then why can't I will myself to stop smoking?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "I'm an alcoholic, eight months sober. People at meetings say I'm powerless over alcohol but also that I chose to get sober. Which is it, Baruch?",
    issue: 'passions',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "that's just determinism with extra steps, calling it freedom when you understand the chain doesn't make the chain go away",
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can a dog choose? Descartes thought animals were machines, right?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'question for the lens grinder: if freedom means understanding necessity, are philosophers the only free people?',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "If we don't have free will, should anyone be praised for anything? Like Nobel prizes, Descartes?",
    issue: 'responsibility',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'My teenage daughter insists she "didn\'t choose" to be angry at me, it just happened. Honestly she sounds like Spinoza. Is she right that emotions aren\'t chosen, or is that a cop-out?',
    issue: 'passions',
    also: ['responsibility'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Roman Republic collapse into an empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does advertising take away my freedom to choose, or do I still decide what I buy?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Monsieur Descartes, when I get something wrong, is it because I jumped to a conclusion before I really understood it?',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'come on, nobody really lives as if their choices are fixed. even Spinoza must have agonised over what to write',
    issue: 'feeling-of-choice',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "If someone could scan my brain and predict every decision I'd make, would I still be free?",
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: "I'm choosing between two job offers and I've been stuck for weeks. If it's already determined, can I just stop stressing? lol",
    issue: 'good-life',
    form: 'paraphrase',
  },
  {
    text: "but what about the drunk who thinks he's speaking freely and regrets it next morning? isnt that all of us",
    issue: 'feeling-of-choice',
    form: 'paraphrase',
  },
  {
    text: 'can I choose which philosopher speaks first or is that random?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do genes decide who we become?',
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Spinosa you were kicked out of your own community for your ideas. did you choose that or was it just bound to happen',
    issue: 'necessity',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Question for the dualist: what's the difference between being free and just not being forced?",
    issue: 'true-freedom',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Mr I-think-therefore-I-am, are AI chatbots choosing their answers or just calculating? And honestly, how is that different from me?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "The Calvinists said God decided in advance who gets saved. Is Spinoza's God basically the same idea without the heaven part?",
    issue: 'god-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'How do black holes lose mass through Hawking radiation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Descartes, I doubt everything like you told me to. Now I doubt my own freedom too. Why should the doubting stop at the will?',
    issue: 'method-certainty',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "If my choices aren't free, is it unfair to feel guilty or to hold grudges?",
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'the Dutch guy seems way calmer about all this. is accepting that everything is necessary actually the secret to being happy',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Does a universal basic income make people work less?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Picture a donkey starving between two identical bales of hay. Can it choose? Can I, when I genuinely don't prefer either?",
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "hey it's pouring here, anyone else listening from london lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'honestly both of you lived in the 1600s and never heard of neurons. why should your answer still count?',
    issue: 'mind-body',
    also: ['free-will-real'],
    form: 'plain',
  },
];
