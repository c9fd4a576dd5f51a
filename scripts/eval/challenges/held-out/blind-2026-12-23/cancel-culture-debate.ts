// The blind set of 2026-12-23 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should Holocaust deniers get a platform?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'plain',
  },
  {
    text: "A colleague of mine got fired over a joke he tweeted in 2012. He was 19 and it was stupid, but he's 31 now. Is there any way back from being cancelled, or is that the whole point?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "Mill, your marketplace of ideas assumes everyone can afford a stall. What about the people who can't?",
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Marcuse, who exactly gets to decide which side is the oppressor and gets silenced? Because whoever has power will say it's the other lot.",
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'is it going to rain later or can i leave the umbrella',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is deplatforming censorship?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: "ok so my uni cancelled a speaker after students protested and now everyone's fighting about it on the group chat. like is protesting a speaker also free speech or not",
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'What does Mill mean by the harm principle, and do words count as harm?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'To the critical theorist: isn\'t "repressive tolerance" just a fancy excuse to shut up people you disagree with?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Elon Musk bought Twitter and calls himself a free speech absolutist. Is one billionaire owning the town square exactly what the left was warning about?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Should social media companies be deleting vaccine misinformation, Marcuse?',
    issue: 'silencing-falsehood',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "John Stuart, you wrote about the tyranny of the majority. Isn't an online pile-on exactly that?",
    issue: 'cancel-culture',
    also: ['conformity'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Herbert, in the sixties you backed the students against the establishment. Now it's often students doing the silencing. Do you still like them?",
    issue: 'deplatforming',
    also: ['social-progress'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Germany bans Nazi symbols and seems to be doing fine. Why should America be any different?',
    issue: 'hate-speech',
    also: ['tolerating-intolerant'],
    form: 'paraphrase',
  },
  {
    text: "but what about lies that spread faster than anyone can correct them? debate doesn't work when the algorithm picks the winner",
    issue: 'marketplace-of-ideas',
    form: 'plain',
  },
  {
    text: 'hey does this app have a dark mode',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't a free press the best protection against bad ideas?",
    issue: 'marketplace-of-ideas',
    form: 'plain',
  },
  {
    text: "My teenage daughter's school pulled a novel from the library because some parents complained. Is that the same thing as cancel culture, just coming from the other side?",
    issue: 'cancel-culture',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Liberal, would you really let someone stand outside a primary school shouting that the teachers are abusing kids?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "What's the difference between Stoicism and Epicureanism?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would you let a flat earther teach a science class, Mill?',
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Comedians keep complaining they can't say anything anymore, but they say it on Netflix specials watched by millions. Who is actually being silenced here?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "marcuse isnt it a bit convenient that the voices you'd silence always happen to be the ones you dislike",
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Galileo got silenced by people who were sure they were protecting the truth. Doesn't that settle it?",
    issue: 'silencing-falsehood',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'any tips for a sore voice after a whole weekend of karaoke?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'AI chatbots now refuse to answer some questions. Is a machine deciding what I get to hear the same as a government doing it?',
    issue: 'who-decides',
    form: 'paraphrase',
  },
  {
    text: "So you admit, Mill, that some speech can incite violence. Then we're just haggling over where the line is, aren't we?",
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Is there any opinion you'd ban, and why that one?",
    issue: 'harm-line',
    form: 'plain',
  },
  {
    text: 'Why did the Ottoman Empire side with Germany in the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm Muslim, and it hurt when those cartoons of the Prophet were published. But people were murdered over them too. Where does respecting a belief end and protecting a voice begin?",
    issue: 'hate-speech',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: "Hold on, professor from Frankfurt, you say the game is rigged, yet here you are on a free app with a microphone. Doesn't that prove the other side doesn't own everything?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Whistleblowers like Snowden, should they be heard even when what they reveal was illegal to share?',
    issue: 'harm-line',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the Frankfurt School man: if advertisers decide what gets on TV, is speech ever really free, or just sponsored?',
    issue: 'repressive-tolerance',
    also: ['conformity'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "brb phone's ringing",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Mill, you said even a true opinion turns into dead dogma if nobody challenges it. Isn't that exactly why we should let the cranks talk?",
    issue: 'hearing-opponents',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'To the Victorian: should anonymous accounts be banned, so everybody has to own what they say?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Is string theory actually testable, or is it just maths?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'honestly whats worse, a government silencing you or your own friends quietly unfollowing you',
    issue: 'conformity',
    also: ['cancel-culture'],
    form: 'plain',
  },
  {
    text: 'In twenty years, will we look back at content moderation the way we look at the old censorship boards, Herbert Marcuse?',
    issue: 'deplatforming',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
];
