// The blind set of 2026-12-28 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should racists be allowed to speak at universities?',
    issue: 'deplatforming',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: "Mill, your harm principle says stop speech only when it harms others. But doesn't a constant stream of slurs harm people too?",
    issue: 'harm-line',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "I got kicked out of a group chat for saying the new arena wasn't worth the tax money. Nobody argued with me, they just removed me. Is that cancel culture or just a group chat being a group chat?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "Marcuse, who decides which side is the oppressed one that gets to speak? Sounds like whoever's in charge that week.",
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'can you turn the mic volume up, i can barely hear the moderator',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so like should twitter or x or whatever just let everyone post anything',
    issue: 'deplatforming',
    also: ['harm-line'],
    form: 'plain',
  },
  {
    text: 'The British philosopher keeps saying truth wins in an open debate. Then why do conspiracy theories keep winning online?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Is Holocaust denial something we have to hear out too?',
    issue: 'silencing-falsehood',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: 'During Covid my aunt shared videos claiming the vaccine had microchips. The platforms took them down. Did that protect people, or just convince her she was right about being silenced?',
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  {
    text: "Herbert, isn't 'repressive tolerance' just a license for the left to shut down anyone it dislikes?",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "What's the difference between criticizing someone and cancelling them?",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'What time does the post office close on Saturdays?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If a few billionaires own the platforms where everyone talks now, does that change your answer, Mill?',
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'ok so the frankfurt school guy basically says tolerance should be one-sided right? how is that not just censorship with better branding',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "A comedian I like got dropped from a festival over jokes from ten years ago. He's apologised. How long should a bad joke follow someone?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Do we lose something when a wrong idea never gets argued against anymore?',
    issue: 'hearing-opponents',
    also: ['silencing-falsehood'],
    form: 'plain',
  },
  {
    text: "Question for the critical theory guy: Germany bans Nazi symbols and seems to be doing fine. Why shouldn't everyone do that?",
    issue: 'tolerating-intolerant',
    also: ['hate-speech'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "i mean free speech is great until its a mob doxxing someone, where's the line",
    issue: 'harm-line',
    also: ['cancel-culture'],
    form: 'plain',
  },
  {
    text: 'What really caused the collapse of the Soviet Union, economics or Gorbachev?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'John Stuart, you worked for the East India Company. Did the colonised get their voices heard under your idea of liberty?',
    issue: 'repressive-tolerance',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Is silencing a view ever an act of respect for the people it targets?',
    issue: 'hate-speech',
    form: 'plain',
  },
  {
    text: "My school board just pulled a bunch of books from the library. Parents say it's protecting kids, others say it's censorship. Whose voice counts more there?",
    issue: 'who-decides',
    form: 'paraphrase',
  },
  {
    text: "Should AI chatbots refuse to say offensive things, or is that a corporation deciding what we're allowed to think?",
    issue: 'who-decides',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: "but what about harassment that drives women offline altogether? their voices arent heard either, so who's free then",
    issue: 'harm-line',
    also: ['repressive-tolerance'],
    form: 'plain',
  },
  {
    text: "brb pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just naive. Rich people buy the ads and the newspapers, so there's no fair marketplace of ideas to begin with.",
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    form: 'plain',
  },
  {
    text: "Marcuse, in the 50s most Americans thought civil rights marchers were dangerous agitators. If the majority got to decide who speaks, wouldn't King have been silenced?",
    issue: 'who-decides',
    also: ['social-progress'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Is it fine for a private company to fire someone over a political post?',
    issue: 'cancel-culture',
    also: ['conformity'],
    form: 'plain',
  },
  {
    text: 'the american neo-nazis who wanted to march through skokie in the 70s, the ACLU defended them. right call or not',
    issue: 'tolerating-intolerant',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'Is personal identity preserved if every cell in my body gets replaced over time?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "How do you tolerate people who wouldn't tolerate you? Popper said you shouldn't. Do you agree with him, Herbert Marcuse?",
    issue: 'tolerating-intolerant',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Mr On Liberty, does hearing every side mean giving flat-earthers equal time on the evening news?',
    issue: 'hearing-opponents',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "I'm a teacher and I've stopped bringing up anything controversial, because one parent complaint can end up all over Facebook. Is self-censorship worse than the official kind?",
    issue: 'conformity',
    also: ['cancel-culture'],
    form: 'paraphrase',
  },
  {
    text: 'is there a way to mute the notifications from this app at night',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mill, can shouting down a speaker count as free speech too, or is it the opposite?',
    issue: 'deplatforming',
    also: ['cancel-culture'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "come on Mill, people don't change their minds from good arguments, they change them because of their friends. your whole theory assumes a rational audience",
    issue: 'marketplace-of-ideas',
    also: ['conformity'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'To the liberal: does an algorithm that pushes outrage count as hearing every voice? Seems like it only hears the loudest.',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Is nuclear power actually safer than wind per unit of energy produced?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is tolerance a value in itself, or only good when it helps the oppressed, professor Marcuse?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "what's a good name for a podcast, my friends and i keep arguing about it",
    issue: null,
    form: 'off-topic',
  },
];
