// The blind set of 2027-01-15 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should a university let a speaker on campus if students say his talk is hateful?',
    issue: 'deplatforming',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: 'Mill, if everyone gets a platform, what do we do when the lies are simply louder than the truth?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'A comedian I like got dropped by Netflix over old jokes. Some of them really were nasty. Is that accountability or a mob?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'can i mute the moderator lol he keeps interrupting',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marcuse, who decides which voices are the dangerous ones? You? A committee?',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Germany bans Holocaust denial and seems to be doing fine as a democracy. Doesn't that show some silencing works?",
    issue: 'silencing-falsehood',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'ok so the twitter ban on trump after january 6, right or wrong',
    issue: 'deplatforming',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: "Isn't getting fired for a tweet exactly the tyranny of public opinion you warned about, Mill?",
    issue: 'cancel-culture',
    also: ['conformity'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "What's a decent USB microphone for podcasting under 100 euros?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the Frankfurt School guy: if tolerance is repressive, isn't your intolerance just as repressive, only pointed the other way?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Is there a difference between a government banning a book and a company removing a post?',
    issue: 'who-decides',
    also: ['deplatforming'],
    form: 'plain',
  },
  {
    text: 'Flat earthers, anti-vaxxers, climate deniers: should TV debates give them equal time?',
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the Soviet Union to collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Herbert, you were teaching in California while students were burning draft cards. Did they take your ideas further than you meant?',
    issue: 'social-progress',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "My school board just pulled some books from the library because parents complained. Some are about race, some about sex. Isn't that the same 'cancelling' people complain about, just from the right?",
    issue: 'cancel-culture',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "come on, nobody's being silenced, they have a million followers and a podcast",
    issue: 'cancel-culture',
    also: ['deplatforming'],
    form: 'plain',
  },
  {
    text: 'Does anyone have a right to an audience, or only a right to speak?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'Mr Harm Principle, do words that hurt count as harm or not?',
    issue: 'harm-line',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'brb grabbing a coffee',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If the Weimar Republic had banned the Nazi party early, would it have survived?',
    issue: 'tolerating-intolerant',
    form: 'paraphrase',
  },
  {
    text: 'Is it ever right to lie to protect someone you love?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Elon Musk bought Twitter and changed the rules overnight. So one rich man owns the town square now. Marcuse, isn't that exactly your point about who controls the game?",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'what if the bad opinion is about me existing? like as a gay person do i have to debate my own rights again and again',
    issue: 'hate-speech',
    also: ['hearing-opponents'],
    form: 'paraphrase',
  },
  {
    text: 'John Stuart, what happens to the marketplace of ideas when bots and troll farms flood it?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "If you silence someone, don't you just turn them into a martyr?",
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    form: 'plain',
  },
  {
    text: "The Victorian one learned Greek at three, so of course he loves debate, he always wins. What about people who can't argue back?",
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Is time travel actually allowed by physics or is it just sci-fi?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so you admit you'd shut down speech you disagree with, Marcuse",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'At work someone asked an honest question in a diversity training and got reported to HR. Now nobody asks anything. Did that make the office better or just quieter?',
    issue: 'conformity',
    also: ['cancel-culture'],
    form: 'paraphrase',
  },
  {
    text: 'Do AI chatbots that refuse to answer certain questions count as censorship, Mr Mill?',
    issue: 'deplatforming',
    also: ['who-decides'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'can people who got cancelled ever come back? like is there forgiveness in this or is it forever',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Is the volume just really low for me or is everyone hearing this',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mill said a truth nobody challenges turns into dead dogma. Does that mean we should keep re-debating whether slavery was wrong?',
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "The German-American professor seems to think people can't think for themselves. Isn't that a bit elitist?",
    issue: 'conformity',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'why should the left get to be intolerant but not the right, Marcus?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Why is the sky blue but sunsets red?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should blasphemy be allowed? I keep thinking about Charlie Hebdo.',
    issue: 'hate-speech',
    also: ['harm-line'],
    form: 'plain',
  },
  {
    text: "To the Critical Theorist: when newspapers are owned by a handful of billionaires, is 'free debate' just a nice story?",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Mill, you worked for the East India Company for decades. Did everyone in India get their voice heard?',
    issue: 'repressive-tolerance',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'honestly whats the harm in letting idiots talk, people can just ignore them',
    issue: 'harm-line',
    also: ['marketplace-of-ideas'],
    form: 'plain',
  },
];
