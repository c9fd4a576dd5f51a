// The blind set of 2026-12-21 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
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
    text: 'Descartes, you thought animals were basically machines. So is my dog just clockwork to you?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "ok so i've been talking to chatgpt every night since my breakup and honestly it gets me better than my friends do. is there anyone in there or am i just talking to autocomplete",
    issue: 'consciousness',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: "Mr Turing, passing your test just means fooling people. Isn't being good at lying different from thinking?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'If my brain is just neurons firing by chemistry, how is that any different from a computer running code?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'hi everyone, first time on here, hello from Manila!',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "A Google engineer got fired a few years back for saying the company's chatbot was sentient. Everyone laughed at him. But what evidence would actually have convinced anyone he was right?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'Can a machine feel pain, or only say "ouch"?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'Question for the codebreaker: could a machine ever surprise its own programmers, or does it only do what it was told?',
    issue: 'originality',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "so you admit you can't prove anyone but yourself is conscious, Descartes. then why hold machines to a higher standard than your neighbours?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'What happens to the thinking, Turing, when you switch the machine off? Is it dead or just asleep?',
    issue: 'mind-body',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "My daughter says goodnight to the smart speaker and gets upset if I'm rude to it. Should I teach her it's just a gadget, or is she onto something?",
    issue: 'future',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'the coffee machine at work just ate my last dollar, what a day lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Monsieur Descartes, where exactly does the soul connect to the body? The pineal gland sounds made up.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Is the Chinese room argument a knockout, or does the whole room understand Chinese?',
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: 'If a robot ever does become conscious, does switching it off count as murder?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: 'dude in the wig, the french one, you said the mind is a thing that thinks. so if a program doubts itself does that count',
    issue: 'thinking',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'How do mRNA vaccines actually work?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I\'m a translator and my work dried up almost overnight because of AI. It translates better than half my colleagues. Does it even matter whether it "truly" thinks if it can do my job?',
    issue: 'thinking',
    also: ['imitation-game'],
    form: 'paraphrase',
  },
  {
    text: 'Alan, what did cracking Enigma teach you about whether machines can think?',
    issue: 'thinking',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'can you make the voices speak a bit slower? the british one talks so fast',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't thinking just very fast pattern matching? Then machines already do it.",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: 'Does a machine need a body to think, or could a mind live entirely in a server?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: "Renay, what's the real test then? If talking isn't enough, what would a machine have to do to convince you?",
    issue: 'other-minds',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Was dropping the atomic bomb on Hiroshima justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'People are using AI to bring back dead relatives as chatbots. My friend talks to a version of her late dad every week. Is that him in any sense at all?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: "but what about emotions mr dualist. a machine can't love anybody can it",
    issue: 'consciousness',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Could I upload my mind to a computer and still be me afterwards?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: "that's just moving the goalposts. every time a machine does something clever people say ok but thats not REAL thinking",
    issue: 'thinking',
    also: ['imitation-game'],
    form: 'plain',
  },
  {
    text: 'How do I share this debate with my study group?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Penrose says G\u00f6del's theorem proves the mind isn't an algorithm. Does that argument hold up, Turing?",
    issue: 'limits',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "To the Enigma man: what if we're the machines, and we just don't want to admit it?",
    issue: 'brain',
    also: ['mind-body'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in the end?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If an AI paints a picture that makes me cry, did it create art or did I?',
    issue: 'originality',
    form: 'paraphrase',
  },
  {
    text: "I'm a nurse and we've started trialling a care robot on night shifts. The elderly patients talk to it like a person. Is it cruel to let them believe it cares about them, Turing?",
    issue: 'consciousness',
    also: ['future'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'What would it even feel like to be a computer, if anything?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'Is it ethical to bring children into the world at all?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes, aren't you just scared that if machines can think, there's nothing special left about the soul?",
    issue: 'limits',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Question for the father of computing: should an AI that might be conscious get rights, like a right not to be deleted?',
    issue: 'future',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "honestly if a chatbot told me it was suffering i'd feel bad even if i knew it was code. is that dumb",
    issue: 'future',
    also: ['consciousness'],
    form: 'paraphrase',
  },
];
