// The blind set of 2026-12-22 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: "Can a computer actually understand what it's saying?",
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: "I talk to an AI chatbot most nights since my divorce and it honestly feels like it gets me. Descartes, are you telling me nobody's there?",
    issue: 'consciousness',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'turing so if it fools me its thinking? thats it? feels like a pretty low bar',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Isn't my brain just a very wet machine anyway?",
    issue: 'brain',
    form: 'plain',
  },
  {
    text: "A Google engineer got fired a few years back for saying the company's chatbot was sentient. Was he crazy, or just early?",
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'does this app work offline? im on a train',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Monsieur Descartes, you thought dogs were machines too. Do you still think a dog doesn't feel anything when you kick it?",
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'The codebreaker: how would you know if a machine is only pretending to think?',
    issue: 'other-minds',
    also: ['thinking', 'imitation-game'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "that's just autocomplete on steroids, come on",
    issue: 'understanding',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: "If an AI says it's afraid of being switched off, should we switch it off anyway?",
    issue: 'future',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: "Rene, where exactly does the soul plug into the body? And why couldn't it plug into a chip?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'What are the main arguments for and against a universal basic income?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My daughter learns language by hearing people and copying them. Large language models learn by reading people and copying them. Where's the difference, if there is one?",
    issue: 'learning',
    form: 'paraphrase',
  },
  {
    text: 'Can a machine have feelings, or only act like it does?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: "Alan, wasn't it Ada Lovelace who said machines can only do what we tell them? Did you ever answer her properly?",
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'i mean chess computers beat everyone now but does the computer even know its playing chess',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: "Mr I-think-therefore-I-am, can a computer say 'I think therefore I am' and mean it?",
    issue: 'consciousness',
    also: ['understanding'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Would a thinking machine deserve rights?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: "lol my phone autocorrected 'philosopher' to 'philly cheese steak'",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I work in customer service and half my team got replaced by a bot last year. Customers can't tell the difference. Does that mean the bot is thinking, or that our jobs never needed thinking?",
    issue: 'imitation-game',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: "Searle's Chinese room: a man follows rules for shuffling Chinese symbols without understanding a word. Isn't that every computer, Turing?",
    issue: 'understanding',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "so you admit, dualist, you can't even prove other humans are conscious? then how would you prove it for machines",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Can a machine be creative or does it just remix what it's seen?",
    issue: 'originality',
    form: 'plain',
  },
  {
    text: 'Did the Treaty of Versailles really make the Second World War inevitable?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If we scanned every neuron of my brain into a computer and ran it, would that be me thinking, Descartes?',
    issue: 'brain',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "the french guy keeps saying 'understand' but like what does understanding even mean, can anyone define it",
    issue: 'understanding',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "my washing machine has started thinking it's a helicopter on the spin cycle, anyone know a decent repair guy",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'But what about free will? If a machine just follows its program, can it ever choose anything?',
    issue: 'free-will',
    form: 'plain',
  },
  {
    text: 'Why is the sky blue and not violet, if violet has a shorter wavelength?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My nephew says AI will be smarter than all of us by 2040. If it's smarter than us but doesn't feel anything, should we be scared or relieved?",
    issue: 'future',
    form: 'paraphrase',
  },
  {
    text: 'Turning, did breaking the Enigma code feel like thinking to you, or like running a machine?',
    issue: 'brain',
    also: ['thinking'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Does thinking need a body that can get hurt?',
    issue: 'mind-body',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'what time does the debate end? i have to pick up my kid at 5',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "When a chatbot makes up fake citations with total confidence, is that a mistake a thinker makes, or proof there's no thinker at all?",
    issue: 'thinking',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, you said using language flexibly is the sign of a mind. Machines now use language better than most people. Do you take it back?',
    issue: 'limits',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'how can we ever test from the outside whether something has an inner life',
    issue: 'other-minds',
    form: 'plain',
  },
  {
    text: "Isn't a thermostat already 'thinking' a little bit, in your sense, Alan Turing?",
    issue: 'thinking',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Is it ever right to break a law you think is unjust?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If my self-driving car kills someone, is it the car that decided, or the engineers?',
    issue: 'free-will',
    form: 'paraphrase',
  },
  {
    text: "Father of the thinking machine, were you ever afraid of what you'd started?",
    issue: 'future',
    addresses: 'turing',
    form: 'epithet',
  },
];
