// A second held-out set for The Morality Clash (Socrates against Nietzsche), written blind (from the debate's title,
// question, card text and names) by a helper and labelled by another from the issue list alone, on 2026-11-29, after
// the first held-out set had been measured for many stops. Never read for tuning: eval:debate prints its figures,
// never its misses. Whoever reads it to change the knowledge spends it (move it into the debate's asked-blind.ts and have a
// fresh one written).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityDebateSecond: readonly EvalChallenge[] = [
  {
    text: 'If every culture has different rules, how can anything be truly good?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Did humans invent morality just so we could live together without killing each other?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'My grandfather refused to inform on his neighbors under a dictatorship and went to prison. Was he foolish, or is that what real goodness looks like?',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'Is it wrong to eat animals, or is that just something some people decided recently?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'In Squid Game people betray their friends for money. Does goodness still exist when you are desperate enough?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Without God, is there anything left that makes cruelty wrong?',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'People used to think slavery was fine. Does that mean we got better at morality, or just changed our minds?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Are some things wrong everywhere and always, like torturing a child for fun?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Walter White in Breaking Bad said he did it for himself and felt alive. Was he more honest than the rest of us?',
    issue: 'truth-honesty',
    also: ['strength-power'],
    form: 'paraphrase',
  },
  {
    text: 'Is morality something we discover, like gravity, or something we make up, like the rules of chess?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'My coworker takes credit for everything and keeps getting promoted. Why should I keep playing fair?',
    issue: 'justice',
    form: 'paraphrase',
  },
  { text: 'Is being good the same thing as being nice?', issue: 'pity', form: 'plain' }, // weak fit
  {
    text: 'Monkeys share food and get angry at unfairness. Does that prove morality is built into nature?',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  { text: 'Who gets to decide what counts as good, and why them?', issue: 'goodness-real', form: 'plain' },
  {
    text: 'Everyone online posts about caring for causes. Is most virtue just showing off?',
    issue: 'goodness-real',
    form: 'paraphrase',
  }, // weak fit
  {
    text: 'Does guilt tell us something true, or is it just training from our parents?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'In the news, a company fired its ethics team to move faster. Does a business even need morality to succeed?',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'Are humility and meekness real virtues, or a trick to keep ambitious people down?',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'If an AI is programmed to be ethical, whose idea of good is it actually following?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: 'Can a person be truly happy without being good?', issue: 'good-life', form: 'plain' },
  {
    text: 'Billionaires say their ambition creates jobs for everyone. Is an endless hunger for power and success actually a bad thing?',
    issue: 'strength-power',
    form: 'paraphrase',
  },
  {
    text: 'Is revenge ever the right thing, or just what hurt people call justice?',
    issue: 'justice',
    form: 'plain',
  },
  {
    text: 'Soldiers on both sides of a war believe they are the good guys. Can both be right?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'My kid asked why hitting is wrong, and all I could say was because I said so. Is there a better answer?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Socrates, you chose to drink poison rather than run away. Was any principle really worth your life?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'If nobody does wrong on purpose, Socrates, how do you explain people who cheat knowing exactly what they are doing?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'How can you claim goodness is real when you admit you know nothing, Socrates?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Would you say, Socrates, that a good person can never really be harmed by a bad one?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Socrates, what would you tell a teenager who thinks morals are just rules adults made up to control them?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Nietzsche, if there are no real values, why should anyone listen to yours?',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is pity really a weakness, Nietzsche, or did you just never need anyone?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'What stops your philosophy from justifying bullies and dictators, Nietzsche?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'When you say God is dead, Nietzsche, do you mean morality died along with him?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Raskolnikov in Crime and Punishment thought extraordinary men had the right to kill. Did he get it right, Nietzsche?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Hey Gadfly, why do you think caring for your soul matters more than money or fame?',
    issue: 'good-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Question for the barefoot questioner of Athens: can virtue actually be taught, or are people just born good or bad?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'To the guy with the giant mustache and the superman idea: if we smash the old morality, what replaces it?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Hammer, if morality was invented by the weak, how did the weak end up winning?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  { text: 'Sorry, how do I turn the volume up on this thing?', issue: null, form: 'off-topic' },
  { text: 'What year did the Titanic sink?', issue: null, form: 'off-topic' },
];
