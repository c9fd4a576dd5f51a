// The blind set of 2026-12-31 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'do we actually choose anything or does it just feel like it',
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'plain',
  },
  {
    text: 'Descartes, if my brain lights up before I "decide" to move my finger, like in those Libet experiments, where is your free soul in all that?',
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "is there a way to turn the moderator's volume down, he's way louder than the other two",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My brother has been an alcoholic for ten years. Everyone says he just needs to choose to stop. Spinoza, is he actually free to stop, or is it unfair to even say that?',
    issue: 'passions',
    also: ['responsibility'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "so spinoza you admit a stone falling through the air would think it was free too if it could think? that's kind of insulting",
    issue: 'feeling-of-choice',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'How does a soul with no size and no shape push on a brain made of meat?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: 'then why punish anyone?',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: 'ok so i picked pizza over sushi tonight and i swear that was me deciding. what else would it be',
    issue: 'feeling-of-choice',
    form: 'paraphrase',
  },
  {
    text: 'Mr Pineal Gland, how does that tiny thing in the middle of the head actually take orders from the mind?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "What's the strongest argument that the universe had a beginning?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the Dutch lens grinder: if everything follows from God's nature, is God free or trapped too?",
    issue: 'god-freedom',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'My therapist says my anxious choices come from childhood patterns. If I understand the pattern, do I get freer, or just better at describing my cage? Is that what Spinoza means by adequate ideas?',
    issue: 'passions',
    also: ['true-freedom'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'what about quantum randomness doesnt that break the chain',
    issue: 'necessity',
    form: 'plain',
  },
  {
    text: "Random isn't free though, is it? A coin flip isn't choosing anything.",
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'Descartes you said the will is infinite but honestly i cant even will myself out of bed before 9',
    issue: 'passions',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "If God already knows what I'll do tomorrow, how could I possibly do anything else?",
    issue: 'god-freedom',
    form: 'plain',
  },
  {
    text: 'brb my cat is knocking stuff off the table',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Rene, why do we make mistakes if God gave us such a perfect will? Whose fault is the error then, ours or his?',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Netflix and TikTok basically pick what I watch now. When an algorithm knows what I want before I do, is there any choice left for you two to argue about?',
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  {
    text: "come on Baruch, you can't seriously live every day thinking each move is already fixed",
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "Is it ever right to lie to protect someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do animals choose, or are they just little clockwork machines like the French guy said?',
    issue: 'machines',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'I read about a man whose behaviour changed completely because of a brain tumour, and the court went easier on him. Where exactly is the line between a tumour and an ordinary brain?',
    issue: 'responsibility',
    form: 'paraphrase',
  },
  {
    text: 'is being free just doing what you want, or also wanting what you want',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: "Spinozza what do you even mean by freedom then, if it isn't choosing",
    issue: 'true-freedom',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'I\'ve been thinking about this since my divorce. My genes, my parents, the town I grew up in, the century I was born in, the job I fell into at twenty, the friends who happened to sit next to me at school. Every single thing I ever "decided" seems to come from that pile. So honestly, what\'s left over that counts as me choosing?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'is this app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If a robot someday tells us it decided something, should we believe it any more or less than we believe ourselves?',
    issue: 'feeling-of-choice',
    also: ['machines'],
    form: 'paraphrase',
  },
  {
    text: "So the determinist couldn't have avoided writing his Ethics either? Then why should I be persuaded by a book he was forced to write?",
    issue: 'necessity',
    also: ['method-certainty'],
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Can we be blamed for what we were always going to do?',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: "Descartes, when two options are exactly equal you'd say we're still free to pick one. But isn't that the lowest kind of freedom, a donkey stuck between two haystacks?",
    issue: 'true-freedom',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'What actually caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean if my choices arent mine why do i feel so guilty all the time',
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: "Being told I'm not free makes me feel weirdly calm. Is that the point, Spinoza?",
    issue: 'good-life',
    also: ['passions'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'what time does this end, i have a train at 7',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "How can something that isn't physical move something that is, Mr Descartes?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Couldn't you both be right? A hard chain of causes, but my choices still count because they come out of me and not from outside?",
    issue: 'true-freedom',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: 'Do black holes really destroy information, or does it come back out somehow?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'When my grandmother got dementia she kept "choosing" things that weren\'t her at all. Was the free her ever really there, or was it the brain all along?',
    issue: 'mind-body',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "to the 'I think therefore I am' guy: is being able to doubt everything proof that we're free?",
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'epithet',
  },
];
