// The blind set of 2027-01-06 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should a Holocaust denier get to speak at my university?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: 'My company fired a guy over a bad joke he tweeted in 2012. Nobody defended him because they were scared. Mill, is that the kind of silence you warned about?',
    issue: 'cancel-culture',
    also: ['conformity'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Marcuse, who decides which voices lose the mic? You? A committee?',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "why won't my microphone turn on, do i have to allow it in settings",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't it enough to just not listen to people you disagree with?",
    issue: 'hearing-opponents',
    form: 'plain',
  },
  {
    text: 'ok but like twitter under musk lets everyone talk and its a dumpster fire, so mill was wrong?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Mr Harm Principle, does hurting someone's feelings count as harm?",
    issue: 'harm-line',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'During COVID people pushing fake cures online probably got some people killed. Should platforms have let them keep posting?',
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: "Herbert, your 'repressive tolerance': isn't that just a nice way of saying 'censor my opponents'?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'To the Liberal: if you only ever hear one side, do you really understand your own?',
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Is there any real chance of finding microbial life on Mars?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Fox News, Murdoch, billionaire-owned platforms... Isn't the Frankfurt guy right that the contest was never fair in the first place?",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "so you admit some speech should be banned, then we're just arguing about where the line is right",
    issue: 'harm-line',
    form: 'plain',
  },
  {
    text: "My kid's school library just pulled a bunch of books after parents complained. Some were about race, some about gay families. Is taking a book off a school shelf the same as silencing someone?",
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "What's the difference between criticism and cancelling?",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "John Stuart, in Germany it's illegal to display a swastika. Are Germans less free than Americans, or wiser?",
    issue: 'hate-speech',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'come on marcuse if your side lost power the same rules would get used against you',
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'is the app free or do i need premium to join more debates',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should comedians be allowed to joke about anything?',
    issue: 'hate-speech',
    form: 'plain',
  },
  {
    text: "Is a chatbot that refuses to answer certain questions a form of censorship? Mine wouldn't explain some WW2 propaganda to me for a school project.",
    issue: 'harm-line',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'Mill you lived in Victorian England where most people couldnt even vote, whose voices were you actually hearing',
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Is the 'marketplace of ideas' naive when algorithms decide what goes viral?",
    issue: 'marketplace-of-ideas',
    form: 'paraphrase',
  },
  {
    text: 'The old liberal: what about a heckler who shouts down a speaker? Is that free speech too, or killing it?',
    issue: 'deplatforming',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Was dropping the atomic bomb on Hiroshima justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Joe Rogan has had vaccine skeptics on his podcast and millions listen. Should Spotify have dropped him?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: 'Can tolerating intolerant people destroy a tolerant society?',
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: 'i mean honestly isnt deplatforming just people choosing who they listen to? free market baby',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: "Marcus, isn't it a bit rich to call for withdrawing tolerance from the right while teaching at universities that tolerated you?",
    issue: 'repressive-tolerance',
    also: ['tolerating-intolerant'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "In China you can't post about Tiananmen Square. Is that where you end up once you decide some voices don't deserve a platform?",
    issue: 'who-decides',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'brb picking my daughter up from football',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does social pressure count as censorship even if the government stays out of it, Mr Mill?',
    issue: 'conformity',
    also: ['cancel-culture'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "My friend is a trans woman and a 'gender critical' speaker is coming to her campus. She says debating her existence is harmful; the student union says all views deserve a hearing. Who should win?",
    issue: 'deplatforming',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: 'Do flat earthers deserve equal airtime on TV, Mill?',
    issue: 'silencing-falsehood',
    also: ['marketplace-of-ideas'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Does time actually flow, or is that an illusion?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just elitism, Marcuse. You think ordinary people are too brainwashed to judge for themselves.",
    issue: 'conformity',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Should anonymous accounts be allowed, or should everyone have to speak under their real name?',
    issue: 'harm-line',
    form: 'plain',
  },
  {
    text: 'Whistleblowers like Snowden: would the critical theorist protect their voice even when it embarrasses a left-wing government?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "anyone know if it's going to snow this weekend up north",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "what if someone is lying on purpose, like propaganda, does that still count as an 'opinion' we can learn from",
    issue: 'silencing-falsehood',
    form: 'plain',
  },
  {
    text: 'Should rich countries open their borders to climate refugees?',
    issue: null,
    form: 'off-topic',
  },
];
