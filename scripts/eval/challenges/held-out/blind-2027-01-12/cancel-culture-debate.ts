// The blind set of 2027-01-12 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
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
    text: 'Mill, does the harm principle cover words, or only fists?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'ok so my uncle posts anti vax stuff in the family group chat every day. do i argue with him or just mute him',
    issue: 'silencing-falsehood',
    also: ['hearing-opponents'],
    form: 'paraphrase',
  },
  {
    text: "Marcuse, who gets to decide which voices lose the microphone? Because whoever that is, I don't trust them.",
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'is this app free or do I have to pay after the first debate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "A billionaire can buy a whole social network and change the rules overnight. Is that free speech or just the owner's speech?",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Is being fired for a tweet the same as being censored?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "To the Victorian liberal: what if the wrong opinion spreads faster than the right one? Lies go viral, corrections don't.",
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'i mean if you let everyone talk the loudest ones win not the smartest',
    issue: 'marketplace-of-ideas',
    form: 'plain',
  },
  {
    text: 'Is there likely to be life on other planets, statistically speaking?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My company fired a colleague after a ten-year-old joke of his resurfaced online. He's apologised, he's changed, everyone knows it. Should people be allowed to outgrow their old opinions?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'John Stuart, you say we learn from hearing wrong opinions. How much did we learn from the flat earthers, honestly?',
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "What's repressive tolerance in plain English, Marcuse?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "If you tolerate the intolerant, don't they eventually shut everyone else up?",
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: "that's just censorship with a philosophy degree",
    issue: 'repressive-tolerance',
    also: ['tolerating-intolerant'],
    form: 'plain',
  },
  {
    text: "my microphone isn't working, can you hear me?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My school board just pulled some novels from the library because parents complained. Both sides say they're protecting the kids. Who's right?",
    issue: 'who-decides',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'Come on Herbert, the students in the sixties shouted down speakers they disagreed with. Did that make anyone freer?',
    issue: 'deplatforming',
    also: ['social-progress'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Can a comedian joke about anything, Mr Liberal?',
    issue: 'hate-speech',
    also: ['harm-line'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "Question for the Frankfurt School guy: if TV and ads shape what we want, is anyone's opinion really their own?",
    issue: 'conformity',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Should social media algorithms be allowed to boost outrage because it gets clicks?',
    issue: 'marketplace-of-ideas',
    form: 'paraphrase',
  },
  {
    text: 'What were the main causes of the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'mill wouldnt an opinion you never hear challenged just turn into a slogan people repeat without understanding',
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'In my country criticising the government can get you arrested. From here, your argument about silencing some voices sounds scary, Marcuse.',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "So you admit, Mill, that some speech does cause harm? Then where's the line?",
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Does the majority have the right to silence a minority if it votes to?',
    issue: 'who-decides',
    also: ['cancel-culture'],
    form: 'plain',
  },
  {
    text: "ugh it's pouring outside, forgot my umbrella again",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What about religion, should people be free to mock someone's faith?",
    issue: 'hate-speech',
    also: ['harm-line'],
    form: 'plain',
  },
  {
    text: 'Is a private platform banning someone the same as the state banning them?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'The English guy with the harm principle: does a deepfake of a politician count as an opinion, or is it a lie we can just ban?',
    issue: 'silencing-falsehood',
    also: ['harm-line'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "We now have AI moderating billions of posts. Should a machine decide what's hateful?",
    issue: 'who-decides',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'Is it ethical to keep animals in zoos?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'my friend got dragged online for defending a singer everyone cancelled. like is it even cancel culture if the guy still has millions of fans',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Is a heckler shutting down a talk exercising free speech or destroying it?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: "Mr One-Dimensional Man, if the powerful own the stadium, shouldn't we fix the ownership instead of kicking people off the pitch?",
    issue: 'repressive-tolerance',
    also: ['social-progress'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'lol this is better than my netflix queue',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mill, you fought for women's right to vote when most people laughed at the idea. Isn't that proof unpopular opinions need protecting?",
    issue: 'social-progress',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Why should we even pretend a fair debate is possible when one side has all the money, Marcus?',
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Should scientists who spread false claims during a pandemic be kicked off platforms?',
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: "What's the best way to reduce poverty in developing countries?",
    issue: null,
    form: 'off-topic',
  },
];
