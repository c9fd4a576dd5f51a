// The blind set of 2026-12-27 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should a university cancel a speaker just because students find him offensive?',
    issue: 'deplatforming',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: 'Mill, if someone is spreading lies about vaccines during a pandemic, do we really have to let them keep talking while people die?',
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'ok so who actually decides which voices lose the mic? thats my whole problem with this',
    issue: 'who-decides',
    form: 'plain',
  },
  {
    text: 'does the free version limit how many debates I can join a day?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Marcuse, isn't 'repressive tolerance' just a polished excuse for silencing people you disagree with?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "A guy at my work got fired for a tweet he posted when he was sixteen. He's thirty now. Is there any room for people to grow, or is the internet's memory a life sentence?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Is hate speech free speech?',
    issue: 'hate-speech',
    form: 'plain',
  },
  {
    text: 'When a billionaire buys a whole social media platform, is that still a free marketplace of ideas, or did he just buy the stadium?',
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    form: 'paraphrase',
  },
  {
    text: 'the victorian gentleman never had to deal with twitter did he',
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "Herbert, you wanted to withdraw tolerance from movements on the right. What stops the right doing exactly the same to you when they're in power?",
    issue: 'who-decides',
    also: ['tolerating-intolerant'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "pizza's here, two mins",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Germany bans Holocaust denial and it seems to work fine for them. Should everyone do that?',
    issue: 'silencing-falsehood',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'Does hearing a bad argument actually make my own beliefs stronger?',
    issue: 'hearing-opponents',
    form: 'plain',
  },
  {
    text: 'My uncle says outrageous stuff at family dinners and everyone just goes quiet to avoid a fight. Is staying silent a kind of tolerance or a kind of cowardice?',
    issue: 'conformity',
    form: 'paraphrase',
  },
  {
    text: 'JS Mill, your harm principle: does emotional harm count, or only punching people?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'but what about comedians? if a joke offends someone should it be off limits',
    issue: 'hate-speech',
    also: ['cancel-culture'],
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "TV news used to invite one climate scientist and one climate denier for 'balance'. Isn't that exactly the rigged contest the Frankfurt School guy warns about?",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "Is boycotting someone's products the same as censoring them?",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "so you admit, Marcuse, you'd trust some elite to decide what counts as progressive? that sounds way scarier than anything on twitter",
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "I'm a moderator on a big gaming forum. Every day I choose which posts stay up, so honestly I'm making this exact decision a hundred times a shift. How am I supposed to draw the line?",
    issue: 'harm-line',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'my voice keeps cutting out, can you guys hear me at all',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mill, you worried about the tyranny of the majority. Isn't a viral pile-on basically that?",
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Do algorithms that decide what goes viral make free speech kind of meaningless anyway?',
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    form: 'paraphrase',
  },
  {
    text: "Schools in some US states are pulling books off library shelves. Isn't that cancel culture too, just from the other side?",
    issue: 'cancel-culture',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'What would the German professor say about Salman Rushdie? Should his book have been protected no matter how many people it offended?',
    issue: 'hate-speech',
    also: ['harm-line'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Is there likely to be life on other planets?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, nobody's silenced. the people who say they've been cancelled have podcasts with millions of listeners",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Should neo-Nazis have been allowed to march through Skokie? Asking the liberal.',
    issue: 'tolerating-intolerant',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'i mean marcuse has a point. free speech means nothing if your voice is a whisper and theirs is on every billboard',
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    form: 'plain',
  },
  {
    text: 'China blocks whole websites. Is every act of cancelling a small step toward that, or is that just a slippery slope argument?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "If there's no afterlife, what gives life any meaning?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Marketplace of Ideas, what happens when the market is rigged, like every other market?',
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "A student at my daughter's school was suspended for a T-shirt slogan. The school says it was about safety, she says it was about politics. How do you tell the difference?",
    issue: 'harm-line',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Should AI chatbots refuse to say offensive things, or is that censorship built into the machine?',
    issue: 'hate-speech',
    form: 'paraphrase',
  },
  {
    text: "ha, the moderator is the only one here who can't get cancelled tonight",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marcusa, if tolerance is repressive, what would a truly liberating tolerance even look like in practice?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Am I the same person I was at five years old?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Whistleblowers get silenced while powerful people get a megaphone. Is that fair, Mill?',
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Do anonymous accounts deserve the same free speech as people who post under their real names?',
    issue: 'harm-line',
    form: 'plain',
  },
];
