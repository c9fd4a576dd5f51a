// The blind set of 2027-01-14 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Do I actually choose what I have for breakfast, or was it decided before I woke up?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Spinoza, if everything follows necessarily, why bother trying at all?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "I read about those Libet experiments where the brain fires before you 'decide' to move your finger. Doesn't that pretty much settle it? Descartes, what would you say to the neuroscientists?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'ok so like if my genes and my parents made me who i am then what part of me is even choosing lol',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'My brother is in prison for a robbery he did at nineteen, broke and surrounded by people doing the same. Everyone says he chose it. Was he really free, given where he grew up?',
    issue: 'responsibility',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'is this app free or does it start charging after the trial week?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Monsieur Descartes, where exactly does the soul push the body? The pineal gland thing sounds made up.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Can you be free and still be completely predictable?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "So you admit, Spinoza, that a murderer couldn't have done otherwise. Then why punish anyone?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'To the Dutch lens grinder: is freedom just understanding why you do what you do?',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "I've tried to quit smoking six times. Every morning I decide not to, and every afternoon I light one anyway. Which of those two is the real me choosing?",
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: "If God already knows what I'll do tomorrow, how am I free to do something else?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "What's the difference between knowing something and just having a true belief that happens to be right?",
    issue: 'method-certainty',
    form: 'plain',
  },
  {
    text: 'descartes ur quote says the will is infinite but honestly mine gives up at the gym after 10 min',
    issue: 'passions',
    also: ['true-freedom'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Netflix and TikTok seem to know what I'll click before I do. If an algorithm can predict my choices, are they still mine?",
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "What does Spinoza even mean by freedom if there's no free will?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Hang on, the Frenchman thinks animals are just machines but we aren't? What makes us the exception?",
    issue: 'machines',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Isn't the randomness in quantum physics a way out of determinism? Or does random just mean 'not up to me' either?",
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "My therapist says my anxiety comes from my childhood and I'm not to blame for it. But she also says I have to choose to change. Can both be true?",
    issue: 'responsibility',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: "brb, the delivery guy's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why does it feel so strongly like I'm choosing, if I'm not?",
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: 'come on mr determinist, that invisible chain is just an excuse for people who dont want to take responsibility',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Baruch, is being ruled by your emotions the real slavery? Like, is anger a kind of chain?',
    issue: 'passions',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "For the dualist: if the mind isn't physical, how does it move anything without breaking the laws of physics?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Does a person with severe dementia still have free will?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'Is compatibilism a real answer, or just redefining freedom until determinism can pass the test?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Is it wrong to eat meat if the animal had a good life and a painless death?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm torn between two job offers that are basically identical, same pay, same city. Am I free here, or just stuck like Buridan's donkey until something tips me?",
    issue: 'true-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Descartes you said error comes from the will running ahead of the understanding. so is every mistake i make basically my own fault??',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Yesterday I snapped at my daughter and felt awful afterwards. Spinoza would probably say I couldn't have done otherwise, but then what is regret even for?",
    issue: 'responsibility',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'the sound keeps cutting out when the second guy talks, is it just me?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'rene do we have free will yes or no',
    issue: 'free-will-real',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'But what about praise? If nobody is free, does a firefighter who runs into a burning house deserve any credit?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, is there any difference between being free and just not being forced by someone else?',
    issue: 'true-freedom',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Why did the Roman Empire in the West collapse while the East lasted another thousand years?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Spinoza got thrown out of his synagogue for his ideas about God. Was his God-or-Nature the real reason he couldn't make room for free will?",
    issue: 'god-freedom',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Question for Mr I-Think-Therefore-I-Am: if you could doubt everything, couldn't you doubt that you're free too?",
    issue: 'feeling-of-choice',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'haha my cat just walked across the keyboard, ignore that',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should voting be compulsory in a democracy, the way it is in Australia?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If we're all just links in a chain of causes, what's the point of laws, elections or New Year's resolutions, Spinoza?",
    issue: 'good-life',
    also: ['responsibility'],
    addresses: 'spinoza',
    form: 'named',
  },
];
