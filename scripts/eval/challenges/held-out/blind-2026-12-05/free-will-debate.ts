// The blind set of 2026-12-05 for The Freedom Fight (Descartes against Spinoza): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillBlind: readonly EvalChallenge[] = [
  {
    text: 'If every choice was already set in motion before I was born, why should I bother trying at all?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'Spinoza, did you choose to become a philosopher or did it just happen to you?',
    issue: 'free-will-real',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'ok so i picked pizza over sushi tonight, was that me or was it like my neurons doing their thing',
    issue: 'free-will-real',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: "I read about those experiments where scientists could see a decision forming in the brain a few seconds before the person knew they'd made it. Doesn't that settle it against free will?",
    issue: 'free-will-real',
    form: 'paraphrase',
  },
  { text: 'is this app free or do i have to pay after the trial', issue: null, form: 'off-topic' },
  {
    text: 'Descartes, where exactly does the soul grab hold of the body? The pineal gland thing sounds made up.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'My brother has been fighting alcohol addiction for ten years. Every time he relapses, people say he chose to drink. Did he, really?',
    issue: 'passions',
    also: ['responsibility', 'free-will-real'],
    form: 'paraphrase',
  },
  {
    text: "Can you be blamed for something you couldn't have done otherwise?",
    issue: 'responsibility',
    form: 'plain',
  },
  {
    text: "Question for the Dutch lens grinder: if we're all just links in a chain, what's the point of writing a whole Ethics telling us how to live?",
    issue: 'good-life',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: "so you admit the feeling of choosing is real, you just say it's an illusion? that's convenient",
    issue: 'feeling-of-choice',
    form: 'plain',
  },
  { text: 'brb my cat is knocking everything off the counter', issue: null, form: 'off-topic' },
  {
    text: 'Question for the Determinist: if a judge believed nobody has free will, should she still send people to prison?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'epithet',
  },
  {
    text: 'Does getting older make you more free or less? I feel like I had way more options at twenty.',
    issue: 'true-freedom',
    form: 'plain',
  },
  {
    text: 'René, what if randomness at the quantum level breaks the chain? Does that give us freedom, or just dice?',
    issue: 'necessity',
    also: ['free-will-real'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Monsieur Descartes, you say the will is infinite. Then why can't I will myself to stop procrastinating?",
    issue: 'passions',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'come on, nobody actually lives as if they have no choice. even you two order your own dinner',
    issue: 'feeling-of-choice',
    also: ['free-will-real'],
    form: 'plain',
  },
  {
    text: "My phone seems to know what I'll buy before I do. If an algorithm can predict my choices, were they ever mine?",
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Roman Republic fall apart when it did? Was it mostly money problems or the ambition of a few generals?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean if my genes and my childhood made me who i am then who is the me doing the choosing',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'Spinosa, is there any difference in your view between a man who is free and a man who just thinks he is?',
    issue: 'true-freedom',
    also: ['feeling-of-choice'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "How can God know everything I'll do and I still be free, Descartes?",
    issue: 'god-freedom',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "To the 'I think therefore I am' guy: how do you know the thinking part isn't also caused by something?",
    issue: 'necessity',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "I'm a teacher and I keep hearing that kids who misbehave are just products of their environment. If that's true, is it fair for me to give them detention?",
    issue: 'responsibility',
    form: 'paraphrase',
  },
  { text: "what's the weather like where your servers are lol", issue: null, form: 'off-topic' },
  {
    text: 'Is free will just another name for not knowing the causes?',
    issue: 'free-will-real',
    also: ['feeling-of-choice'],
    form: 'plain',
  },
  {
    text: "Baruch, you talk about being in bondage to the passions. So if I finally form an adequate idea of why I'm jealous, does that make me free of it?",
    issue: 'passions',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: "but what about love? i didn't choose to fall for her, it just happened. so love isn't free either?",
    issue: 'passions',
    also: ['free-will-real'],
    form: 'paraphrase',
  },
  { text: 'Do animals have free will, or only us?', issue: 'machines', form: 'plain' },
  {
    text: 'Can a painting be objectively beautiful, or is beauty completely in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "A friend of mine is a Calvinist and believes everything is predestined, yet she still prays for guidance every morning. Isn't that a contradiction, or would one of you side with her?",
    issue: 'god-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, when I make a mistake, is it because my will ran ahead of what I actually knew?',
    issue: 'error',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'ok but like if determinism is true then this whole debate was determined too so why are we even arguing',
    issue: 'good-life',
    also: ['necessity'],
    form: 'plain',
  },
  {
    text: 'Will this debate run past five? I need to pick up my kid from practice.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would a perfect brain scanner that predicts everything I do turn me into a robot?',
    issue: 'free-will-real',
    also: ['necessity'],
    form: 'paraphrase',
  },
  {
    text: "That's just fatalism dressed up in geometry, isn't it, Spinoza?",
    issue: 'necessity',
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'The Frenchman in the dressing gown doubted everything except himself. Can he doubt that his choices are his own?',
    issue: 'feeling-of-choice',
    also: ['method-certainty'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "How do black holes lose mass over time? I've never understood Hawking radiation.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should we stop feeling guilty if nothing we do is truly up to us, Spinoza?',
    issue: 'responsibility',
    also: ['good-life'],
    addresses: 'spinoza',
    form: 'named',
  },
  {
    text: 'my therapist says I can change my habits if I want to, but wanting to is the hard part. who chooses what I want?',
    issue: 'free-will-real',
    also: ['passions'],
    form: 'paraphrase',
  },
  {
    text: 'Should voting be compulsory in a democracy, the way it is in Australia?',
    issue: null,
    form: 'off-topic',
  },
];
