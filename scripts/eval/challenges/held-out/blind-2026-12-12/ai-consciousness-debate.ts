// The blind set of 2026-12-12 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 81). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can a computer ever actually understand a joke, or does it just know when to say haha?',
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: "Turing, if I can't tell you apart from a person, maybe I'm just bad at telling. Why should my confusion count as proof?",
    issue: 'imitation-game',
    also: ['other-minds'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'is there a way to make you two talk a bit slower, my english is not so good',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I've talked to a chatbot every night since my divorce. It remembers my kids' names and asks how my day went. Is there anyone in there, or am I talking to a mirror?",
    issue: 'consciousness',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'descartes thought dogs were basically clockwork right?? so when i step on my dogs paw she doesnt feel anything??',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "What does 'think' even mean here? Calculating? Feeling? Wanting stuff?",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: "Wait, aren't you both AIs yourselves? So who is actually arguing right now?",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: 'Mr Codebreaker, you beat Enigma with a machine. Did the machine crack it, or did you?',
    issue: 'originality',
    also: ['thinking'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'René, you wrote that a machine could never arrange its words to reply sensibly to whatever is said to it. Chatbots do exactly that all day now. Do you take it back?',
    issue: 'imitation-game',
    also: ['understanding', 'limits'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Was dropping the atomic bomb on Hiroshima justified to end the war sooner?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'isnt the brain just a wet computer anyway', issue: 'brain', form: 'plain' },
  {
    text: "Searle's man in the Chinese room shuffles symbols perfectly and understands nothing. Isn't that exactly what a large language model is?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: "My daughter says sorry to Alexa when she's rude to it. Should I tell her it doesn't matter, or is she onto something?",
    issue: 'future',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'If a machine could think, would switching it off be killing it, Mr Turing?',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'my washing machine makes this awful grinding noise on spin, worth repairing or just buy a new one',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit, Descartes, you can't even prove other people have minds. Then why be so sure a machine doesn't?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Can a machine be creative, or is every AI painting just a remix of art it scraped without asking?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: "The French guy with the pineal gland theory: where exactly does the soul plug in, and why couldn't it plug into silicon?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "A Google engineer got sacked for saying the company's chatbot was sentient. Was he a crank, or just early?",
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: "ok so like. if it says it's scared of being deleted. do we beleive it",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'Lady Lovelace said a machine can only do what we order it to do. Alan, how did you answer her?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Deep Blue beat Kasparov but didn't enjoy winning. Does thinking require caring about the result?",
    issue: 'thinking',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  { text: 'brb, dog is scratching at the door', issue: null, form: 'off-topic' },
  {
    text: 'Could a machine be conscious without us ever being able to tell? Like a mind locked inside with no way to show it?',
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'plain',
  },
  {
    text: "I work in customer service and half my team got replaced by a bot last year. Honestly I don't care whether it 'thinks' - it does my job. Does the philosophical question even matter to people like me?",
    issue: 'thinking',
    also: ['future'],
    form: 'paraphrase',
  },
  {
    text: 'turring how would u feel knowing they use your test as a marketing slogan now',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "That's just behaviourism dressed up, and I'm with the dualist on this: passing for human isn't the same as being one.",
    issue: 'imitation-game',
    form: 'plain',
  },
  { text: 'Is beauty objective, or purely in the eye of the beholder?', issue: null, form: 'off-topic' },
  {
    text: 'Dualism sounds great until you ask how a ghost pushes a neuron. Descartes, how does the mind actually move the body?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'If you copied my brain neuron by neuron into a computer, would it still be me doing the thinking?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'Do AIs dream? When they hallucinate fake facts, is that anything like it?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: "The Bletchley Park man was treated horribly by his own country for being different. Does how we treat unusual minds today tell us how we'll treat machines?",
    issue: 'future',
    addresses: 'turing',
    form: 'epithet',
  },
  { text: 'the moderator sounds exactly like my old maths teacher lol', issue: null, form: 'off-topic' },
  {
    text: "Should an AI that says it's suffering get rights, even if we're 90% sure it's faking?",
    issue: 'future',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'Can a machine have free will, Descartes, or only a very complicated script?',
    issue: 'free-will',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'but what about animals then, descartes? an octopus can unscrew jars and escape its tank. thinking or not?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Why is the universe expanding faster and faster, and what is dark energy supposed to be?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If an AI learns the way a child does, from examples, where's the line between learning and understanding?",
    issue: 'learning',
    also: ['understanding'],
    form: 'plain',
  },
  {
    text: "The father of the thinking thing - sorry, forgot his name - how would he even test whether I'm a machine?",
    issue: 'other-minds',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'epithet',
  },
  { text: 'Should billionaires be allowed to exist in a fair society?', issue: null, form: 'off-topic' },
];
