// The blind set of 2027-01-15 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: "If my brain decides before I'm aware of it, like those Libet experiments showed, in what sense did I choose anything?",
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
    text: 'ok so if everything is determined why should i bother getting out of bed tomorrow',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'is this app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My brother stole from our parents to pay for his gambling. He says he couldn't help it. Spinoza, is he right, and should we still be angry with him?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Can a person who is addicted really choose to quit?',
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: 'So you admit the feeling of freedom proves nothing at all?',
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: "Mr Clockwork Universe, if I'm just a theorem, who wrote the axioms?",
    issue: 'god-freedom',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "I'm on a jury next month for a manslaughter case. If the defendant's actions were caused by his upbringing and his genes, how can I find him guilty in good conscience?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Does quantum randomness give us any wiggle room, or is random just as unfree as determined, Descartes?',
    issue: 'free-will-real',
    also: ['true-freedom', 'necessity'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'what do you mean by free anyway? free from what',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Baruch, if God or Nature does everything, then every war in history was necessary too. How do you live with that?',
    issue: 'good-life',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'brb my pizza is here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Princess Elisabeth asked you how an immaterial soul could move a material arm, René. Did you ever actually answer her?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "TikTok knows what I'll watch before I do. If an algorithm can predict my choices that well, were they ever mine?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "Question for the Dualist: if the will is unlimited, why can't I will myself to stop procrastinating?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "the dutch lens grinder guy, do you believe in praise at all? like if nothing is up to me why do my parents say they're proud of me",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "What's the best way to write a will so my kids don't fight over the house?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Spinoza said a stone flying through the air would think it was free if it could think. Come on, I'm not a stone, I can change my mind halfway.",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Why did the Western Roman Empire collapse while the Eastern half survived for another thousand years?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If I flip a coin to decide, is that a free choice or did I just hand it over?',
    issue: 'true-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, how do you explain mistakes? If the will is so free why do we keep choosing wrong',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Isn't compatibilism just a cop-out where you redefine freedom until it fits?",
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "My therapist says my anxious choices come from childhood patterns, and once I understand them I'll be freer. That sounds weirdly like you. Is understanding the only freedom there is, Spinoza?",
    issue: 'true-freedom',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Do animals choose anything, or are they really the machines the Frenchman said they were?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'How do black holes lose mass if nothing can escape them?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "but what about when I choose something against all my desires, just to prove I can? Isn't that freedom?",
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: "If God already knows what I'll do tomorrow, can I still do something else?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'Descartz honest question, would you still be a dualist if you saw an fMRI scan of someone deciding',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Spinoza, is it irrational to stay angry at someone who hurt me if they couldn't have acted otherwise?",
    issue: 'responsibility',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "so basically we're all NPCs lol",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'Is mathematics invented or discovered?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should prisons exist at all if nobody freely chooses crime, or should they be run more like hospitals?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'To the one who got excommunicated: when your synagogue threw you out, did you blame them, or did you see it as something that had to happen?',
    issue: 'responsibility',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "I'm choosing between two job offers and I've been stuck for weeks, basically Buridan's donkey. Does it matter which one I take if the outcome was always fixed?",
    issue: 'necessity',
    also: ['good-life'],
    form: 'paraphrase',
  },
  {
    text: 'Monsieur Descartes, is doubting itself an act of the will?',
    issue: 'method-certainty',
    also: ['error'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "that's just fatalism with extra steps",
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can you hear me? The mic icon keeps going grey',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "When I'm jealous or in love I do things I'd never do calmly. Are the passions the real chains here?",
    issue: 'passions',
    form: 'paraphrase',
  },
];
