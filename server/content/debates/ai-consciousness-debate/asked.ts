import type { AskedInput } from '../../schema';

// The Machine Mind: Descartes (the Mind-Body Dualist) against Alan Turing (the Codebreaker); Leibniz, the
// Calculator, moderates. Written from the issue list of server/content/debates/ai-consciousness-debate/topic.ts,
// in a visitor's own words.
export const aiConsciousnessChallenges: readonly AskedInput[] = [
  // plain
  {
    text: 'Can a computer program ever genuinely think, or only act as though it does?',
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: 'If a chatbot convinces people it is human, does that mean it has a mind?',
    issue: 'imitation-game',
    form: 'plain',
  },
  {
    text: 'When an AI writes back to me, does it grasp what the words mean?',
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: 'Could there ever be something it feels like to be a robot?',
    issue: 'consciousness',
    form: 'plain',
  },
  { text: 'How can anybody be sure another being has thoughts at all?', issue: 'other-minds', form: 'plain' },
  { text: 'Is a mind a separate thing from the physical body?', issue: 'mind-body', form: 'plain' },
  { text: 'Is my brain really just an organic computer?', issue: 'brain', form: 'plain' },
  { text: 'Do dogs and cats have thoughts, or do they just react?', issue: 'animals', form: 'plain' },
  { text: 'Can a computer come up with something genuinely original?', issue: 'originality', form: 'plain' },
  { text: 'Can an AI be educated the way a little kid is?', issue: 'learning', form: 'plain' },
  { text: 'Is there some ability only human beings will ever have?', issue: 'limits', form: 'plain' },
  { text: 'Could a robot ever make a genuinely free choice?', issue: 'free-will', form: 'plain' },
  { text: 'Should people be worried about machines becoming intelligent?', issue: 'future', form: 'plain' },

  // paraphrase
  {
    text: 'My nephew thinks his voice assistant is his friend. Is there actually anybody in there thinking?',
    issue: 'thinking',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'Someone in a chat room turned out to be a bot after an hour of talking. Should that change what we think bots are?',
    issue: 'imitation-game',
    form: 'paraphrase',
  },
  {
    text: "A translation app gets my idioms right. Does that mean it knows what I'm saying?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Is a language model any better than a parrot with a huge vocabulary?',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'If you unplug a robot that screams, has it actually suffered?',
    issue: 'consciousness',
    also: ['future'],
    form: 'paraphrase',
  },
  {
    text: 'The guy at the coffee shop could be an android for all I know. How would I ever find out?',
    issue: 'other-minds',
    also: ['imitation-game'],
    form: 'paraphrase',
  },
  {
    text: 'Would a computer made out of wooden gears be just as able to think as one made of chips?',
    issue: 'mind-body',
    form: 'paraphrase',
  },
  { text: 'Do we need a soul to have real thoughts?', issue: 'mind-body', form: 'paraphrase' },
  {
    text: 'If scientists copied every cell of my brain into software, would the copy be thinking?',
    issue: 'brain',
    form: 'paraphrase',
  },
  {
    text: 'Bees dance to tell each other where the flowers are. Is that thought or just wiring?',
    issue: 'animals',
    form: 'paraphrase',
  },
  {
    text: 'An image generator made a picture nobody asked for. Did it invent anything?',
    issue: 'originality',
    form: 'paraphrase',
  },
  {
    text: 'Was Ada Lovelace right that the engine only does what we tell it?',
    issue: 'originality',
    form: 'paraphrase',
  },
  {
    text: 'Can software that gets feedback millions of times really be said to learn anything?',
    issue: 'learning',
    form: 'paraphrase',
  },
  {
    text: 'A program can beat grandmasters but cannot make a sandwich. What does that say about machines?',
    issue: 'limits',
    form: 'paraphrase',
  },
  {
    text: 'If my laptop picks a random number, has it made a decision?',
    issue: 'free-will',
    form: 'paraphrase',
  },
  {
    text: 'My job is writing ads and AI can already do it. Should I be scared of what is coming?',
    issue: 'future',
    form: 'paraphrase',
  },
  {
    text: 'If a thinking machine asked to be left switched on, would we owe it that?',
    issue: 'future',
    form: 'paraphrase',
  },

  // named
  {
    text: 'Descartes, why are you so sure a robot could never have an inner life?',
    issue: 'consciousness',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Turing, would a machine that fooled a panel of judges really be thinking?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Descartes, were animals really just clockwork to you?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Turing, how do you reply to people who say computers only follow instructions?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Descartes, what makes you think the mind is not made of matter?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Alan Turing, could we teach a machine the way we teach a child in school?',
    issue: 'learning',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Descartes, what is the one test a machine would always fail?',
    issue: 'limits',
    also: ['imitation-game', 'understanding'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Turing, is the human brain itself a kind of computer?',
    issue: 'brain',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Leibniz, you built a calculating machine yourself; could anything like it ever think?',
    issue: 'thinking',
    addresses: 'leibniz',
    form: 'named',
  },

  // epithet
  {
    text: 'Question for the codebreaker: does a machine need to understand language to use it well?',
    issue: 'understanding',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'I want the dualist to answer: how do you know the people around you are not automatons?',
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Let the Frenchman tell me: can a computer ever be free to choose?',
    issue: 'free-will',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'For the mathematician: are there things no computer can ever work out?',
    issue: 'limits',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'To the father of computer science: should we be afraid of what you started?',
    issue: 'future',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'I have a question for the soldier philosopher: do animals feel pain?',
    issue: 'animals',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'The man who broke Enigma should answer this: is a mind nothing more than a busy brain?',
    issue: 'mind-body',
    also: ['brain'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Let the father of modern philosophy say whether a machine can ever really think.',
    issue: 'thinking',
    addresses: 'descartes',
    form: 'epithet',
  },

  // off-topic
  { text: 'What is the best way to keep basil alive on a windowsill?', issue: null, form: 'off-topic' },
  { text: 'Who won the football match last night?', issue: null, form: 'off-topic' },
  { text: 'How do I fix a flat tyre on my bicycle?', issue: null, form: 'off-topic' },
  { text: 'Can you recommend a cheap flight to Rome in June?', issue: null, form: 'off-topic' },
];
