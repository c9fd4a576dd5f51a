// The blind set of 2026-12-26 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can a computer actually understand what it says, or is it just guessing the next word?',
    issue: 'understanding',
    form: 'plain',
  },
  {
    text: "ok so i've been talking to chatgpt every night for like three months and honstly it gets me better than my ex did. is there someone in there or am i just lonely",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'Descartes, you said animals are machines. So when my dog yelps after I step on her paw, is it really not in pain?',
    issue: 'animals',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Mr Turing, if a machine passes your test by lying cleverly, hasn't it just proved it's a good liar rather than a thinker?",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'is this app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What would even count as proof that a machine has qualia, that it actually experiences red instead of just labelling it?',
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'My job is writing product descriptions and the company replaced half of us with an AI last month. It writes fine. Does it matter whether it thinks, if it does my job anyway?',
    issue: 'thinking',
    also: ['future'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the codebreaker: would you still stand by your imitation game today, now that chatbots fool people every single day?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'come on decartes, the pineal gland? you really think the soul plugs into the brain through one little gland',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'If scientists simulated every neuron of my brain on a computer, one by one, would that copy be me, or just something that acts like me?',
    issue: 'brain',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: "Isn't the brain just a wet computer anyway?",
    issue: 'brain',
    form: 'plain',
  },
  {
    text: 'Do black holes actually destroy information, or does it leak back out somehow?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit, Turing, that your test only measures how we react, not what's going on inside the machine?",
    issue: 'imitation-game',
    also: ['other-minds'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "What's the Chinese room argument, and does it beat Turing?",
    issue: 'understanding',
    also: ['imitation-game'],
    form: 'plain',
  },
  {
    text: "My grandmother has dementia and sometimes she answers on autopilot, polite phrases, no sign she understands the question. I'd never say she stopped being a person. Why hold a machine to a higher standard than her?",
    issue: 'understanding',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'Can something think without a body? Does it need to feel hunger or cold to really understand anything?',
    issue: 'mind-body',
    also: ['understanding'],
    form: 'plain',
  },
  {
    text: 'the french guy keeps saying machines cant use language flexibly but have you SEEN what these models do now',
    issue: 'limits',
    also: ['understanding'],
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "brb kettle's boiling",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If an AI says it's scared of being switched off, are we still allowed to switch it off?",
    issue: 'future',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: "Rene, I think therefore I am, fine. But how do you know anyone ELSE thinks? You can't see into my mind either.",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Lady Lovelace said a machine can only ever do what we order it to do. What does the Enigma guy say to that?',
    issue: 'originality',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'At work the AI writes code none of us can follow, and sometimes it finds bugs we all missed. Where does just following instructions end and thinking begin?',
    issue: 'originality',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: "does a calculator think? serious question. where's the line",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: "Is it ever right to lie to protect a friend's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Turing, they prosecuted you for who you loved and then forgot you for decades. Would a society like that ever admit a machine has a mind?',
    issue: 'future',
    also: ['other-minds'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "That's just dualism with extra steps, isn't it, Monsieur Descartes? Why does a mind need a ghost inside it?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Can a machine be creative, or is it only remixing what people already made?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: "A self-driving car decides to swerve and someone dies. Who's to blame, the machine or the people who built it?",
    issue: 'free-will',
    also: ['future'],
    form: 'paraphrase',
  },
  {
    text: "My little boy says thank you to the smart speaker every time it answers him. Should I tell him it's not a someone, or am I the one who's wrong?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'paraphrase',
  },
  {
    text: "my washing machine just beeped at me three times like it's judging me lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could a machine have free will, or only the illusion of it? And do we have anything more than that ourselves, Turing?',
    issue: 'free-will',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'to the dualist: where exactly does the soul go when someone is under general anaesthesia',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'How would we know if an AI became conscious tomorrow? Would it even tell us?',
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: "Descartes, couldn't a program run your method of doubt too? If it doubts, does it exist?",
    issue: 'thinking',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'What actually caused the fall of the Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Chatbots make things up and sound sure of themselves. People do that too. Is a hallucinating machine any less of a thinker than my uncle at Christmas?',
    issue: 'thinking',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'but what about octopuses? totally different brain, clearly smart. if a mind can live in that why not in silicon',
    issue: 'thinking',
    also: ['animals'],
    form: 'paraphrase',
  },
  {
    text: 'Should an AI that might be conscious get rights, like not being deleted?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: "can i change the moderator's voice, it talks a bit fast for me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Alan, does a chess engine that beats every grandmaster think about chess, or just calculate? Is there a difference?',
    issue: 'thinking',
    also: ['understanding'],
    addresses: 'turing',
    form: 'named',
  },
];
