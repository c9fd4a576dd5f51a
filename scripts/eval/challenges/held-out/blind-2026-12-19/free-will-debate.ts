// The blind set of 2026-12-19 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: "If my brain decides before I'm aware of it, like in those Libet experiments, in what sense did I choose anything?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'can i really help who i fall in love with',
    issue: 'passions',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Descartes, how exactly does a soul with no size or place push on a brain? The pineal gland thing never convinced me.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My brother's in prison for something he did while he was using. The judge said he chose it. Did he, though, if the addiction had him by then?",
    issue: 'responsibility',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'So if everything is determined, why should anyone bother trying at all?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: "Spinoza, you're saying a falling stone would think it's free if it could think. Isn't that a bit of an insult to people?",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "is there a way to turn down the moderator's voice, it's way louder than the other two",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ok so my phone knows what i'll order for dinner before i do. does that mean im basically a predictable machine",
    issue: 'free-will-real',
    also: ['necessity', 'machines'],
    form: 'paraphrase',
  },
  {
    text: 'Is the feeling of choosing proof of anything?',
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: "Mr Dualist, you say the will has no limits. Then why can't I will myself to stop procrastinating?",
    issue: 'passions',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Honest question for Baruch: if nobody is free, is it still fair to punish anyone?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "I'm a primary teacher and I praise kids for effort. If their effort was fixed by genes and home life, what am I actually praising?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'What actually happened at the Big Bang? Was there a time before it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just fatalism with extra steps, isn't it",
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: "If God already knows what I'll do tomorrow, can I do anything else?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'Which one of you would say a dog chooses to chase the ball?',
    issue: 'machines',
    form: 'paraphrase',
  },
  {
    text: "Descartes, when I rush to a wrong conclusion you'd blame my will for running ahead of my understanding. So is every error a misuse of freedom?",
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Come on, Spinoza, you wrote a whole book telling people how to become free. How is that not a contradiction?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "brb my kettle's boiling",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does quantum randomness give us any wiggle room, or is random just as unfree as determined?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'the guy who got kicked out of his synagogue - were the rabbis free to expel you or just following their causes lol',
    issue: 'free-will-real',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "My therapist says I can change my patterns. If my patterns are just causes, what's doing the changing?",
    issue: 'passions',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the Dutch lens-grinder: is a choice made in anger less mine than a calm one?',
    issue: 'true-freedom',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "Spinosa do you actually believe in regret? like should i regret anything if it couldn't have gone otherwise",
    issue: 'good-life',
    also: ['responsibility'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Is this free to use or will it ask me for a subscription after a few debates?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "For the French one: if I'm torn evenly between two job offers, like Buridan's donkey between two haystacks, what breaks the tie?",
    issue: 'free-will-real',
    also: ['true-freedom', 'necessity'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "But what about that man whose urges vanished when a brain tumour was removed and came back when it regrew? Doesn't a case like that settle it?",
    issue: 'free-will-real',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'Free from what, exactly? Other people, my body, or my own past?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "Descartes, can a machine ever have a will? I'm thinking of the chatbots everyone uses now.",
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Which is easier to defend, a moral theory built on consequences or one built on duties?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so you admit, Spinoza, that your 'freedom' is just knowing your chains really well",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Compatibilists say free just means acting on your own desires without anyone forcing you. Is that a cheat or the right answer?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "i mean if i'd been born in another country i'd have totally different beliefs, so how much of what i choose is even me",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Does a determinist have any reason to vote, make plans or save money, Spinoza?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "anyone know if it's supposed to rain this weekend? planning a hike",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Cartesius, you doubted everything except that you think. Why not doubt that you choose?',
    issue: 'feeling-of-choice',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'If I understood all my causes perfectly, would I feel freer or more trapped?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'How did the Roman Republic actually turn into an empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Advertisers spend billions shaping what I want. If my wants are manufactured, are my choices still mine, Mr Geometric Method?',
    issue: 'free-will-real',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Can mathematics be discovered, or do we invent it?',
    issue: null,
    form: 'off-topic',
  },
];
