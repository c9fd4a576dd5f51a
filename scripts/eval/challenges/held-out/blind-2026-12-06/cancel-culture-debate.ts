// The blind set of 2026-12-06 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should a university let a Holocaust denier give a talk?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'plain',
  },
  {
    text: "My cousin got fired from her nursing job over a tweet she wrote at 19. She's 31 now. Is that accountability or just a mob with a long memory?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Mill, you say a wrong opinion teaches us something. What exactly did anyone learn from flat earthers?',
    issue: 'hearing-opponents',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'ok so like if twitter bans someone is that censorship or just a company doing company stuff',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'Professor Marcuse, who gets to decide which side is the oppressor? Because whoever holds that pen now will hand it to someone else later.',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  { text: 'hang on my voice keeps cutting out, can anyone hear me?', issue: null, form: 'off-topic' },
  { text: "Isn't boycotting a comedian also free speech?", issue: 'cancel-culture', form: 'plain' },
  {
    text: "The Critical Theorist keeps talking about who owns the stadium. Fine, but today the stadium is a phone in everyone's pocket. Doesn't that change his whole argument?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'so you admit the harm principle only covers physical harm? because words push people to self harm all the time',
    issue: 'harm-line',
    form: 'plain',
  },
  {
    text: 'During the pandemic YouTube took down videos questioning masks, and some of those questions turned out to be reasonable. Who was right there, John?',
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    addresses: 'mill',
    form: 'named',
  },
  { text: "what's repressive tolerance in plain english", issue: 'repressive-tolerance', form: 'plain' },
  {
    text: 'Separate question: if every event in my brain is caused by a prior event, in what sense did I choose anything today?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Germany bans Nazi symbols and its democracy seems to be doing fine. Does that prove Mill wrong?',
    issue: 'tolerating-intolerant',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "I moderate a Discord server with about four thousand members. Every week someone posts something vile and says 'free speech bro'. Do I owe them a seat at the table?",
    issue: 'deplatforming',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: "come on, Herbert, 'intolerance toward the right' is just censorship with a better haircut",
    issue: 'repressive-tolerance',
    also: ['tolerating-intolerant'],
    addresses: 'marcuse',
    form: 'named',
  },
  { text: 'Does silencing someone make their fans louder?', issue: 'deplatforming', form: 'plain' },
  {
    text: "Mr Harm Principle, would you let a man shout that corn dealers are starving the poor outside a corn dealer's house, to an angry crowd? Because I think you already answered that one yourself.",
    issue: 'harm-line',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'my school took a book off the library shelf after parents complained, and honestly half my class read it because of that. are bans just advertising',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  { text: 'is this app free or does it start charging after a few debates?', issue: null, form: 'off-topic' },
  {
    text: 'If the BBC invites a climate denier to balance every climate scientist, is that hearing every voice or lying about the evidence?',
    issue: 'repressive-tolerance',
    also: ['hearing-opponents'],
    form: 'paraphrase',
  },
  {
    text: 'Marcuse wrote this in the sixties. Would he be the one cancelled today, by the very people quoting him?',
    issue: 'cancel-culture',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'anyone know a decent cheap microphone for podcasting? mine sounds like a tin can',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "what about the victims though. nobody in this debate ever asks how it feels to be the person the 'bad opinion' is about",
    issue: 'hate-speech',
    also: ['harm-line'],
    form: 'plain',
  },
  {
    text: "Mill, the tyranny of the majority you feared: isn't a viral pile-on of two million people exactly that?",
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'What actually caused the Western Roman Empire to collapse, was it money or the invasions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The guy from the 1800s thinks truth wins in an open fight. Has he ever read a comment section?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "A friend of mine left a conspiracy group online only because one person in it kept arguing with him, politely, for months. If they'd banned that person he'd still be in there. Doesn't that count for something, Marcusse?",
    issue: 'marketplace-of-ideas',
    also: ['deplatforming'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Should AI chatbots refuse to repeat certain opinions, and who writes that list?',
    issue: 'who-decides',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: "isnt deplatforming sometimes just... not inviting someone? i don't invite my racist uncle to dinner and nobody calls that censorship",
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'Does the person who owns the newspaper have more free speech than me?',
    issue: 'repressive-tolerance',
    form: 'plain',
  },
  {
    text: 'Herbert Marcuse, if a left-wing government used your argument to shut down left-wing critics, would you call that a misreading or the predictable outcome?',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  { text: 'brb dog needs to go out', issue: null, form: 'off-topic' },
  {
    text: "But Mill's liberty was only for 'civilised' nations, he said as much about India while working for the East India Company. Why should we trust him on who deserves a voice?",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Can an apology ever be enough to get your platform back, or is cancellation forever now?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "My manager says we should 'bring our whole selves to work' but I'd be fired for saying what I actually think about the new policy. Is that a free speech problem or just a job?",
    issue: 'conformity',
    form: 'paraphrase',
  },
  {
    text: 'Question for the Liberal: is there a difference between being silenced and being ignored?',
    issue: 'deplatforming',
    also: ['marketplace-of-ideas'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "Should the voting age be lowered to sixteen? My teenager thinks so and I can't find a good argument either way.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "the frankfurt school guy wants to pick the winners before the game even starts, that's my problem with this whole thing",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "So, Mill, your 'dead dogma': if nobody is ever allowed to argue that slavery was fine, do we end up believing it's wrong without knowing why?",
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Is mathematics discovered or invented? I've been stuck on that all week.",
    issue: null,
    form: 'off-topic',
  },
];
