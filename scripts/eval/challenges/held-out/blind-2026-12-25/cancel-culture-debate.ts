// The blind set of 2026-12-25 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should a Nazi get to speak at my university?',
    issue: 'deplatforming',
    also: ['tolerating-intolerant'],
    form: 'paraphrase',
  },
  {
    text: 'Mill, if every opinion deserves a hearing, does that include someone telling a crowd to go hurt a person?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'how do I turn the voices off and just read the text?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My colleague got fired for a joke he tweeted eleven years ago when he was 19. He apologised. Is that accountability or a mob? Where would either of you draw the line?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "Marcuse, who gets to decide which voices are the 'regressive' ones? Whoever's in charge, I suppose?",
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "i mean abolitionists and gay rights people were the 'dangerous opinions' once, so shouldnt that make us careful about shutting anyone up",
    issue: 'silencing-falsehood',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "What's the paradox of tolerance in simple words?",
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: "Elon bought Twitter saying it was for free speech, then suspended journalists he didn't like. Does owning the platform mean owning the debate? Sounds like the critical theorist's stadium point.",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Is time travel actually possible according to physics?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'During Covid, should YouTube have taken down anti-vax videos, or let people argue them out?',
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'To the Victorian liberal: you lived in a world of pamphlets. Would you still believe in the marketplace of ideas if you saw how fast a lie spreads on TikTok?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'ok so is misgendering someone free speech or harm, genuinely asking',
    issue: 'harm-line',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: "Herbert, you'd let the left speak and silence the right. So you admit it's not about tolerance at all, just about which side wins?",
    issue: 'repressive-tolerance',
    also: ['social-progress'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Germany bans Holocaust denial. Is that a reasonable exception or a slippery slope?',
    issue: 'silencing-falsehood',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'Should comedians be allowed to joke about anything?',
    issue: 'hate-speech',
    form: 'plain',
  },
  {
    text: "my mic isn't picking me up, is there a setting somewhere?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "JS Mill, what exactly counts as 'harm'? Do hurt feelings count?",
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Why should a TV show give a climate denier the same airtime as a climate scientist? Isn't that fake balance?",
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: "My son's school removed a few books from the library after parents complained. Is that the same as cancelling someone, or just choosing what kids read?",
    issue: 'cancel-culture',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'Should humanity try to colonise Mars, or fix Earth first?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the frankfurt school guy sounds like he wants a censor in every newsroom, come on',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "Is boycotting a brand because of the CEO's views a form of free speech or a form of silencing?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "Mill, you worried about the tyranny of the majority. Isn't a Twitter pile-on exactly that?",
    issue: 'cancel-culture',
    also: ['conformity'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Is there a difference between being criticised and being cancelled?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Are AI chatbots that refuse to talk about certain topics a kind of censorship?',
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "What's the best late-night pizza place that still delivers after midnight?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Marcuse, the people who own the stadium today are tech companies. Would you trust them to decide who's intolerant?",
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'If flat earthers want to debate in public, let them, and let them lose. Why is that not enough, Marcuse?',
    issue: 'marketplace-of-ideas',
    also: ['silencing-falsehood'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "I'm a student rep and we have to vote on inviting a speaker who says trans women aren't women. Half the committee says free speech, half says safety. What do I tell them?",
    issue: 'deplatforming',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: 'Is the trolley problem actually solvable, or are both answers wrong?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'does silencing someone just make them more popular? like the streisand effect',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'plain',
  },
  {
    text: 'Mr On Liberty, is lying in an ad to sell a product also protected speech?',
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "How does a poor person's opinion get heard when the rich own the newspapers, Mr Marcuse?",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'sorry wrong chat lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "In China you can't criticise the government online at all. Doesn't that show what happens once you accept any 'good' censorship?",
    issue: 'who-decides',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: "that's just naive, Mill. people don't change their minds from arguments, they pick a team",
    issue: 'marketplace-of-ideas',
    also: ['social-progress'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Can someone who was cancelled ever earn their way back? How long should that take?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "Why didn't the Cold War ever turn into a direct war between the US and the USSR?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Marcuse, students loved you in the 60s. Would it surprise you that the right now uses 'cancel culture' as a weapon against the left?",
    issue: 'cancel-culture',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Does my employer have the right to fire me for what I say on my personal Instagram?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
];
