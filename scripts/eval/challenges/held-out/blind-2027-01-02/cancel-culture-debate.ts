// The blind set of 2027-01-02 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
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
    text: "My company fired a guy last month for a tweet from 2012, a bad joke he made at nineteen. Is that protecting people or just mob justice? I honestly can't decide.",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Mill, does your harm principle count words as harm, or only punches?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'ok so marcuse like who gets to decide which voices lose the mic. you? a committee? twitter?',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'how do i cancel my subscription to this app',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'When a billionaire buys the biggest social network and rewrites the rules, is that the stadium owner the critical theorist is talking about?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "Isn't shouting down a speaker on campus itself a kind of censorship?",
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: "John Stuart, you lived in Victorian England, where saying the wrong thing about sex or religion could cost you everything. Wouldn't you call cancel culture the same social tyranny you warned about?",
    issue: 'cancel-culture',
    also: ['conformity'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'so you admit some opinions should just be banned? thats a slippery slope herbert',
    issue: 'harm-line',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'What if the wrong opinion gets people killed, like the anti-vax stuff during covid, Mr Mill?',
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Germany bans Nazi symbols and Holocaust denial and it seems to work fine for them. Why shouldn't every country do that?",
    issue: 'hate-speech',
    also: ['tolerating-intolerant'],
    form: 'paraphrase',
  },
  {
    text: 'Do numbers exist on their own, or did humans invent mathematics?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean free speech is great until its used to harass trans kids online, then what',
    issue: 'hate-speech',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: 'Karl Popper said a tolerant society has to be intolerant of intolerance. Mr Marcuse, is that basically your position, or do you go further?',
    issue: 'tolerating-intolerant',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Is cancel culture even real, or just a thing comedians complain about in their Netflix specials?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "come on, the 'marketplace of ideas' assumes everyone has the same budget. they don't.",
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    form: 'plain',
  },
  {
    text: "My daughter's school pulled a few novels from the library after parents complained. One of them was about racism. Who's right here, the parents or the librarians?",
    issue: 'who-decides',
    form: 'paraphrase',
  },
  {
    text: "Does listening to the other side actually change anyone's mind?",
    issue: 'hearing-opponents',
    form: 'plain',
  },
  {
    text: "Question for the Liberal: if a lie travels faster than the truth online, does the cure of 'more speech' still work?",
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'my voice keeps cutting out, can you hear me now??',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mill said that if you only know your own side of the case you know little even of that. Does that apply to people who never read anything outside their bubble?',
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Marcuse, your 1965 essay wanted to withdraw tolerance from movements on the right. Who's to say it won't be withdrawn from the left next time someone else is in power?",
    issue: 'who-decides',
    also: ['tolerating-intolerant'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'whats the difference between criticism and cancelling someone',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "I'm a content moderator. Every day I delete posts that are ugly but perfectly legal. Am I protecting the conversation or killing it?",
    issue: 'hate-speech',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: 'Should flat earthers get equal time on TV with astronomers?',
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    form: 'plain',
  },
  {
    text: 'What really caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just elitism dressed up as liberation, the Frankfurt guy decides what's true for the rest of us",
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Can a truly neutral platform exist, or is every algorithm already picking sides, Marcusa?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'But what about Galileo? The church thought he was dangerous and wrong too.',
    issue: 'silencing-falsehood',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "If I keep quiet at work because I'm scared of HR, is that censorship even though nobody banned me?",
    issue: 'conformity',
    form: 'paraphrase',
  },
  {
    text: "Question for the old English gentleman: is anonymous speech worth protecting, or does hiding your name mean you don't get a microphone?",
    issue: 'harm-line',
    also: ['deplatforming'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'lol the moderator sounds exactly like my uncle after two beers',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mill, would you have invited a recruiter for a terrorist group to speak at your university?',
    issue: 'deplatforming',
    also: ['harm-line'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'To the 60s radical: do minorities need protection from certain words, or the right to answer back?',
    issue: 'hate-speech',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "A truth that's never challenged turns into dead dogma, fine. But does every challenge deserve a stage, even the thousandth rerun of race science?",
    issue: 'deplatforming',
    also: ['hearing-opponents'],
    form: 'plain',
  },
  {
    text: 'Is consciousness just what the brain does, or something extra?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'my uncle got banned from facebook for posting election conspiracy stuff and now hes on some weirder site where nobody argues with him. did the ban help or make it worse',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: "Is there any opinion you'd personally silence, J.S. Mill?",
    issue: 'silencing-falsehood',
    also: ['harm-line'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'gotta grab my kid from school, keep going without me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does inflation hurt poor people more than rich people, and why?',
    issue: null,
    form: 'off-topic',
  },
];
