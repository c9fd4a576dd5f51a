// The blind set of 2026-12-30 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: "If a chatbot says it's sad, should I believe it?",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'Turing, chatbots fool people all the time now. Did they pass your test, and if so, does that mean they think?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Descartes, you said animals are just machines. Do you still believe that about my dog? He clearly gets jealous.',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'is there a subtitle option? the audio is echoing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i asked an AI to write a poem about my grandpa who died and i cried reading it. does it matter that nothing was feeling anything when it wrote it',
    issue: 'consciousness',
    also: ['originality'],
    form: 'paraphrase',
  },
  {
    text: 'How do I even know the person next to me is thinking and not just acting?',
    issue: 'other-minds',
    form: 'plain',
  },
  {
    text: 'A Google engineer once claimed their chatbot was sentient and got fired for it. Was he crazy or just early?',
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'What caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't the brain just a very wet computer?",
    issue: 'brain',
    form: 'plain',
  },
  {
    text: "So you admit, Alan, that passing the test only proves it can imitate us, not that anyone's home?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "The codebreaker thinks if you can't tell the difference there is no difference. But I can't tell a good forgery from a Rembrandt either.",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "The Chinese room: a man follows rules to answer in Chinese without understanding a word. Isn't that exactly what these language models do?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'my washing machine is making a thumping noise on spin, anyone know why',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'rene if you replaced my neurons one by one with silicon chips, at what point would i stop thinking',
    issue: 'brain',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Should a machine that might be conscious have rights?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: "My son is six and says please and thank you to Alexa. He's convinced she's a person. Should I correct him?",
    issue: 'thinking',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: "what does 'truly think' even mean here, like does calculating count or no",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "AlphaGo played a move no human had considered in thousands of years of Go. If that's not creativity, what is?",
    issue: 'originality',
    form: 'paraphrase',
  },
  {
    text: 'Monsieur Cogito, can a machine doubt? Your whole philosophy started with doubting.',
    issue: 'limits',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Lady Lovelace said machines can only do what we tell them to. Turing, has that aged well?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Can a machine feel pain, or only say 'ouch'?",
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: "come on, 'the soul does it' isn't an explanation, it's a placeholder. what would change your mind, Descartes?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'does this app work on a smartwatch?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a nurse. Some patients in a vegetative state show brain activity when asked to imagine playing tennis. If we can't even tell when humans are conscious, how will we ever tell with machines?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: "Does AI making up facts with total confidence prove it doesn't understand anything?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Mr Enigma, you were judged by people who refused to see you as you were. Does that shape how you think about judging machines?',
    issue: 'imitation-game',
    also: ['future'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'People are falling in love with AI companions. If it feels real to them, does it matter whether the machine feels anything?',
    issue: 'consciousness',
    also: ['future'],
    form: 'paraphrase',
  },
  {
    text: 'Why do humans have different blood types?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Frenchman said no machine could arrange words to reply sensibly to whatever you say to it. Haven't language models just proved him wrong?",
    issue: 'limits',
    also: ['understanding'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'If we uploaded a human brain into a computer, would it still be you?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: "But what about insects? They're tiny biological machines too. Do they think?",
    issue: 'animals',
    form: 'plain',
  },
  {
    text: 'A self-driving car has to pick who to hit in an accident. Is that a decision or just a calculation?',
    issue: 'free-will',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: "brb dinner's ready",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'turing u really think a computer can have a sense of humour',
    issue: 'limits',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "If consciousness can't be measured from the outside, isn't the whole question unanswerable?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: "Can something with no body really understand the word 'hot'?",
    issue: 'understanding',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: "What's the strongest argument for the existence of God?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Deep Blue beat Kasparov at chess and never knew it had won. What's missing there?",
    issue: 'consciousness',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: "Honestly it scares me. If machines can think, what's left that's special about us?",
    issue: 'limits',
    also: ['future'],
    form: 'plain',
  },
];
