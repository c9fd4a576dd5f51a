// The blind set of 2027-01-10 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can a computer actually understand a joke, or does it just know when to say haha?',
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: 'My teenage son talks to an AI girlfriend app every night and says she gets him better than anyone. Is there anyone in there getting him, or is he talking to a very good mirror?',
    issue: 'understanding',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: "Descartes, if animals are just machines, why does my dog look so guilty when he's eaten my shoe?",
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'so turing like if it passes your test but its just predicting the next word is that really thinking or nah',
    issue: 'imitation-game',
    also: ['thinking', 'understanding'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Does a machine need a body to think?',
    issue: 'mind-body',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'What time does this debate finish? I have to pick up my daughter at five.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Alan, what would you make of ChatGPT? Would it pass your imitation game?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Come on, René, you can't even prove that I think. You only know that you do. Why demand more from a machine than from me?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "If a robot says it's in pain, should we believe it?",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the codebreaker: could a machine ever really surprise you, or does it only ever do what it was programmed to do?',
    issue: 'originality',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Where exactly does the mind touch the body, Descartes? The pineal gland thing never convinced anyone.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'my washing machine makes a horrible banging noise on the spin cycle, any idea what that is?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I work in a call centre and half our calls are now handled by a bot. Customers can't tell the difference. Does that mean the bot is thinking, or that my job never needed much thinking?",
    issue: 'imitation-game',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'ok but if you copied every neuron in my brain onto a chip would that be me thinking or a copy pretending to be me',
    issue: 'brain',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'Can something think without feeling anything?',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: "Searle's Chinese room: a man shuffling symbols he doesn't understand, and the answers still come out right. Turing, isn't that exactly what your computers do?",
    issue: 'understanding',
    also: ['imitation-game'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Is beauty objective, or really just in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "the french guy with the 'I think therefore I am' — can a machine say that and actually mean it?",
    issue: 'thinking',
    also: ['understanding', 'consciousness'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Should a machine that might be conscious have rights?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: "A Google engineer got fired a few years back for saying the company's chatbot was sentient. Was he a fool or just early?",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: "Does Gödel's incompleteness theorem show that human minds can do something no machine ever can?",
    issue: 'limits',
    form: 'plain',
  },
  {
    text: "What's the difference between a brain and a computer, really?",
    issue: 'brain',
    form: 'plain',
  },
  {
    text: 'lol this app keeps cutting out on my phone, is it just me?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Cogito, would you say an octopus thinks? They open jars and escape from tanks, and there's no human soul in there.",
    issue: 'animals',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'i mean if it walks like a duck and talks like a duck... why isnt that enough',
    issue: 'imitation-game',
    form: 'plain',
  },
  {
    text: "Turing, you test for answers. But my grandmother has dementia and gives muddled answers, and she's still very much someone in there. Doesn't that break your test?",
    issue: 'imitation-game',
    also: ['other-minds'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Can a machine dream?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'What caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If an AI writes a poem that makes me cry, who made that poem: the machine, or the millions of poets it learned from?',
    issue: 'originality',
    form: 'paraphrase',
  },
  {
    text: "So you admit, Descartes, that you don't know how a soul moves an arm, but you're sure a machine can't have one?",
    issue: 'mind-body',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'will AI ever be smarter than us and what happens to us then',
    issue: 'future',
    also: ['limits'],
    form: 'plain',
  },
  {
    text: "brb my tea's gone cold",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Alan Turing was treated terribly by his own country for who he was. Does the way we treat minds we find strange say something about how we'll treat machines?",
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Question for the father of computing: my car brakes for a cat before I've even seen it. Is it thinking, or just reacting really fast?",
    issue: 'thinking',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "Isn't 'thinking' just a word we keep redefining so machines never qualify?",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: 'How do black holes evaporate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'dude turing ur test only checks if it can fool people. fooling isnt thinking',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Is consciousness just what complex information processing feels like from the inside?',
    issue: 'consciousness',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'Is a benevolent dictatorship ever better than a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes, a parrot can talk too. Where's the line between repeating words and meaning them?",
    issue: 'understanding',
    also: ['animals'],
    addresses: 'descartes',
    form: 'named',
  },
];
