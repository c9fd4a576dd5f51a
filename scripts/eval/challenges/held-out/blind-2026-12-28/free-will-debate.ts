// The blind set of 2026-12-28 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Do I actually choose anything or does it just feel like I do?',
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'plain',
  },
  {
    text: 'Descartes, if the soul steers the body, how does something with no size push on a nerve?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'ok so i picked pasta over sushi tonight and i swear it was me decideing. who else would it be',
    issue: 'feeling-of-choice',
    form: 'paraphrase',
  },
  {
    text: "My brother is in prison for a robbery he did at nineteen, after a childhood I wouldn't wish on anyone. If every act follows from causes, is it even fair that he's locked up?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'is this app free or do i get charged after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I read about the Libet experiments where the brain's signal shows up before people say they've decided to move. Doesn't that settle it against free will?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: "Spinoza you say we feel free only because we can't see the causes. but if I can't ever see them what difference does it make to me",
    issue: 'feeling-of-choice',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Mr Theorem, if my whole life follows like a geometry proof, why bother trying at anything?',
    issue: 'good-life',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "Can I be blamed for something I couldn't have done differently, Spinoza?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "The Frenchman keeps saying the will is infinite. Then why can't I will myself to stop smoking?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "My phone knows what I'll buy before I do. Targeted ads, recommended videos, all of it. If an algorithm can predict me that well, how much of 'my' choice is left?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'what about quantum randomness, doesnt that break the chain spinoza talks about',
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'So you admit, Descartes, that you never explained where the mind touches the brain? The pineal gland thing is just a guess.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is being free the same as doing what I want, Descartes?',
    issue: 'true-freedom',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Benedict, if God or Nature is everything, then God made me cheat on my exam. Come on.',
    issue: 'god-freedom',
    also: ['responsibility'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "I've been on antidepressants for two years and honestly I'm a different person, calmer, kinder. Was the old me less free, or is the new me just a different chemical setting?",
    issue: 'true-freedom',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'If everything is determined, does regret even make sense, Baruch?',
    issue: 'responsibility',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "the dualist guy: when I'm drunk and do something stupid, was my soul steering or not",
    issue: 'mind-body',
    also: ['passions'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "What's the difference between a virus and a bacterium, actually?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Descartes says error comes from the will running ahead of the understanding. So are my mistakes the price of being free?',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Mum always says I chose to be lazy. My therapist says it's ADHD. Which of them is closer to the truth here?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "Isn't 'free will' just a story courts need so they can punish people?",
    issue: 'responsibility',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Spinoza, is there any freedom at all in your system, or is it chains all the way down?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "that's just fatalism with extra steps",
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: 'Is there free parking anywhere near the central station or do I have to pay?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "A judge in the news gave a lighter sentence because the defendant had a brain tumour pressing on his frontal lobe. Where do we draw that line? Everyone's brain is pushing on them somehow.",
    issue: 'responsibility',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'Can an animal choose? My dog clearly decides which stick she wants.',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'How would the Dutch lens grinder explain me changing my mind three times about which flat to rent?',
    issue: 'feeling-of-choice',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'i mean if god knows what im gonna do tomorrow how is it still my choice lol',
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'Should rich countries be made to take in more refugees?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Monsieur Descartes, prove to me the feeling of freedom isn't just an illusion my brain produces.",
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'My friend is a compatibilist and says freedom just means acting from your own reasons without anyone forcing you. Does that rescue anything, or is it cheating?',
    issue: 'true-freedom',
    also: ['responsibility'],
    form: 'paraphrase',
  },
  {
    text: 'If I could rewind the tape of my life, would I make the same choices?',
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "But what about love? Nobody chooses who they fall for. Does that mean the biggest decisions aren't ours at all?",
    issue: 'free-will-real',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: 'spinosa how does understanding the causes of my anger make me any freer, the anger is still there',
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Is the universe infinite or does it have an edge?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Hey determinist, why should I feel proud of anything I've achieved if it was all bound to happen?",
    issue: 'responsibility',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Is it wrong to eat meat if animals can suffer?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'haha ok my cat just walked across the keyboard sorry',
    issue: null,
    form: 'off-topic',
  },
];
