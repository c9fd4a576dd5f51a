// The blind set of 2026-12-19 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'are right and wrong actually out there somewhere or do we just make them up as we go?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "socrates what even is 'good' tho, you never actually answer your own questions",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My daughter asked me why it's wrong to steal if nobody ever finds out. I said 'because it just is' and she rolled her eyes. What should I have told her?",
    issue: 'justice',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'Nietzsche, if God is dead, why do atheists still act like Christians about charity and equality?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "is anyone else's audio cutting out or just me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If every culture has different rules, doesn't that prove morality is invented?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'ok so like if morals are made up then why does literally every society say murder is bad',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Question for the guy with the hammer: who exactly are these 'timid' people who invented virtue? Priests? Peasants? Me?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'I work in compliance at a bank. Half my job is enforcing rules that protect the powerful, which makes me think Nietzsche had a point that morality is just a tool. But then I think of the pensioners who got scammed. Whose side am I really on?',
    issue: 'strength-power',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'Would you still be good if you had a ring that made you invisible, Socrates?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Socrates, you chose hemlock over escaping. Wasn't that just stubbornness dressed up as virtue?",
    issue: 'justice',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "what's a good dessert to bring to a dinner party, something not too sweet",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Frederick, you say the weak invented morality out of resentment. But isn't your whole philosophy resentment too? Against Christianity, against your mother, against Wagner?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Was abolishing slavery real moral progress, or did one set of values just beat another?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Evolutionary psychologists say we're kind because cooperation helped our ancestors survive. Does that make goodness invented, discovered, or neither?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'if nobody does wrong on purpose like socrates says then why do i KNOW eating the whole cake is bad and do it anyway lol',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Does God command things because they're good, or are they good because God commands them?",
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'The Nazis quoted Nietzsche constantly. Is it fair to blame him, or did his sister twist everything?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "So you admit there's no proof goodness exists, you just feel it really strongly?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Can someone explain how mRNA vaccines actually work?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My brother is vegan and says in a hundred years eating meat will look like slavery does now. If he turns out to be right, is he right today, or only then?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'to the old man in the toga: is asking questions forever actually a method or just a way to never commit to anything',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Would the \u00dcbermensch even care about this debate?',
    issue: 'goodness-real',
    also: ['examined-life'],
    form: 'plain',
  },
  {
    text: 'If a psychopath feels no guilt at all, is he missing something real, like a colour-blind person missing red, or just missing a habit the rest of us picked up?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Nietzche isnt your 'master morality' just being a jerk with extra steps",
    issue: 'strength-power',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Thrasymachus said justice is whatever serves the stronger. Nietzsche, isn't that basically your view with better prose?",
    issue: 'strength-power',
    also: ['justice'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "brb, someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "We're training AI to be 'aligned with human values'. Which values though? If goodness is invented, whose invention are we coding in?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "come on, Socrates, you can't seriously believe a bad person is just ignorant. some people know exactly what they're doing",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "What would you say to someone who just doesn't care about being good?",
    issue: 'justice',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: 'Is all the talk about human rights just Christianity without God, like the guy with the moustache says?',
    issue: 'religion-morality',
    also: ['equality'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "How do we know our senses aren't deceiving us about the outside world?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I lied on my CV to get my current job and honestly I'm better at it than the guy who would have got it. Did I do something wrong, or just break a rule that comfortable people made up?",
    issue: 'goodness-real',
    also: ['truth-honesty'],
    form: 'paraphrase',
  },
  {
    text: "Mr Hammer, what does it actually look like to 'revalue all values' on a Tuesday morning when you still have to go to work?",
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'If morality is invented, can we invent a better one? And who gets to decide what better means?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: "what time does this debate finish, I've got a train at six",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Greek guy says virtue is knowledge. Then why are so many philosophy professors such awful people?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'If I had to relive my exact life forever, eternal recurrence style, would that make me act better or just differently?',
    issue: 'good-life',
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'good evening from Brazil! loving this app so far',
    issue: null,
    form: 'off-topic',
  },
];
