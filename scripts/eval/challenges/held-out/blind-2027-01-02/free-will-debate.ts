// The blind set of 2027-01-02 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Are we free or not?',
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: "If my brain decides before I'm aware of it, like in those Libet experiments, then who's actually doing the choosing?",
    issue: 'free-will-real',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'ok so descartes like where exactly is this soul that steers my body, the pineal gland thing? seriously',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'My brother has been in and out of rehab for six years. Every time he relapses my parents say he chose it. Did he, Spinoza, or was it the chain you talk about?',
    issue: 'free-will-real',
    also: ['responsibility'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Can you be blamed for something you couldn't have done differently?",
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'is this app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Spinoza, if everything follows necessarily from God's nature, why bother trying to be a better person at all?",
    issue: 'good-life',
    also: ['responsibility'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Mr. Dualist, how does a thing with no extension push on a thing that's all extension? Princess Elisabeth already asked you this and I don't think you ever answered her.",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'i mean i chose to have cereal this morning. nobody forced me. isnt that just free will right there',
    issue: 'feeling-of-choice',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: "If a judge knows a defendant's childhood abuse shaped every decision he made, should the sentence be lighter? Where does responsibility start?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Does quantum randomness rescue free will or just make us random instead of free, Ren\u00e9 Descartes?',
    issue: 'free-will-real',
    also: ['necessity'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "TikTok knows what I'll watch before I do. My feed basically predicts me. Does that mean I was never choosing in the first place?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Why does the moon look so much bigger near the horizon?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so you admit the feeling of freedom is just ignorance of causes? thats kind of depressing, Baruch',
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Rene, your quote says the will is unlimited but the understanding isn't. So is every mistake I make just my will running ahead of what I actually know?",
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Can I choose what to believe? Like could I decide right now to believe the sky is green?',
    issue: 'error',
    form: 'plain',
  },
  {
    text: 'the determinist guy sounds like a fatalist to me. if its all fixed why does anything matter',
    issue: 'good-life',
    also: ['necessity'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "come on, nobody lives as if they're not free. even determinists look both ways before crossing the street",
    issue: 'good-life',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "I'm a nurse and I've seen patients with frontal lobe damage whose personalities change completely: impulsive, rude, reckless. If a tumour can change someone's choices, how is the will anything beyond the brain?",
    issue: 'mind-body',
    form: 'paraphrase',
  },
  {
    text: 'brb my dog is losing it at the delivery guy',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the difference between being free and just doing what you want?",
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "Spinoza, freedom as understanding necessity... isn't that just renaming slavery as freedom?",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "If God already knows what I'll do tomorrow, can I still do otherwise?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: "My therapist says I can't control my feelings, only my reactions. Which of you two would agree with her?",
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: 'but what about the stone flying through the air, if it could think it would also believe its flying because it wants to, right?',
    issue: 'feeling-of-choice',
    form: 'paraphrase',
  },
  {
    text: 'Could an AI ever have free will, Mr Descartes, or is it just following code the way we follow neurons?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "What's the best choice for a vegetarian dinner near the city centre tonight?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Descartes, would you really say animals have no will at all, that my cat is just clockwork?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Does being addicted to my phone mean I lost some freedom, or did I never have any, Spinoza?',
    issue: 'true-freedom',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Is it ethical to eat meat if we can live perfectly healthily without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Honest question for the Frenchman: if you sat by the stove doubting everything, why not doubt that you're free too?",
    issue: 'method-certainty',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'So the passions, anger, jealousy, fear, are those what make us unfree? How do I get out from under them?',
    issue: 'passions',
    also: ['true-freedom'],
    form: 'plain',
  },
  {
    text: 'whats compatibilism and does either of u buy it',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Laplace said a big enough intellect could predict the whole future from the present. Were you already saying that a century earlier, Spinosa?',
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Who actually started the First World War, was it really just the shot in Sarajevo?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I flipped a coin to decide whether to take a job in Berlin. Was that me choosing, or the coin?',
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  {
    text: "That's just a word game, lens grinder. Calling necessity 'freedom' doesn't make me one bit freer.",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'will it rain this weekend in Lisbon?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why should anyone be punished if no one's choices are really free?",
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: "Cogito guy, quick one: does thinking prove I'm free, or only that I exist?",
    issue: 'method-certainty',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'epithet',
  },
];
