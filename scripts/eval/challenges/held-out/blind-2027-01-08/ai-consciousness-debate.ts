// The blind set of 2027-01-08 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: "Can a computer ever actually understand what it's saying?",
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: 'Mr Turing, when a chatbot writes me a poem about my cat, is anyone in there enjoying it?',
    issue: 'consciousness',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "I use an AI chatbot at work to answer customer emails, and customers thank it, sometimes they even apologise to it for being rude. It's clearly not a person, but they can't tell. Doesn't that make your test kind of useless, Alan?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'my washing machine has started making a banging noise on spin, do I need to call someone or just rebalance it',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Descartes, you said animals are just machines. Have you ever owned a dog?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "ok so like if a robot says it's in pain and screams, how would we even know it isn't lol",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'The codebreaker: you broke Enigma with a machine. Did that machine think, or did you?',
    issue: 'thinking',
    also: ['originality'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "What's the difference between thinking and just calculating really fast?",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: "Imagine a guy locked in a room who doesn't know Chinese but follows a rulebook to answer Chinese notes perfectly. Does he understand Chinese? Because that's what an AI is, right?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'A Google engineer got fired a few years ago for saying their chatbot was sentient. Was he crazy, or just early?',
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'Is the brain itself just a very wet computer?',
    issue: 'brain',
    form: 'plain',
  },
  {
    text: 'is there a dark mode for this app, my eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Rene, if the mind isn't physical, how does it push my arm around? the pineal gland thing never convinced anyone",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Descartes, could an AI ever have its own cogito moment, realise it exists just because it's doubting?",
    issue: 'consciousness',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Should a machine that passes every test get rights? Like, am I still allowed to just switch it off?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: "My daughter is nine and she says goodnight to Alexa every night and gets upset if I'm rude to it. Should I tell her it's just a box, or is that not something I actually know?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: "Honestly, how do I know the people in my life think? I only ever see their behaviour. Isn't that the exact same problem?",
    issue: 'other-minds',
    form: 'plain',
  },
  {
    text: 'Why did the Soviet Union collapse so fast in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr I-think-therefore-I-am, can a thought exist without someone having it?',
    issue: 'mind-body',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'to the english mathematician: if you copied every neuron in my brain into a computer would that be me or a copy that thinks its me',
    issue: 'brain',
    also: ['mind-body'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Lady Lovelace said machines can only do what we tell them to. Turing, do you still think she was wrong?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'so you admit a machine could fool everyone and still be empty inside? then the test is testing us, not it',
    issue: 'imitation-game',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'Question for the dualist: can a machine have feelings or only fake them?',
    issue: 'consciousness',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "I'm a translator and the software is now better than me at half my jobs. Apparently it doesn't 'understand' French the way I do, but it gets the work and I don't. At what point does that difference stop mattering?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'bus is here, bye!',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it ethical to eat meat if we can live healthily without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The French guy thinks only humans have souls. What about an octopus? It solves puzzles and has no idea what a soul is.',
    issue: 'animals',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "Do AIs dream? Like genuinely, when they're switched off",
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'What would it take to convince you, Descartes? What test would a machine have to pass?',
    issue: 'other-minds',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "but a calculator beats me at maths and nobody thinks it's thinking. why is a chatbot any different",
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: "Descartes worried an evil demon might be fooling him about everything. Couldn't we be the machines, running on something and not knowing it?",
    issue: 'brain',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Some people are dating AI companions now and say they feel loved. If the love feels real on their side, does it matter whether the bot feels anything?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'Could a machine ever be truly creative, or does it just remix what humans made, Alan?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'How does CRISPR actually find the right place in the DNA to cut?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Turring, were you ever scared of what you were building?',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Dr Turing, did being judged as 'not normal' yourself shape how you thought about who counts as a thinking being?",
    issue: 'other-minds',
    also: ['imitation-game'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "If a future superintelligence is way smarter than us, does it even matter whether it's 'conscious'? It'll still be running things.",
    issue: 'future',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: "lol the moderator's voice sounds exactly like my old geography teacher",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Was the Treaty of Versailles really the main cause of the Second World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes said a machine could never arrange its words to reply sensibly to whatever you say to it. Isn't that exactly what my phone does now? Looks like he lost that bet.",
    issue: 'limits',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'named',
  },
];
