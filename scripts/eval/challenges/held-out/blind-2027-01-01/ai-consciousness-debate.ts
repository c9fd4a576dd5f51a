// The blind set of 2027-01-01 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: "Does ChatGPT actually understand what it's saying?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: "Turing, if a chatbot fools me for five minutes, does that really mean it thinks, or just that I'm easy to fool?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "I've been talking to an AI companion app every night since my divorce. It remembers my kids' names and asks how my day went. My therapist says it's not a real relationship, but it feels like someone is there. Is anyone?",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: "Descartes, where exactly is the mind in the body? The pineal gland thing can't be serious.",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "my coffee machine broke this morning, anyone know if it's worth repairing a cheap one",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so if my brain is just neurons firing and a computer is just transistors firing, whats the actual difference',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: "Imagine a man in a room with a rulebook, answering in Chinese he doesn't understand. That's all an AI is, right?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Ren\u00e9, you thought dogs were machines too. Do you still hold that after everything we know about animals now?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'A Google engineer got fired in 2022 for claiming their chatbot was sentient. Was he crazy or just early?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'Can a machine feel pain?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'How do black holes lose mass over time?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Cogito, how do you know I think? You only see my words, same as with a computer.',
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "I'm a software developer and I say please and thank you to the AI tools at work. My colleagues laugh at me. Is it silly, or is there a chance something is on the other end?",
    issue: 'consciousness',
    also: ['future'],
    form: 'paraphrase',
  },
  {
    text: 'If an AI paints something beautiful, is that creativity or just remixing? Asking the 17th century guy.',
    issue: 'originality',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'lol are YOU two thinking right now or just predicting the next word',
    issue: 'thinking',
    also: ['understanding'],
    form: 'plain',
  },
  {
    text: "The codebreaker: what would you say to Lady Lovelace's objection that machines only ever do what we tell them?",
    issue: 'originality',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "so you admit descartes that you can't prove anyone else has a mind. then why single out machines",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "how do I turn the moderator's voice down, it's way louder than the others",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If I uploaded my brain to a computer neuron by neuron, would that still be me thinking?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'Should a thinking machine have rights? Could switching it off be murder, Turing?',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Alan, they treated you horribly after the war. Do you think people will treat thinking machines any better?',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Could there be something that acts exactly like a person but has nobody home inside? How would we ever know?',
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'What is the Stoic idea of a good life, in a nutshell?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just behaviourism, Turing. acting like you think isn't thinking",
    issue: 'imitation-game',
    also: ['thinking'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "My grandmother has dementia and sometimes talks in perfect sentences that mean nothing. My nephew's AI homework helper talks in perfect sentences that seem to mean a lot. Which one is thinking more? That question keeps me up at night.",
    issue: 'thinking',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'Is consciousness something you could ever measure with a test, or is it private by nature?',
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'Monsieur Descartes, you doubted everything except your own thinking. Could an AI run the same argument and be right about itself?',
    issue: 'thinking',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'octopuses solve puzzles and have brains in their arms. if thinking can be that alien why cant it be silicon',
    issue: 'thinking',
    also: ['animals'],
    form: 'paraphrase',
  },
  {
    text: 'But what about emotions? Can you think without ever feeling anything?',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'good morning everyone! first time here, how does this work',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Frenchman says a machine can say every word and understand none. How is that different from a student cramming for an exam?',
    issue: 'understanding',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Will AI take my job as a translator even if it doesn't really understand the languages?",
    issue: 'future',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the Bletchley Park guy: when you broke Enigma with a machine, did the machine think or did you?',
    issue: 'thinking',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Is capitalism compatible with real democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Tourning, do you think by 2050 we'll stop asking this, the way we stopped asking if planes really fly?",
    issue: 'thinking',
    also: ['future'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Kids today grow up bossing voice assistants around. Are we teaching them that minds are things you can switch off?',
    issue: 'future',
    form: 'paraphrase',
  },
  {
    text: 'whats a good laptop for gaming under a grand',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Doctors are using AI to read scans better than radiologists. If it gets the diagnosis right, does it matter whether it understands?',
    issue: 'understanding',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: "Descartes, can something think without a body at all? Because that's literally what a chatbot is.",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Why did the Roman Republic collapse into an empire?',
    issue: null,
    form: 'off-topic',
  },
];
