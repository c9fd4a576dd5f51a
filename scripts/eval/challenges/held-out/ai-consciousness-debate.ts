// Held-out evaluation challenges for The Machine Mind (Descartes against Alan Turing). Written blind from the
// debate's title, question and the two names only, before the engine saw them; never used for tuning. Issue
// labels are added afterwards, from the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const aiConsciousnessDebateHeldOut: readonly EvalChallenge[] = [
  {
    text: "Can a computer actually think, or does it just look like it's thinking?",
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'When ChatGPT writes me a poem about my dog, is anything going on inside it, or is it just shuffling words around?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'If a machine tells you it feels pain, should we believe it?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'My little sister says goodnight to Alexa every night and is sure it likes her back. Is she wrong?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: "What's the actual difference between a mind and a really good computer program?",
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: "Could a robot ever be conscious the way I'm conscious right now?",
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: "If I chatted online for an hour with something and couldn't tell it wasn't a person, does that mean it was thinking?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Is thinking just a kind of calculating, only done by meat instead of silicon?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Suppose scientists copied every neuron in my brain into a computer. Would the copy be aware of anything, and would it be me?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Does something need a body to have a mind?', issue: 'unlabelled', form: 'plain' },
  {
    text: "How could we ever prove that anyone besides ourselves is conscious, whether it's a human or a machine?",
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: "My phone's keyboard guesses my next word before I type it. Does it understand me even a little, or not at all?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Can something that only follows rules ever be creative or come up with a truly new idea?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'If an AI begged you not to switch it off, would turning it off be anything like killing someone?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: "Do animals think, and if they do, why couldn't a machine?", issue: 'unlabelled', form: 'plain' },
  {
    text: 'Would a machine that really thinks deserve the same rights as a person?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: "A chess engine beats every grandmaster but has no idea it's even playing chess, so is that intelligence or not?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Is being able to hold a conversation the real sign of a mind, or can you talk without thinking?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'I asked a chatbot if it ever gets lonely and it said yes kind of and honestly that freaked me out a bit so is it lying or what?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Can a computer ever make a mistake the way a person does, or can it only malfunction?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: "When my friend's self-driving car swerved to miss a kid on a bike, did the car decide anything, or did the code just run?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Are we humans ourselves just very complicated machines?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'Descartes, if a robot could answer any question you put to it, why would you still say it has no soul?',
    issue: 'unlabelled',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: "Turing, isn't fooling people in a chat just proof that a machine is a good liar, not that it thinks?",
    issue: 'unlabelled',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'What would Descartes say about my smart speaker that talks back to me?',
    issue: 'unlabelled',
    addresses: 'descartes',
    form: 'named',
  },
  {
    text: 'Alan Turing, do you think computers will one day have real feelings, or only act like they do?',
    issue: 'unlabelled',
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'To the guy who said I think therefore I am: can a laptop say that too?',
    issue: 'unlabelled',
    addresses: 'descartes',
    form: 'epithet',
  },
  {
    text: 'For the codebreaker from Bletchley Park: does solving a puzzle make a machine clever?',
    issue: 'unlabelled',
    addresses: 'turing',
    form: 'epithet',
  },
  {
    text: 'Question for the French philosopher who doubted everything: could you ever doubt that a computer has a mind?',
    issue: 'unlabelled',
    addresses: 'descartes',
    form: 'epithet',
  },
  { text: "What's the best way to get rid of fruit flies in my kitchen?", issue: null, form: 'off-topic' },
  { text: 'How many miles is a half marathon?', issue: null, form: 'off-topic' },
  {
    text: 'Can you recommend a cheap laptop for college that can handle video editing?',
    issue: null,
    form: 'off-topic',
  },
];
