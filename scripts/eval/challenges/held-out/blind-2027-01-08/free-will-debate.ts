// The blind set of 2027-01-08 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Did I actually choose to click on this debate, or was it always going to happen?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Spinoza, if everything follows necessarily, why should anyone bother trying to be better?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'ok so like if my brain decides before i even know it (saw the libet experiment thing on youtube) then who is doing the choosing',
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'My brother is in prison for stealing cars. He grew up with nothing and our dad beat him. If his choices were shaped by all that, is it fair to punish him the way we do?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Is parking free at the venue tonight or do I have to pay?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes, when I'm exhausted and stressed my so-called free will pretty much disappears. If the soul steers the body, why can one bad night's sleep wreck it?",
    issue: 'mind-body',
    also: ['passions'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'the pineal gland thing was a joke right',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: "If God already knows what I'll do tomorrow, can I still do otherwise?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "Question for the Dutch lens grinder: what's the difference between me and a stone that thinks it's flying because it wants to?",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "I've been sober for two years. Every day I choose not to drink, or at least it feels like choosing. Are you telling me that's just a chain I can't see?",
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "what's the weather going to be like in amsterdam this weekend",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does quantum randomness give us free will, or just dice instead of dominoes?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'So you admit, Spinoza, that nobody ever deserves praise for anything?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Rene, if your will really reaches as far as the sky, why can't I will myself to stop loving someone who doesn't love me back?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is being free just doing what you want, even if you never picked what you want?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "My phone knows I'll order pizza on Friday before I do. The ads are scarily accurate. If an algorithm can predict me, am I free at all?",
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Western Roman Empire actually collapse, was it the economy or the invasions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'are emotions the enemy of freedom or part of it',
    issue: 'passions',
    form: 'plain',
  },
  {
    text: 'The Frenchman says error comes from the will running ahead of the understanding. So is every mistake I make my own fault?',
    issue: 'error',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "come on, nobody lives as if they're determined. you still look both ways before crossing the street",
    issue: 'good-life',
    form: 'paraphrase',
  },
  {
    text: "If I'd been born with different genes in a different country, 'I' would have made different choices. So which part is actually me?",
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Deus sive Natura, is God free at least?',
    issue: 'god-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'How long do these debates usually last? I need to pick up my kid at 5.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "In court people get off on an insanity plea because they 'couldn't help it'. If nobody can really help anything, shouldn't that apply to everyone?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Spinosa, can you be free and still be totally predictable?',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "descartes animals are machines but we're not?? what makes the difference, my dog definitely decides stuff",
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is there a real difference between being forced and being caused?',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'If nothing is free, why does regret hurt so much, Spinoza?',
    issue: 'passions',
    also: ['feeling-of-choice'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Is dark matter actually out there, or is our theory of gravity just wrong?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm choosing between medicine and music at university and my parents want medicine. I keep agonising over it. Does it even matter what I pick if the outcome was settled before I was born?",
    issue: 'good-life',
    form: 'paraphrase',
  },
  {
    text: 'Spinoza, you say freedom is understanding necessity. That sounds like a prisoner who has made peace with his cell. Why should I call that freedom?',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'the determinist guy seems weirdly calm about all this lol',
    issue: 'good-life',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't 'I think therefore I am' just proof that I exist, not that I'm free? Where does freedom come into it, Descartes?",
    issue: 'method-certainty',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'brb someone at the door',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If my choices are caused by my reasons, isn't that exactly what makes them mine rather than random?",
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "Princess Elisabeth asked you this in a letter and I don't think you ever answered her properly, Monsieur Descartes: how can something with no extension move a body?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Can the AI voicing these philosophers ever have free will, or only us?',
    issue: 'machines',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'is fate the same thing as determinism or am i mixing them up',
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: 'Is it ethical to eat meat if we can live healthily without it?',
    issue: null,
    form: 'off-topic',
  },
];
