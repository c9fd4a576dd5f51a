// The blind set of 2027-01-09 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Is free will just an illusion?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: 'ok so if everything is determined then why do i even bother deciding what to have for dinner lol',
    issue: 'good-life',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, where exactly does this soul touch the body? Was it really the pineal gland?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My brother is in prison for robbery. His lawyer argued that his childhood made him who he is. If that's true of everyone, should we still lock people up?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'is there a free version of this app or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Can you be blamed for something you couldn't have done differently?",
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: "I read about those experiments where scientists can see the brain 'decide' a split second before you feel you chose. Doesn't that settle it against the Frenchman?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Spinoza, if I'm just one link in a chain, why should I ever feel guilty?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "so you admit the feeling of being free is real, you just say it's wrong? thats very convenient",
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: 'Mr Determinist, did you choose to become a determinist?',
    issue: 'free-will-real',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "Question for both rationalists: what's the difference between being free and just not knowing the causes?",
    issue: 'true-freedom',
    also: ['feeling-of-choice'],
    form: 'plain',
  },
  {
    text: "What's the difference between knowledge and a lucky true belief?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I quit smoking after twelve years. It felt like the hardest act of willpower in my life. Was that really me, or did the causes just finally line up?',
    issue: 'free-will-real',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: "Descartes, if God already knows what I'll do tomorrow, how could I do anything else?",
    issue: 'god-freedom',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Baruch, your own community threw you out for your ideas. Did they have any right to blame you if you couldn't have thought otherwise?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'come on, nobody actually lives like a determinist. you still get mad when someone cuts you off in traffic',
    issue: 'good-life',
    also: ['responsibility'],
    form: 'paraphrase',
  },
  {
    text: "brb my coffee's boiling over",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Descartes says we go wrong when the will runs ahead of what we understand. So is every mistake I make my own fault?',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Does randomness in quantum physics give us any freedom back, or does it just turn us into dice?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: "My phone knows what I'll buy before I do and Netflix guesses what I'll watch next. If an algorithm can predict me that well, am I still the one choosing?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'is being ruled by your emotions the opposite of freedom',
    issue: 'passions',
    also: ['true-freedom'],
    form: 'plain',
  },
  {
    text: "What can 'free' even mean in your system if everything follows from Deus sive Natura, Spinoza?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'does anyone know if you can write a will without a lawyer? asking for my dad',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Spinoza, can someone with severe depression just choose to get better?',
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "I'm a teacher and I hand out praise and detentions all day. If nobody's choices are free, am I just programming kids like little machines? Some days that's what it feels like.",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "Ren\u00e9, you could doubt everything except that you were thinking. Can you doubt that you're choosing?",
    issue: 'feeling-of-choice',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "but what about genes? twin studies say half of who we are is inherited. where's the room for a will in that",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Western Roman Empire collapse when the Eastern half survived?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If time were rewound to the exact same moment, could I have chosen differently?',
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "Spinosa, is that thing about the stone that thinks it's flying freely supposed to be about us?",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Isn't it dangerous to tell people they aren't free, Mr Spinoza? They'll just stop taking responsibility for anything.",
    issue: 'responsibility',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "My parents picked my school, my religion and my first job. Now I'm forty and wondering whether anything I did was really mine. Does either of you have something that isn't depressing to say about that?",
    issue: 'true-freedom',
    also: ['good-life'],
    form: 'paraphrase',
  },
  {
    text: "what's the weather supposed to be like in amsterdam this weekend",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the dualist: how can something with no size or shape push a body around at all?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Can you be free and still fall for someone you never chose to love?',
    issue: 'passions',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: "the dutch lens grinder basically thinks we're all puppets right? so who's holding the strings",
    issue: 'god-freedom',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "Is dark matter actually real, or just a patch on equations that don't fit?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is compatibilism a real answer or just a polite way of dodging the question?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'I decide to raise my hand and my hand goes up. What more freedom could anyone possibly want, Descartes?',
    issue: 'true-freedom',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Should the voting age be lowered to sixteen?',
    issue: null,
    form: 'off-topic',
  },
];
