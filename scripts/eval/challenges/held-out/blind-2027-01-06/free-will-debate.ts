// The blind set of 2027-01-06 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: "If my brain decides before I'm aware of it, who's actually choosing?",
    issue: 'free-will-real',
    form: 'plain',
  },
  {
    text: 'ok so like. i picked pizza over tacos tonight. was that even me or was it just neurons doing their thing',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'Spinoza, if nothing could have gone otherwise, why should a judge punish anyone?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'My brother has been fighting a heroin addiction for six years. Every time he relapses, my parents say he chose it. Did he really?',
    issue: 'responsibility',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: 'is there a free version of this app or do i have to subscribe',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes, you say the will is infinite. Then why can't I will myself to stop procrastinating?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "so you admit the feeling of freedom is just ignorance of causes? that's bleak",
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: "Baruch, that stone you talk about, the one that thinks it's flying by its own will \u2014 is that honestly all we are?",
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Does free will even matter if I can't tell the difference either way?",
    issue: 'free-will-real',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: "I read about those Libet experiments where researchers saw the brain's readiness signal before people felt they'd decided to move. Does that settle it, or is flicking a wrist just too trivial to count as a real choice?",
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the Frenchman: where exactly does the soul push on the body? The pineal gland thing never made sense to me.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'brb my cat is knocking stuff off the table',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'if god already knows what im going to do tomorrow how am i free to do anything else',
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'Decartes why is it my fault when i get something wrong and not gods, he made my mind',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is a person who lived through severe childhood trauma as free as someone raised in a loving home?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "Come on, Spinoza, you wrote a whole book telling people how to live better. Why bother if they can't choose to follow it?",
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Netflix knows what I'll watch before I do. TikTok knows exactly what keeps me scrolling. If a company can predict my choices that well, in what sense are they mine?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "How can I know the outside world exists at all and isn't just a long dream?",
    issue: 'method-certainty',
    form: 'plain',
  },
  {
    text: "the Determinist guy \u2014 if everything's fixed then is falling in love also just a theorem? because that kind of ruins valentine's day",
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Can animals choose, or are they just the machines Descartes said they were?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My therapist says I can change my habits if I really want to. My philosophy professor says the wanting is caused too. Which one should I believe when I'm trying to quit smoking?",
    issue: 'passions',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "What's the difference between determinism and fatalism, really?",
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: 'Why is the sky blue but sunsets are red?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'honestly if determinism is true then this whole debate was determined to happen, so what are we even doing here',
    issue: 'good-life',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'Spinosa, can someone be free and still be determined? like is there a middle ground',
    issue: 'true-freedom',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Ren\u00e9, how do you know your feeling of choosing isn't just a very convincing illusion?",
    issue: 'feeling-of-choice',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Quantum physics says some events are random. Does randomness give us any more freedom than a chain of causes does?',
    issue: 'true-freedom',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'If our passions push us around, how does understanding them make us any freer? That sounds like a self-help book, Spinoza.',
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "what's the weather doing in amsterdam this weekend, thinking of going",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandmother became a completely different person after her stroke: angry, impulsive, nothing like before. If a bit of brain damage can change someone's will, was the will ever separate from the brain?",
    issue: 'mind-body',
    form: 'paraphrase',
  },
  {
    text: 'Is a choice made at knifepoint still free, Descartes? Like handing over your wallet because a guy has a blade.',
    issue: 'true-freedom',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "but what about regret? if I couldn't have done otherwise, why do I feel so awful about what I said to my dad",
    issue: 'responsibility',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: "Mr Ethics, geometrical order and all: you got thrown out of your own community for what you wrote. Wasn't writing it anyway a free act of courage?",
    issue: 'true-freedom',
    also: ['free-will-real'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "Do political freedoms like free speech mean anything if our inner will isn't free?",
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Was Napoleon good or bad for France overall?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'descartes u said doubt everything so why not doubt free will too',
    issue: 'feeling-of-choice',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "If a super-computer knew the position of every atom in the universe, could it have predicted this question I'm typing?",
    issue: 'necessity',
    form: 'paraphrase',
  },
  {
    text: "that's just Calvinist predestination with the God bit taken out, isn't it?",
    issue: 'necessity',
    also: ['god-freedom'],
    form: 'plain',
  },
  {
    text: "sorry can you make the voices talk a bit slower, I'm listening on the bus",
    issue: null,
    form: 'off-topic',
  },
];
