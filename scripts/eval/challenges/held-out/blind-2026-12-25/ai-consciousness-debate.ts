// The blind set of 2026-12-25 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: "Can ChatGPT actually understand what I'm typing, or is it just predicting the next word?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: "Mr Turing, if a machine passes your test by lying about being human, isn't that just proof it's a good liar?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'i think i left the oven on hold on',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Last month I spent a whole night venting to an AI chatbot after my breakup, and honestly it felt more understanding than my friends. Was anyone actually there listening?',
    issue: 'consciousness',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, you said animals are just machines. Do you still say that about a dog that grieves when its owner dies?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'what if the brain is just a computer made of meat, then whats the difference lol',
    issue: 'brain',
    form: 'plain',
  },
  {
    text: "The Chinese room thing: a guy shuffles symbols he doesn't understand and perfect answers come out. Does that sink the codebreaker's whole test?",
    issue: 'imitation-game',
    also: ['understanding'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Can a machine feel pain, or only say ouch?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'Is there a dark mode? My eyes are dying here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'A Google engineer got fired a few years back for claiming their chatbot was sentient. Was he crazy, or just early?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: "Alan, how would you even tell a conscious machine apart from one that's just very good at pretending?",
    issue: 'other-minds',
    also: ['imitation-game'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "ok but how do i know YOU guys are conscious, you're literally AIs in an app",
    issue: 'other-minds',
    form: 'plain',
  },
  {
    text: "So the Frenchman's test was that machines can't use language flexibly. Well, now they can. Does he lose?",
    issue: 'thinking',
    also: ['limits'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "If a robot wrote a poem that made me cry, does it matter that it didn't mean it?",
    issue: 'understanding',
    also: ['originality'],
    form: 'paraphrase',
  },
  {
    text: "Off topic, but what's the strongest argument that God exists?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Ada Lovelace said a machine can only do what we tell it to do. Turing, did you ever really answer her?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "come on descartes, 'I think therefore I am' - what stops a computer from typing the same sentence and meaning it?",
    issue: 'thinking',
    also: ['understanding'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Should a machine that says it's suffering get rights?",
    issue: 'future',
    form: 'plain',
  },
  {
    text: "I'm a software developer and the models I train surprise me all the time. I never programmed that behaviour in. Does surprising me count as thinking, or is it just my own ignorance of the code?",
    issue: 'originality',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'Does a thinking thing need a body? Is a robot that bumps into walls closer to a mind than a program on a server?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: 'can anyone recommend a decent laptop for uni under 600 quid',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'People like Penrose say Godel shows the human mind can see truths no machine could ever prove. Does that knock out the Enigma guy?',
    issue: 'limits',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'If you copied my brain neuron by neuron into a computer, would that copy be me?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'is thinking the same thing as being conscious? feels like people mix those up constantly',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'Why did the Soviet Union collapse so fast?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandmother has dementia and sometimes repeats phrases without seeming to understand them. By Descartes's standard, is she still thinking? That question honestly scares me.",
    issue: 'other-minds',
    also: ['understanding'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Decartes where exactly in the body is the soul supposed to sit and why couldnt a chip have one',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Turing, you wanted to build a child machine and then educate it. Isn't that how babies learn too, and nobody doubts they think?",
    issue: 'learning',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "If AI takes my job as a translator, does it matter whether it 'truly' thinks? It still does the work.",
    issue: 'thinking',
    also: ['future'],
    form: 'paraphrase',
  },
  {
    text: "that's just behaviourism with extra steps. passing for human isn't being human.",
    issue: 'imitation-game',
    form: 'plain',
  },
  {
    text: 'Is a self-driving car deciding anything when it swerves, or just following rules?',
    issue: 'free-will',
    form: 'paraphrase',
  },
  {
    text: 'How do plants know which way is up when they grow?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Monsieur I-think-therefore-I-am, what test would a machine have to pass to convince you? Or is there none?',
    issue: 'thinking',
    also: ['other-minds'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Would you let a thinking machine vote, Alan Turing?',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Can a machine be creative, or is AI art just remixing stolen pictures?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: 'brb, delivery guy at the door',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But what about octopuses? Totally different brains from ours and clearly clever. Why couldn't silicon be another route to a mind?",
    issue: 'thinking',
    also: ['animals'],
    form: 'paraphrase',
  },
  {
    text: 'Is democracy really the best system we have, or just the least bad one?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'my kid says please and thank you to alexa. is she being silly or is she onto something',
    issue: 'future',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'So the Codebreaker admits his test only measures what a machine does, not what goes on inside. Then why call it thinking at all?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'epithet',
  },
];
