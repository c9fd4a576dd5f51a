// The blind set of 2027-01-06 for The Machine Mind (Descartes against Alan Turing): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessBlind: readonly EvalChallenge[] = [
  {
    text: 'Can something that only predicts the next word be said to think?',
    issue: 'thinking',
    also: ['understanding'],
    form: 'plain',
  },
  {
    text: 'Last night I spent two hours talking to ChatGPT about my breakup, and honestly it was kinder than my friends. Was anyone there listening to me, or was I talking to a very good mirror?',
    issue: 'consciousness',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: "Turing, has your test already been passed? Because I can't always tell bots from people online anymore.",
    issue: 'imitation-game',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'my washing machine has started beeping at 3am for no reason, any idea what that means',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'descartes what would you say about a robot that cries when you hit it',
    issue: 'consciousness',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "If a computer says it's conscious, how could we ever prove it wrong?",
    issue: 'other-minds',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'Is a dog more of a thinker than a chatbot?',
    issue: 'animals',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'Mr Codebreaker, you cracked Enigma with machines. Did any of those machines ever seem to understand what they were doing?',
    issue: 'understanding',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'ok so in that chinese room thing, the guy doesnt understand chinese but the room answers fine. doesnt that kill the turing test',
    issue: 'imitation-game',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: 'What actually causes inflation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Ren\u00e9, you call the body a machine. So aren't we just machines with a ghost added? Why can't a machine get one?",
    issue: 'mind-body',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'A Google engineer got fired after claiming their chatbot was sentient. Was he naive, or just early?',
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  {
    text: 'the frenchman keeps saying understanding. what does that even mean, if not giving the right answer?',
    issue: 'understanding',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'Should an AI that might be conscious have rights? Could switching it off be murder?',
    issue: 'future',
    form: 'plain',
  },
  {
    text: 'Alan, can a machine ever do something truly new, or only what it was programmed to do?',
    issue: 'originality',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'haha sorry my toddler just grabbed the phone, what did I miss',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My dad has dementia and I've been thinking about an app that clones his voice and personality from his old messages so my kids can 'talk' to him later. Would that be him in any sense?",
    issue: 'brain',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: "If an AI types 'I think, therefore I am', is it lying, Descartes?",
    issue: 'understanding',
    also: ['consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "So you admit the brain is just a physical organ. Then what's stopping silicon from doing the same job?",
    issue: 'brain',
    also: ['mind-body'],
    form: 'plain',
  },
  {
    text: 'Is thinking the same thing as being conscious?',
    issue: 'thinking',
    also: ['consciousness'],
    form: 'plain',
  },
  {
    text: 'Is there such a thing as objective moral truth, or is it all culture?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The man who broke Enigma: your own government treated you like a faulty machine for being gay. Does that history change how you think about who gets counted as a mind?',
    issue: 'other-minds',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Deep Blue beat Kasparov at chess. Did it think about chess, or just compute?',
    issue: 'thinking',
    also: ['understanding'],
    form: 'paraphrase',
  },
  {
    text: "that's just behaviorism with extra steps",
    issue: 'imitation-game',
    also: ['other-minds'],
    form: 'plain',
  },
  {
    text: 'Can a machine feel pain, or only report it, Mr Turing?',
    issue: 'consciousness',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'what time is it in tokyo rn, my cousin keeps calling',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Decartes, you say animals are automatons. My cat disagrees every morning at 5am. What about her?',
    issue: 'animals',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Kids learn language by imitating adults. AI learns by imitating text. What's the real difference, Turing?",
    issue: 'learning',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'If we replaced a human brain with chips one neuron at a time, would the end result be a person or a puppet?',
    issue: 'brain',
    also: ['mind-body'],
    form: 'paraphrase',
  },
  {
    text: "Why does it matter whether the machine 'really' thinks if it diagnoses my cancer correctly?",
    issue: 'thinking',
    form: 'paraphrase',
  },
  {
    text: 'How did life on Earth first begin?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My students hand in essays written by AI. The essays are better than theirs. Who did the thinking there?',
    issue: 'thinking',
    also: ['originality'],
    form: 'paraphrase',
  },
  {
    text: "Mr Doubt Everything, couldn't an evil genius be tricking you into believing other humans are conscious too?",
    issue: 'other-minds',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'chatbots make stuff up all the time with total confidence. isnt that proof they dont know anything',
    issue: 'understanding',
    form: 'paraphrase',
  },
  {
    text: 'Turing, what about a machine with a body, walking around, learning by touching things? Does it need a body to think?',
    issue: 'mind-body',
    also: ['learning'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "can I switch the moderator to a male voice? she's a bit fast for me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can God put a soul into a machine if He wants to?',
    issue: 'mind-body',
    also: ['thinking'],
    form: 'plain',
  },
  {
    text: 'Why did the Roman Republic turn into an empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But Alan Turing, what about G\u00f6del? Aren't there truths a machine can't prove that a human can still see?",
    issue: 'limits',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: "My friend's therapy chatbot told her to stop taking her meds. Can something without a mind be held responsible, or is it the company?",
    issue: 'free-will',
    also: ['future'],
    form: 'paraphrase',
  },
];
