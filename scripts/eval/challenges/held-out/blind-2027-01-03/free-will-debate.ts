// The blind set of 2027-01-03 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: "If my brain has already decided before I'm aware of it, like in those Libet experiments, what's left for my will to actually do?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'is anyone actually free or are we all just dominoes',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: "Descartes, how does a soul with no size or shape push a body around? Princess Elisabeth asked you that in a letter and I'm not sure you ever answered her.",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'My brother got three years for dealing. Our dad did the same thing, same estate, same mates. Was that ever really his choice, or did the judge punish him for his postcode?',
    issue: 'responsibility',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "So you admit, Spinoza, that if you're right nobody deserves blame for anything?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "What's the difference between doing what I want and choosing what I want?",
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "ok so i've been trying to quit vaping for like 6 years and every single time i cave. is that my will being weak or was it never really mine to begin with",
    issue: 'passions',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "Does God knowing what I'll do tomorrow mean I can't do otherwise?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'Mr Pineal Gland, be honest, was that little gland ever more than a guess?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "anyone know if it's gonna rain tmrw, I left the washing out",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Spinoza's stone that thinks it flies by its own will: isn't that just a posh way of calling us all deluded?",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "TikTok knows what I'll watch before I do. If an algorithm can predict my choices that well, in what sense am I choosing?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: "can i choose to believe something? like just decide it's true",
    issue: 'error',
    form: 'plain',
  },
  {
    text: "If everything's fixed in advance, why bother trying at anything?",
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: "Is it ever right to lie to protect someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Come on, Descartes. You feel free, fine. I feel all sorts of things. Since when is a feeling proof?',
    issue: 'feeling-of-choice',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Question for the Dutch lens grinder: if understanding the causes of what I do makes me freer, is my therapist freer than me?',
    issue: 'true-freedom',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'I teach year 9 and our school switched from detentions to "restorative conversations", on the idea that kids\' behaviour has causes. Is that Spinoza in practice, and doesn\'t it let them off the hook?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Spinosa, what about quantum randomness? Does chance in the atoms give us freedom, or just dice instead of dominoes?',
    issue: 'necessity',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'descarts do you think animals choose anything or are they really just clocks with fur',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "is there a way to make the text bigger on here? my eyes aren't great",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is regret pointless if I couldn't have done otherwise?",
    issue: 'good-life',
    also: ['responsibility'],
    form: 'plain',
  },
  {
    text: "My mum says she chose to stay with my dad for thirty years. I think fear chose for her. How do you tell a decision from a fear wearing a decision's clothes?",
    issue: 'true-freedom',
    also: ['passions', 'feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: "but what about love. you don't pick who you fall for so is the stuff we care about most even free",
    issue: 'free-will-real',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: 'Benedict, if I read your Ethics and understand my passions, do I become freer, or just calmer about the chain?',
    issue: 'passions',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "What actually is dark matter, and how do we know it's there if we can't see it?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why would a good God give us a will big enough to make mistakes with, Monsieur Descartes?',
    issue: 'error',
    also: ['god-freedom'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is a free choice just one nobody forced on me, or does it have to be uncaused?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "The Frenchman says the will is infinite. Infinite how? I can't even will myself out of bed at six.",
    issue: 'error',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "My company's HR uses nudges: automatic pension enrolment, salad at eye level in the canteen. It works scarily well. Doesn't that prove our choices get steered from outside?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'brb, kettle',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just determinism with extra steps spinoza. you call it freedom but its the same chain",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Buridan's donkey, two identical piles of hay. Does the will of the Dualist just pick one for no reason at all?",
    issue: 'free-will-real',
    also: ['necessity', 'true-freedom'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "what's a good free app for learning Dutch?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Genes, parents, the country I was born in, the language in my head... what's left over that's me doing the choosing?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'Why did the Dutch Republic get so rich in the 1600s?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Ren\u00e9, when you doubted everything, did you doubt your own freedom too?',
    issue: 'method-certainty',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is being ruled by your emotions the opposite of being free, Spinoza?',
    issue: 'passions',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Should voting be compulsory, like it is in Australia?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the Determinist: isn\'t "conatus" just a fancy word for instinct? Where\'s the freedom in striving to keep going?',
    issue: 'true-freedom',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'epithet',
  },
];
