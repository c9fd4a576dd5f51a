// The blind set of 2026-12-24 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can a computer actually get a joke, or does it just know where people laugh?',
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: "I talk to a chatbot every night because I'm lonely and it remembers everything about my day. My therapist says it doesn't care about me at all. Is she right, Turing?",
    issue: 'consciousness',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'descartes ok but like how do u even know I think? i could be a bot typing this',
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'how long does one of these debates usually go on for?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is the brain just a very wet computer?',
    issue: 'brain',
    form: 'plain',
  },
  {
    text: 'Monsieur Descartes, you said animals are machines. So when my dog yelps because I stepped on his paw, is nobody home?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'To the Codebreaker: passing your test just means fooling people. Since when is fooling someone the same as thinking?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "If a robot says it's in pain and begs you not to switch it off, do you switch it off anyway?",
    issue: 'future',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'Suppose a man sits in a room with a rulebook for Chinese symbols and passes back perfect answers without knowing a word of Chinese. Alan, does anything in that room understand Chinese?',
    issue: 'understanding',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Is capital punishment ever justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so you admit rene that you can't see inside my head either, you just assume im conscious because i look like you",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "A Google engineer got fired for saying the company's AI was sentient. Was he crazy or just early?",
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'what if we swapped every neuron in my brain for a chip one at a time, at what point do i stop thinking',
    issue: 'brain',
    form: 'paraphrase',
  },
  {
    text: 'Question for the dualist: the pineal gland, seriously? How does a mind with no size or weight push around a lump of meat?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Ada Lovelace said the machine can only do what we tell it to do. Turing, doesn't that still hold for today's AI?",
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'My cousin sells prints made by an image generator and people actually buy them. Is that machine being creative or just remixing what humans already made?',
    issue: 'originality',
    form: 'paraphrase',
  },
  {
    text: "what's the best espresso machine for under 200 bucks, mine just died",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does thinking need a body?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: 'Mr I-Think-Therefore-I-Am, could a program run your argument on itself and be right?',
    issue: 'thinking',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "come on turing, a parrot can say 'i love you' too",
    issue: 'understanding',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'If an AI were conscious, would it deserve rights, like a salary or a say in whether it gets deleted?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: 'Descartes, you said no machine could ever arrange its words to answer everything said in its presence. Well, now one does. Do you take it back?',
    issue: 'imitation-game',
    also: ['limits'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Why did the Soviet Union collapse so fast in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My daughter says thank you to Alexa every time. Should I tell her not to bother, or is being polite to machines a good habit in case they do think one day?',
    issue: 'future',
    form: 'paraphrase',
  },
  {
    text: "Is consciousness something you either have or don't, or can a thing be a little bit conscious?",
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: "Turing, after the way your own country treated you, do you think people will be any kinder to a mind that isn't human?",
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'the french guy thinks the soul is the whole deal. where would a soul even go in a data center',
    issue: 'mind-body',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "If we uploaded my brain to a computer, would that be me or a copy that just thinks it's me?",
    issue: 'brain',
    form: 'paraphrase',
  },
  {
    text: 'lol my cat just walked across the keyboard, ignore that',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'but what about feelings? can you think without feeling anything at all',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'is this app on tablets too or only phones?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How would we ever test whether an AI is actually aware and not just saying it is?',
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'Is beauty objective, or is it really just in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "decartes wasnt your evil demon basically a hacker running a simulation on you? maybe we're the machines",
    issue: 'brain',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "if the AI that writes my emails is just predicting the next word, isn't that kinda what i do in meetings too",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Alan, when you were breaking Enigma, did the Bombe ever feel like it was thinking alongside you?',
    issue: 'thinking',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Should we be more scared of machines that can think, or of machines that can't but act like they do?",
    issue: 'future',
    form: 'plain',
  },
  {
    text: 'can i switch the moderator to a different voice? this one talks a bit fast for me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just behaviourism. Acting intelligent and being intelligent aren't the same thing, are they?",
    issue: 'thinking',
    also: ['imitation-game'],
    form: 'plain',
  },
  {
    text: 'Turing, what would it take to convince you that a machine does NOT think?',
    issue: 'imitation-game',
    also: ['thinking'],
    addresses: 'turing',
    form: 'named',
  },
];
