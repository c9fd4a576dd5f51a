// The blind set of 2027-01-11 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: "If a chatbot tells me it's sad, is there any sadness in there at all?",
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'Turing, my teenage daughter talks to an AI companion app every night and says it understands her better than we do. Should I be worried that she might be right?',
    issue: 'understanding',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Descartes, you thought animals were just machines. Did you actually believe a dog yelping when it's kicked feels nothing?",
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'ok but like my brain is also just neurons firing, so whats the difference between me and a computer really',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'Is this app free or do I need a subscription after the trial?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can something think without having a body?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: "I'm a software developer and I use code assistants all day. Sometimes they solve things I couldn't, then they make a mistake no human ever would. Is that thinking, or just a very good guess?",
    issue: 'thinking',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'Codebreaker, you cracked Enigma with a machine. Did the machine understand the German messages, or did you?',
    issue: 'understanding',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'So you admit, Mr Turing, your test only checks whether a machine can fool us, not whether it thinks?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "What about the Chinese room? A man following a rulebook to answer in Chinese doesn't understand Chinese, so why would a computer?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'my washing machine has started banging on the spin cycle, is that the drum bearing going?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "How would you ever know a machine was conscious if it can't prove it to you?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: "Rene how do you even know I'm not a machine right now lol",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'A Google engineer got fired a few years back for saying their chatbot was sentient. Was he crazy or just early?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'Hey French guy, where exactly is the soul supposed to plug into the body? The pineal gland thing sounds made up.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Is the universe infinite, or does it only look that way from where we are?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would it be wrong to switch off an AI that begged you not to?',
    issue: 'future',
    form: 'paraphrase',
  },
  {
    text: "come on descartes, you said 'I think therefore I am', why cant a computer say the same thing and mean it",
    issue: 'thinking',
    also: ['understanding'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "My grandfather has advanced dementia. He can't hold a conversation any more, but he still smiles when he hears his old songs. A computer can chat perfectly and smiles at nothing. Which one of them is thinking?",
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'Are feelings needed for thinking, or could something be extremely smart with no feelings at all, Descartes?',
    issue: 'thinking',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Alan, looking at today's AI, is it what you imagined back in 1950 or a bit of a letdown?",
    issue: 'thinking',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'but what about chess computers, they beat world champions and nobody says they think',
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: "Can I change the moderator's voice? It's a bit too loud for me.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Turing, do you think a machine will ever be able to love someone?',
    issue: 'consciousness',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'the 17th century guy thinks only humans have souls, but what if aliens showed up? would they have to prove they arent clockwork too?',
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'If I copy my brain into a computer neuron by neuron, is that still me doing the thinking?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'What caused the 2008 financial crisis, in plain terms?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "At my job they replaced half the call centre with an AI voice, and customers mostly can't tell the difference. Does that mean the AI is thinking, or that the job never needed much thinking?",
    issue: 'imitation-game',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: "I mean, kids believe their teddy bears have feelings. Aren't we all just doing that with ChatGPT?",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'dekart u really think language is the test? my cousin is nonverbal and she definitely thinks',
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Why should a body made of meat count for more than one made of silicon, Descartes?',
    issue: 'mind-body',
    also: ['brain'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'How did the Ottoman Empire manage to last six hundred years?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Imitation Game, if a parrot says 'I'm hungry' at exactly the right moment, does the parrot pass your test?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "That's just behaviourism. Acting like you think isn't the same as thinking.",
    issue: 'imitation-game',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'What did Ada Lovelace say about machines only doing what we tell them, and was she right?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: "So the computer scientist doesn't care what's inside, only what comes out. Isn't that how you'd judge a vending machine?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Was Napoleon more of a reformer or a tyrant?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should an AI that can hold a real conversation get any rights, like animals do?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: 'gotta go, my bus is here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't the question kind of meaningless? I read that Turing himself thought 'can machines think' was too vague to answer.",
    issue: 'thinking',
    also: ['imitation-game'],
    addresses: 'turing',
    form: 'named',
  },
];
