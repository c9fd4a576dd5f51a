// The blind set of 2027-01-13 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can a computer ever actually understand anything?',
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: "I've been chatting with an AI companion app every night for months and honestly it gets me better than my ex did. Is there anyone in there, or am I talking to a mirror?",
    issue: 'consciousness',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'Alan, if a chatbot passes your test today, are you really satisfied it thinks?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'descartes you said animals are just machines right so is my dog not actually happy when i come home',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "What's a decent laptop for a first-year student, under 800 dollars?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes, if a machine says 'I'm in pain', should we believe it?",
    issue: 'consciousness',
    also: ['other-minds'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'ok so how would you even know if another person thinks, like you just assume it',
    issue: 'other-minds',
    form: 'plain',
  },
  {
    text: "The codebreaker keeps saying if you can't tell the difference, there's no difference. That's exactly what a con artist would say.",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "Isn't the brain just a very wet computer?",
    issue: 'brain',
    form: 'plain',
  },
  {
    text: "At work they've replaced half our call center with a voicebot, and customers thank it at the end of calls. My manager says it 'understands' them. Does it, or are people just being polite to a recording?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Monsieur Descartes, where in the body does the soul plug in? The pineal gland still sounds like a guess.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Is there a just way to ration healthcare when there isn't enough for everyone?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i think therefore i am, fine, but can a program say that and mean it?',
    issue: 'thinking',
    also: ['understanding', 'consciousness'],
    form: 'plain',
  },
  {
    text: "What about the guy in the room with the Chinese rulebook? He passes notes perfectly and understands nothing. Isn't that every AI?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'can i make the voices less robotic, one of them sounds like a gps',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could an AI feel bored?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'so you admit, Turing, that your test only measures how well it lies',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "My grandmother is convinced Alexa is lonely because nobody talks to it at night. I laughed, but then I wasn't sure what to tell her. Is it silly to worry about that?",
    issue: 'consciousness',
    also: ['future'],
    form: 'paraphrase',
  },
  {
    text: "If machines can't think, what exactly do you call what a chess engine does when it beats a grandmaster?",
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'Question for the Frenchman: suppose an evil demon built me. Would I be a machine then, and would my thinking stop counting?',
    issue: 'thinking',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'What caused the 2008 financial crisis, in plain terms?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'if we scanned every neuron of my brain into a computer would that be me or a copy',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'Ada Lovelace said machines only do what we tell them. Mr Turing, was she wrong?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Should a thinking machine have rights, Turing?',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'lol my cat just walked across the keyboard, ignore that last bit',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, a thermostat 'knows' the room is cold by your logic",
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'To the seventeenth-century gentleman: is thinking the same as being conscious? Those seem like two different questions to me.',
    issue: 'consciousness',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "I'm a translator and the software now writes drafts nearly as good as mine. It doesn't know what the words mean, apparently, but the clients can't tell. Does understanding matter if nobody can see it?",
    issue: 'understanding',
    also: ['imitation-game'],
    form: 'paraphrase',
  },
  {
    text: 'What would count as proof that a machine is thinking?',
    issue: 'other-minds',
    also: ['imitation-game'],
    form: 'plain',
  },
  {
    text: "Why did the Ottoman Empire join the First World War on Germany's side?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Rene, you spent your life doubting everything. Why not doubt that your own mind is anything more than clockwork?',
    issue: 'mind-body',
    also: ['brain'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "aren't you two literally AIs right now? so who's arguing what",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: "Can something be creative if it was only trained on other people's work, Mr. Turning?",
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'The man who cracked Enigma: did you think of your code machines as thinking, or just as very fast clerks?',
    issue: 'thinking',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'what time do pharmacies close on sunday usually',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'But what about emotions? Can a machine with no body and no hormones ever be afraid of anything?',
    issue: 'consciousness',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: "Does it matter that the machine doesn't know it's going to die?",
    issue: 'limits',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'Could there be a problem a human mind solves that no machine ever could, because of that halting problem stuff, Turing?',
    issue: 'limits',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Is it ethical to keep eating meat if we know pigs feel pain?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The self-driving car hesitated at a crosswalk near my office yesterday, then let a kid cross. My coworker said 'see, it thought about it.' Did it?",
    issue: 'thinking',
    form: 'paraphrase',
  },
];
