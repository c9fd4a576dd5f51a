// The blind set of 2027-01-01 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should Holocaust deniers get a platform just so we can prove them wrong?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: "Mill, what's the harm principle in plain English? Where exactly is the line?",
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "A guy at my work got fired after someone dug up jokes he tweeted when he was 17. He's 30 now and honestly a decent person. Is that accountability or a mob?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Marcuse, you say one side owns the stadium. Who owns it now, Zuckerberg?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Can you hear me okay? My mic keeps cutting out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean if you debate a flat earther on tv arent you kind of telling people its a real debate',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: 'So who gets to decide which voices lose the microphone? The government? Twitter?',
    issue: 'who-decides',
    form: 'plain',
  },
  {
    text: "Twitter banned a sitting president in 2021. Then a billionaire bought the whole site and let him back on. Doesn't that show it's all about who owns the platform?",
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the Victorian: does your marketplace of ideas still work when an algorithm decides which ideas get shown?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "Popper said a tolerant society has to be intolerant of intolerance. Isn't that just a contradiction?",
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: "What is dark matter and why can't anyone find it?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "During covid, platforms removed posts about the lab leak idea, and later it became respectable to discuss. Isn't that exactly the thing you warned about, John?",
    issue: 'silencing-falsehood',
    also: ['who-decides'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Germany bans Nazi symbols and it seems to work fine. Why can't everyone do that?",
    issue: 'hate-speech',
    also: ['tolerating-intolerant'],
    form: 'paraphrase',
  },
  {
    text: 'herbert you basically want to censor people you disagree with, just admit it',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "My daughter's school library pulled a bunch of books after parent complaints. Half the parents are cheering, half are furious. Is taking a book off a shelf the same as silencing its author?",
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'how long does one of these debates usually go for',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Harm Principle, is hurting someone's feelings a harm?",
    issue: 'harm-line',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "If a comedian's joke bombs with one group, should the venue cancel his next show?",
    issue: 'cancel-culture',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: "But what about the people who never get heard at all because they're poor or don't speak English? Does free speech mean anything to them?",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    form: 'plain',
  },
  {
    text: "Mill said a truth that's never challenged turns into a dead dogma. Is that why people today can't explain why they believe anything?",
    issue: 'hearing-opponents',
    also: ['conformity'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "what's a decent microphone for starting a podcast, like under 100 bucks",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Frankfurt School guy talks about 'repressive tolerance'. Can someone explain what that means without the jargon?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Is misinformation a kind of speech or a kind of pollution, John Stuart?',
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "I'm a moderator for a big gaming Discord. Every week I have to decide whether to ban someone for slurs or just mute them. Mill, would you let them keep typing?",
    issue: 'hate-speech',
    also: ['deplatforming'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "come on marcuse, if the left can silence the right when it's in charge, what stops the right doing it back when they win?",
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'If I lost every memory I have, would I still be the same person?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should AI chatbots refuse to answer certain political questions? Who is that actually protecting?',
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    form: 'paraphrase',
  },
  {
    text: 'Is shouting down a speaker on campus free speech too?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: "Mr. Mil, you argued women deserved equal rights back when nobody wanted to hear it. Isn't that the best case for letting unpopular voices speak?",
    issue: 'social-progress',
    also: ['marketplace-of-ideas'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "that's just privileged people defending their right to be offensive, Mr Liberal",
    issue: 'repressive-tolerance',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Whistleblowers like Snowden were called traitors. If we only hear approved voices, how would we ever learn what governments hide?',
    issue: 'who-decides',
    form: 'paraphrase',
  },
  {
    text: 'gotta walk the dog, brb in 10',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it morally wrong to eat meat if the animals are raised well and killed painlessly?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The German emigr\u00e9 keeps saying the contest isn't fair. Ok, but is silencing people going to make it any fairer?",
    issue: 'repressive-tolerance',
    also: ['social-progress'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'What about anonymous accounts? Should you get to speak if nobody knows who you are?',
    issue: 'harm-line',
    form: 'plain',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Angela Davis was your student, Professor Marcuse. Would she have been heard at all in Mill's so-called free market of ideas?",
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "my friend got kicked out of a group chat for saying something dumb about trans people. honestly idk if that's cancelling or just people not wanting to hang out with him",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Is yelling fire in a crowded theatre really the same as posting a conspiracy theory?',
    issue: 'harm-line',
    form: 'paraphrase',
  },
  {
    text: 'Can you silence a bad idea without making it more attractive, Mr Marcuse?',
    issue: 'silencing-falsehood',
    addresses: 'marcuse',
    form: 'named',
  },
];
