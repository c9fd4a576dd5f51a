// The blind set of 2026-12-21 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
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
    text: "Mill, what if the wrong opinion gets people killed before anyone learns why it's wrong?",
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'ok so a guy at my work got fired over a tweet from like 2012. he was 17. is that justice or just a mob',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Can a machine ever truly be conscious?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marcuse, wasn\'t your "repressive tolerance" just a fancy excuse for shutting up people you disagreed with?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "anyone else's audio cutting out? i keep losing the moderator",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My uncle posts vaccine conspiracy videos in the family group chat. Do I argue with him every time, mute him, or kick him out?',
    issue: 'silencing-falsehood',
    form: 'paraphrase',
  },
  {
    text: 'Is there a difference between being offended and being harmed?',
    issue: 'harm-line',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: 'Herbert, if one side owns the media, should the other side be allowed to cheat a little to even things up?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'The Nazis planned to march in Skokie in the 70s, a town full of Holocaust survivors, and the ACLU defended their right to do it. Was that right?',
    issue: 'tolerating-intolerant',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: "When Musk bought Twitter he said he'd let everyone back on. Did that make the conversation freer or just louder?",
    issue: 'marketplace-of-ideas',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'is there a decent podcasting microphone under 100 bucks? asking for my brother',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, the marketplace of ideas doesn't work when algorithms decide who gets seen",
    issue: 'marketplace-of-ideas',
    form: 'plain',
  },
  {
    text: 'Does God exist, and can reason alone answer that?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'A comedian I love got dropped from a festival over old jokes. Should people be allowed to change and come back, or does the internet never forget?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Mr Liberal, would you let a terrorist group recruit openly online because silencing them means we learn less?',
    issue: 'harm-line',
    also: ['tolerating-intolerant'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "What's the point of free speech if nobody listens to poor people anyway?",
    issue: 'repressive-tolerance',
    form: 'plain',
  },
  {
    text: 'i mean if a school library removes a book is that censorship or just choosing what kids read',
    issue: 'who-decides',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'So you admit that some speech should be stopped, John. Then the whole debate is just about where to draw the line.',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Is mathematics invented or discovered?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "During Covid, platforms took down posts about the lab leak theory, and later it turned out to be a serious possibility. Doesn't that prove the liberal side right?",
    issue: 'silencing-falsehood',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Professor Marcuse, can you be tolerant of people who are intolerant?',
    issue: 'tolerating-intolerant',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'question for the frankfurt school guy: who polices the police of speech',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "Germany bans Nazi symbols and it seems to work okay for them. Why shouldn't every country do the same?",
    issue: 'hate-speech',
    also: ['tolerating-intolerant'],
    form: 'paraphrase',
  },
  {
    text: 'can i mute the moderator lol he keeps interrupting',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What were the main causes of World War One?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should AI chatbots refuse to say certain things, or is that just censorship built into the machine?',
    issue: 'harm-line',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "My teenage daughter stopped posting her opinions online because she's scared of a pile-on. Isn't self-censorship the real problem nobody talks about, Mill?",
    issue: 'conformity',
    also: ['cancel-culture'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "that's just power talking. the people shouting about cancel culture the loudest have the biggest platforms",
    issue: 'repressive-tolerance',
    also: ['cancel-culture'],
    form: 'plain',
  },
  {
    text: 'Is shouting down a speaker on campus a form of free speech too?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'Marcus, you taught in California in the 60s, did your students take your ideas too far?',
    issue: 'social-progress',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'To the Englishman: does anonymity online make speech freer, or just crueler?',
    issue: 'conformity',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "Mill, you warned that the majority can be a tyrant. Isn't a Twitter mob exactly that?",
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Hello from S\u00e3o Paulo! love this app',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is misinformation actually a new problem, or did people always believe nonsense?',
    issue: 'marketplace-of-ideas',
    also: ['silencing-falsehood'],
    form: 'plain',
  },
  {
    text: 'but what about the minority voices that never get a mic in the first place, herbert? doesn\'t "let everyone speak" just protect whoever\'s already loud',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "For the Victorian gentleman: is fire-in-a-crowded-theatre the only case where you'd limit speech?",
    issue: 'harm-line',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'If I boycott a company because its CEO said something vile, am I cancelling him or just using my own freedom?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Do we owe a hearing to flat-earthers, or is some stuff just settled, Mr Mill?',
    issue: 'silencing-falsehood',
    also: ['hearing-opponents'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "the german critic guy thinks tolerance can be a trap. ok but isn't a world where the left gets to silence the right just the same trap flipped",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'epithet',
  },
];
