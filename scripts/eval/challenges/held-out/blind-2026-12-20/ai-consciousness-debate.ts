// The blind set of 2026-12-20 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Does ChatGPT understand anything it says?',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: "I talk to an AI chatbot most nights because I'm lonely. It remembers my dog's name and asks how my day went. Is there anyone there, or am I talking to a very polished mirror?",
    issue: 'consciousness',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: "Turing, if a machine passes your test by pretending to be human, isn't that just proof it's a good liar?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'my laptop keeps freezing whenever i open this app, is that a known thing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Descartes, you said animals are machines too. Does that mean my dog doesn't actually feel anything?",
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'what about the chinese room thing, the guy following rules without knowing any chinese',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Can something think without a body?',
    issue: 'mind-body',
    form: 'plain',
  },
  {
    text: 'So you admit, Alan, that passing the test only shows it fools us, not that it thinks?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'A Google engineer got fired for saying their chatbot was sentient. Was he crazy, or just early?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  {
    text: "If a machine can't feel pain, does it matter if we switch it off?",
    issue: 'future',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'Was the Treaty of Versailles really the main cause of the Second World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so like if my brain is just neurons firing why isnt it a machine too',
    issue: 'brain',
    form: 'plain',
  },
  {
    text: 'Question for the codebreaker: did beating Enigma make you think machines could out-think people?',
    issue: 'limits',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: "I'm a translator and half my work now goes through machine translation. Honestly the output is often perfect. So does the software know French, or only I do?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Could an AI ever be truly creative, or is it just remixing what we fed it?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: "that's just behaviourism, judging a mind from the outside",
    issue: 'imitation-game',
    also: ['other-minds'],
    form: 'plain',
  },
  {
    text: 'To the French guy who doubted everything: how do you know other PEOPLE think, and not just the machine?',
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "brb dinner's ready",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Monsieur Descartes, what would it take for you to admit a machine has a soul?',
    issue: 'thinking',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'If we copied every neuron of my brain into a computer, would the copy be me?',
    issue: 'brain',
    form: 'paraphrase',
  },
  {
    text: "Should an AI that says it's suffering get rights?",
    issue: 'future',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: "My kid says thank you to Alexa and gets upset when I'm rude to it. Should I tell her it's just a machine? I'm honestly not sure what the answer is myself.",
    issue: 'thinking',
    also: ['future'],
    form: 'paraphrase',
  },
  {
    text: 'come on, a calculator isnt thinking, why would a bigger calculator be',
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'Lady Lovelace said machines can only do what we tell them to. Was she wrong, Turing?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Is it ever morally acceptable to lie to protect a friend?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Do these AIs make stuff up because they don't understand, or do humans do exactly the same thing?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Can a machine have feelings or only act like it does?',
    issue: 'consciousness',
    form: 'plain',
  },
  {
    text: 'i mean theyre building robots that look human now, the creepy ones, at what point do we stop saying it',
    issue: 'imitation-game',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: "But what about meaning? Putting the right words in the right order isn't the same as knowing what they mean, Turing.",
    issue: 'understanding',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Decartes you would have hated the 21st century wouldnt you',
    issue: 'future',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "I manage a call centre and customers can't tell our voice bot from real staff anymore. Some even thank it and ask its name. Does that mean it's doing something like thinking, or are we just easy to fool?",
    issue: 'imitation-game',
    form: 'paraphrase',
  },
  {
    text: 'is this app free or do i need a subscription',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Mind-Body, where does consciousness come from if not from the brain?',
    issue: 'mind-body',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Is beauty objective, or is it really in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Alan Turing, your own country punished you for who you loved. Does that history say something about who we're willing to call a mind?",
    issue: 'other-minds',
    also: ['future'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'What actually killed the dinosaurs, the asteroid or the volcanoes?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If thinking is just computation, is the weather thinking too?',
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'A self-driving car has to brake or swerve. Is that a decision or a calculation, and is there even a difference?',
    issue: 'free-will',
    form: 'paraphrase',
  },
  {
    text: "how do i turn the moderator's volume down",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'An octopus thinks partly with its arms, which work half on their own. Does a mind need one central soul, or just lots of parts doing stuff together?',
    issue: 'mind-body',
    also: ['animals'],
    form: 'paraphrase',
  },
];
