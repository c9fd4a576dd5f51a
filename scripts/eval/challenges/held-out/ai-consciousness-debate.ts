// Held-out evaluation challenges for The Machine Mind (Descartes against Alan Turing). Written blind from the debate's title, question and
// the two names only, before the engine saw them; never used for tuning. Issue labels are added afterwards, from
// the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const aiConsciousnessDebateHeldOut: readonly EvalChallenge[] = [
  {
    text: "Can a computer ever actually think, or does it just look like it's thinking?",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: 'My little sister says please and thank you to Alexa because she thinks it has feelings. Is she wrong?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: "If a chatbot can fool me into thinking it's a person for a whole hour, does that mean it's intelligent?",
    issue: 'imitation-game',
    form: 'plain',
  },
  {
    text: 'I asked ChatGPT if it was conscious and it said no, but it would say whatever it was trained to say, so how would we ever know?',
    issue: 'other-minds',
    form: 'paraphrase',
  },
  {
    text: 'Is the human mind something separate from the brain, or is the brain just a very complicated machine?',
    issue: 'mind-body',
    also: ['brain'],
    form: 'plain',
  },
  {
    text: 'How do I even know that other people have minds, let alone computers?',
    issue: 'other-minds',
    form: 'plain',
  },
  {
    text: 'A parrot can repeat sentences perfectly. How is a language model any different from a really well-trained parrot?',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Does understanding a language take more than putting the right words in the right order?',
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: 'Can a machine feel pain, or only act exactly as if it does?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'If we swapped every neuron in your brain for a computer chip, one at a time, would you still be there at the end?',
    issue: 'brain',
    form: 'paraphrase',
  },
  {
    text: 'Are animals just biological machines without any inner life?',
    issue: 'animals',
    form: 'plain',
  },
  {
    text: "When my car's GPS 'decides' on a route, is that a decision in any real sense, or just code running?",
    issue: 'free-will',
    form: 'paraphrase',
  },
  {
    text: 'Could a computer ever be truly creative, or does it only remix what people already made?',
    issue: 'originality',
    form: 'plain',
  },
  { text: 'Should an AI that says it is suffering be given any rights?', issue: 'future', form: 'plain' },
  {
    text: "My teacher says AI essays are 'just prediction.' But isn't my own brain also just predicting the next word when I write?",
    issue: 'brain',
    form: 'paraphrase',
  },
  {
    text: 'Is thinking something you can test from the outside, or only something you know from the inside?',
    issue: 'other-minds',
    form: 'plain',
  },
  {
    text: 'A robot vacuum learns the layout of my flat and avoids the cat. At what point does learning like that turn into actual thinking?',
    issue: 'learning',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'Can a machine ever surprise its own makers, or does it only do what it was programmed to do?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: 'Does a thinking being need a body and senses, or could a mind exist as pure code?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: "If an AI beats every human at chess, Go and exams but nobody's home inside, is it smarter than us or not?",
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'Is there something about consciousness that science will never be able to explain?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: 'Could a program ever really doubt its own existence, or is doubting something only a soul can do?',
    issue: 'limits',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, if you doubt everything, how can you be so sure a robot has no mind?',
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'What would Descartes say about a humanoid robot that cries when you hit it?',
    issue: 'consciousness',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Turing, wouldn't a really good liar pass your test without understanding anything?",
    issue: 'imitation-game',
    also: ['understanding'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Alan Turing, would today's chatbots have convinced you that machines can think?",
    issue: 'imitation-game',
    also: ['thinking'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'To the codebreaker from Bletchley Park: could a computer ever truly understand the messages it cracks?',
    issue: 'understanding',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "For the man who said 'I think, therefore I am': could a machine ever say that and mean it?",
    issue: 'understanding',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Question for the French philosopher: aren't our own bodies just machines too?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  { text: 'How long should I boil an egg for a runny yolk?', issue: null, form: 'off-topic' },
  { text: "What's the best way to get rid of mold in a bathroom?", issue: null, form: 'off-topic' },
  { text: 'Who won the football World Cup in 2018?', issue: null, form: 'off-topic' },
];
