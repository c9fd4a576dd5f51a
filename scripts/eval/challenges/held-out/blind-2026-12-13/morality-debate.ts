// The blind set of 2026-12-13 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 81). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is being good actually a real thing or did people just make it up?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'ok so socrates like if nobody does wrong on purpose how do you explain my ex',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My grandmother says the Ten Commandments are the only reason we don't kill each other. If there's no God, is murder only wrong because we all happened to agree on it?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: "Nietzsche, you say morality was invented by the weak. But the 'weak' are the ones who ended slavery. Was that just resentment too?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: "can i change the moderator's voice? it sounds kind of robotic", issue: null, form: 'off-topic' },
  {
    text: 'Why did Socrates drink the poison instead of escaping when his friends offered?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'The Hammer guy keeps going on about old habits. Which habits exactly? Name one.',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "I work in HR and every company has a 'values statement' that nobody follows. Is that all goodness ever is, a poster in the break room?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'if every culture disagrees about right and wrong doesnt that kinda prove its made up',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "But some things every culture agrees on, like you don't betray your friends. Doesn't that count for something, Friedrich?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is mathematics discovered or invented? Would 2+2 still be 4 if there were no humans around?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Socrates, you always want us to define our words first. Fine. What do YOU mean by good?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Is something good because God commands it, or does God command it because it's good?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "Chimps share food and punish cheaters. Doesn't that mean morality evolved, rather than being invented or discovered?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: "Mr Gadfly, isn't it a bit annoying to answer every question with another question?",
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "What would Nietzsche make of someone who's kind for no reason at all? My neighbour brings soup to everyone on our street when they're sick and never wants anything back.",
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Can a machine ever really be conscious, or is it only ever imitating us?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'brb my pasta is boiling over', issue: null, form: 'off-topic' },
  {
    text: 'The Nazis loved quoting Nietzsche. How do you defend a philosophy that tells the strong to make their own values when that is exactly what they did?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'neetchee what does ubermensch mean in normal words',
    issue: 'religion-morality',
    also: ['good-life'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "If you had a ring that made you invisible, would anybody still be good? Honestly I don't think I would be.",
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'Is it better to suffer injustice than to commit it? Sounds like something a loser would say, no offense Socrates.',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Everyone's trying to make AI 'aligned with human values'. Whose values though? If goodness is invented, aren't we just programming in our own prejudices?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: "that's just relativism with extra steps", issue: 'goodness-real', form: 'plain' },
  {
    text: "My teenage son says nothing is really right or wrong, it's all just opinion. How do I argue with him without sounding like a boomer?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Come on, Nietzsche, you were sick and lonely most of your life. Isn't the whole 'master morality' thing a fantasy from a guy who couldn't stand people?",
    issue: 'strength-power',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Does the man from Athens really think a psychopath just lacks knowledge? That seems way too generous.',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'If goodness is invented, why do I feel guilty when I lie even when nobody will ever find out?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'anyone know a hardware store open on sundays? need to return a hammer lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the unexamined life isnt worth living... isnt that kind of elitist? most ppl are too busy working two jobs to examine anything',
    issue: 'examined-life',
    form: 'plain',
  },
  {
    text: 'What is ressentiment and do I have it? Serious question, I get really bitter whenever a coworker gets promoted.',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'so you admit, philosopher with the hammer, that if God is dead then anything goes?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Human rights were written down in 1948 by a committee. Does that make them invented? And if so, why should a dictator care?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'What actually brought down the Roman Republic, Caesar himself or was it already broken before him?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Would you die for something you believe is good even if you couldn't prove it was, Socrates?",
    issue: 'goodness-real',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Cancel culture feels like a mob rewriting morals every week. Is that the slave revolt the German philosopher warned about or something else entirely?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'is it wrong to lie to a murderer who asks where your friend is hiding',
    issue: 'truth-honesty',
    form: 'plain',
  },
  { text: 'Why is there more matter than antimatter in the universe?', issue: null, form: 'off-topic' },
  {
    text: "what's the weather like in athens next week, thinking of booking a trip",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Nietzsche, if you had to live your exact life over and over forever, would you still be happy with the values you chose?',
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'named',
  },
];
