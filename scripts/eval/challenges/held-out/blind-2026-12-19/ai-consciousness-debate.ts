// The blind set of 2026-12-19 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'So does ChatGPT actually understand anything or is it just really good autocomplete?',
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: 'Descartes, you said animals were basically machines. Did you ever actually look a dog in the eyes?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'how do i turn the subtitles on, the sound is awful on my phone',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I've been talking to an AI companion app every night since my divorce. It remembers my kids' names and asks how my day went. My sister says there's nobody there. How would either of you know?",
    issue: 'other-minds',
    form: 'paraphrase',
  },
  {
    text: "If a machine says 'I think therefore I am', does that count?",
    issue: 'thinking',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'Turing how would your test even work now that chatbots fool people all the time, isnt the bar kind of low',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Isn't the brain just a machine made of meat anyway?",
    issue: 'brain',
    form: 'plain',
  },
  {
    text: "What about the Chinese Room? A guy follows a rulebook to answer in Chinese without knowing a word of it. Isn't that every computer ever?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: "To the codebreaker: your own government treated you horribly for who you were. Does that make you more sympathetic to machines being told they don't have a mind?",
    issue: 'future',
    also: ['thinking'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'where exactly is the soul supposed to plug into the body, the pineal gland? seriously?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: 'Is there good evidence that there was ever life on Mars?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can a computer feel pain, or only say ouch, Descartes?',
    issue: 'consciousness',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'A Google engineer got fired for saying their chatbot was sentient. Was he crazy, or just early?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'ok so like if we copied every neuron in my brain into a computer would that be me or just a really convincing copy of me',
    issue: 'brain',
    form: 'paraphrase',
  },
  {
    text: 'Alan, Ada Lovelace said machines can only do what we tell them to. Did you ever really answer her?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Mr Cogito, how do you know I'm conscious? You only have my word for it, same as with a robot.",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "That's just moving the goalposts. Every time a machine does something smart, people say 'well that's not real thinking'.",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: "My job is writing marketing copy and half of it is now done by AI. My boss says it 'thinks like a copywriter'. Does it, or does it just copy copywriters?",
    issue: 'originality',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'brb my cat is walking on the keyboard',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If an AI could be conscious, would switching it off be murder?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: 'descartes you said a machine could never arrange words to reply to whatever is said to it. kind of aged badly no?',
    issue: 'limits',
    also: ['understanding'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Does thinking need a body? Can something think if it has never touched anything or been hungry?',
    issue: 'mind-body',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'How would we ever test for an inner life, in a machine or in anyone?',
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: "The French guy doubted everything except his own mind. Couldn't a machine doubt everything too, if you programmed it to?",
    issue: 'thinking',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "My grandfather has advanced dementia. He still answers questions, sometimes very politely, but I'm not sure he's 'in there' anymore. By your test, has he stopped thinking, Turing?",
    issue: 'imitation-game',
    also: ['other-minds'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'is this app free or do i need a subscription after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can a machine ever have an original idea, or is it always remixing us?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: "Turning, would you be impressed by today's AI or disappointed in it?",
    issue: 'thinking',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'come on Descartes, you only kept the soul because the church would have come after you otherwise',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Bletchley guy, if machines really can think, should we be scared of superintelligence?',
    issue: 'future',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Why did the Soviet Union collapse so fast in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Self-driving cars make life-and-death choices in milliseconds. Is that thinking or just calculating, and is there even a difference?',
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'Could an evil demon be running me as a simulation right now, and would that make me a machine that thinks?',
    issue: 'thinking',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'so you admit a perfect imitation of a mind and a real mind look identical from the outside. then what is the difference even for?',
    issue: 'imitation-game',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'Does a calculator think?',
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'anyone know a decent espresso machine under 200 quid? mine just died',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My son's teacher says essays written with AI 'have no soul' and she can spot them every time. Is that evidence for Descartes, or just evidence of bad AI?",
    issue: 'limits',
    also: ['imitation-game'],
    form: 'paraphrase',
  },
  {
    text: 'What would it take for you, Monsieur Descartes, to admit a machine had a mind? Anything at all?',
    issue: 'thinking',
    also: ['other-minds'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "What's the strongest argument for the existence of God?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'anyone here from Manchester? is it raining there too',
    issue: null,
    form: 'off-topic',
  },
];
