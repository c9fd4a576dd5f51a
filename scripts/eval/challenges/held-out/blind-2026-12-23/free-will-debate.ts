// The blind set of 2026-12-23 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: "If my brain has already decided before I'm aware of it, like in those Libet experiments, then who actually made the choice?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, where exactly does the soul push the body? The pineal gland thing sounds made up.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'ok so if nothing is free why should anyone go to jail',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: "anyone know if it's gonna rain later? need to walk the dog before this gets good",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My brother has been an alcoholic for ten years. Every time he relapses my mom says he chose it. Did he, really?',
    issue: 'responsibility',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: "Spinoza, if everything follows necessarily, why bother arguing with Descartes at all? He can't change his mind unless he was always going to.",
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Can you be free and still have every act caused?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'the dualist guy keeps saying the will is infinite but like i cant even will myself to get up at 7',
    issue: 'free-will-real',
    also: ['passions'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "What's the difference between a valid and a sound argument? I have a logic exam on Monday.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I stood for twenty minutes in the cereal aisle unable to pick between two boxes that are basically identical. Was that freedom or a glitch in my head?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "so you admit the feeling of choosing is just not knowing the causes, Spinoza? that's kind of bleak",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "If God already knows what I'll do tomorrow, am I choosing it or just acting it out?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'Would an AI that weighs its options and picks one have as much free will as me, Baruch?',
    issue: 'machines',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Monsieur Descartes, you said animals are machines. Then why does my cat so obviously decide to ignore me?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "is there a way to turn down the moderator? he's way louder than the other two",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Quantum physics says some events are genuinely random. Doesn't that break the chain Spinoza keeps talking about?",
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'My therapist says I can rewrite my habits. If everything is determined, is therapy just one more cause pushing me around?',
    issue: 'passions',
    also: ['good-life'],
    form: 'paraphrase',
  },
  {
    text: 'is being free doing what you want, or wanting what you want',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Does the universe have a beginning, or did the Big Bang come out of something earlier?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes, you say we go wrong because the will runs ahead of what we understand. Isn't that just blaming people for being human?",
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Every video I watch is picked by an algorithm that knows me better than I know myself. At this point am I choosing anything?',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "If there's no free will, can I still be proud of my degree? I worked really hard for it.",
    issue: 'responsibility',
    also: ['good-life'],
    form: 'paraphrase',
  },
  {
    text: "come on, nobody actually lives as if they aren't free. even a determinist picks what to have for lunch",
    issue: 'good-life',
    also: ['feeling-of-choice'],
    form: 'plain',
  },
  {
    text: 'What would each of you say to a judge sentencing a sixteen-year-old who grew up surrounded by violence?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "brb pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'spinozza says freedom is understanding necessity. how does knowing the chain make it any less of a chain??',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'If a thrown stone could think, it would believe it was flying by its own choice. Are we really any different?',
    issue: 'feeling-of-choice',
    form: 'paraphrase',
  },
  {
    text: "How can a soul with no matter in it move a body made of matter? Princess Elisabeth asked this and I've never seen a good answer.",
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: "Is it ever okay to lie to spare someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandmother believes everything is written. She's calm about everything, even her diagnosis. Is that wisdom or just giving up?",
    issue: 'good-life',
    form: 'paraphrase',
  },
  {
    text: 'Does the conatus leave any room for choosing, or is striving just the chain felt from the inside?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: "French guy, honest question: how do you know your will is free and doesn't just feel free?",
    issue: 'feeling-of-choice',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "I'm a programmer. My code does exactly what it was written to do, yet it still surprises me sometimes. Maybe that's all we are?",
    issue: 'machines',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'is there a free version of this app or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What would actually change in how we live if everyone woke up tomorrow convinced the determinist is right?',
    issue: 'good-life',
    also: ['responsibility'],
    form: 'plain',
  },
  {
    text: "that's just fatalism with nicer words isn't it",
    issue: 'true-freedom',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'I quit a stable job to open a bakery and everyone says it was brave. Was it brave if it was always going to happen, Descartes?',
    issue: 'responsibility',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Can you be blamed for what you do in a rage, when the passions seem to take over completely?',
    issue: 'responsibility',
    also: ['passions'],
    form: 'plain',
  },
  {
    text: "Why did the Thirty Years' War last so long, and who really came out of it stronger?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Theorem, if every act follows like geometry, can you tell me what I'm going to type next?",
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'epithet',
  },
];
