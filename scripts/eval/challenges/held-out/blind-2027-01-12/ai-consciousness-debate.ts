// The blind set of 2027-01-12 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Does ChatGPT actually understand what I type, or is it just very good autocomplete?',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: "Descartes, you said animals were just machines. Do you still think my dog doesn't feel anything when I step on her paw?",
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'ok so if a robot says ouch is it actually hurting or just saying ouch',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: "Mr Turing, how would your imitation game handle a machine that's been trained on every conversation ever written? Isn't passing it kind of cheap now?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'can i switch the voices to something slower? they talk really fast',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the difference between thinking and calculating?",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: "My nan spends hours chatting with an AI companion app and says it 'gets her' better than we do. Part of me finds that sad, part of me wonders if she's right. Does it matter whether there's anyone in there?",
    issue: 'consciousness',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: "To the codebreaker: if I can't tell you from a person, maybe I just haven't asked the right questions yet?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "Is my brain basically a machine made of meat? If so, why couldn't a machine made of silicon think too?",
    issue: 'brain',
    form: 'plain',
  },
  {
    text: 'descartes where exactly is the soul supposed to be. the pineal gland thing sounds made up ngl',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "What's the best argument that God exists?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a translator and my agency now uses AI for first drafts. It gets idioms right that I'd have sworn needed a human. Does that count as understanding, or am I just being replaced by a very good parrot?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Can a machine ever be conscious?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: "Come on, René. You can't even prove other people think. Why hold a computer to a higher standard?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Would it be murder to switch off an AI that begged you not to?',
    issue: 'future',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'Turing, what would you say to someone who insists a machine can only do what we programmed it to do?',
    issue: 'originality',
    also: ['learning'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'i mean my phone finishes my sentences but i dont think it knows me lol',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'my washing machine is beeping like crazy, brb',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Can a machine doubt? Because if it can't doubt, I don't see how it can think.",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: "The Frenchman said 'I think, therefore I am'. Could a robot say that and mean it?",
    issue: 'consciousness',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "If an AI paints a picture that wins a prize, who's the artist, the program or the people who built it?",
    issue: 'originality',
    form: 'paraphrase',
  },
  {
    text: "Imagine a man in a room who doesn't speak Chinese but follows a rule book to answer Chinese notes perfectly. Does he understand Chinese? Because that's what your computers are doing, Alan.",
    issue: 'understanding',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Why did the Soviet Union collapse so suddenly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just behaviour though. acting like you think isn't the same as thinking",
    issue: 'thinking',
    also: ['imitation-game'],
    form: 'plain',
  },
  {
    text: 'Should AI have rights someday, Descartes?',
    issue: 'future',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Mr Dualist, if mind and body are separate stuff, how does my decision to raise my arm make the arm move?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "My son asked Alexa if she was alive and she gave a cute answer. He's six and now he's worried she's lonely at night. What do I tell him?",
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'Does feeling come with thinking, or could something think without feeling anything at all?',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'hello?? is anyone there, the audio cut out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Alan, after how Britain treated you, do you think people are just bad at recognising minds that are different from their own?',
    issue: 'other-minds',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'What if we scanned a whole human brain neuron by neuron and ran it on a computer? Would that still be me?',
    issue: 'brain',
    form: 'paraphrase',
  },
  {
    text: "Descartes had two tests for spotting a mere machine: it can't use language flexibly and it can't cope with every situation. Don't today's chatbots pass the first one at least?",
    issue: 'imitation-game',
    also: ['limits'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Is it ethical for parents to choose their baby's genes?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'So you admit, Turing, that the test only measures fooling people, not thinking?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Self-driving cars decide in a split second whether to brake or swerve. Is that a decision, or just physics with extra steps?',
    issue: 'free-will',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'turin can machines learn like kids do or do they need to be told everything',
    issue: 'learning',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "what's a good pizza place near the station? starving",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "For the Enigma man: if a machine makes a mistake nobody programmed, is that the first sign it's thinking for itself?",
    issue: 'originality',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "Honest question for the 17th-century guy: how do you know I'm not an automaton in a hat and coat right now?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'How do black holes evaporate?',
    issue: null,
    form: 'off-topic',
  },
];
