// The blind set of 2027-01-10 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should Holocaust deniers be allowed to speak at universities?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: 'A comedian I like got dropped from a festival over jokes he made ten years ago. Mill, is that society silencing him, or just people choosing not to buy tickets?',
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'marcuse who decides which voices lose the mic tho. today its the ones you hate, tomorrow its you',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Is a boycott a form of free speech or a form of censorship?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Can anyone recommend a decent microphone for podcasting? Mine sounds like a tin can.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'One billionaire bought a whole social network and changed who gets seen. Marcuse, is that what you meant by owning the stadium?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "What's the harm principle, and where does offence end and harm begin?",
    issue: 'harm-line',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: "Herbert, you wanted to withdraw tolerance from movements on the right. Isn't that just tolerance for people who agree with you?",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'my friend got fired for a tweet. like it was dumb but fired?? is that fair',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Is there life under the ice on Europa?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Professor Marcuse, should doctors debate anti-vaxxers on TV, or does that just make both sides look equal?',
    issue: 'repressive-tolerance',
    also: ['silencing-falsehood'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Mill, you worked for the East India Company and wrote that liberty was for 'civilised' nations. So whose voices did you think counted?",
    issue: 'repressive-tolerance',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Do algorithms decide whose voice gets heard more than any government ever did?',
    issue: 'who-decides',
    also: ['conformity'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the Liberal: if a bad idea loses in open debate, why do so many bad ideas keep winning?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "Germany bans Nazi symbols and it's still a democracy. Is that the right model or a slippery slope?",
    issue: 'tolerating-intolerant',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: "that's just censorship with a nicer vocabulary, isn't it?",
    issue: 'cancel-culture',
    also: ['deplatforming'],
    form: 'plain',
  },
  {
    text: 'How long do I boil an egg if I want it soft?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it fair to judge someone today for what they posted as a teenager?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'I teach high school and some parents want certain novels taken off the reading list. Whose side would each of you be on, and would your answer change if the books leaned the other way politically?',
    issue: 'who-decides',
    also: ['deplatforming', 'repressive-tolerance'],
    form: 'paraphrase',
  },
  {
    text: "Can someone who's been cancelled ever come back? What does forgiveness look like here?",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "Mr Repressive Tolerance, what's your problem with just letting everyone talk?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Was the Cuban Missile Crisis the closest we ever came to nuclear war?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Popper said unlimited tolerance destroys itself. Would Mill accept that, or is it a trick to justify bans?',
    issue: 'tolerating-intolerant',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'the english guy thinks the truth wins in the end but have u ever read a comment section',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Jon Stuart Mill, does free speech mean the right to be heard, or only the right not to be jailed?',
    issue: 'deplatforming',
    also: ['cancel-culture'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Should AI be moderating what we're allowed to post?",
    issue: 'who-decides',
    form: 'paraphrase',
  },
  {
    text: "In Russia you can go to prison for calling the war a war. Losing your job here for saying the wrong thing isn't the same, is it? Or are we kidding ourselves?",
    issue: 'cancel-culture',
    also: ['conformity'],
    form: 'paraphrase',
  },
  {
    text: "weather's awful and my train got cancelled again lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If a student group shouts down a speaker, is that free speech or a heckler's veto, Marcuse?",
    issue: 'deplatforming',
    also: ['cancel-culture'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'For the Frankfurt School man: is keeping quiet at work to avoid trouble a kind of censorship too?',
    issue: 'conformity',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Who owns the stadium now, the newspapers or TikTok?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Does God exist, and can reason alone settle it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ok so you admit Mill that some speech is incitement. then we're only arguing about where the line goes right?",
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Do flat earthers deserve a slot in a debate?',
    issue: 'silencing-falsehood',
    also: ['deplatforming', 'hearing-opponents'],
    form: 'paraphrase',
  },
  {
    text: "My mum watches one news channel all day and says she's hearing all sides. Is a free market of ideas even possible when most people only shop at one store?",
    issue: 'marketplace-of-ideas',
    also: ['conformity'],
    form: 'paraphrase',
  },
  {
    text: 'hey is the app free or is there a premium version with more debates',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Twitter pile-ons: aren't they just the tyranny of the majority with hashtags?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Should tech companies have banned a sitting president from their platforms?',
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Should the minimum wage be raised?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should anonymous accounts be banned, Mr Mill?',
    issue: 'deplatforming',
    also: ['harm-line'],
    addresses: 'mill',
    form: 'named',
  },
];
