// The blind set of 2027-01-08 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should Holocaust deniers be allowed to speak at universities?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'plain',
  },
  {
    text: "Mill, you said an opinion is fine in print but not when shouted at an angry mob outside the corn dealer's house. Where's that line on Twitter, where the mob is always outside?",
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "I'm a teacher. A parent wants a novel taken out of our school library because of how it talks about race. Is removing a book silencing a voice, or just choosing what kids read?",
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "can i change the moderator's voice, it sounds kind of robotic",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Marcuse, who decides which side is the oppressed one? Isn't that exactly what everybody claims?",
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'my coworker got fired over a joke he made 10 years ago on facebook. like it was bad but 10 years?? is there no statute of limitations on opinions',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Is being kicked off a platform the same thing as being censored by the government?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'The Critical Theorist wants to withhold tolerance from the right. What happens when the right wins an election and uses the same rule on you?',
    issue: 'who-decides',
    also: ['tolerating-intolerant'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Is it ever right to break a promise made to someone on their deathbed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should a comedian be able to joke about anything?',
    issue: 'hate-speech',
    also: ['harm-line'],
    form: 'plain',
  },
  {
    text: 'During covid my aunt kept sharing posts saying the vaccines had microchips. Facebook removed them. Honestly I was relieved, but if Mill is right, did we lose something by deleting her nonsense?',
    issue: 'silencing-falsehood',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "What's a 'dead dogma' and why should I care?",
    issue: 'hearing-opponents',
    form: 'plain',
  },
  {
    text: 'Does free speech mean freedom from consequences?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'The Victorian gentleman had a seat in Parliament and newspapers to write for. Easy to say every voice should be heard when yours always is, no?',
    issue: 'repressive-tolerance',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'ok but who owns the stadium now, like literally, is it zuckerberg and musk',
    issue: 'who-decides',
    form: 'plain',
  },
  {
    text: 'Does the Big Bang theory say anything about what came before time?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'John, would you have let the Nazis march through Skokie?',
    issue: 'tolerating-intolerant',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'If an algorithm decides which voices get amplified, is anyone really being heard, or just being sorted?',
    issue: 'marketplace-of-ideas',
    also: ['conformity'],
    form: 'paraphrase',
  },
  {
    text: 'Herbert Marcuse, you fled Nazi Germany. Is that why you stopped trusting open debate to stop dangerous ideas?',
    issue: 'marketplace-of-ideas',
    also: ['tolerating-intolerant'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Should people be able to come back after being cancelled, and what would a fair way back look like?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "that's just mob rule with a hashtag",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "Germany bans Nazi symbols and Holocaust denial and the US doesn't. Which country has it right?",
    issue: 'hate-speech',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: 'is this app free or is there a subscription',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't the paradox of tolerance the simple answer here? Tolerate everyone except the intolerant.",
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: 'What did Mill mean by the tyranny of the majority? Is it about laws, or about people judging each other?',
    issue: 'conformity',
    also: ['cancel-culture'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "I run a small Discord server for gamers. One guy keeps posting racist stuff 'as a joke'. Do I ban him or argue with him?",
    issue: 'hate-speech',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'Should a region have the right to secede if most of its people vote for it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so you admit, Marcuse, your version of tolerance is just intolerance you happen to agree with',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Mill, you thought silencing even a false opinion robs the listeners too. Does that still hold when there are a billion false opinions a day and no time to answer any of them?',
    issue: 'silencing-falsehood',
    also: ['marketplace-of-ideas'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'brb gotta take the bread out of the oven',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do students have a right to shout down a speaker they find offensive, or is that itself silencing?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'Can a lie ever teach us something, Mill?',
    issue: 'silencing-falsehood',
    also: ['hearing-opponents'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "the guy from the frankfurt school, does 'repressive tolerance' mean that letting everyone talk secretly protects the powerful?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'In my country you can go to jail for criticising the president online. People here complaining about being cancelled on Twitter sound a bit spoiled to me. Are these even the same problem?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "What's the difference between a fission reactor and a fusion reactor?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'do rich people basically have louder voices than everyone else? like actually, ads, lobbying, owning newspapers',
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    form: 'plain',
  },
  {
    text: 'Mr Liberal, would you let a flat earther speak at a science conference?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "I'm scared to say what I really think about gender issues at work, and I'm not even sure I'm right. Is keeping quiet like that worse than being openly silenced?",
    issue: 'conformity',
    form: 'paraphrase',
  },
  {
    text: "How do I get my sourdough starter to rise more? It's been flat for days.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Herb, would the civil rights movement have been heard at all without free speech protections?',
    issue: 'social-progress',
    addresses: 'marcuse',
    form: 'named',
  },
];
