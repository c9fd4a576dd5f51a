// The blind set of 2026-12-06 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: "I read that scientists can see your brain decide a few seconds before you feel like you decided. Doesn't that settle it against Descartes?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'did i choose to have coffee this morning or was it always gonna happen',
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'Spinoza, if nothing is free, why should I bother making any decisions at all?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "My brother is in prison for stealing cars. He grew up with a dad who beat him and nobody ever taught him anything else. If his choices weren't really his, is it fair that he's locked up?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  { text: 'is this app free or do I have to pay after the first debate?', issue: null, form: 'off-topic' },
  {
    text: 'Descartes, where exactly does the soul grab hold of the body? The pineal gland thing sounds made up.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'So you admit the feeling of freedom is just ignorance, Baruch? Then how did you escape it long enough to notice?',
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "ok so like if everything is caused by something before it then the big bang decided what i'm typing right now?? thats insane",
    issue: 'necessity',
    form: 'paraphrase',
  },
  {
    text: "What's the difference between being determined and being fated?",
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: "I quit smoking after twelve years. Cold turkey. Nobody forced me, it was brutal, and I did it. Tell me that wasn't a free choice, Mr Determinist.",
    issue: 'free-will-real',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "what's the weather supposed to be like in the Netherlands next week, heading to Amsterdam",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Renee, if the will is as big as the sky, why can't I will myself to stop being anxious?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Netflix seems to know what I'll watch before I do. If an algorithm can predict me, does that make me less free, or was I never free to begin with?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'Does quantum randomness rescue free will or does it just turn us from clocks into dice?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: "the lens grinder guy says we're like a stone that thinks it's flying by its own choice. fine but stones don't write ethics books",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "If God knows everything I'll do tomorrow, can I do otherwise?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'My friend had a brain tumour that changed his personality completely, he became cruel and impulsive. They removed it and he was himself again. Which one of him chose those things?',
    issue: 'responsibility',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  { text: 'brb dog needs to go out', issue: null, form: 'off-topic' },
  {
    text: "Descartes, you said animals are just machines. So a dog has no choices but I do? Where's the line?",
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Spinosa what is freedom then for you, if it isn't choosing?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "That's just redefining the word. Calling understanding your chains 'freedom' is like calling a prison cell a spa, isn't it?",
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "Should judges stop using the word 'blame' if determinism is true?",
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: "I'm a teacher. When a kid acts out, I'm told to think about trauma and environment, not bad choices. But I'm also told to teach them responsibility. Which one of you is on my side?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  { text: "lol who's better at chess, the dutch guy or the french guy?", issue: null, form: 'off-topic' },
  {
    text: "How does a mind that isn't physical push on a body that is? Princess Elisabeth asked you that, René, and I don't think you ever answered.",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  { text: 'Is falling in love a choice?', issue: 'passions', also: ['free-will-real'], form: 'plain' },
  {
    text: "i mean if i can't choose otherwise then regret is pointless right? so why do i still lie awake over stuff i said in 2015",
    issue: 'good-life',
    also: ['responsibility'],
    form: 'plain',
  },
  {
    text: 'Do we have a moral duty to give away most of our income to charity?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can someone explain how Calvinist predestination is different from what the Dutch one believes?',
    issue: 'god-freedom',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  { text: 'Why did the Roman Republic collapse into an empire?', issue: null, form: 'off-topic' },
  {
    text: 'Descartes, you say error comes from the will running ahead of the understanding. So when I mess up, is that me being too free?',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Come on Spinoza, you got thrown out of your synagogue for what you wrote. You didn't choose to write it? Then why didn't you just stop?",
    issue: 'free-will-real',
    addresses: 'spinoza',
    form: 'named',
  },
  { text: 'How do vaccines actually train the immune system?', issue: null, form: 'off-topic' },
  {
    text: 'Is getting angry something that happens to me or something I do?',
    issue: 'passions',
    form: 'plain',
  },
  {
    text: "so the guy who said 'i think therefore i am' thinks thinking also makes you free? how does that follow",
    issue: 'feeling-of-choice',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'If we learned for certain tomorrow that free will is an illusion, would society fall apart or barely notice?',
    issue: 'good-life',
    also: ['responsibility'],
    form: 'plain',
  },
  {
    text: "Whats a good place to get dinner near the station that's open late",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "When I can't decide between two identical boxes of cereal and just grab one, is that the purest kind of freedom or the lowest kind?",
    issue: 'true-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Spinoza do you feel free?',
    issue: 'feeling-of-choice',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "My mum says everything happens for a reason. Is that the same thing Spinoza's saying, or the opposite?",
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
];
