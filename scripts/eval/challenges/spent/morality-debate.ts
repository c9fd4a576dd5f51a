// Challenges for The Morality Clash (Socrates against Nietzsche), written blind (from the debate's title, question,
// card text and names) by a helper and labelled by another from the issue list alone, on 2026-11-29. Measured once
// on the knowledge as it stood (on topic 22 of 40 typed, against 83 % on the held-out set), then spent on tuning:
// eval:debate counts them with the tuned-on set.
import type { EvalChallenge } from '../../challenge-set';

export const moralityDebateSpent: readonly EvalChallenge[] = [
  {
    text: 'If everyone on Earth disappeared, would kindness still be good?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Did humans discover right and wrong, or just make it up as we went along?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'Is there anything actually worth dying for, or is that just a story we tell soldiers?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Why do almost all cultures agree murder is wrong if morality is invented?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'Is being humble a real virtue or just a way to keep ambitious people down?',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'If we build an AI to be good, whose idea of good are we supposed to give it?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'If morality is just made up, why do I feel so guilty when I hurt someone?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  { text: 'Is pity a good thing or does it just keep people weak?', issue: 'pity', form: 'plain' },
  { text: 'Does anyone do wrong on purpose, knowing it is wrong?', issue: 'virtue-knowledge', form: 'plain' },
  {
    text: 'Is morality just evolution making us cooperate so we survive?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Without God, does goodness have any foundation at all?',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'Can goodness be taught, or are some people just born decent?',
    issue: 'virtue-knowledge',
    form: 'plain',
  },
  {
    text: "My four-year-old brother yells 'not fair!' when his slice is smaller. Who taught him fairness?",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: "If I found a ring that made me invisible, like in Lord of the Rings, why shouldn't I just take what I want?",
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'Walter White said he did it because he was good at it and felt alive. Was he more honest than most moral people?',
    issue: 'truth-honesty',
    form: 'paraphrase',
  },
  {
    text: 'People once thought slavery was perfectly acceptable. Are we actually better now, or do we just have different fashions?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'A guy at my gym says kindness is for losers and winners take what they want. Is he onto something?',
    issue: 'strength-power',
    form: 'paraphrase',
  },
  {
    text: "My boss takes credit for everyone's work and keeps getting promoted. Why should I stay honest when cheating clearly pays?",
    issue: 'justice',
    also: ['truth-honesty'],
    form: 'paraphrase',
  },
  {
    text: 'A whistleblower loses her career for exposing a cover-up. Was she foolish, or did she find something worth more than her job?',
    issue: 'truth-honesty',
    also: ['justice'],
    form: 'paraphrase',
  },
  {
    text: 'Thanos believed wiping out half of everyone was the right thing. How do we know he was wrong and not just outvoted?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'In some countries eating dogs is normal and in others it is horrifying. Does that mean right and wrong are just local customs?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'I returned a wallet full of cash and felt great. Was that goodness, or just me wanting to feel like a good person?',
    issue: 'good-life',
    form: 'paraphrase',
  }, // weak fit
  {
    text: 'Socrates, you chose to drink the poison instead of escaping. Was that brave or just stubborn?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'If knowing what is good makes us do good, then why do smart people cheat, Socrates?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'I have a question for Mr. Socrates: is it really better to suffer an injustice than to commit one?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "What would Socrates' examined life look like for someone working two jobs with no free time?",
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Honestly, Socrates, how can you claim to know nothing and still be so sure about what is good?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Nietzsche, if God is dead, why should anyone bother being nice?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is your superman idea, Nietzsche, just an excuse for bullies to feel special?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Professor Nietzsche, your sister cared for you when you were ill. Wasn't that the very compassion you mocked?",
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Nietzsche's slave morality thing sounds like a conspiracy theory. Where is the actual evidence that the weak invented it?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Would you actually want to live in a world run by your strong, bold types, Nietzsche?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'To the gadfly of Athens: do you ever worry you are just annoying people rather than helping them?',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'For the barefoot guy from Athens who never wrote anything down: how do you know goodness is real and not just a habit?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Hey, philosopher with the hammer, what exactly are you trying to smash?',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Question for the mustache guy who said God is dead: what replaces goodness once it is gone?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  { text: 'Can you recommend a good book for a long flight?', issue: null, form: 'off-topic' },
  { text: 'Is the café downstairs still open?', issue: null, form: 'off-topic' },
  { text: 'What year did the Eiffel Tower open?', issue: null, form: 'off-topic' },
  {
    text: 'Nietzsche, what is the best hiking trail in the Swiss Alps?',
    issue: null,
    addresses: 'nietzsche',
    form: 'off-topic',
  },
];
