// The blind set of 2027-01-04 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should a Holocaust denier get a slot on a university panel?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: 'mill i get the whole marketplace of ideas thing but twitter isnt a marketplace its a casino run by a billionaire',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'My company fired a guy over a joke he posted ten years ago. Part of me thinks good riddance, part of me thinks that could be me. Is that silencing a voice or just consequences?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "can i change the moderator's voice? it sounds kind of robotic",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marcuse, who exactly decides which opinions are too dangerous to tolerate? You?',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Isn't the cure for bad speech just more speech?",
    issue: 'marketplace-of-ideas',
    also: ['silencing-falsehood'],
    form: 'plain',
  },
  {
    text: 'The Liberal keeps saying truth wins in the end. Tell that to the people who got wiped out while the debate was still going.',
    issue: 'marketplace-of-ideas',
    also: ['tolerating-intolerant'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "What's the difference between not inviting someone and censoring them?",
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'During covid, platforms removed posts questioning vaccines. Some were dangerous nonsense, a few turned out partly right. John Stuart Mill, would you have left all of it up?',
    issue: 'silencing-falsehood',
    also: ['harm-line'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'so you admit that tolerating intolerant people can end with the intolerant in charge?',
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: 'Is a private company kicking someone off its app really the same as the government jailing them for a speech?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'lol my dog is barking at the delivery guy again, one sec',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Herbert, you wrote about repressive tolerance in the sixties. Does it still apply when everyone has a phone and a platform?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'In Germany you can be prosecuted for denying the Holocaust. Does that make Germany less free than the US, or just wiser?',
    issue: 'silencing-falsehood',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: "what about comedians? like should there be jokes you just can't tell anymore",
    issue: 'hate-speech',
    also: ['cancel-culture'],
    form: 'paraphrase',
  },
  {
    text: "How likely is it that there's microbial life under the ice on Europa?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The harm principle says stop me only if I harm others. But words hurt people too, don't they?",
    issue: 'harm-line',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: 'honestly this feels like both sides only want free speech for themselves',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    form: 'plain',
  },
  {
    text: "My kid's school pulled a novel from the library after some parents complained about a gay character. Is that protecting children or exactly the silencing you two are arguing about?",
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "Stadium guy, if the rich own the media, isn't the answer to break up the media companies rather than shut people up?",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "What time does tonight's debate end? I have to pick someone up at nine.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mill would you let a foreign government flood our elections with fake accounts? thats still 'a voice' technically",
    issue: 'harm-line',
    also: ['marketplace-of-ideas'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Galileo was silenced and he was right. Doesn't history mostly show the censors were wrong?",
    issue: 'silencing-falsehood',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "But the suffragettes weren't given a fair hearing either. Doesn't that prove Marcuse's point that the game is rigged?",
    issue: 'repressive-tolerance',
    also: ['social-progress'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Do algorithms that quietly bury some posts count as silencing?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'Is personal identity preserved if every cell in my body gets replaced over the years?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, tyranny of the majority is exactly what an online pile-on is. Isn't that what you warned us about, Mr Mill?",
    issue: 'cancel-culture',
    also: ['conformity'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'if im scared to say what i think at work is that free speech or not, like legally im allowed to say it but',
    issue: 'conformity',
    also: ['cancel-culture'],
    form: 'paraphrase',
  },
  {
    text: "The Frankfurt School guy sounds like he'd ban anything he disagrees with. How is that not just censorship with a fancier name?",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Should someone who was cancelled ever get a second chance?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'What caused the 2008 financial crisis, really? Was it mostly the banks or the regulators?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I moderate a big gaming forum in my spare time. Every week I have to decide whether to delete posts that are racist but don't technically break the rules. What should guide me?",
    issue: 'hate-speech',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: "does debating a flat earther on stage give him credibility he doesn't deserve",
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: "Marcus, isn't 'liberating tolerance' just tolerance for your own side?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'is the mic button broken? nothing happens when I press it',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If Socrates were alive today, would he be deplatformed?',
    issue: 'deplatforming',
    also: ['cancel-culture'],
    form: 'paraphrase',
  },
  {
    text: "The Victorian philosopher assumes everyone comes to the debate as equals. What about people who can't afford lawyers, or don't speak the language well?",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Was the atomic bombing of Hiroshima morally justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What about anonymous accounts? Should a voice count if nobody knows who's behind it, Mill?",
    issue: 'marketplace-of-ideas',
    also: ['harm-line'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "So where's your line \u2014 the corn dealer example, the angry mob outside his house. Is a viral tweet that mob today?",
    issue: 'harm-line',
    also: ['cancel-culture'],
    addresses: 'mill',
    form: 'epithet',
  },
];
