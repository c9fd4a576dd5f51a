// The blind set of 2027-01-07 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'If everything I do was already settled before I was born, why should I bother trying at all?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'ok so i picked the blueberry muffin this morning instead of the croissant. was that actually me choosing or just my brain doing its thing',
    issue: 'free-will-real',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: "Descartes, how exactly does an immaterial soul push a physical brain around? Where's the contact point?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'is this app free or do i need a subscription after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My brother was an addict for ten years. Everyone kept saying he chose it. Did he, though?',
    issue: 'passions',
    also: ['responsibility'],
    form: 'paraphrase',
  },
  {
    text: "Is it fair to send someone to prison if they couldn't have done otherwise?",
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: "I read about those experiments where the brain 'decides' a split second before you're aware of it. Doesn't that finish off the Frenchman's argument?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'what does free even mean here. free from what',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Mr Pineal Gland, serious question: if the soul sits in one tiny part of the brain, what happens to my will when that part gets damaged?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'So you admit, Spinoza, that a murderer is no more to blame than an earthquake?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'What caused the collapse of the Bronze Age civilizations around 1200 BC?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If God already knows everything I'll do tomorrow, how can I do anything else?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "come on, nobody actually lives like they're determined. you still look both ways before crossing the road",
    issue: 'good-life',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "My therapist says I can break my patterns once I understand where they come from. Isn't that basically Spinoza's idea of freedom?",
    issue: 'true-freedom',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Is randomness the same as freedom? If my neurons fire by quantum chance, that's still not me choosing.",
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Decartes why is my will infinite but my knowledge isnt, sounds like a recipe for making mistakes',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'brb my pasta is boiling over',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Instagram seems to know what I'll click before I do. Are we still free if an algorithm can predict us?",
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "To the Dutch lens grinder: what's the point of praising or punishing anyone in your world?",
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "Can you be free and still completely predictable? My best friend always knows what I'll order.",
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Spinoza, how is a freedom that means understanding the chain any different from just giving up?',
    issue: 'true-freedom',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Is it morally wrong to eat meat if we can live perfectly healthily without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'A donkey stands exactly between two identical haystacks. Does it starve, or does the will just pick one?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'My grandmother says everything happens for a reason. Is that what the determinist means, or is that just fate?',
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "i mean if it's all determined then me arguing with you is determined too so whats the point of this debate lol",
    issue: 'good-life',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'But what about animals? Descartes, you called them machines. Does my dog choose to steal my sandwich or not?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "What's the weather supposed to be like in Amsterdam this weekend?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If scientists one day map the whole brain and can predict every decision, does the soul just vanish?',
    issue: 'mind-body',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "Baruch, when I lose my temper and say things I regret, was I free in that moment? You'd call it being in bondage to a passion, right?",
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Doesn't Christianity need free will? Otherwise how can God judge anyone?",
    issue: 'god-freedom',
    also: ['responsibility'],
    form: 'plain',
  },
  {
    text: "Princess Elisabeth asked you this centuries ago, Ren\u00e9, and I'm not sure you ever answered her: how does a thought move a piece of matter?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Genes, parents, the town I grew up in. Which part of me is left over to do the choosing?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: "that's just fatalism with extra steps",
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: 'Could an AI ever have free will, or would it be determined the same way we supposedly are?',
    issue: 'machines',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'The Dualist says mind and body are separate, so why do two beers change what I decide?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'can you make them talk a bit slower, i keep losing the thread',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I've been offered a job abroad and I'm agonising over it. If the outcome is already fixed, is all my agonising just another link in the chain?",
    issue: 'necessity',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are we more free when we think carefully, or when we act on impulse?',
    issue: 'true-freedom',
    also: ['passions'],
    form: 'plain',
  },
];
