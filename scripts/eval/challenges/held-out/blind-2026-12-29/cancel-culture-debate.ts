// The blind set of 2026-12-29 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should racists get a platform too?',
    issue: 'deplatforming',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: 'Our student union just cancelled a talk by a gender-critical professor after a petition. Half my friends are celebrating and half are furious. Mill, would you have gone to the talk just to argue with her?',
    issue: 'hearing-opponents',
    also: ['deplatforming'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Marcuse, who exactly decides which side is the progressive one that gets to speak?',
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'i mean if someone is spreading antivax stuff during a pandemic and people die, isnt shutting them up kind of obvious',
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: 'can you hear me? my mic keeps cutting out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is there a difference between the government banning you and Twitter banning you?',
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'plain',
  },
  {
    text: "John Stuart, you said truth gets stronger when it's challenged. Does that still work when lies spread six times faster online?",
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'A comedian I love got dropped by Netflix over some old jokes. Some of them really were nasty. Is losing your job the same as losing your voice?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Herbert, isn\'t "tolerance for the left, intolerance for the right" just censorship with better manners?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "so you admit mill the harm principle only covers actual harm, so words that humiliate people just... don't count?",
    issue: 'harm-line',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "what's a good microphone for podcasting under 100 bucks",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Germany bans Holocaust denial and seems like a healthy democracy. Doesn't that prove you can silence some voices and still be free?",
    issue: 'silencing-falsehood',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'Why should I have to listen to flat earthers?',
    issue: 'hearing-opponents',
    also: ['silencing-falsehood'],
    form: 'plain',
  },
  {
    text: 'to the critical theorist guy: you say one side owns the stadium. who owns it now, Musk?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "When Elon Musk bought Twitter he called himself a free speech absolutist, then started suspending journalists he didn't like. Does that prove Mill's ideal can't survive real owners?",
    issue: 'marketplace-of-ideas',
    also: ['who-decides'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Is knowledge just true belief with a good reason, or is there more to it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How did the Black Death change the way Europeans thought about work and wages?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the victorian guy had it easy, nobody had a bot farm in 1859',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "In my seminar nobody says what they actually think because they're scared of being reported. Is that tolerance or its opposite?",
    issue: 'conformity',
    also: ['cancel-culture'],
    form: 'paraphrase',
  },
  {
    text: 'Marcuse you taught Angela Davis right? would she agree with shutting down speakers today',
    issue: 'deplatforming',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Didn't the abolitionists and the suffragettes need people to tolerate views that everyone found outrageous back then?",
    issue: 'social-progress',
    form: 'paraphrase',
  },
  {
    text: "Should AI chatbots refuse to say offensive things, or is that deciding for us what we're allowed to hear?",
    issue: 'hate-speech',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'lol my dog barked through the whole last answer, sorry',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Come on, nobody is being silenced. These people have podcasts with millions of listeners while they complain about being cancelled.',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'What\'s a "dead dogma" and why is Mill so scared of it?',
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Are book bans in American school libraries what the Frankfurt School man wanted, just from the other side?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'When does criticism turn into mob punishment?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Is the multiverse actually science or just philosophy with equations?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My uncle posts conspiracy videos in the family WhatsApp every day. Muting him feels rude, arguing is exhausting. What would the Liberal do?',
    issue: 'hearing-opponents',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Mr Mill, you worried about the tyranny of the majority. What about the tyranny of a loud minority on social media?',
    issue: 'cancel-culture',
    also: ['conformity'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Is the paradox of tolerance real, or just a clever excuse to ban people you don't like?",
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: "Marcusse, isn't repressive tolerance just saying the game is rigged so we're allowed to cheat back?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'If the algorithm decides which voices get heard anyway, does free speech even mean anything?',
    issue: 'who-decides',
    also: ['marketplace-of-ideas'],
    form: 'plain',
  },
  {
    text: 'Should rich countries pay reparations for colonialism?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'When American neo-Nazis wanted to march through Skokie, the ACLU defended them in court. Was that brave or foolish?',
    issue: 'tolerating-intolerant',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: "Can you change someone's mind if you refuse to talk to them?",
    issue: 'hearing-opponents',
    also: ['social-progress'],
    form: 'plain',
  },
  {
    text: "but what about the people who have to hear the slurs? their voices get pushed out too, doesn't that count, Mill?",
    issue: 'hate-speech',
    also: ['harm-line'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'wait is the moderator an AI too or a real person',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Professor Marcuse, Governor Reagan wanted you gone from UC San Diego for your views. Weren't you glad anyone defended your right to speak?",
    issue: 'deplatforming',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'ok so genuinly asking who gets to draw the line',
    issue: 'who-decides',
    form: 'plain',
  },
];
