// The blind set of 2026-12-07 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should a university let a speaker with openly racist views give a talk on campus?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'Mill, if everything can be said, what about someone spreading lies that get people killed, like fake cures during a pandemic?',
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'ok so my cousin got fired because of a tweet from like 2012 when he was 15 is that fair or did he deserve it',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'how do I cancel my subscription before the free trial ends',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marcuse, who exactly gets to decide which opinions are too dangerous to tolerate? You? A committee?',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Is deplatforming actually effective or does it just make people more popular?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: "I run a small Discord server for a gaming community and someone keeps posting conspiracy stuff about vaccines. Banning him feels like censorship but leaving it feels like I'm helping it spread. What would either of you actually do in my place?",
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: "so you'd silence the right but not the left, herbert? how is that not just partisanship with a philosophy degree",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Does the harm principle cover hurt feelings, or only physical harm?',
    issue: 'harm-line',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: 'Can a society tolerate people who want to abolish tolerance itself?',
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the Victorian gentleman: you wrote when only a handful of newspapers existed. Would you still believe in a marketplace of ideas if you saw how fast a lie travels on TikTok?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Germany bans Holocaust denial and displaying swastikas. Is that a sensible lesson from history or the start of a slippery slope?',
    issue: 'hate-speech',
    also: ['tolerating-intolerant'],
    form: 'paraphrase',
  },
  {
    text: "come on, the stadium thing — today anyone with a phone can go viral. isn't that argument from the 60s kind of dead?",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    form: 'paraphrase',
  },
  {
    text: 'Is it a free speech problem when a private company like a social network bans someone, or only when the government does it?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: "What's the difference between cancel culture and ordinary consequences for saying something dumb, John?",
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Is free will an illusion if every decision I make can be traced back to neurons firing?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "my kids school library pulled a bunch of books this year, some for being 'too woke' some for being offensive. so both sides ban stuff. who's right",
    issue: 'who-decides',
    form: 'paraphrase',
  },
  {
    text: 'John Stuart Mill, do you think a comedian should be able to joke about anything at all?',
    issue: 'hate-speech',
    also: ['harm-line'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "The German professor keeps saying the contest isn't fair. Fine, but wouldn't giving the underdog more airtime fix that better than taking the mic away from anyone?",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Should people who said awful things years ago ever get a second chance?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "I'm a nurse. A colleague shares anti-vax videos in our staff group chat and now patients are quoting them to me. Reporting her feels like snitching on an opinion. Is it?",
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: "Anyone know if it's supposed to rain in Manchester this weekend?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Liberty, is a flood of online harassment against one person 'harm', or is it just lots of people using their free speech at the same time?",
    issue: 'harm-line',
    also: ['cancel-culture'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "marcuze isnt 'repressive tolerance' basically what every authoritarian says right before shutting down the press",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Why would a false opinion ever be useful to hear?',
    issue: 'silencing-falsehood',
    also: ['hearing-opponents'],
    form: 'plain',
  },
  {
    text: 'Critical theorist, if an AI chatbot refuses to write certain opinions, is that protecting people or deciding for them what they may think?',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Was the fall of the Roman Empire mainly caused by economic collapse or by the invasions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Back in 1977 the ACLU defended the right of neo-Nazis to march through Skokie, a town full of Holocaust survivors. Were they heroes of liberty or did they get it badly wrong?',
    issue: 'tolerating-intolerant',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'so basically youre saying, Herbert, that tolerance is a trick the rich play on the poor?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'But what about blasphemy? Should people be free to mock a religion even if it leads to riots?',
    issue: 'hate-speech',
    also: ['harm-line'],
    form: 'plain',
  },
  {
    text: "is there a setting to change the moderator's voice? he sounds exactly like my old dentist haha",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "A flat-earther wants to present his ideas at my son's science fair. Do we hear him out so the kids learn why he's wrong, or just say no?",
    issue: 'hearing-opponents',
    also: ['silencing-falsehood', 'deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'Mill, do we really need to re-argue that slavery was wrong every generation just to keep the belief from turning into dead dogma?',
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Is it ok to boycott a brand because its CEO funds a cause I hate, Marcuse?',
    issue: 'cancel-culture',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'How do black holes lose mass if nothing can escape them?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What would the Frankfurt School guy make of billionaires buying entire social networks?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Journalists who lose their job over an unpopular column — is that the free press working, or failing?',
    issue: 'cancel-culture',
    also: ['conformity'],
    form: 'paraphrase',
  },
  {
    text: 'Is it wrong to eat meat if we can live healthily without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Should students be allowed to shout down a speaker they find offensive, or is the heckler's veto its own kind of censorship?",
    issue: 'deplatforming',
    also: ['cancel-culture'],
    form: 'plain',
  },
];
