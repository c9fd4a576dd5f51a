// The blind set of 2026-12-07 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone (2026-12-05), the text locked by sha256 before labelling. Never read
// for tuning and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it
// (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'if everything is determined why should I bother trying at all?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'Spinoza, my dad was an alcoholic and now I drink too much. Did I ever actually choose the first beer, or was that chain already pulling me before I was born?',
    issue: 'necessity',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "ok so like the libet experiments show the brain decides before you're aware of it right so doesnt that kill free will",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, how exactly is a soul with no size or location supposed to push a physical brain around?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "anyone know if it's gonna rain in lisbon this weekend",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Can a murderer be blamed if he couldn't have done otherwise?",
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: "I'm on a jury next month in an assault trial. The defence says the guy had a brain tumour pressing on his frontal lobe. Where do I draw the line between a tumour and just ordinary brain chemistry?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Mr Pineal Gland, serious question: what does the soul actually do all day?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'so you admit the feeling of freedom proves nothing, Spinoza?',
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Netflix knows what I'll watch next better than I do. If an algorithm can predict my choices, were they ever really mine?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: "What does 'free' even mean here, free from what?",
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "What's the difference between a virtue ethicist and a utilitarian when it comes to telling a white lie?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Dutch lens grinder says freedom is understanding necessity. That sounds like a prisoner learning to love his cell. How is that different?',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'rene why would an infinite will be a good thing if thats exactly what makes us make mistakes',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "If God already knows what I'll do tomorrow, can I still do something else?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'come on, nobody actually lives like a determinist. you still get angry when someone cuts you off in traffic',
    issue: 'good-life',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: "My therapist says my anxiety isn't my fault but that I'm responsible for managing it. Isn't that a contradiction? Which of you would side with her?",
    issue: 'responsibility',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: 'brb my pizza is here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does quantum randomness give us any more freedom, or just dice instead of chains?',
    issue: 'true-freedom',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: "Spinosa what's the point of ethics if nobody can choose otherwise",
    issue: 'good-life',
    also: ['responsibility'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Do animals have free will, Descartes, or are they just clockwork to you?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Was the French Revolution a success, or did it just swap one tyranny for another?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'but what about the moment I hesitate between two options for ages and then flip a coin, whose choice is that?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'Is it true that the Roman Empire fell mainly because of lead pipes?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Determinist keeps saying the chain pulls us. Who or what is at the other end of the chain then?',
    issue: 'necessity',
    also: ['god-freedom'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "I quit smoking after 15 years. Everyone keeps saying wow, what willpower. If Spinoza's right, do I deserve any credit or did the causes just line up?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'So if my genes and my childhood made me, should prisons exist at all, or just hospitals, Spinoza?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'passions vs reason who wins, and is winning even a choice',
    issue: 'passions',
    form: 'plain',
  },
  {
    text: 'is this app free or do I need a subscription to keep listening?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Baruch, are you saying love is just a cause we misread as a choice?',
    issue: 'feeling-of-choice',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "The French one with the cogito: can you give me one example of a choice that wasn't caused by anything before it?",
    issue: 'necessity',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "My 7 year old says 'I didn't choose to hit him, my hand did it.' Half joking, but is she more of a Cartesian or a Spinozist?",
    issue: 'mind-body',
    also: ['responsibility'],
    form: 'paraphrase',
  },
  {
    text: 'free will yes or no, one word each',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: 'How do black holes actually evaporate through Hawking radiation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't determinism just an excuse for people who don't want to take responsibility, Descartes?",
    issue: 'responsibility',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Slot machines and social media are designed to hijack choices. If a company can engineer my 'decisions', does that prove Spinoza right, or just that freedom can be stolen?",
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'whats conatus and does it mean im basically a rock that wants to keep rolling',
    issue: 'passions',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: 'lol the moderator sounds exactly like my old geography teacher',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes, when you suspended judgement in the Meditations, wasn't that itself a free act? Or was the chain already writing your book?",
    issue: 'free-will-real',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'If a perfect copy of me were put in exactly the same situation, would it choose the same thing, and would that even matter?',
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
];
