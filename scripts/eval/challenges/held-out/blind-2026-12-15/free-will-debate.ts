// The blind set of 2026-12-15 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: "If my brain decides before I'm aware of it, who's actually doing the choosing?",
    issue: 'free-will-real',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'ok so i picked cereal over toast this morning, was that like, already decided before i even woke up',
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'Spinoza, if nothing is free, why should anyone go to prison for what they did?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'My brother has been drinking for ten years. Everyone tells him to just choose to stop. Is that even a fair thing to ask of him?',
    issue: 'passions',
    also: ['responsibility'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, where exactly is the soul supposed to touch the brain? The pineal gland answer never convinced anybody.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "is there a way to turn the moderator's volume down, she's way louder than the other two",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can you be completely predictable and still be free?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "The Dutch lens grinder keeps telling us we're links in a chain of causes. Fine. Then why does he bother trying to change our minds?",
    issue: 'necessity',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "I read about those scanner experiments where researchers could predict which button people would press seconds before they knew it themselves. Doesn't that sink the Frenchman's whole position?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'so you admit the feeling of choosing could just be a trick the brain plays on us?',
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: "If God already knows what I'll do tomorrow, in what sense am I the one choosing it?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "What's the strongest argument that mathematics is discovered rather than invented?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'A stone thrown through the air, if it could think, would say it flies because it wants to. Is that really all we are, Baruch?',
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "i mean if everything is caused then my procrastinating is technically the universe's fault right",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "My therapist says I can change my patterns. My dad says people never change. Which of you would take my therapist's side?",
    issue: 'passions',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "Why do we feel guilty about things we supposedly couldn't have done any differently?",
    issue: 'responsibility',
    form: 'plain',
  },
  { text: 'brb my pizza is here', issue: null, form: 'off-topic' },
  {
    text: "Mr Cogito, you doubted absolutely everything except your own thinking. Why didn't you ever doubt that your will was free?",
    issue: 'feeling-of-choice',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Is a dog choosing anything when it runs after the ball, or is it just clockwork like Descartes claimed?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'If my genes and my childhood made me who I am, what bit of me is left over to do the choosing?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: "Descartes you say we go wrong when the will runs ahead of what the intellect sees clearly. So isn't freedom also the source of every mistake we make?",
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  { text: 'Why did the Roman Republic collapse into an empire?', issue: null, form: 'off-topic' },
  {
    text: 'come on, nobody actually lives like a puppet. You both chose to show up and argue today.',
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'plain',
  },
  {
    text: 'A self-driving car that swerves to save one person instead of another: is that a choice or just code running? And how exactly are we any different?',
    issue: 'machines',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'Is there any kind of freedom left in your system at all, Spinoza, or is it chains all the way down?',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'what if quantum randomness is real, does that give us free will or does it just make us dice',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: "I work as a clerk in a criminal court. Judges go easier on defendants who had brutal childhoods. Isn't that the legal system quietly admitting that free will comes in degrees?",
    issue: 'responsibility',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'is the premium version free or do i have to pay once the trial ends',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'So being free just means understanding why you do what you do? That sounds like a consolation prize.',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'The ads on my phone seem to know what I want before I do. If an algorithm can steer me that easily, were my choices ever really mine?',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'To the dualist: if the mind is a separate thing from the body, why does one glass of wine change my decisions so much?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Does it even matter whether free will exists, as long as we all act as if it does?',
    issue: 'good-life',
    also: ['responsibility'],
    form: 'plain',
  },
  {
    text: 'Is it wrong to eat meat now that we could grow it in a lab instead?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My grandmother believed everything was already written, and she was the calmest person I ever knew. Is that the kind of peace the determinist is offering?',
    issue: 'good-life',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'decartes do u think a newborn baby has free will or does that come later',
    issue: 'free-will-real',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "But what about love? I didn't choose to fall for my wife, and it's still the best thing that ever happened to me.",
    issue: 'passions',
    also: ['good-life'],
    form: 'paraphrase',
  },
  { text: 'what time is it in Amsterdam right now', issue: null, form: 'off-topic' },
  {
    text: "If praise and blame are pointless, should I stop telling my kids I'm proud of them, Spinoza?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  { text: 'How did the first living cells on Earth come about?', issue: null, form: 'off-topic' },
  {
    text: "Why should anyone trust a book about human life that's laid out like a geometry textbook, with axioms and proofs?",
    issue: 'method-certainty',
    form: 'plain',
  },
];
