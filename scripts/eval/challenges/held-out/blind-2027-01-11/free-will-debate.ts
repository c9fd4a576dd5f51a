// The blind set of 2027-01-11 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Are my choices actually mine?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: "ok so like if my brain decides before i do, who's actually choosing lol",
    issue: 'free-will-real',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, how exactly does a soul that takes up no space push a body around? Through the pineal gland? Seriously?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'My brother has been in and out of rehab for six years. Every time he relapses my parents say he chose it. Did he, or is that just what we tell ourselves so we can be angry with him?',
    issue: 'responsibility',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'Is the weather supposed to be this bad all weekend?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Spinoza, if everything follows necessarily, why bother trying to improve myself at all?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "I read about those experiments where scientists could see a button press coming in brain scans before people felt they'd decided. Doesn't that settle it against the Frenchman?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'if nothing is free then nobody deserves prison right',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: "So you admit, Spinoza, that a murderer couldn't have done otherwise? Then why punish him?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "The lens-grinder says a falling stone would think it was free if it could think. Okay, but I'm not a stone. What's the difference?",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Is there a free trial of this app or do I have to pay right away?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a clerk at a criminal court. Half the sentencing reports we read are about childhood trauma, poverty, head injuries. At what point does explaining a crime become excusing it?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "Descartes says the will is unlimited but our understanding isn't. Is that why we make mistakes, because we jump ahead of what we actually know?",
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'what about quantum randomness tho doesnt that break the chain',
    issue: 'necessity',
    form: 'paraphrase',
  },
  {
    text: "TikTok knows what I'll watch before I do. Netflix picks my shows, Amazon picks my shopping. If an algorithm can predict me that well, was I ever really choosing?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'brb dog needs to go out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Baruch, how can understanding that I'm determined make me MORE free? That sounds like a prisoner learning to love his cell.",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "come on, I decide to raise my hand, I raise my hand. That's freedom. What more do you want?",
    issue: 'feeling-of-choice',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: "Is it irrational to stay angry at someone who hurt me if they couldn't have acted differently?",
    issue: 'responsibility',
    also: ['passions'],
    form: 'plain',
  },
  {
    text: "My therapist says I can't control my feelings, only what I do with them. Which of you would agree with her?",
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: "If God already knows what I'll do tomorrow, can I still do something else?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'Descartes, you said animals are just machines. Why are humans any different? My cat definitely seems to make choices.',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "What's the capital of Mongolia? My kid's geography quiz is due tomorrow.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "the dutch guy is basically saying we're robots right? kind of depressing",
    issue: 'free-will-real',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "If my genes and my upbringing made me who I am, where is the 'me' that's supposed to be free?",
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: 'I quit smoking after twenty years and everyone says it took willpower. Spinoza, would you say it was just one cause beating a weaker one?',
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Why does it feel so much like I'm free if I'm not?",
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: 'Monsieur Descartes, you doubted everything. Could you ever doubt that you were free?',
    issue: 'feeling-of-choice',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is beauty objective, or is it really in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so freedom = doing what you want? but i never chose what i want',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Could a future AI have free will, or would it just be running code, like we supposedly are?',
    issue: 'machines',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "Mr 'God or Nature', does that mean God doesn't get to choose either?",
    issue: 'god-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Do we have a moral duty to give away most of our income to charity?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Buridan's donkey starves between two identical piles of hay. Would the Dualist's free will just pick one for no reason?",
    issue: 'true-freedom',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Spinosa, is conatus something I choose, or just something I am?',
    issue: 'free-will-real',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'What would change in everyday life if everyone stopped believing in free will tomorrow?',
    issue: 'good-life',
    also: ['responsibility'],
    form: 'paraphrase',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is a choice still mine if I made it drunk, or exhausted, or because my boss was shouting at me?',
    issue: 'true-freedom',
    also: ['responsibility'],
    form: 'paraphrase',
  },
  {
    text: "But what about regret? If I couldn't have done otherwise, why does it hurt so much, Spinoza?",
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
];
