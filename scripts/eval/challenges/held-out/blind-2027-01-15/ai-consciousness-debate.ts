// The blind set of 2027-01-15 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Wait, are you two AIs yourselves? Then who exactly am I asking?',
    issue: 'thinking',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'Descartes, you said animals are just machines. Have you ever owned a dog?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "If a chatbot says it's sad, should I believe it?",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'plain',
  },
  {
    text: "My grandmother talks to her smart speaker every evening and says goodnight to it. She says it's 'good company'. Is there anybody in there to keep her company, or is she alone?",
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: 'ok so chatgpt basically just predicts the next word right. how is that thinking lol',
    issue: 'understanding',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'hang on, grabbing a coffee, keep going without me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Turing, couldn't a really good liar pass your test too? Fooling people isn't the same as thinking.",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "What's the Chinese room argument, and does it beat the imitation game?",
    issue: 'understanding',
    also: ['imitation-game'],
    form: 'plain',
  },
  {
    text: 'so according to the french guy my cat has no feelings?? come on',
    issue: 'animals',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Can something think without a body, with no hunger, no pain, no fear of dying?',
    issue: 'mind-body',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'A Google engineer got fired a few years back for saying their chatbot was sentient. Was he foolish, or just early?',
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'Was Napoleon a hero or a tyrant?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Codebreaker, when you cracked Enigma, did the machines do the thinking or did you?',
    issue: 'thinking',
    also: ['originality'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'If we built a perfect copy of my brain, neuron by neuron, in silicon, would that still be me thinking?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: 'isnt the brain just a wet machine anyway',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'René, where exactly does the soul plug into the body? The pineal gland thing never convinced anyone.',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "I work in customer support and half my team got replaced by an AI agent last spring. Customers can't tell the difference. Does it matter to them, or to me, whether it 'really' thinks?",
    issue: 'imitation-game',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: 'Ada Lovelace said machines can only do what we tell them to. Alan, was she right?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'is there a dark mode for this app? my eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could a machine ever write a song that actually means something to someone, Mr Turing?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'i mean if we cant even prove other PEOPLE have minds why hold machines to a higher standard',
    issue: 'other-minds',
    also: ['imitation-game'],
    form: 'plain',
  },
  {
    text: 'If an AI can think, is switching it off murder?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: "Question for the dualist: you doubted everything except your own thinking. Couldn't a machine pull the same trick and say 'I think, therefore I am'?",
    issue: 'thinking',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "My son is eight and says thank you to the robot vacuum. Should I tell him it's just a machine, or is it actually kind of nice?",
    issue: 'future',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: 'Is it ever justified to break the law to protest an unjust one?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "you can't see inside the machine either, Turing, so you're just guessing like the rest of us",
    issue: 'other-minds',
    also: ['imitation-game'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "Does thinking need feeling? Can you understand the word 'pain' if nothing has ever hurt you?",
    issue: 'understanding',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'Descarte how would you even know im not a robot typing this',
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "People are already falling in love with AI companions. If it loves you back in every way you can notice, what's missing?",
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: "Alan, the country you helped save treated you terribly after the war. Do you really think we'd treat a thinking machine any better?",
    issue: 'future',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "what's a good thinking game for kids on a long car ride? asking for a friend",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The 17th century gentleman says words in order aren't understanding. But when I learned French at school I also just repeated words in order for years. When did I start understanding?",
    issue: 'understanding',
    also: ['learning'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Are there problems no machine could ever solve, even in principle? And could a human solve them instead?',
    issue: 'limits',
    form: 'plain',
  },
  {
    text: "question for the bletchley park guy: a thermostat 'wants' the room warm. is that thinking? where's the line",
    issue: 'thinking',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "Descartes, what's your actual test? Give me one question a machine could never answer the way a person would.",
    issue: 'limits',
    also: ['other-minds'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'How did the first living cells appear on Earth?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If AI becomes much smarter than us, will we even be able to tell whether it's conscious, Descartes?",
    issue: 'other-minds',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Do self-driving cars 'decide' who to hit in a crash, or are they just following rules someone wrote?",
    issue: 'free-will',
    form: 'paraphrase',
  },
  {
    text: "the moderator's voice is really quiet, can you turn it up?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'anyone know if the debates are recorded? I want to show my class tomorrow',
    issue: null,
    form: 'off-topic',
  },
];
