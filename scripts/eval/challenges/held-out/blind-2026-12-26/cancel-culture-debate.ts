// The blind set of 2026-12-26 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should a university let a speaker who denies the Holocaust talk on campus?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: "Mill, you worried about the tyranny of the majority. Isn't a Twitter pile-on exactly that?",
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "A coworker got fired over a joke he tweeted in 2012, when he was 19. I don't even like the guy but that feels wrong. Where is the line between accountability and a mob?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'marcuse who decides which voices get the mic taken away? you?',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'is there a dark mode in this app',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is boycotting a comedian censorship, or is it just free speech too?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "The harm principle sounds neat, but does hurting someone's feelings count as harm?",
    issue: 'harm-line',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: 'ok so when a billionaire buys a whole social network and changes the rules, who owns the stadium now lol',
    issue: 'who-decides',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: "Germany bans Nazi symbols and Holocaust denial and it's still a healthy democracy. Doesn't that prove some limits work?",
    issue: 'hate-speech',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: "How does the immune system remember a virus it's seen before?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Herbert, tolerance only for the left sounds great until the other side gets power and uses the same rule. Then what?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'What if the wrong opinion spreads faster than the right one can catch up, like on TikTok?',
    issue: 'marketplace-of-ideas',
    form: 'paraphrase',
  },
  {
    text: 'During covid my mom believed every anti-vax video in her feed. Should YouTube have taken them down, or would that have made her trust them even more?',
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'the Victorian gentleman: would you debate a flat-earther on live TV, honestly?',
    issue: 'hearing-opponents',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Is deplatforming actually effective or do banned people just get bigger somewhere else?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'hold on my cat just knocked my coffee over',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does free speech mean anything if nobody will listen to you?',
    issue: 'repressive-tolerance',
    form: 'plain',
  },
  {
    text: "But what about the civil rights movement? Weren't those people the 'dangerous voices' of their day?",
    issue: 'social-progress',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "Mr Repressive Tolerance, isn't your theory just a fancy way of saying my side good, your side shut up?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "should schools pull books from the library if some parents say they're offensive",
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'plain',
  },
  {
    text: 'John Stuart, you wrote On Liberty with Harriet Taylor. Would she have wanted misogynists to get a platform?',
    issue: 'deplatforming',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Is there a real difference between the government silencing you and a private company doing it?',
    issue: 'who-decides',
    also: ['deplatforming'],
    form: 'plain',
  },
  {
    text: "What's the best argument for God's existence?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just naive, Mill. bots and troll farms aren't taking part in a marketplace of ideas, they're flooding it",
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "My daughter says she can't say what she actually thinks in class because she'd get 'cancelled'. She's 16. Is that self-censorship a real loss, or just part of growing up?",
    issue: 'conformity',
    also: ['cancel-culture'],
    form: 'paraphrase',
  },
  {
    text: 'Should people who got cancelled ever get a second chance? How long should it last?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "Can you be tolerant of intolerant people? Isn't that a contradiction?",
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: "the Frankfurt School guy, you fled the Nazis. Is that why you don't trust open debate to win?",
    issue: 'marketplace-of-ideas',
    also: ['tolerating-intolerant'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "what's the loudest voice setting on this app, I can barely hear them",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would Mill have defended those cartoons of the Prophet after Charlie Hebdo?',
    issue: 'hate-speech',
    also: ['harm-line'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'If an AI moderates billions of posts a day, whose values is it enforcing?',
    issue: 'who-decides',
    form: 'paraphrase',
  },
  {
    text: 'Marcus, do you think ads and entertainment silence people more than censors ever could?',
    issue: 'conformity',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Did the Treaty of Versailles really cause World War Two?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is calling someone out online a form of speech or a form of punishment?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'come on, Mill, would you really let someone stand outside a funeral shouting hate at the grieving family?',
    issue: 'harm-line',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "I'm a moderator for a big Discord server and every week I decide whether to ban someone for being 'toxic'. What rule would each of you give me?",
    issue: 'deplatforming',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: 'is it gonna rain in London tomorrow',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mill said if you only know your own side of a case you barely know even that. Does that still hold when the other side is just lies?',
    issue: 'hearing-opponents',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Should hate speech be a crime?',
    issue: 'hate-speech',
    form: 'plain',
  },
  {
    text: 'Is consciousness just what the brain does, or something more?',
    issue: null,
    form: 'off-topic',
  },
];
