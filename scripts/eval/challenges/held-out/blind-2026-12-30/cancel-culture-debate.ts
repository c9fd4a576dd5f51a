// The blind set of 2026-12-30 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Who gets to decide which voices are too dangerous?',
    issue: 'who-decides',
    form: 'plain',
  },
  {
    text: 'My university cancelled a talk by a speaker who says sex is binary. Half my friends celebrated, half were furious. Was that protecting students or treating us like children?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'Mill, would you really let a Holocaust denier speak at a school assembly?',
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'anyone know a cheap microphone for recording podcasts? mine hums',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marcuse, if the tolerant should be intolerant toward the right, what stops the right from using the same logic against you?',
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'so basically marcuse wants censorship but only for people he disagrees with?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Germany bans Nazi symbols and it's still a pretty free democracy. Doesn't that prove some limits work?",
    issue: 'tolerating-intolerant',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: 'A guy at my work got fired over a joke he tweeted ten years ago, when he was nineteen. Should old posts follow you forever?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "What's the best evidence that the universe is expanding?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is getting booed off stage censorship, or just other people's free speech?",
    issue: 'cancel-culture',
    also: ['deplatforming'],
    form: 'plain',
  },
  {
    text: 'The Victorian liberal talks about a marketplace of ideas. But markets have monopolies. What happens when one billionaire buys the marketplace?',
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'During the pandemic platforms took down posts about vaccines. Some of those posts turned out to be wrong, a few turned out to be right. So who wins that one?',
    issue: 'silencing-falsehood',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "If a flat earther gets a debate stage, doesn't that make people think there are two sides?",
    issue: 'deplatforming',
    also: ['marketplace-of-ideas'],
    form: 'paraphrase',
  },
  {
    text: 'my wifi keeps dropping, if I vanish thats why',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'john stuart how is harm even defined now, words can hurt people too right',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Isn't a social media pile-on exactly the tyranny of the majority you were afraid of, Mr Mill?",
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Is a private company banning someone from its app the same as the government silencing them?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'The Frankfurt School guy says one side owns the stadium. Fine, but today, who actually owns it?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "Civil rights activists in the sixties relied on free speech protections to be heard at all. Marcuse, wouldn't your rules have silenced them first?",
    issue: 'social-progress',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Was dropping the atomic bomb on Hiroshima necessary to end the war?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I do stand-up. I've had gigs cancelled after one clip went viral out of context. Should comedy get a special pass?",
    issue: 'cancel-culture',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'Can someone who got cancelled ever be forgiven?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "come on, nobody's being silenced, they just complain about being silenced on podcasts with millions of listeners",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Parents in my district want certain books pulled from the school library. Is that cancel culture coming from the other side?',
    issue: 'cancel-culture',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "Mill, doesn't the truth only win in the long run? People get hurt in the meantime.",
    issue: 'marketplace-of-ideas',
    also: ['harm-line'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'what time does this end, I have a meeting at 4',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is hate speech even free speech?',
    issue: 'hate-speech',
    form: 'plain',
  },
  {
    text: "Herbert, what do you say to people who think 'repressive tolerance' is just a fancy way to justify shutting others up?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Algorithms boost whatever makes people angriest. If every voice is heard but only the loudest get amplified, hasn't the open contest already failed?",
    issue: 'marketplace-of-ideas',
    form: 'paraphrase',
  },
  {
    text: 'Debating extremists gives them a platform and legitimacy. Ignoring them lets them grow in the dark. Which is worse?',
    issue: 'deplatforming',
    also: ['tolerating-intolerant'],
    form: 'plain',
  },
  {
    text: 'Does the adult brain keep making new neurons, or is that a myth?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Galileo was silenced by the authorities of his day for being right. Why should we trust today's authorities to get it right?",
    issue: 'who-decides',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: 'Should anonymous accounts be allowed, or should everyone have to speak under their real name?',
    issue: 'cancel-culture',
    also: ['harm-line'],
    form: 'plain',
  },
  {
    text: 'ok so the english guy would let literally anyone speak? even someone calling for violence?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'But what about blasphemy? In some places insulting a religion can get you killed. Should believers just learn to live with being offended?',
    issue: 'hate-speech',
    also: ['harm-line'],
    form: 'plain',
  },
  {
    text: 'hold on making tea, back in a sec',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marcus, in your ideal world who holds the microphone? Philosophy professors?',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Is boycotting a brand because of its CEO's politics fair?",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Is it possible to know anything for certain, or is every belief open to doubt?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Suppose we all agree an opinion is wrong. Is there still any value in hearing it out?',
    issue: 'hearing-opponents',
    also: ['silencing-falsehood'],
    form: 'plain',
  },
];
