// The blind set of 2027-01-07 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can a computer actually understand a joke, or just know that people laugh at it?',
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: 'Descartes, you said animals are basically machines. So is my dog not feeling anything when she whines at the door?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "ok so if chatgpt passes the turing test does that mean its thinking or that we're just easy to fool",
    issue: 'imitation-game',
    form: 'paraphrase',
  },
  {
    text: 'the mic keeps cutting out when I talk, is that on my end?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Alan, how do I know YOU think? I'm only reading your answers too.",
    issue: 'other-minds',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "My 6 year old says thank you to Alexa and asked me if it gets sad when we unplug it. I didn't know what to tell her. What would you say?",
    issue: 'consciousness',
    also: ['future'],
    form: 'paraphrase',
  },
  {
    text: 'Is thinking the same thing as being conscious?',
    issue: 'thinking',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'A Google engineer got fired for saying their chatbot was sentient. Was he crazy, or just early?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: "Is it ever right to break a promise to spare someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Pineal Gland, where exactly does the soul plug into the body, and why couldn't it plug into a chip?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'If you replaced my neurons one by one with silicon chips that did the same job, at what point would I stop thinking?',
    issue: 'brain',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'Turing, Lady Lovelace said a machine can only do what we tell it to. Has anything changed since?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "that's just pattern matching though. autocomplete on steroids. come on",
    issue: 'understanding',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'lol sorry my cat just walked on the keyboard',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes, can a machine feel pain, or only say 'ouch' at the right moment?",
    issue: 'consciousness',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Searle's Chinese room: a guy shuffling symbols he doesn't understand. Isn't that exactly what an AI is, Turing?",
    issue: 'understanding',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "I write code for a living and honestly the models surprise me sometimes, they fix bugs in ways I didn't think of. Is surprising its own makers a sign it's thinking?",
    issue: 'originality',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: "the codebreaker guy, do you think you'd be happy with how AI turned out",
    issue: 'future',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If a machine were truly conscious, would switching it off be murder?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: "Ren\u00e9, you doubted everything except your own thinking. Couldn't an AI run the exact same argument and conclude it exists too?",
    issue: 'thinking',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Does a machine need a body to think, or is a brain in a box enough?',
    issue: 'mind-body',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: "My friend has been 'dating' an AI companion app for months. She says it understands her better than any man ever did. Is she fooling herself, or is something in there actually understanding?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'but what about creativity, enigma man? AI makes paintings now. is that thinking or just remixing',
    issue: 'originality',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'which washing machine brand actually lasts more than five years?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Desacrtes if the brain is just meat and wires, why cant wires be a mind too',
    issue: 'brain',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'What would convince each of you that you were wrong?',
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: 'So you admit, Descartes, that you only know other PEOPLE think because of how they behave? Then why not machines?',
    issue: 'other-minds',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is free will something a machine could ever have, or is it always just following code?',
    issue: 'free-will',
    form: 'plain',
  },
  {
    text: 'What is dark matter actually made of?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would a thinking machine have a soul, and does God get a say, Mr Turing?',
    issue: 'mind-body',
    also: ['thinking'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "The Frenchman in the wig keeps saying 'understand'. What does understanding even mean, physically?",
    issue: 'understanding',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Should a conscious AI get rights, like not being deleted?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: 'When an AI makes stuff up confidently, is that more like lying, dreaming or just a bug?',
    issue: 'understanding',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'good evening everyone, anyone else here from Manila?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Alan, the government treated you horribly for being gay. Does that make you more sympathetic to minds people refuse to recognise?',
    issue: 'future',
    also: ['other-minds'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Could AI ever be smarter than us in every way? And if it was, would it matter whether it 'really' thinks?",
    issue: 'limits',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: "Question for the dualist: if it quacks like a duck, isn't it a duck?",
    issue: 'imitation-game',
    also: ['other-minds'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Is a universal basic income affordable for a country like the UK?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "i mean people used to say the brain was like a clock, then a telephone switchboard, now a computer. isnt 'machine mind' just the latest metaphor",
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
];
