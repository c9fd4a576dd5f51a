// The blind set of 2026-12-20 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Who gets to decide which opinions are too dangerous?',
    issue: 'who-decides',
    form: 'plain',
  },
  {
    text: "A colleague of mine got fired because of a joke he tweeted in 2011. He's apologised, he's changed. Mill, should one old tweet end a career?",
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'marcuse be real, if you get to silence the right, what stops them silencing you when they win',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Should Holocaust denial be illegal?',
    issue: 'silencing-falsehood',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'can you hear me? my mic keeps dropping out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Mill, do you still believe in the marketplace of ideas when the algorithm decides which ideas get shown?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "My university invited a speaker who says trans people are mentally ill. Students want to block the event. I'm torn: is protesting it censorship, or is it also speech?",
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: "isn't shouting down a speaker just free speech too",
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: "That's just a fancy way of saying 'I only tolerate people who agree with me,' Herbert.",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Question for the Critical Theorist: when a billionaire buys a social network, does he own the stadium now?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'To the Victorian liberal: what would you do about anti-vax posts during a pandemic that actually got people killed?',
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'If every brain event has a physical cause, can we still have free will?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is there a difference between being cancelled and just facing consequences?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "What about harm, Mill? Your own harm principle says we can stop people hurting others. Don't words hurt?",
    issue: 'harm-line',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'ok so like my uncle says the most insane stuff at christmas dinner. should i argue with him or just let it go',
    issue: 'hearing-opponents',
    form: 'paraphrase',
  },
  {
    text: 'Can a tolerant society tolerate people who want to end tolerance?',
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: 'Marcuse, what did you mean by repressive tolerance? It sounds like a contradiction.',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Schools in some US states are pulling books off library shelves. Is that the same thing as deplatforming, just from the other side?',
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'any tips for a sore throat, lost my voice screaming at the football last night',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Galileo got silenced and he was right. Doesn't history prove the English guy's point?",
    issue: 'silencing-falsehood',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'The Frankfurt School guy talks like the left owns no stadiums. What about universities and Hollywood?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Should anonymous accounts have the same right to speak as people using their real names?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'I moderate a Discord server with 5,000 people. If I ban someone for slurs, am I protecting the conversation or killing it?',
    issue: 'hate-speech',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'john stuart mill would u let a comedian say literally anything on stage',
    issue: 'hate-speech',
    also: ['harm-line'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Does everyone deserve a second chance after saying something awful?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "Big news channels get airtime, small activist groups get nothing. Is free speech real if you can't afford a microphone?",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    form: 'paraphrase',
  },
  {
    text: "Come on, Marcuse, your theory basically hands the censor's pen to whoever is sure they're on the right side of history.",
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'is there a way to mute the moderator? he keeps cutting in',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should statues of slave traders come down, or stay up with a plaque explaining them?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "But what about minorities who never got heard in the first place? Isn't 'let everyone speak' a bit late for them?",
    issue: 'repressive-tolerance',
    also: ['social-progress'],
    form: 'plain',
  },
  {
    text: 'Would either of you let AI moderate speech on social media?',
    issue: 'who-decides',
    form: 'paraphrase',
  },
  {
    text: 'Mill, how would you defend flat-earthers being taught alongside geography in schools? Or would you?',
    issue: 'silencing-falsehood',
    also: ['hearing-opponents'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Is it morally wrong to eat meat if we can live healthily without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so you admit some voices should lose the mic, marcuse? then say which ones',
    issue: 'who-decides',
    also: ['harm-line'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Online pile-ons: thousands of strangers go after one person for one bad video. Is that democracy in action or a mob, and which of you would defend it?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Do blasphemy laws protect believers or just protect power?',
    issue: 'hate-speech',
    also: ['repressive-tolerance'],
    form: 'paraphrase',
  },
  {
    text: 'lol my dog barks every time someone on here raises their voice',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is it really free speech if it's only free for those who already own the platforms, Professor Marcuse?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Is the universe infinite, or does it have an edge?',
    issue: null,
    form: 'off-topic',
  },
];
