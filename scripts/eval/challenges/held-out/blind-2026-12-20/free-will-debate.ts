// The blind set of 2026-12-20 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Is anything I do actually my choice?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: 'ok so i picked pasta over pizza tonight, was that like decided a million years ago or what',
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'Spinoza, if everything follows necessarily, why bother trying to improve myself at all?',
    issue: 'good-life',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'My brother has been in and out of rehab for heroin. Everyone keeps saying he just needs to choose to stop. Does he actually have a choice, or is the addiction choosing for him?',
    issue: 'free-will-real',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: 'is the premium version free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Descartes, where exactly does the soul push on the brain? The pineal gland thing never made sense to me.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "I read about those Libet experiments where the brain fires before you're even aware of deciding. Doesn't that settle it against the dualist?",
    issue: 'free-will-real',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'If nobody has free will, how can we send anyone to prison, Spinoza?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'come on spinoza you chose to write the Ethics, you didnt just fall into it',
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "To the Dutch lens grinder: is being free just understanding why you're not?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "I work as a probation officer. Every week someone tells me 'I couldn't help it, that's how I grew up.' Part of me believes them and part of me thinks that's a cop-out. Who's right?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Is there a good argument that mathematics is discovered rather than invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'what about quantum randomness doesnt that break the chain',
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "But random isn't free either, is it? A coin flip inside my head wouldn't make it MY choice.",
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "Mr Cogito, if my will is as unlimited as you say, why can't I will myself to stop procrastinating?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Rene, honest question: do animals have free will, or are they just clockwork to you?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'My therapist says my anxiety comes from how I was raised. If my childhood shaped everything, is there any part of me that chose who I became?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Can I be free and still completely predictable?',
    issue: 'true-freedom',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'brb my cat is knocking stuff off the shelf again',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If God already knows what I'll do tomorrow, how is it up to me?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'TikTok seems to know what I want before I do. If an app can predict my next click, was I ever really choosing?',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'spinosa do you think regret is pointless then',
    issue: 'good-life',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'So you admit, Descartes, that we go wrong because our will runs ahead of what we understand? Sounds like the will is the problem, not the solution.',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Does being furious or madly in love make my choices less free, Mr Descartes?',
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Did lead poisoning really help bring down the Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandmother always said 'it was written', mektoub. She was from a small village and never read a page of philosophy. Is the determinist just saying the same thing as fate, with footnotes?",
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "that's just fatalism with extra geometry",
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Question for the determinist: would you let a murderer off the hook?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'i mean if my genes decide my personality and my personality decides my choices then where am i in all that',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: "what's the weather looking like in Amsterdam this weekend, anyone know",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is the feeling of being free just an illusion, or is it evidence of something?',
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Baruch, what has conatus got to do with choosing? Is striving the same as deciding?',
    issue: 'true-freedom',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "I quit a safe office job to open a bakery and it felt like the freest thing I've ever done. Were the causes just lined up so I'd do it anyway?",
    issue: 'necessity',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'For the dualist guy: how does a mind with no physical parts move a physical arm without breaking the laws of physics?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Why does the universe seem so finely tuned for life to exist?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If a brain tumour makes someone violent, we excuse them. But isn't every action caused by something in the brain?",
    issue: 'responsibility',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'for the seventeenth century frenchman, could you have doubted you were free the way you doubted everything else',
    issue: 'method-certainty',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "can i slow the moderator's voice down a bit, it talks really fast",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it wrong to eat meat if the animals were raised humanely?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes vs Spinoza: who's to blame when I cheat on my diet at midnight? Go.",
    issue: 'responsibility',
    also: ['passions'],
    form: 'named',
  },
];
