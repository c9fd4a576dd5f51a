// The blind set of 2026-12-28 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can ChatGPT actually think or is it just guessing the next word?',
    issue: 'thinking',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, you said animals are machines. Do you still believe a dog feels nothing when it yelps?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Alan, your test only checks whether a machine can fool us. Isn't fooling people a pretty low bar? People fell for ELIZA in the sixties.",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'what washing machine brand actually lasts, mine died after 3 years',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i asked an ai to write a poem about my dead grandad and it made me cry. does it matter if nobody was home when it wrote it',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'If my brain is just neurons firing, why am I not a machine too?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: "The Codebreaker keeps asking on what grounds we doubt the machine. Fine: it doesn't get hungry, tired or scared. Isn't that grounds enough?",
    issue: 'thinking',
    also: ['consciousness'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'An engineer at Google got fired for saying their chatbot was sentient. Was he crazy, or just early?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'Turing, do you think a machine could ever be surprised?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Is understanding something more than giving the right answer, Descartes?',
    issue: 'understanding',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'brb charging my phone',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Searle's Chinese room: a man shuffles symbols he doesn't understand and perfect answers come out. Doesn't that show the machine understands nothing?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: "so you admit descartes you can't even prove other PEOPLE think, you just assume it",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My son talks to the smart speaker every night and says goodnight to it. Should I tell him there's nobody there, or do I not actually know that?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'What would it take for you to believe a machine is conscious?',
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'plain',
  },
  {
    text: "Monsieur le dualist, if a robot said 'I think therefore I am', would you accept it?",
    issue: 'thinking',
    also: ['other-minds'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Is it ever right to break a promise to a friend?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'if an AI can feel pain should it have rights',
    issue: 'future',
    form: 'plain',
  },
  {
    text: 'Alan Turing, what did you make of Lady Lovelace saying a machine can only do what we tell it?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'I work in customer support, and half my job now is fixing what the chatbot told people with total confidence. Something that makes things up that smoothly - is that thinking or bluffing?',
    issue: 'thinking',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'Could I upload my mind into a computer and still be me?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'the bletchley park guy would say if it walks like a duck and quacks like a duck etc. but a recording of a duck quacks too',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Are emotions necessary for thinking?',
    issue: 'thinking',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'Ren\u00e9, where in a computer would the soul even go? You put ours in the pineal gland.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'What actually causes inflation? Prices everywhere have gone mad.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Come on, a calculator does maths better than me and nobody says it thinks.',
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'A self-driving car has to decide in a split second whether to swerve. Is that a decision, or just a calculation that looks like one?',
    issue: 'free-will',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: "Mr Cogito, how do you know I'm not a machine typing this?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'but what about creativity, can an AI come up with an idea nobody fed it',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: 'is there a dark mode for this app, my eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Turing if machines one day think better than us, what's left that's special about humans",
    issue: 'limits',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "The 17th-century Frenchman wrote that a machine could never arrange words to answer everything said to it. Hasn't that just been proven wrong?",
    issue: 'limits',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "My friend says AI is 'just statistics'. Aren't we just statistics too, in a wetter format?",
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'Turing, does a machine need a body to think, like a baby learning by grabbing things?',
    issue: 'learning',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'How did life on Earth start in the first place?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descarte, would you change your mind if you'd spent a week chatting with a modern AI?",
    issue: 'thinking',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "that's just moving the goalposts every time the machines get better",
    issue: 'limits',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'happy friday everyone, good to be here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it cruel to switch off an AI that begs you not to?',
    issue: 'future',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'Was Napoleon a hero or a tyrant?',
    issue: null,
    form: 'off-topic',
  },
];
