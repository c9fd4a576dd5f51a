// The blind set of 2027-01-04 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Does ChatGPT actually understand anything it says?',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: "Turing, you're literally an AI playing Turing right now. Do you think you think?",
    issue: 'thinking',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "My grandmother talks to her Alexa every evening, says goodnight and thanks it. She knows it's a machine. Is she wrong to feel like someone's there?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'descartes you said animals were just machines too right? so was my dog just a machine when he was happy to see me',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'my laptop keeps freezing, is it bad to just hold the power button?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If a robot screams when you hit it, how do we know it doesn't feel pain?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: "The Codebreaker's test only measures whether humans can be fooled. Fooling people isn't the same as thinking, is it?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "Searle's Chinese room \u2014 a guy shuffling symbols without knowing a word of Chinese. Doesn't that kill the imitation game?",
    issue: 'imitation-game',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'ok so like where would the soul even go in a computer, the cpu?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: 'Is the human brain just a very wet computer?',
    issue: 'brain',
    form: 'plain',
  },
  {
    text: 'Why did the Berlin Wall fall in 1989 and not earlier?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a translator and the AI tools now do in seconds what takes me a day, mostly well. They still mess up jokes and irony. Is that what separates thinking from computing, or just a bug they'll fix next year?",
    issue: 'understanding',
    also: ['limits'],
    form: 'paraphrase',
  },
  {
    text: "Monsieur Descartes, how do you know I'm not a machine? You only see my words on a screen.",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Lady Lovelace said machines can only do what we tell them. Alan, doesn't AI that surprises its own creators prove her wrong?",
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'is there a dark mode? my eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If a machine can think, should it have rights? Could switching it off be murder?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: "The Frenchman says the mind is a separate substance. Then how does it push my arm? Nobody's answered that in 400 years.",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'A program beat the world Go champion with a move no human would ever play. Is creativity enough to count as thinking?',
    issue: 'originality',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: "so you admit, turing, that you can't tell from outside if anyone \u2014 even me \u2014 is conscious? then why trust the test at all",
    issue: 'other-minds',
    also: ['imitation-game'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Is beauty objective, or really just in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What would Descartes make of people falling in love with chatbots?',
    issue: 'other-minds',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "A chatbot confidently told me about a book that doesn't exist. Is making things up like that a sign there's no mind in there, or just a mind that lies?",
    issue: 'thinking',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'Can something think without a body, without hunger or fear?',
    issue: 'mind-body',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'Mr Enigma, the British government treated you horribly for being gay. Did that change how you thought about who gets counted as a mind?',
    issue: 'other-minds',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'I think therefore I am \u2014 but can a machine say that and mean it?',
    issue: 'consciousness',
    also: ['understanding'],
    form: 'plain',
  },
  {
    text: 'hi from Brazil!! love this app',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If we copied every neuron of your brain into silicon, Descartes, would the copy have a soul?',
    issue: 'brain',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "come on, a calculator does maths faster than me and nobody says it's thinking. why is a chatbot different",
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The dualist says there's someone 'inside'. But with other people I can't check either, I just assume. Why not give machines the same courtesy?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "My son's teacher caught half the class using AI for essays, and the essays were better than the kids' own. If the output is better, what exactly do the kids have that the machine doesn't?",
    issue: 'limits',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'Rene, your two tests were language and flexible reasoning. Modern AI talks about anything. Have you lost?',
    issue: 'limits',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is it ever right to break an unjust law?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'could a machine ever be bored? like actually bored, not just saying it',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: "Will we ever know for sure whether an AI is conscious, or is that a question science simply can't answer?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'Should a self-driving car that kills someone be blamed, or is blame only for beings that think, Turing?',
    issue: 'free-will',
    also: ['future'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "what's a good banana bread recipe, mine always comes out dry",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the guy from Bletchley Park keeps dodging: is there something it is like to be a computer or not?',
    issue: 'consciousness',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'But what about octopuses? Totally alien brains, clearly smart. If they can think, why not silicon?',
    issue: 'thinking',
    also: ['animals'],
    form: 'paraphrase',
  },
  {
    text: "If AI becomes smarter than us someday, does it even matter whether it 'really' thinks?",
    issue: 'future',
    also: ['thinking'],
    form: 'plain',
  },
];
