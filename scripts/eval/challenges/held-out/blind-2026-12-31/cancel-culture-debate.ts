// The blind set of 2026-12-31 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: "Should a university let a speaker in if half the students think he's dangerous?",
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: "Mill, would you really defend someone's right to deny the Holocaust?",
    issue: 'silencing-falsehood',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "My coworker got fired over a joke he tweeted eleven years ago, when he was nineteen. He's a totally different guy now. Does the internet ever let anyone grow up?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'who gets to decide what counts as hate speech tho',
    issue: 'who-decides',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: 'can you hear me? my mic keeps cutting out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marcuse, if tolerance should be withdrawn from some movements, what stops that power from being turned against the left one day?',
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Isn't a boycott just free speech too?",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'So the Frankfurt School guy thinks a fair debate is impossible... then why is he sitting here debating?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "During covid, YouTube took down videos questioning some of the official advice, and a few of those turned out partly right. Did silencing them backfire the way you'd predict?",
    issue: 'silencing-falsehood',
    form: 'paraphrase',
  },
  {
    text: 'Does God exist, and can philosophy even settle that?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so like if a billionaire buys twiter and changes the rules is that still free speech or just his speech',
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    form: 'paraphrase',
  },
  {
    text: "John Stuart, what's the difference between offending someone and harming them?",
    issue: 'harm-line',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Should news channels give climate change deniers equal airtime?',
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: "Herbert, isn't 'repressive tolerance' just a fancy excuse for shutting up people you disagree with?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "what's a good podcast for a long drive? need something for tomorrow",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Germany bans Nazi symbols and the US doesn't. Which country has it right?",
    issue: 'hate-speech',
    also: ['tolerating-intolerant'],
    form: 'paraphrase',
  },
  {
    text: "I run a small Discord server and someone keeps posting conspiracy stuff. Banning him feels hypocritical, keeping him feels like I'm helping it spread. What would the Liberal do?",
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Is it ok for a school library to pull books that parents find inappropriate?',
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'mill the tyranny of the majority thing \u2014 isnt that exactly what a twitter pile on is',
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Is time travel possible according to physics?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'But what about speech that incites violence? Surely even you draw a line there, Mill?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Do comedians have a special right to offend?',
    issue: 'hate-speech',
    form: 'plain',
  },
  {
    text: "The civil rights movement was once the unpopular opinion that people wanted silenced. Doesn't that prove we should protect every voice, Marcuse?",
    issue: 'silencing-falsehood',
    also: ['social-progress'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Social media algorithms push the loudest, angriest posts to the top. Is it even a free market of ideas when a machine picks the winners?',
    issue: 'marketplace-of-ideas',
    form: 'paraphrase',
  },
  {
    text: 'haha my dog just started barking at the screen when the moderator spoke',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Marcus, if one side owns the stadium, who owns it today \u2014 the corporations, the government, or whoever has the most followers?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Should someone who has served their prison sentence be allowed back on stage?',
    issue: 'cancel-culture',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: "I stopped saying what I think at family dinners because my brother jumps on me every time. Nobody censored me, but I'm silent anyway. Is that the social tyranny you wrote about?",
    issue: 'conformity',
    form: 'paraphrase',
  },
  {
    text: "That's just censorship with extra steps.",
    issue: 'cancel-culture',
    also: ['deplatforming'],
    form: 'plain',
  },
  {
    text: 'Is anonymity online good for free speech or just a shield for trolls?',
    issue: 'harm-line',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: 'Was the Industrial Revolution good or bad for ordinary workers?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'question for the 1960s radical: do you think the students who cheered you back then would cancel you today?',
    issue: 'cancel-culture',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'If a chatbot refuses to answer certain questions, is that a kind of censorship?',
    issue: 'who-decides',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: "John, you pushed for women's votes in Parliament when it was a fringe view. Did being heard change anything, or did it just take decades anyway?",
    issue: 'social-progress',
    also: ['marketplace-of-ideas'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Does a Victorian gentleman's idea of free speech even survive the internet, where a lie goes round the world in seconds?",
    issue: 'marketplace-of-ideas',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'is there a dark mode in this app, my eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'come on marcuse, you literally wrote intolerance against movements from the right. how is that not just picking sides',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Do people have a right to be heard, or only a right not to be jailed for speaking?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: "Should we spend money colonizing Mars while there's still poverty on Earth?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If we let every voice speak, how do the quiet ones ever get the microphone?',
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    form: 'plain',
  },
];
