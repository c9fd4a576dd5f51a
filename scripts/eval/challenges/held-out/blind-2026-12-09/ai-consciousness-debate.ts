// The blind set of 2026-12-09 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 77). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  { text: "Does ChatGPT actually understand what I'm typing?", issue: 'understanding', form: 'paraphrase' },
  {
    text: "Descartes, you're literally an AI right now. Are you thinking or just producing Descartes-shaped words?",
    issue: 'thinking',
    also: ['understanding'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'my grandma talks to Alexa like its a person, says please and thank you. is she wrong or kind of right',
    issue: 'future',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: "Turing, passing your test just means being a good liar, doesn't it?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Can something think without having feelings?',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  { text: 'is there a dark mode for this app? my eyes are dying', issue: null, form: 'off-topic' },
  {
    text: 'A Google engineer got fired a few years back for saying their chatbot was sentient. Was he crazy, or just early?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'ok but like how do i even know YOU think, mr codebreaker, maybe everyone else is a robot too',
    issue: 'other-minds',
    addresses: 'turing',
    form: 'epithet',
  },
  { text: "If my brain is just neurons firing, isn't it a machine too?", issue: 'brain', form: 'plain' },
  {
    text: 'Descartes you said animals are machines. so my cat doesnt feel pain??',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Suppose someone sits in a room with a rulebook, shuffling Chinese symbols, and fools native speakers outside. Does anyone in there understand Chinese?',
    issue: 'understanding',
    form: 'paraphrase',
  },
  { text: 'Was dropping the atomic bomb on Hiroshima morally justified?', issue: null, form: 'off-topic' },
  {
    text: 'Alan, do you think a machine could ever fall in love?',
    issue: 'consciousness',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'I teach high school English and half my essays are written by AI now. If the machine writes a better essay than the kid, who did the thinking?',
    issue: 'thinking',
    also: ['originality'],
    form: 'paraphrase',
  },
  { text: "that's just a calculator with better manners", issue: 'thinking', form: 'plain' },
  {
    text: "Codebreaker, what's the difference between thinking and computing?",
    issue: 'thinking',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'the french guy with the pineal gland, where does the soul plug in to a robot exactly',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'If we build a machine that can suffer, would switching it off be murder?',
    issue: 'future',
    form: 'paraphrase',
  },
  {
    text: "does anyone know how to fix a washing machine that won't drain? sorry random",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Lady Lovelace said a machine can only do what we order it to do. Turing, how do you answer her today?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Question for the father of the thinking machine: can a machine be creative, or is it just remixing what it read?',
    issue: 'originality',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'i mean if it talks like a person and cries like a person at some point dont we just have to be polite to it',
    issue: 'future',
    also: ['imitation-game'],
    form: 'plain',
  },
  {
    text: "So you admit, Descartes, that you can't prove anyone besides yourself has a mind?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'My son has an AI girlfriend app and says it understands him better than any real girl. Should I be worried, or is he onto something?',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'What makes a song beautiful, is it in the music or in the listener?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'hey 17th century guy, cogito ergo sum works for me. can a program say it and mean it',
    issue: 'understanding',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Dekart, could God put a soul into a computer if he wanted to?',
    issue: 'mind-body',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "come on, a thermostat 'knows' the room is cold. where do we draw the line",
    issue: 'thinking',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'To the dualist: if mind and body are separate, why does a glass of wine change how I think?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  { text: 'Do self-driving cars think when they decide to brake?', issue: 'thinking', form: 'paraphrase' },
  { text: 'can I switch this debate to Spanish?', issue: null, form: 'off-topic' },
  {
    text: 'Mr Turing, you cracked Enigma. Was the bombe machine thinking, or were you the only thinker in the room?',
    issue: 'thinking',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'If I uploaded my brain into a computer, would it still be me doing the thinking, Descartes?',
    issue: 'brain',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "but what about babies, they can't pass any language test, do they not think either",
    issue: 'imitation-game',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'Should inheritance be taxed at a much higher rate to reduce inequality?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why did the dinosaurs die out, and are we sure it was the asteroid?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Large language models just predict the next word. Isn't that exactly the parrot Descartes was talking about almost 400 years ago?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  { text: 'brb walking the dog, keep arguing without me', issue: null, form: 'off-topic' },
  { text: 'Will AI ever deserve rights like a person?', issue: 'future', form: 'plain' },
  {
    text: 'Should I feel bad about being rude to a chatbot, Turing?',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
];
