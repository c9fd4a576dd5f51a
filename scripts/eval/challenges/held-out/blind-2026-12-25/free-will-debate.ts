// The blind set of 2026-12-25 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'If everything is already decided, why should I bother trying at anything?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'ok so like i picked a blueberry muffin this morning instead of the bran one. was that me or was that my blood sugar lol',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "Spinoza, if a murderer couldn't have done otherwise, do we still have the right to lock him up?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'is this app free or do i need a subscription after the first debate',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My brother has been an alcoholic for fifteen years. Every time he relapses my mother says he chose to. I'm not sure anymore. Is addiction a failure of will or a chain he can't see?",
    issue: 'passions',
    also: ['responsibility'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, how exactly does a mind with no size push around a body made of meat? The pineal gland answer never convinced anyone.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "There's that Libet experiment where brain activity starts before people feel they've decided. Doesn't that settle it against the French gentleman?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "what's the weather going to be like in amsterdam this weekend",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit the feeling of freedom is real, you just call it an illusion. That's having it both ways.",
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Does free will even matter if the outcome feels exactly the same to me, Descartes?',
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Baruch, you were thrown out of your own community for your ideas. Did you choose to write them or could you not help it?',
    issue: 'free-will-real',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "If God already knows what I'll do tomorrow, can I still do something else?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "my therapist keeps saying i can choose how i react to things but honestly some days my anxiety just decides for me. who's right here",
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: "Doesn't quantum physics break determinism? Atoms don't seem to follow strict chains.",
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: "But random isn't free either, is it? A coin flip going off in my head isn't me choosing.",
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Mr Cogito, you said error comes from the will running ahead of what we understand. So is every mistake I make basically my own fault?',
    issue: 'error',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Is being free from a dictator the same sort of freedom you two are arguing about, or a totally different thing?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Can someone explain how mRNA vaccines actually work?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I work in marketing and my whole job is nudging people into buying things they didn't plan to buy. If I'm good at it, were their choices ever free?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'come on spinoza, nobody actually lives like they believe in determinism. you still get angry at people who wrong you',
    issue: 'good-life',
    also: ['responsibility'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Spinosa what does it even mean to be free in your system if everything is necesary',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Is a dog free? What about a newborn baby?',
    issue: 'true-freedom',
    also: ['machines'],
    form: 'paraphrase',
  },
  {
    text: "The Dutch lens grinder says freedom is understanding the causes. Isn't that just a nicer word for obedience?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'brb gotta go pick between two paint colours before the shop closes lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My grandmother was a strict Calvinist and believed it was all settled in advance who gets saved. Is Spinoza just Calvin without the heaven part?',
    issue: 'god-freedom',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Rene, why do you think animals are machines but we're not? My cat very obviously makes decisions.",
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Sapolsky's book argues nobody deserves praise or blame because biology and environment explain everything. Should we scrap the whole idea of merit?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Do I really decide who I fall in love with, or does it just happen to me?',
    issue: 'passions',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'There was that man whose brain tumour suddenly gave him awful urges, and they vanished when it was removed. Where was his free will in all that?',
    issue: 'free-will-real',
    also: ['responsibility', 'mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So the dualist basically thinks the human will is infinite like God's. Isn't that a bit arrogant?",
    issue: 'error',
    also: ['god-freedom'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "hey descartes quick one: if my genes and my upbringing aren't my choice, what's left that's actually mine",
    issue: 'free-will-real',
    also: ['true-freedom'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Compatibilists say you're free as long as you act on your own desires, even if those desires were caused. Is that a cop-out, or is that basically your view, Spinoza?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Could an algorithm that knows me well predict my next choice better than I can? TikTok already seems to.',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Off topic: is it morally wrong to eat meat when there are decent alternatives?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is regret pointless if I couldn't have acted differently?",
    issue: 'responsibility',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: "anyone else's audio cutting out or just mine",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can I train my willpower like a muscle, or is willpower itself just one more link in the chain?',
    issue: 'passions',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: "What's the best way to explain why the sky is blue to a seven year old?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Honestly, Benedict, your picture of the universe sounds peaceful but kind of bleak. Can a person be happy believing there's no real choice?",
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
];
