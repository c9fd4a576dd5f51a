// The blind set of 2027-01-03 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Does free speech mean anyone has to give you a platform?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: "A comedian I like got dropped from a festival over jokes he made ten years ago. He's apologized twice. At what point does someone get their voice back?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "Mill, you say silencing a wrong opinion robs us of learning why it's wrong. But I've heard the flat earth arguments a hundred times. What exactly am I still learning?",
    issue: 'hearing-opponents',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'so marcusse basically wants to decide who gets to talk. who decides who decides',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Should Holocaust denial be illegal, like it is in Germany?',
    issue: 'silencing-falsehood',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Harm Principle, does a tweet that makes someone feel unsafe count as harm or not?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'how do I unmute myself, nobody can hear me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Herbert, if the powerful own the stadium, wouldn't censorship just hand them one more weapon? They'd be the ones holding the mute button.",
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "During covid, platforms took down posts about the lab leak theory, and later it turned out to be a serious hypothesis. Doesn't that prove the liberal's point?",
    issue: 'silencing-falsehood',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "What's the difference between cancelling someone and just not wanting to listen to them anymore?",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'i teach high school and parents want certain books pulled from the library. is that silencing a voice or just parents doing their job',
    issue: 'who-decides',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: "Is 'repressive tolerance' just a clever way of saying you only tolerate people who agree with you?",
    issue: 'repressive-tolerance',
    form: 'plain',
  },
  {
    text: 'Does quantum randomness leave any room for free will?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Frankfurt School guy talks about owning the stadium, but the internet gave everyone a stadium for free. Isn't his argument out of date?",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'If the Nazis had been banned from speaking in the early 1930s, would history have gone differently?',
    issue: 'tolerating-intolerant',
    form: 'paraphrase',
  },
  {
    text: 'Should a university invite a speaker most of its students find offensive?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: "Mill, you worried about the tyranny of the majority. Isn't an online pile-on exactly that?",
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "my boss saw a political post on my personal facebook and now im suddenly 'not a culture fit'. is that free speech being punished or just consequences",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "that's just free speech for rich people. whoever owns the biggest megaphone wins the 'marketplace of ideas', right?",
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    form: 'plain',
  },
  {
    text: 'Is there a dark mode? My eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Boycotting someone is also speech, isn't it? So where exactly does cancel culture violate anyone's freedom?",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Marcuse wrote in the sixties. Would he have cheered content moderation at Facebook or hated it?',
    issue: 'deplatforming',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'When Elon Musk bought Twitter and brought back banned accounts, was that more freedom or just a new owner of the microphone?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'question for the liberal: what about the paradox of tolerance, if you tolerate the intolerant they eventually shut everyone else up',
    issue: 'tolerating-intolerant',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "What's the strongest argument for or against the existence of God?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should an AI chatbot refuse to answer some questions, or is that censorship too?',
    issue: 'harm-line',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'Is it ever right to shout down a speaker at a protest, Mill?',
    issue: 'deplatforming',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "My friend is a trans woman and there's a columnist who keeps writing that people like her are dangerous. She says letting him publish isn't 'debate', it's a campaign against her. Where does the harm principle put that?",
    issue: 'harm-line',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: "Hey Victorian guy, it's easy to defend free speech as a rich Englishman in a quiet study. Did you ever think about who actually gets heard?",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'anyone know if the post office is open on saturdays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can someone who did something awful ever earn the right to speak publicly again?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "Galileo was silenced for being right. How do we know the opinions we're silencing today aren't the next Galileo?",
    issue: 'silencing-falsehood',
    form: 'paraphrase',
  },
  {
    text: 'John Stuart, the civil rights movement had to fight just to be heard. Would silencing the segregationists have helped it or hurt it?',
    issue: 'social-progress',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "ok but come on, nobody's actually silenced anymore. they just start a podcast and make millions off being 'cancelled'",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do the algorithms that decide which posts go viral matter more than any law about free speech?',
    issue: 'conformity',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "Marcuse, in One-Dimensional Man you say consumer society numbs us. If everyone's numb anyway, why does it matter who gets the microphone?",
    issue: 'conformity',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "this debate is great but how long does it run, I've got a meeting at 3",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Herbert Marcuse, you'd tolerate movements on the left but not the right, that's what you wrote, isn't it? How is that not just partisanship?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
];
