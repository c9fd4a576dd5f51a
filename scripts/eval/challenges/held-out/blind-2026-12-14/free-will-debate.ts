// The blind set of 2026-12-14 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 82). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'Did I actually choose to get up this morning, or did my alarm choose for me?',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: 'Spinoza, if everything follows necessarily, why should I bother deciding anything at all?',
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'ok so i read that scientists can see your brain make a decision like seconds before you even know it. doesnt that kinda end the whole debate',
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'paraphrase',
  },
  {
    text: 'My brother has been in and out of rehab for six years. Every time he relapses my mom says he chose to. Is she right, or is that unfair to him?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  { text: 'is this app free or does it start charging after the trial?', issue: null, form: 'off-topic' },
  {
    text: "Descartes, where exactly does the soul push on the body? I've never understood how something with no size can move a nerve.",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'If a judge believes in determinism, should she still send people to prison?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Mr Pineal Gland, honest question: do animals have free will or are dogs just clocks with fur?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'So you admit that a stone flying through the air would think it was free if it could think. Then how am I any different from the stone?',
    issue: 'feeling-of-choice',
    form: 'paraphrase',
  },
  {
    text: 'Can you be free and completely predictable at the same time?',
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'what about quantum randomness tho, doesnt that break the chain',
    issue: 'necessity',
    form: 'paraphrase',
  },
  {
    text: "My streaming app guesses what I'll watch next and it's right most nights. At what point does that mean my taste was never really mine?",
    issue: 'free-will-real',
    also: ['true-freedom'],
    form: 'paraphrase',
  },
  { text: "brb someone's at the door", issue: null, form: 'off-topic' },
  {
    text: "René, you say the will has no limits. Then why can't I will myself to stop craving sugar at midnight?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is feeling free just not knowing the causes, or is there something more to it?',
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  {
    text: "I'm a primary school teacher and I praise kids for working hard. If their effort comes from genes and home life, am I basically praising a lottery ticket?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: "That's just fatalism with better manners. Come on, Benedict.",
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  { text: 'How do black holes lose mass if nothing can escape them?', issue: null, form: 'off-topic' },
  {
    text: 'question for the dutch lens grinder: if God is nature and nature is necessary, does God even have free will?',
    issue: 'god-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "When I'm furious I say things I'd never say calm. Which version of me is the one choosing?",
    issue: 'passions',
    form: 'paraphrase',
  },
  {
    text: 'does it actually matter for normal life whether free will is real or not',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: "Descartes, you blamed error on the will running ahead of the understanding. So when my aunt shares fake news, is that her fault or the algorithm's?",
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'My therapist keeps telling me I can choose how I respond to my anxiety. That sounds very Cartesian. Spinoza, what would you say to her?',
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  { text: 'Should voting be compulsory in a democracy?', issue: null, form: 'off-topic' },
  {
    text: "If I'd been born into a different family in a different country, would I still make the choices I make now?",
    issue: 'necessity',
    form: 'paraphrase',
  },
  {
    text: 'spinosa would you still forgive someone who hurt you if you think they literally couldnt have done otherwise',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'any good choice of wine for mushroom risotto? cooking for friends tonight',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Doesn't saying God gave us free will just move the problem back a step? Who decided God's choices?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'Wait, if understanding is what makes us free, are clever people freer than everyone else? That sounds a bit elitist.',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "A friend of mine proposed after two months on a total whim. Twenty years later they're still happy. Was that a free leap or just chemistry playing itself out?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "what's the difference between being caused and being forced",
    issue: 'true-freedom',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'To the Dualist: I think therefore I am, fine. But do I think therefore I choose?',
    issue: 'feeling-of-choice',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'epithet',
  },
  { text: 'Why did the Roman Republic collapse into an empire?', issue: null, form: 'off-topic' },
  {
    text: 'If a brain tumour makes a man violent we excuse him. Where is the line between a tumour and an ordinary bad childhood?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'Spinoza, your conatus, the striving to keep existing: is that something I do, or something that just happens through me?',
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'Say in ten years a brain implant can nudge me out of depression. Are the decisions I make after that still mine?',
    issue: 'true-freedom',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: "Honestly I'd rather believe I'm free even if it's false. Is that cowardly, or just sensible?",
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: "Is beauty in the object itself or only in the eye of whoever's looking?",
    issue: 'feeling-of-choice',
    also: ['passions'],
    form: 'plain',
  },
  {
    text: 'But what about regret? Why would nature build us to feel regret if we never could have done otherwise?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are we all just dominoes falling in a line, Spinoza?',
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
];
