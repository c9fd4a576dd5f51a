// The blind set of 2027-01-13 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'If everything is already decided, why should I even bother getting out of bed tomorrow?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: "Descartes, how exactly does a mind with no body push a body around? Where's the handle?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'ok so i read that brain scans can predict a button press like seconds before people say they decided. doesnt that just end the debate',
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'My brother has been in and out of rehab for six years. Every time he relapses my mum says he chose it. Was it a choice?',
    issue: 'passions',
    also: ['responsibility'],
    form: 'paraphrase',
  },
  {
    text: 'Is feeling free the same as being free?',
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: "Spinoza, you said a stone flying through the air would think it was flying of its own will, if it could think. Isn't that a bit insulting to the rest of us?",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "hang on, my tea's gone cold, brb",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm on a jury next month. If the defendant couldn't have done otherwise, what am I even judging him for?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Question for the Dutch lens grinder: if nothing is free, is there any point in being grateful to anyone?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "so you admit, Mr Dualist, that your will runs off ahead of what you actually understand? then isn't half of our mistakes just freedom misfiring",
    issue: 'error',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Monsieur Descartes, could God know what I'll choose tomorrow and I still choose it freely?",
    issue: 'god-freedom',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "What's the actual difference between a virus and a living cell? Is a virus alive?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is picking chocolate over vanilla a free choice or just my taste buds deciding for me?',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'spinosa what do you mean freedom is understanding necessity, that sounds like a prisoner learning to love his cell',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'My therapist says anger happens to me and I can learn to watch it pass. That sounds weirdly like Spinoza. Does understanding an emotion, getting an adequate idea of it or whatever, actually loosen its grip?',
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "come on, Mr Determinist, I just raised my arm. Nobody made me. Try telling me that wasn't free.",
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'does this app work offline? signal on the train is awful',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can a computer program ever have free will, or would it just be following its code like the rest of us apparently?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'Rene, is the pineal gland thing still your final answer?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "If my genes and my childhood made me who I am, where does the 'me' come in?",
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: "Netflix recommends shows and I always end up watching them. TikTok knows what I'll like before I do. If an algorithm can predict me this well, was I ever choosing, or am I just easy to read?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'Was the Treaty of Versailles really the main cause of the Second World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just fatalism with better manners",
    issue: 'necessity',
    also: ['true-freedom'],
    form: 'plain',
  },
  {
    text: "What about quantum randomness? If some events in the brain aren't determined, doesn't that leave room for freedom, or does random just mean luck?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'To the man who doubted everything: when you were doubting, were you free to stop?',
    issue: 'free-will-real',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Should we still punish criminals if nobody could have acted differently?',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: "I'm a nurse, and I've seen patients with frontal lobe damage who suddenly steal or lie and can't say why. Where was their free soul while that happened, Descartes?",
    issue: 'mind-body',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'whats the weather gonna be like in lisbon this weekend',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Do animals choose, or are they just machines like you said, Descartes? My dog definitely looks like he's deciding whether to obey me.",
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Spinoza, if nobody can be blamed for anything, can I still be proud of what I've done?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Rationalists, both of you, tell me: can reason alone ever beat a craving at 2am?',
    issue: 'passions',
    form: 'plain',
  },
  {
    text: 'wait if god cant act any other way either then god isnt free, right spinoza',
    issue: 'god-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Is it ethical to eat meat if the animals were raised humanely?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Honest question: did either of you ever regret a decision? And what does regret even mean if the chain was fixed all along?',
    issue: 'responsibility',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: "What's the difference between being caused and being forced, Baruch?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "My daughter is 16 and wants to drop out of school to become a streamer. I want to respect her freedom, but she's clearly copying her friends. Is a choice still free when it's just peer pressure?",
    issue: 'true-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Is there a free trial or do I have to pay after this debate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "but what about the feeling of effort, like when i drag myself out for a run in the rain. isn't that the will winning?",
    issue: 'feeling-of-choice',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: 'Is freedom something you have, or something you get better at?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'How do black holes evaporate if nothing can escape them?',
    issue: null,
    form: 'off-topic',
  },
];
