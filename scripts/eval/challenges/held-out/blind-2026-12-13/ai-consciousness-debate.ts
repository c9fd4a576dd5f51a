// The blind set of 2026-12-13 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 81). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  { text: 'Can a computer actually think or does it just look like it?', issue: 'thinking', form: 'plain' },
  {
    text: 'Turing, ChatGPT already passes your test for most people. Does that mean it thinks, or did your test just turn out too easy?',
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'descartes would you say my dog is just a machine too? because she definitely sulks when i leave',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "can you make the voices talk a bit slower, i'm not a native speaker",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My mum talks to Alexa like it's a person and says thank you to it. Is she being silly, or is there a chance something is listening?",
    issue: 'consciousness',
    also: ['thinking'],
    form: 'paraphrase',
  },
  {
    text: "What's the difference between thinking and just calculating really fast?",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: "So the codebreaker thinks if it walks like a duck and quacks like a duck... but a parrot can say 'I love you' too.",
    issue: 'imitation-game',
    also: ['understanding'],
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'René, where exactly would a soul plug into a circuit board? Is there a pineal gland for silicon?',
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "ok but wait, aren't you two literally AIs right now? are YOU thinking when you answer me",
    issue: 'thinking',
    form: 'plain',
  },
  {
    text: 'A Google engineer got fired for saying their chatbot was sentient. Was he crazy, or just early?',
    issue: 'consciousness',
    form: 'paraphrase',
  },
  { text: 'Is it ever right to break a law you think is unjust?', issue: null, form: 'off-topic' },
  {
    text: "If a machine says it's in pain, do we have to believe it?",
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'plain',
  },
  {
    text: 'Alan, Lady Lovelace said a machine can only do what we tell it. Did you ever really answer her?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'i work in customer support and half my job is now correcting the bot. it sounds confident and understands nothing. so descartes wins?',
    issue: 'understanding',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Could we rebuild a brain neuron by neuron on a computer, and would that copy be conscious?',
    issue: 'brain',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: "Deep Blue beat Kasparov but didn't enjoy winning. Does thinking require enjoying it?",
    issue: 'consciousness',
    also: ['thinking'],
    form: 'paraphrase',
  },
  { text: 'lol sorry my cat just walked across the keyboard', issue: null, form: 'off-topic' },
  {
    text: "Mr Cogito, how do you know *I* think? You can't see my soul either, you just see me talking.",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'epithet',
  },
  { text: 'If an AI truly thinks, is switching it off killing it?', issue: 'future', form: 'plain' },
  {
    text: 'the french guy seems to think humans are special by default. isnt that just species pride',
    issue: 'limits',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: "My son's best friend is an app. He tells it everything and it always answers kindly. Should I be worried that he thinks it understands him?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Does understanding a language need a body? Hands, hunger, a childhood?',
    issue: 'understanding',
    also: ['learning'],
    form: 'plain',
  },
  { text: 'Why is there something rather than nothing?', issue: null, form: 'off-topic' },
  {
    text: "Turing, you were prosecuted by the country you helped save. Does that history make you more generous toward minds that don't look like the usual ones?",
    issue: 'other-minds',
    also: ['future'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "come on Descartes, your whole argument is 'i can't imagine a machine doing it'. that's a failure of imagination, not proof",
    issue: 'thinking',
    also: ['limits'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Searle's Chinese room: the guy shuffles symbols and understands nothing. What's your reply, Mr Turing?",
    issue: 'understanding',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'Can a machine be creative, or does it just remix what we fed it?',
    issue: 'originality',
    form: 'plain',
  },
  {
    text: 'Question for the dualist: is an octopus thinking? And if yes, why not a robot?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'my laptop fan sounds like a jet engine, any idea how to fix that?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit, Decartes, that a machine could in principle talk well enough to fool you? Then your test is just 'I'll know it when I see it.'",
    issue: 'imitation-game',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "If brains are just chemistry following rules, aren't we machines too?",
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: "the enigma guy vs the 'i think therefore i am' guy, who's winning so far honestly",
    issue: 'thinking',
    form: 'plain',
  },
  { text: 'Should an AI that thinks get rights? A vote, wages, a lawyer?', issue: 'future', form: 'plain' },
  { text: 'Is capitalism compatible with real democracy?', issue: null, form: 'off-topic' },
  {
    text: 'What would convince Descartes? Like literally, what would a machine have to do?',
    issue: 'other-minds',
    also: ['thinking'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "I'm a translator and the software is now better than me on some texts. Does it understand the poems it translates, or am I the only one who does?",
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'How did the printing press change politics in early modern Europe?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'what time does this debate end? i have a bus at nine', issue: null, form: 'off-topic' },
  {
    text: "If a machine could doubt its own existence, wouldn't it exist by your own logic, Descartes?",
    issue: 'thinking',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Self-driving cars make split-second decisions. Is that thinking, or just a very long flowchart?',
    issue: 'thinking',
    form: 'paraphrase',
  },
];
