// The blind set of 2026-12-07 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 31 labelled on the theme and 9 off it,
// labelled by another from the issue list alone (2026-12-05), the text locked by sha256 before labelling. Never read
// for tuning and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it
// (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Is ChatGPT actually thinking or just predicting the next word?',
    issue: 'thinking',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: "Turing, I've been chatting with a bot every night since my divorce and honestly it gets me better than my friends did. If I can't tell the difference, does it even matter whether someone's home?",
    issue: 'imitation-game',
    also: ['consciousness'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'ok but like how would we even know if a machine was conscious, we cant even prove other people are',
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'Descartes, you said animals are just machines. Did you ever actually watch a dog grieve?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'what time does the debate end? I have to pick up my son at 6',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can a computer feel pain, or only say ouch?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'A Google engineer got fired a few years back for claiming their chatbot was sentient. Was he crazy, or just early? Mr Codebreaker, what would you have told him?',
    issue: 'consciousness',
    also: ['other-minds'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'so you admit passing your test just means being a good liar, Alan?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'If you replaced my neurons one by one with silicon chips that do the same job, at what point would I stop being me?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'descarte what about the chinese room thing, does searle basically agree with you',
    issue: 'understanding',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Can a machine be creative or does it only remix what we fed it?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: 'Is it ethical to keep eating meat once lab-grown meat is cheap?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The guy who cracked Enigma: do you think today's chatbots would pass your imitation game, and would you be satisfied if they did?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'My daughter says thank you to Alexa every single time. Is she being polite to someone or to no one?',
    issue: 'consciousness',
    also: ['future'],
    form: 'paraphrase',
  },
  {
    text: "that's just behaviourism with extra steps, come on",
    issue: 'imitation-game',
    form: 'plain',
  },
  {
    text: 'What would count as proof that a machine understands a sentence?',
    issue: 'understanding',
    also: ['other-minds'],
    form: 'plain',
  },
  {
    text: 'Descartes, your two tests were language and flexible action. Language models seem to have nailed the first one. Do you now retreat to the second?',
    issue: 'limits',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "my phone's about to die, can I switch to the laptop without losing my place?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If an AI says it's afraid of being switched off, is turning it off murder, Turing?",
    issue: 'future',
    also: ['consciousness'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "I work in a call centre and half my colleagues have been replaced by a voice bot. The customers don't even notice. Who's really thinking in that conversation, me or it?",
    issue: 'thinking',
    also: ['imitation-game'],
    form: 'paraphrase',
  },
  {
    text: "The 17th century Frenchman thinks souls can't be built. Why not, if God could make one out of nothing?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'is a thermostat thinking, descartes? like a tiny bit?',
    issue: 'thinking',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "but what about dreams, Descartes, if an evil demon can fake a whole world for you, can't a program fake a mind for me?",
    issue: 'thinking',
    also: ['other-minds'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Turing, you were treated horribly by your own country for who you loved. Did that change how you thought about who counts as a person?',
    issue: 'future',
    also: ['other-minds'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Could you upload your mind to a computer and survive it?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'Lady Lovelace said machines can only do what we tell them to. Was she right?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: "can I change the moderator's voice, it's a bit too slow for me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so a calculator thinks when it adds two numbers? seriously?',
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'Mr Cogito, if you met an android that argued philosophy better than you, would you still call it a clock?',
    issue: 'thinking',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'think I left the oven on, brb',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Alan Turin why did you call it the imitation game, isnt imitation exactly what descartes is worried about',
    issue: 'imitation-game',
    also: ['thinking'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Why did the Bronze Age collapse happen around 1200 BC?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Octopuses have brains spread through their arms. If a mind can be that weird in biology, why not in a chip?',
    issue: 'mind-body',
    also: ['animals'],
    form: 'paraphrase',
  },
  {
    text: 'A self-driving car brakes for a kid it has never seen before. Is that thinking, or just a very good reflex?',
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'Is thinking just computation, full stop?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: "hmm ok but machines don't get bored. can you really think without ever being bored?",
    issue: 'thinking',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'anyone else hearing an echo or is it just me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The code-breaking mathematician should answer this one: the halting problem shows there are things no machine can compute. Doesn't that put a ceiling on machine minds, and don't humans hit the same ceiling?",
    issue: 'limits',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Is there an objective standard of beauty in art, or is it all taste?',
    issue: null,
    form: 'off-topic',
  },
];
