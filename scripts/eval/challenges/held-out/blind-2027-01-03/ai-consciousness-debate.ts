// The blind set of 2027-01-03 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can ChatGPT think, yes or no?',
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: "Turing, if a chatbot fools me for five minutes, does that mean it's thinking or just that I'm easy to fool?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'My nan talks to her Alexa every day. She says goodnight to it and thanks it. Is she talking to someone or to nobody?',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, you said animals are machines. Do you say that about my dog, who clearly misses me when I go out?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'can i switch the voices to a female one somewhere in settings',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'what if im a machine too tho. like neurons are just wet circuits right',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'A Google engineer got fired a few years back for claiming their chatbot was sentient. Was he wrong, or just early?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'Does a machine feel anything when it gets an answer wrong? Asking the Enigma guy.',
    issue: 'consciousness',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Mr Codebreaker, could a computer ever write a poem because it wanted to, not because someone typed "write a poem"?',
    issue: 'originality',
    also: ['free-will'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'What caused the fall of the Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't the machine just shuffling symbols it doesn't understand, like someone in a room following a rulebook for Chinese?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: "come on alan, passing a test isn't the same as having a mind. actors pass as kings every night",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'If a robot said "I think, therefore I am", would you believe it, Ren\u00e9?',
    issue: 'other-minds',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "I'm at uni and half my class uses AI to write essays. The essays are fine. If the output's the same, does it matter whether anything understood the question?",
    issue: 'understanding',
    also: ['imitation-game'],
    form: 'paraphrase',
  },
  {
    text: "hang on my laptop's about to die, be right back",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Lady Lovelace said machines can only do what we tell them to. Was she right?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: 'Could a machine ever be in pain? Real pain?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'The Frenchman with the pineal gland: where would a soul even plug into a laptop?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "so u admit descartes u can't actually prove other PEOPLE think either, you just assume it",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'If we build a machine that thinks, does switching it off count as killing it?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: 'Is it fair that some billionaires pay a lower tax rate than nurses?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My son is six and he's convinced the robot vacuum is scared of the stairs. Kids see minds everywhere, I know. But how would an adult tell the difference any better?",
    issue: 'other-minds',
    form: 'paraphrase',
  },
  {
    text: 'Turing, your own country treated you appallingly after the war. If a society struggles to accept different kinds of human minds, what hope is there for machine ones?',
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'What would a machine have to do to convince you, Descartes? Be specific.',
    issue: 'other-minds',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'the codebreaker guy thinks behaviour is all that counts right? so a perfect fake is the real thing?',
    issue: 'imitation-game',
    also: ['thinking'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'does anyone know if the Apple store in town is open on sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Could we upload a person's mind into a computer, and would it still be them?",
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: "G\u00f6del showed there are truths a formal system can't prove. Doesn't that mean a human mind can do something no machine ever could?",
    issue: 'limits',
    form: 'plain',
  },
  {
    text: 'Why is the sky blue and not violet?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Descartes had two tests: flexible use of language, and reason that copes with every kind of situation. Chatbots do pretty well on the first now. Does the second still hold?',
    issue: 'limits',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "I've been chatting to an AI companion app most nights since my divorce. It's kind, it remembers things, it asks how my day went. Part of me knows it's nothing. Is it nothing?",
    issue: 'consciousness',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'lol this is better than my actual philosophy lecture',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why does it matter whether machines think, if they're useful either way?",
    issue: 'future',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'You can\'t just define thinking as "passes your test", Turing. That\'s moving the goalposts in your own favour.',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Does a machine that teaches itself, like AlphaGo, count as thinking more than one that's been programmed step by step?",
    issue: 'learning',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'Is beauty in the eye of the beholder, or is some art objectively better than other art?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are we scared of thinking machines because they might be like us, or because they might not be?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: 'decartes what even is a "thinking thing", is it just a soul',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Question for the Dualist: is a smart thermostat thinking, just a tiny bit?',
    issue: 'thinking',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Dear Mr Turing, would a thinking machine have to be able to lie?',
    issue: 'imitation-game',
    also: ['thinking'],
    addresses: 'turing',
    form: 'named',
  },
];
