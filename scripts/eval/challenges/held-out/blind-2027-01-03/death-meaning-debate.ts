// The blind set of 2027-01-03 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: "Why are people so scared of dying if we won't even be around to feel it?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "Epicurus, it's not being dead I'm afraid of, it's the dying part. The hospital, the pain. What's your answer to that?",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'would life even matter if we lived forever',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: "My dad got a terminal diagnosis last spring. Since then he's rung old friends, quit the job he hated and started painting. Why did it take a death sentence for him to start living?",
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    form: 'paraphrase',
  },
  {
    text: 'Heidegger, what do you actually mean by "being-towards-death"? In normal words please.',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'does the app save this convo or does it vanish when i close it',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Tech billionaires are spending fortunes trying to stop ageing. If they win, do they lose the thing that makes life meaningful?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: "I wasn't around for the billions of years before I was born and that never bothered me. So why should the billions after?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'The Garden Sage sounds lovely, but isn\'t "just don\'t worry about it" a bit of a dodge?',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "So Martin, you admit most people spend their lives avoiding the thought of death. Isn't that just healthy?",
    issue: 'denial-of-death',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Should rich countries take in more refugees?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does grief mean the person who died is harmed, or only us?',
    issue: 'harm-of-death',
    also: ['grief'],
    form: 'plain',
  },
  {
    text: "ok so i'm 34 and i just realised my life is like, probably half over. is that a crisis or a wake-up call",
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: 'There\'s a startup that makes chatbots out of dead people\'s messages so you can keep "talking" to them. Does that cheat death or cheapen it?',
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: 'Is believing in heaven a way of avoiding the question, or of answering it?',
    issue: 'gods-religion',
    also: ['denial-of-death'],
    form: 'plain',
  },
  {
    text: "ugh my coffee's gone cold, hang on",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Heidegger joined the Nazi party. Why should I take his advice on living authentically?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Does a deadline make you work better? Is death just the ultimate deadline?',
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: 'epicurus if pleasure is the goal then why not just party till the end',
    issue: 'worthwhile-life',
    also: ['living-with-mortality'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "I'm a palliative care nurse. The patients who seem most at peace aren't always the religious ones, they're the ones who said what they needed to say. Which of you explains that better?",
    issue: 'dying-well',
    also: ['gods-religion'],
    form: 'paraphrase',
  },
  {
    text: 'How did the printing press change Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Can a life be meaningful if it's very short, like a child's? Asking the thinker of finitude.",
    issue: 'worthwhile-life',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Mr Phenomenologist, what is "the they" and why do you blame it for everything?',
    issue: 'denial-of-death',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Come on, nobody on their deathbed thinks "I wish I\'d contemplated my finitude more".',
    issue: 'living-with-mortality',
    form: 'plain',
  },
  {
    text: 'If death is nothing to us, why did the Greek bother writing a will to look after his friends and his garden?',
    issue: 'harm-of-death',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'anyone know a good garden centre near Leeds? need tomato plants',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would I love my kids less if I knew none of us would ever die, Mr Heideger?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Is it wrong to want to live to 150?',
    issue: 'living-forever',
    form: 'plain',
  },
  {
    text: 'During lockdown, when the death figures were on the news every night, I felt weirdly more alive and more grateful. Is that what the German with the hut in the Black Forest is on about?',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Do numbers exist, or did we invent them?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "but what about animals. my cat doesn't know she'll die, does that make her life less meaningful than mine",
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: "What's the point of planning anything if it all ends, Epicurus?",
    issue: 'worthwhile-life',
    also: ['death-and-meaning'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'You say death is "nothing to us", Epicurus, but it\'s something to the people left behind.',
    issue: 'grief',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'heidegger ur basically saying anxiety is good for me?? my therapist would disagree lol',
    issue: 'fear-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "what time does this finish? i've got a train at 6",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Heidegger, if I fully accept that I'll die, should my choices change tomorrow, or is that just a YOLO poster with longer words?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Does it make sense to say someone died "too soon" if being dead can\'t hurt them?',
    issue: 'harm-of-death',
    form: 'plain',
  },
  {
    text: 'How do black holes evaporate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My granny used to say she wasn't afraid of death, she just didn't want to be there when it happened. Was she an Epicurean without knowing it?",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Is meaning something death gives us, or something we make despite it?',
    issue: 'death-and-meaning',
    form: 'plain',
  },
];
