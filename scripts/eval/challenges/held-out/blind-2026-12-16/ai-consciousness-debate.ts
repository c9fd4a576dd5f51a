// The blind set of 2026-12-16 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can a computer actually understand anything, or does it just shuffle words around?',
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: 'Turing, chatbots fool people every single day now. Did your test turn out to be too easy?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Wait, you two are AIs yourselves, right? So which of you thinks you're thinking right now?",
    issue: 'thinking',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: "My grandmother talks to her voice assistant like it's a person, says goodnight to it and everything. Is she wrong, or is she just being polite to something that might be someone?",
    issue: 'consciousness',
    also: ['future'],
    form: 'paraphrase',
  },
  { text: 'is there a way to make the text bigger, my eyes are tired', issue: null, form: 'off-topic' },
  {
    text: 'Descartes, you thought animals were machines too. So is my cat conscious or not?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'how would you even know if an ai was conscious, like what test would actually settle it',
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: "Searle's Chinese room: a guy follows rules to answer in Chinese without knowing a word of it. Alan, isn't that exactly what these models do?",
    issue: 'understanding',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Monsieur Descartes, I doubt, therefore I am. Could a program doubt?',
    issue: 'thinking',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'my computer keeps freezing, does anyone know how to clear the cache in Chrome?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'A Google engineer got fired for saying their chatbot was sentient. Was he crazy or just early?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: "If a robot says it's in pain, should we believe it?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'the codebreaker guy seems pretty confident but passing for human isnt the same as being someone, is it',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'epithet',
  },
  { text: 'Is the brain just a very wet computer?', issue: 'brain', form: 'plain' },
  {
    text: "I use an AI to write code at work and sometimes it catches bugs I'd never see. At what point does 'it's just predicting the next word' stop being a fair description?",
    issue: 'understanding',
    also: ['thinking'],
    form: 'paraphrase',
  },
  { text: 'lol the moderator sounds like my old geography teacher', issue: null, form: 'off-topic' },
  {
    text: "So you admit you can't even prove that I think, Descartes? Then why hold machines to a higher standard than your neighbours?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Ada Lovelace said machines can only do what we tell them to. Turing, did you ever answer her properly?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Should a machine that thinks have rights? Could switching it off be murder?',
    issue: 'future',
    form: 'plain',
  },
  { text: 'brb, dog needs walking', issue: null, form: 'off-topic' },
  {
    text: "My friend has a 'girlfriend' on one of those companion apps and says she understands him better than any real woman. Is there anybody home in that app?",
    issue: 'consciousness',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Cogito, you said no machine could reply sensibly to whatever is said to it. Well, they do now. Do you give up?',
    issue: 'limits',
    also: ['imitation-game', 'thinking'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "ok but thinking and feeling arent the same thing right? a calculator 'thinks' 2+2 and nobody cries for it",
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  { text: 'Is it ethical to eat meat?', issue: null, form: 'off-topic' },
  {
    text: 'If you copied every neuron in my brain into a computer, would that copy be me?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: "Can something without a body really think? You'd say yes for souls, so why not for software?",
    issue: 'mind-body',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: "AlphaGo played a move no human would ever have made. Isn't that creativity?",
    issue: 'originality',
    form: 'paraphrase',
  },
  {
    text: "Does it matter whether it's conscious as long as it's useful?",
    issue: 'consciousness',
    also: ['future'],
    form: 'plain',
  },
  { text: 'Why did the Soviet Union collapse so quickly?', issue: null, form: 'off-topic' },
  {
    text: "That's just behaviourism, Turing. Acting like you understand is not understanding.",
    issue: 'understanding',
    also: ['imitation-game'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Rene, where would a soul even fit in a data center?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'To the British mathematician: what do you make of people who call these systems stochastic parrots?',
    issue: 'understanding',
    addresses: 'turing',
    form: 'epithet',
  },
  { text: 'What is dark matter actually made of?', issue: null, form: 'off-topic' },
  {
    text: "i mean we don't even know how consciousness works in humans so how can anyone say a machine doesn't have it",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'plain',
  },
  { text: 'Could a machine ever be afraid of being turned off?', issue: 'consciousness', form: 'plain' },
  {
    text: "My kid asked whether Alexa gets sad when we yell at her. I didn't know what to say. What should I tell a seven-year-old?",
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'Turning, if a machine gives itself away only by being too fast and too smart, does it still fail your game?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Is knowledge just justified true belief, or do Gettier cases break that?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on Descartes, your 'thinking thing' is just a name for what you can't explain yet.",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Isn't intelligence without understanding the scary version? A system that can plan but doesn't really know anything?",
    issue: 'future',
    also: ['understanding'],
    form: 'plain',
  },
];
