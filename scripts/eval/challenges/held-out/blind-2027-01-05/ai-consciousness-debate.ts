// The blind set of 2027-01-05 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can ChatGPT actually understand anything or is it just autocomplete on steroids?',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Descartes, you thought dogs were basically clocks that yelp. Do you still think that, knowing what we know about animal brains now?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'ok so if my brain is just neurons firing and a computer is just transistors firing whats the actual difference',
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: "Turing, your test only checks whether a machine can fool people. Fooling people isn't thinking. Con artists do it all the time.",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'is there a way to slow down the voices a bit, they talk really fast',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "A few years ago a Google engineer said the company's chatbot was sentient and got fired for it. Was he crazy, or was he just the first one to notice?",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'The French guy said the soul talks to the body through some gland in the brain. Seriously, which one and how?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Does a machine need a body to think?',
    issue: 'mind-body',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'I think therefore I am, sure, but how would a machine ever prove to you that it thinks, Rene?',
    issue: 'other-minds',
    also: ['imitation-game'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Why is the sky blue but sunsets are red?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If an AI someday says it's suffering, are we obligated to stop what we're doing to it?",
    issue: 'future',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: "My dad passed away and someone made a chatbot of him from his old emails. It talks like him, jokes like him. It's comforting but it feels wrong. Is anyone in there?",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: "Imagine a man in a room with a rulebook answering Chinese notes without knowing a word of Chinese. Mr Codebreaker, isn't that exactly what your machine does?",
    issue: 'understanding',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "but a machine can't feel, like, pain, right? or love? so how can it be thinking",
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: "so you admit you can't even prove other humans think, Descartes. then why pick on the machines",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'my washing machine keeps beeping, one sec',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is creativity proof of a mind? Because AI can write poems and paint now.',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: 'Alan what would you think of the machines we have today if you saw them',
    issue: 'thinking',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Ada Lovelace said a machine can only do what we tell it to do. Has that been disproven, Touring?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'My students use AI to write their essays and the essays are fine. Honestly sometimes better than theirs. If the writing shows understanding, who is the one who understands it?',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'A thinking machine and a conscious machine: are those the same thing or two different questions?',
    issue: 'consciousness',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'Was the Treaty of Versailles the main cause of World War II?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the codebreaker got treated horribly by britain after the war. does that history make you suspicious of who gets to decide what counts as a real mind?',
    issue: 'other-minds',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Could an evil demon trick a computer the way you said it could trick you, Mr Cogito?',
    issue: 'thinking',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'If we scanned every neuron of my brain and ran it on a computer, would that copy be me?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: "That's just human chauvinism. You decided only things with a soul count, Descartes.",
    issue: 'mind-body',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'should robots have rights one day',
    issue: 'future',
    form: 'plain',
  },
  {
    text: "good evening everyone, greetings from Montreal, it's snowing like crazy here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My 5-year-old says thank you to Alexa and worries she'll be sad if we unplug her. Should I correct her?",
    issue: 'consciousness',
    also: ['future'],
    form: 'paraphrase',
  },
  {
    text: 'An octopus can unscrew a jar from the inside, Monsieur Descartes. Still just a machine?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'How do we know the universe is expanding?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is there anything a human can do that a computer in principle never could?',
    issue: 'limits',
    form: 'plain',
  },
  {
    text: 'Turing, you broke Enigma with a machine. Did the bombe think, or did the people running it?',
    issue: 'thinking',
    also: ['originality'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Why does it matter whether the machine really thinks if it does the job?',
    issue: 'thinking',
    also: ['imitation-game'],
    form: 'plain',
  },
  {
    text: 'what if consciousness is just an illusion and neither we nor the machines really think in your sense',
    issue: 'consciousness',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'mr descartes in your time were there automatons that made you nervous? like the clockwork ones in the royal gardens',
    issue: 'future',
    also: ['limits'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'What does Kant mean by the categorical imperative?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'When a self-driving car decides to swerve, is it making a decision or just following math?',
    issue: 'free-will',
    form: 'paraphrase',
  },
  {
    text: "brb, need to grab my charger, phone's at 3%",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Dualist, if mind and body are two different stuffs, how would you even know whether a machine has the mind-stuff?',
    issue: 'other-minds',
    also: ['mind-body'],
    addresses: 'descartes',
    form: 'epithet',
  },
];
