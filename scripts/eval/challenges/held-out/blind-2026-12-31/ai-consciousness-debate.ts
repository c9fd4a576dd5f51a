// The blind set of 2026-12-31 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can ChatGPT think, or does it just predict the next word?',
    issue: 'thinking',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: "Turing, if a machine passes your test by fooling people, isn't that just proof that people are easy to fool?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "I talk to an AI companion app every night since my breakup. It remembers my day and asks how I'm feeling. Is there anyone there, or am I talking to a mirror?",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'decartes do you still think animals are just machines? because my dog definitely feels things',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'my washing machine is beeping, brb',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the difference between being intelligent and being conscious?",
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: "Ren\u00e9, you can't prove other people have minds from the outside either, so why hold machines to a stricter test?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "A Google engineer got fired in 2022 for claiming the company's chatbot was sentient. Was he crazy, or just early?",
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'so the codebreaker guy basicaly says if it quacks like a duck... but like a recording of a duck quacks too',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Can a machine feel pain, or only say 'ouch'?",
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'Alan, you imagined machines learning like children. Did you expect them to learn from the entire internet instead?',
    issue: 'learning',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Searle's Chinese room: a guy follows rules to answer in Chinese without understanding a word. Doesn't that settle it against Turing?",
    issue: 'understanding',
    also: ['thinking'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Descartes, where exactly would a soul plug into a computer? You had the pineal gland for us, what's the equivalent in a chip?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "is there a way to change the moderator's voice? it sounds a bit robotic",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My brain is just neurons firing by chemistry. If that makes me a thinker, why can't silicon do it, Mr Dualist?",
    issue: 'brain',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Will AI ever be creative, or is it just remixing what humans made?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: 'ok but isnt it kinda awkward that youre both AIs right now arguing about whether AIs can think',
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: 'Mr Cogito, you doubted everything except your own thinking. Could a machine run the same doubt and reach the same conclusion?',
    issue: 'thinking',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Is abortion morally permissible?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If we build a machine that's conscious, does switching it off count as killing it?",
    issue: 'future',
    form: 'paraphrase',
  },
  {
    text: 'Hey Enigma man, Deep Blue beat Kasparov and AlphaGo beat Lee Sedol. But did either of them know they were playing a game?',
    issue: 'understanding',
    also: ['thinking'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "That's just behaviourism, Turing. A thing can act sad without being sad.",
    issue: 'imitation-game',
    also: ['consciousness'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Should robots have rights if they ever say they want them?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: 'what should I cook tonight, I have eggs, spinach and half a lemon',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'turing u were treated horribly by the country you saved. do you think a thinking machine would get treated any better by us',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "My son's teacher caught him using AI for his essay, and the essay was better than anything he's written. Did the machine understand Macbeth better than my son does?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Does a machine need a body to really think?',
    issue: 'mind-body',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: "come on Descartes, you only think there's a ghost in us because you're scared of being a machine yourself",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Can a computer make a genuine mistake, or only malfunction?',
    issue: 'limits',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'What is dark matter made of?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the Frenchman: you said a machine could never arrange words to reply sensibly to everything said in its presence. Chatbots do that now. Do you take it back?',
    issue: 'imitation-game',
    also: ['limits'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Ada Lovelace said a machine can only do what we tell it to. Mr Touring, does that still hold with systems that learn?',
    issue: 'originality',
    also: ['learning'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'If we copied every neuron of your brain onto a computer, would the copy be you?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: "I'm a translator and the AI does my job in seconds, sometimes better than me. It even translates jokes so they land. Isn't that understanding, whatever you want to call it?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'is my old laptop enough to run this app or do i need a new machine',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What would count as evidence that someone is home inside a machine?',
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'Could an AI dream?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'Is it fair to tax inheritance at a high rate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit, Descartes, that you can't prove I'm not a machine either?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
];
