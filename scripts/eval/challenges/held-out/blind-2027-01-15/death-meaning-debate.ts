// The blind set of 2027-01-15 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: "If I'll live forever in heaven, does my life here mean less?",
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: "Epicurus, fine, I won't be there when I die. But my kids will. Isn't that reason enough to fear it?",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'ok so if death is nothing to me why am i still terrified of it at 3am',
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: 'My grandfather had six months left after his diagnosis and said they were the best months of his life. He finally called old friends and apologised to people. Was it the deadline that did that?',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: "dinner's ready, I'll be right back",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would you take a pill that let you live 500 years?',
    issue: 'living-forever',
    form: 'paraphrase',
  },
  {
    text: "Heidegger, what does 'being-towards-death' mean for someone who just wants to get through Monday?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Tech billionaires are spending fortunes trying to stop ageing. If they succeed, do they lose something they can't buy back?",
    issue: 'living-forever',
    also: ['technology-death'],
    form: 'paraphrase',
  },
  {
    text: 'the garden guy makes it sound easy. has he ever lost someone?',
    issue: 'grief',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Nobody worries about the billions of years before they were born. Why worry about the ones after?',
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'Should rich countries open their borders to more migrants?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Martin, you joined the Nazi party. Why should we take your advice on living authentically?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Does a mayfly have a more meaningful life than a tortoise?',
    issue: 'death-and-meaning',
    also: ['worthwhile-life'],
    form: 'paraphrase',
  },
  {
    text: "I'm a hospice nurse. Most people at the end don't talk about philosophy, they talk about their kids and their regrets. Which of you two would be more use at a bedside?",
    issue: 'dying-well',
    form: 'paraphrase',
  },
  {
    text: 'i mean games with infinite lives get boring, you stop caring. is life the same',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: 'Is it the fear of death or death itself that makes us choose?',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: "My friend fed all her late mum's texts into a chatbot so she can still 'talk' to her. Is that cheating death or refusing to grieve?",
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: "Can you recommend a nice garden centre that's open on Sundays?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ok but dying in agony is still something to fear, Epicurus, even if being dead isn't. you can't wave that away",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "Question for the German: what's so wrong with living like everyone else and going with the crowd?",
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "What's the point of anything if the sun is going to swallow the earth eventually?",
    issue: 'worthwhile-life',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: "Epicurus, is it true all you really wanted was bread, water and friends? That doesn't sound like much of a hedonist.",
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Why do people who nearly die often come back calmer?',
    issue: 'living-with-mortality',
    also: ['fear-of-death'],
    form: 'plain',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Heideger your books are impossible to read, can you just say it in one sentence',
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "My dog is fourteen and going blind. Does he know he'll die? And if he doesn't, is his life less meaningful than mine?",
    issue: 'death-and-meaning',
    also: ['worthwhile-life'],
    form: 'paraphrase',
  },
  {
    text: 'Is it cowardly to avoid thinking about death, Epicurus?',
    issue: 'denial-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'come on, a horizon? death is a wall, not a horizon',
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: 'how long is this debate going to go on? I have a train at 8',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Would immortality make love pointless, since you'd have forever to get around to it?",
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: "The ancient Greek keeps saying don't lose sleep. Easy for a philosopher with a garden and no mortgage.",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'What does the Phenomenologist mean by Angst, is it just anxiety with a German accent?',
    issue: 'fear-of-death',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'If I die young, did my life have less meaning than someone who lived to 90?',
    issue: 'worthwhile-life',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "What's the best evidence that the universe had a beginning?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "After my brother died in a car crash I stopped planning anything. Everyone tells me 'life is short, seize the day', but it just feels empty. Which of you would understand that?",
    issue: 'grief',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: 'should schools teach kids about death or is that too dark',
    issue: 'denial-of-death',
    also: ['living-with-mortality'],
    form: 'plain',
  },
  {
    text: 'is there a way to save this conversation and read it later',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'People make bucket lists and go skydiving. Is that what you mean by authentic, Heidegger, or the exact opposite?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Would religion even exist if nobody ever died?',
    issue: 'gods-religion',
    form: 'plain',
  },
  {
    text: 'Why did the Roman Republic turn into an empire?',
    issue: null,
    form: 'off-topic',
  },
];
