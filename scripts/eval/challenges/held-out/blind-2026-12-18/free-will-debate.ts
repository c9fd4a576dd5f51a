// The blind set of 2026-12-18 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 84). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Do we actually choose anything, or does it just feel like we do?',
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'plain',
  },
  {
    text: "ok so i read about that expirement where the brain decides like half a second before you know you decided. doesn't that kind of kill free will",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, if my soul steers my body, where exactly do the two touch? Nobody buys the pineal gland anymore.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  { text: 'is this app free or will it start charging me after the trial?', issue: null, form: 'off-topic' },
  {
    text: "My brother is in prison for stealing cars. He grew up with nothing and a dad who beat him. If all that caused his choices, is it even fair that he's locked up?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "Spinoza, if everything follows necessarily from God's nature, why bother trying to become a better person?",
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "So the Dutch guy is basically saying we're dominoes with feelings?",
    issue: 'necessity',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "I'm a recovering alcoholic. Every morning I choose not to drink, and it's the hardest, most free thing I do all day. Go on, tell me that's an illusion.",
    issue: 'feeling-of-choice',
    also: ['free-will-real', 'passions'],
    form: 'paraphrase',
  },
  {
    text: 'Can a person be free and still totally predictable, Spinosa?',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'what if the universe is random at the quantum level, does that give us free will or just dice rolls',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  { text: 'Brb, my dog needs to go out.', issue: null, form: 'off-topic' },
  {
    text: "Monsieur Descartes, you say the will runs further than the understanding and that's where error comes from. So is every mistake I make my own fault?",
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Spinoza you keep saying people only think they're free because they don't know the causes. Isn't that exactly what a determinist would say to win any argument?",
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "If God already knows what I'll do tomorrow, can I still do otherwise?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "What's the actual difference between a free choice and a random one?",
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Netflix picks what I watch, Spotify picks what I hear, my feed picks what I think about. At what point am I still the one choosing, honestly?',
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  { text: 'Is mathematics discovered or invented?', issue: null, form: 'off-topic' },
  {
    text: 'come on, nobody actually lives like a determinist. you still get mad when someone cuts you off in traffic',
    issue: 'good-life',
    also: ['responsibility'],
    form: 'paraphrase',
  },
  {
    text: "For the gentleman who thinks animals are machines: my cat very clearly decides when it's dinner time. Why is she a clock and I'm not?",
    issue: 'machines',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Isn't compatibilism just a cheat, redefining freedom until it fits determinism?",
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'i keep making the same bad choices in relationships over and over. is that on me or on my childhood',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "Spinoza, what does freedom even mean for you if it isn't being able to choose otherwise? Just understanding the chain?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Whats the best way to get rid of fruit flies in the kitchen, they're everywhere",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If a brain tumour makes a man violent, we don't blame him. If it's his genes or his hormones instead, why is that any different?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, could a machine ever have free will, or only something with a thinking soul?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'So you admit, Mr Determinist, that you only wrote your Ethics because you had to. Then why should I believe it, rather than just having been caused to?',
    issue: 'method-certainty',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'How do I know my decision to join this debate tonight was really mine?',
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: "My therapist says I have to take ownership of my anxiety. But I didn't pick my brain chemistry. Who's right here, the Frenchman or the lens grinder?",
    issue: 'responsibility',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: "What's the difference between a virus and a bacterium? My kid asked and I had no idea.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'if nothing is free then is regret just pointless',
    issue: 'responsibility',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: "Descartes, is that lowest grade of freedom, the indifference, what happens when I can't pick between two identical sandwiches?",
    issue: 'true-freedom',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Spinoza calls it bondage when the affects rule us. So is a man in a rage less free than a man doing geometry?',
    issue: 'passions',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Did the Roman Empire fall mainly because of its economy or because of the invasions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Some US courts use software to predict who will reoffend. If people are that predictable, does anyone deserve punishment at all, or just treatment?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'honestly this whole determinism thing sounds like a fancy excuse for laziness',
    issue: 'good-life',
    also: ['responsibility'],
    form: 'plain',
  },
  {
    text: 'the 17th century rationalist in the wig, can you prove your will is free or do you just feel it is?',
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'epithet',
  },
  { text: "What's the temperature supposed to be in Paris tomorrow?", issue: null, form: 'off-topic' },
  {
    text: 'René, could we be free in some things and determined in others?',
    issue: 'free-will-real',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'If my choices are all determined anyway, does it matter whether I vote?',
    issue: 'good-life',
    form: 'paraphrase',
  },
  {
    text: "Is it ever morally acceptable to lie to protect someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
];
