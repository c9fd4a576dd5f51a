// The blind set of 2027-01-09 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
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
    text: 'Turing, ChatGPT fools loads of people already. Did it pass your test, and does that mean it thinks?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "wait the philosophers in this app are AIs right?? so descartes is here arguing that he himself doesn't think lol",
    issue: 'thinking',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'can i turn on subtitles somewhere? my speakers are broken',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Descartes, you thought animals were just machines. My dog clearly feels pain. If you were wrong about dogs, why should I trust you about computers?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "What's the difference between thinking and just predicting the next word?",
    issue: 'thinking',
    also: ['understanding'],
    form: 'plain',
  },
  {
    text: "A Google engineer was fired after claiming the company's chatbot was sentient. Was he mad or just early?",
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'Alan, could a machine ever genuinely surprise you, or will it only ever do what we told it to do?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Fooling a judge for five minutes of chat seems like a pretty low bar for 'thinking', doesn't it?",
    issue: 'imitation-game',
    form: 'plain',
  },
  {
    text: 'What makes a war just, if any war is?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so you admit, Mr Dualist, you can't even prove other humans think? then why hold the machine to a higher standard than your neighbour",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Does a machine need a body to think?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: "My grandmother chats with a robot companion every evening and says it 'gets her' better than we do. Should I be worried, or happy for her?",
    issue: 'understanding',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'To the codebreaker: was the machine that cracked Enigma thinking in any sense?',
    issue: 'thinking',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "There's that Chinese room argument, a man following a rulebook to answer in Chinese without knowing a word of it. Doesn't that sink the imitation game?",
    issue: 'imitation-game',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'brb charging my phone, 3%',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If an AI tells you it's afraid of being switched off, should we believe it?",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: "im a programmer and honestly these models are just huge piles of matrix multiplication. i don't see where a mind would even hide in there",
    issue: 'thinking',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'Does it matter whether AI is conscious if it does the job anyway?',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'Rene, what would it take to convince you? Give me one test a machine could never pass.',
    issue: 'limits',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "what's a decent laptop for under 800 euros? mostly for uni",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can something think without feeling anything at all?',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'Should a machine that thinks have rights?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: "My son's AI-made song won a school contest. His teacher says it isn't real creativity. Is she right?",
    issue: 'originality',
    form: 'paraphrase',
  },
  {
    text: "The French guy who said 'I think therefore I am' \u2014 could a machine say it and mean it?",
    issue: 'thinking',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'come on turing, a parrot repeats words too. does the parrot think',
    issue: 'understanding',
    also: ['animals'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'If we copied a human brain neuron by neuron into a computer, would the person be in there?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'Is the universe infinite, or does it just look that way from here?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "How would we ever know a machine is conscious if we can't even say what consciousness is?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: "Your own country punished you for who you loved, Mr Turing. Do you think people will be just as cruel to minds they don't understand?",
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'I teach chemistry and my students hand in AI essays that read beautifully and get the facts wrong. Is that what thinking without understanding looks like?',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'does this app keep my voice recordings? where do they go',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could a machine learn the way a child does, instead of being programmed like an adult?',
    issue: 'learning',
    form: 'plain',
  },
  {
    text: 'So where does the soul go in silicon, Descartes? Can you put one in or not?',
    issue: 'mind-body',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Self-driving cars already decide which way to swerve. Is that a decision or just a calculation?',
    issue: 'free-will',
    form: 'paraphrase',
  },
  {
    text: 'Did the Treaty of Versailles make the Second World War inevitable?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is beating the world champion at chess a sign of intelligence, or just of being very good at chess?',
    issue: 'thinking',
    also: ['limits'],
    form: 'paraphrase',
  },
  {
    text: 'Decartes, your evil demon could just be an AI feeding me a fake world. How would I even know?',
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Why do some countries stay poor for centuries while others get rich?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Imitation Game, do you think your machines will ever dream?',
    issue: 'consciousness',
    addresses: 'turing',
    form: 'epithet',
  },
];
