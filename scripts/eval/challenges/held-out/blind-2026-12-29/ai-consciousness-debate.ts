// The blind set of 2026-12-29 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can a computer actually think or does it just fake it?',
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: "Descartes, if a robot cried when you kicked it, would you still say nobody's home?",
    issue: 'consciousness',
    also: ['other-minds'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "I've been chatting with an AI companion every night for months since my divorce. It remembers things about me, it asks how my day went. My friends say it doesn't care about me at all. How would anyone ever know?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'turing do you think chatgpt passes your test',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'is this app free or do I have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So your whole argument is: if it talks like a person, it is one? That's just judging by appearances.",
    issue: 'imitation-game',
    form: 'plain',
  },
  {
    text: 'What caused the 2008 financial crash?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so like my brain is also neurons firing by rules right so am i a machine too or what',
    issue: 'brain',
    form: 'plain',
  },
  {
    text: 'Mr Cogito, you said animals were just machines. Do you still believe a dog yelping in pain feels nothing?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "The Chinese room: a man with a rulebook answers in Chinese without knowing a word of it. Isn't that exactly what a language model is doing?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Alan, would a machine that thinks need a body, or could it live entirely on a server?',
    issue: 'mind-body',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Is euthanasia ever morally acceptable for someone who isn't terminally ill?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a software engineer. We literally train these models to predict the next word. It's statistics. Why are people so quick to say there's a mind in there?",
    issue: 'thinking',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: "If an AI says it's conscious, should we believe it, Turing?",
    issue: 'other-minds',
    also: ['consciousness'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'question for the codebreaker: when the bombe cracked Enigma, was the machine doing the thinking or the people?',
    issue: 'thinking',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'dekart where exactly is the soul supposed to be then, the pineal gland? that was debunked ages ago',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Could an AI ever have a genuinely new idea, or only remix what we feed it?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: "Honestly aren't you two AIs yourselves? So... do you think?",
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'my wifi keeps cutting out, can you hear me now',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If a machine could think, would it be wrong to switch it off?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: 'A Google engineer got fired a few years back for saying their chatbot was sentient. Was he crazy, or just early?',
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'but what about feelings. thinking without feeling anything, is that even thinking',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'Monsieur Descartes, how do you know I think? You only see my words, same as with a machine.',
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Turing, people say your test only measures how good a machine is at lying. Fair?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandmother has dementia and some days she answers with sentences that make sense but she's not really there. Other days she is. Where's the line between producing words and thinking them?",
    issue: 'understanding',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'is thinking the same as being conscious or can you have one without the other',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'Question for the father of computing: if we copied every neuron of my brain into a computer, would it be me?',
    issue: 'brain',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "the French guy keeps saying you need a soul \u2014 come on, that's just religion dressed up as philosophy",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "What experiment would ever convince you, Descartes? If none, isn't your position unfalsifiable?",
    issue: 'other-minds',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'can I make the voices talk a bit slower? hard to follow',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Turing: can a machine be wrong on purpose? Humans are, and it seems like part of thinking.',
    issue: 'limits',
    also: ['free-will'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Should a thinking machine own what it makes, like the copyright on a novel it wrote?',
    issue: 'future',
    also: ['originality'],
    form: 'paraphrase',
  },
  {
    text: 'idk i think AI is mostly hype, chatbots make up fake facts all the time, how is that thinking',
    issue: 'thinking',
    also: ['understanding'],
    form: 'plain',
  },
  {
    text: "Is the fear of AI taking over really about whether it thinks? Couldn't a mindless machine be just as dangerous?",
    issue: 'future',
    form: 'plain',
  },
  {
    text: 'Alan Turing, after the way Britain treated you, do you think society will treat thinking machines any better?',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'My kid asked Alexa if it was alive. It said no. Should I have told her something different?',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'Is there a good argument that democracy is better than rule by experts?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'lol the moderator sounds exactly like my old geography teacher',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "mind-body guy: if mind and matter are totally separate, how does a thought move my arm? and why couldn't a chip do the same trick?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
];
