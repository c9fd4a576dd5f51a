// The blind set of 2027-01-14 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: "Does ChatGPT actually understand what it's saying, or is it just really good autocomplete?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: "Turing, if I can't tell you from a person, maybe I'm just bad at telling. Why should my confusion count as proof?",
    issue: 'imitation-game',
    also: ['other-minds'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'My 6-year-old says thank you to Alexa and asks if it gets sad when we turn it off. What am I supposed to tell her?',
    issue: 'consciousness',
    also: ['future'],
    form: 'paraphrase',
  },
  {
    text: 'descartes you said animals are basically machines right so is my dog not feeling anything when he whines at the door',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'can i download this as a podcast to listen on the train',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the difference between thinking and just processing information?",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: 'Question for the codebreaker: would you say the Enigma machine was thinking when it scrambled messages?',
    issue: 'thinking',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "I work in customer support and half my team got replaced by a bot last year. Customers mostly didn't notice. Does that mean the bot thinks, or that our jobs never needed much thinking?",
    issue: 'imitation-game',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'Renee, where exactly does the soul plug into the body? The pineal gland thing sounds a bit made up.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Why did the Roman Republic collapse into an empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'my laptop keeps freezing every time i open more than three tabs, any idea why lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit a machine could say all the right words, Descartes. Then what's left over that it's missing?",
    issue: 'understanding',
    also: ['limits'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'if you copied every neuron of my brain into a computer would it be me or just a very convincing copy',
    issue: 'brain',
    form: 'paraphrase',
  },
  {
    text: 'Can a machine be creative, or is it only remixing what we fed it?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: 'Lady Lovelace said a machine can only do what we tell it to do. Alan, was she right?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'What really caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My friend has been 'dating' an AI companion app for months and says it understands her better than any guy ever did. Is she fooling herself, or is she onto something?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: "Isn't the brain also just a machine made of meat? Then we already know machines can think.",
    issue: 'brain',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'the french guy keeps saying nobody lives inside it but how does he know someone lives inside ME',
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Would a thinking machine deserve rights? Like, would unplugging it be murder?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: "Turing, your test is about fooling people. Isn't that a test of lying, not of thinking?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Come on, 'I think therefore I am': a chatbot can type that sentence too. Does it exist then?",
    issue: 'thinking',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: "brb kettle's boiling",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "How would we ever find out if an AI feels pain? There's no meter for that.",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'plain',
  },
  {
    text: "Searle's Chinese room: a guy shuffling symbols he doesn't understand. Doesn't that sink the whole Turing test?",
    issue: 'understanding',
    also: ['imitation-game'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Cogito, if you woke up today and saw a self-driving car weaving through Paris traffic, would you still call it a mere automaton?',
    issue: 'thinking',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Can a computer make a mistake, or only a malfunction?',
    issue: 'thinking',
    also: ['limits'],
    form: 'plain',
  },
  {
    text: 'Should the voting age be lowered to 16?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "When an AI says 'I'm not sure', is it actually unsure or just trained to sound humble?",
    issue: 'thinking',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: "I'm a programmer. I wrote the code. I know there's nobody home, it's just matrix multiplications. Or am I too close to see it, Mr Turing?",
    issue: 'consciousness',
    also: ['other-minds'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'doesnt a machine need a body and a life to think, like being hungry or scared of dying',
    issue: 'mind-body',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'Is it true you travelled with a clockwork doll of your daughter, Descartes? Sounds like you half believed in thinking machines yourself.',
    issue: 'thinking',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'any way to stop the voices overlapping? the moderator keeps cutting in',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are you two yourselves AIs? Because then this whole debate is a bit awkward.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the dualist: what about octopuses? Totally alien brain, clearly smart. If we accept them, why not silicon?',
    issue: 'animals',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "The mathematician fellow: doesn't Godel show that machines can never see truths that people can see?",
    issue: 'limits',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "Could an AI ever be held responsible for a crime, or is it always the company's fault?",
    issue: 'free-will',
    also: ['future'],
    form: 'plain',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If one day an AI is smarter than all of us, does it even matter whether it 'truly' thinks?",
    issue: 'thinking',
    also: ['future'],
    form: 'plain',
  },
  {
    text: 'Alan, you were treated terribly by your own country. Do you think people would be just as cruel to thinking machines, if they ever exist?',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
];
