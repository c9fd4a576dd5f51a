// The blind set of 2027-01-02 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: "If a chatbot says it's scared of being switched off, should I believe it?",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, you thought animals were basically clockwork. Do you still? Because my dog definitely sulks.',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'ok so i asked chatgpt if it was conscious and it said no but like, would it even know',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'Mr Turing, how is fooling a judge for five minutes the same thing as thinking?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'does this app work offline, my train goes through a lot of tunnels',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the difference between understanding a sentence and just predicting the next word?",
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: 'My mum is 78 and lonely, and she talks to one of those AI companion apps every night. She says it understands her better than we do. Is she wrong, or are we?',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: "To the Frenchman with the 'I think therefore I am' line: how do you know I'm thinking right now and not just a clever program typing at you?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Can a machine feel pain?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'Is it morally wrong to eat meat if we can live perfectly well without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't the brain just a very wet computer, Descartes?",
    issue: 'brain',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "that's just moving the goalposts. every time a machine does something new you say ah but that's not REAL thinking",
    issue: 'thinking',
    also: ['limits'],
    form: 'plain',
  },
  {
    text: 'Alan, could a machine ever be creative? Like write a poem that actually means something to it?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'I work in customer support and half our tickets are answered by a bot now. Customers thank it, some even apologise to it. Does being polite to a program tell us anything about the program, or only about us?',
    issue: 'other-minds',
    also: ['imitation-game'],
    form: 'paraphrase',
  },
  {
    text: "the codebreaker guy: if the test is just whether people get fooled, couldn't a good enough liar pass it?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "my washing machine is making a grinding noise on the spin cycle, anyone know if that's the bearings",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Monsieur Descartes, where would the soul even sit in a robot? Is there a pineal gland in a graphics card?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'If a program one day asked for rights, would we have to give them?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: "Searle had a man in a room answering Chinese by following a rulebook without knowing a word of Chinese. Isn't that exactly what these AIs do?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: "So you admit you can't even prove other humans think? Then why hold machines to a higher bar?",
    issue: 'other-minds',
    form: 'plain',
  },
  {
    text: 'would uploading my brain to a computer be me or just a copy of me',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'How did the Treaty of Versailles help cause the Second World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Turring do you think today's AI would surprise you or would you just say told you so",
    issue: 'thinking',
    also: ['imitation-game'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "My son's teacher caught half the class handing in essays written by AI. If a machine wrote a B+ essay, did it think, or did it just copy other people's thinking?",
    issue: 'originality',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'Is consciousness all or nothing, or can something have a little bit of it?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'lol the moderator sounds exactly like my old geography teacher',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the dualist: if mind and body are different stuff, how does a thought move my arm, never mind a robot's?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Could a machine be conscious and we'd never find out because it's built so differently from us?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: "Come on, Descartes, you once doubted whether your own hands were real. Why so certain about what machines can't do?",
    issue: 'limits',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "I'm a programmer and honestly these models surprise me. I helped build one and I still can't explain why it gave a particular answer. Does not understanding how it works make it more likely that it thinks?",
    issue: 'thinking',
    also: ['originality'],
    form: 'paraphrase',
  },
  {
    text: "What is dark matter, and why can't we see it?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'For the father of modern philosophy: can something think if it has no body, no hunger, nothing to lose?',
    issue: 'thinking',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'A self-driving car picks who to swerve around. Is that a decision or just a calculation?',
    issue: 'free-will',
    form: 'paraphrase',
  },
  {
    text: 'Alan Turing, when these AIs make up facts out of nowhere, is that anything like dreaming?',
    issue: 'understanding',
    also: ['consciousness'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'how do i make the text bigger on my phone, i can barely read the captions',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If we build a mind smarter than us, do we still get to say it isn't really thinking?",
    issue: 'thinking',
    also: ['future'],
    form: 'plain',
  },
  {
    text: 'i mean my phone finishes my sentences better than my husband does lol. does it actually know me',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Is it cruel to kick a robot dog?',
    issue: 'future',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Ren\u00e9, could God put a mind into a machine if he wanted to?',
    issue: 'mind-body',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'named',
  },
];
