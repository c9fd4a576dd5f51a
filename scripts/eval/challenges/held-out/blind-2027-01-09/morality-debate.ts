// The blind set of 2027-01-09 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is anything actually good, or do we just agree it is?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Socrates, if goodness is real, where is it? Can I point at it?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My nephew asked me why stealing is wrong and all I could come up with was 'because it is'. I felt like a fraud. Is there a better answer than that, or is that really all morality comes down to?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'ok so nietzsche basically says morality was made up by weak people to feel better about being weak?? thats kinda cope tbh',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'is this app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If God is dead, who gets to decide what's right now? Me?",
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: "What would the guy with the hammer actually build once he's smashed all the old morals? Or is it just smashing?",
    issue: 'religion-morality',
    also: ['good-life'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Slavery was legal and considered normal for centuries. If morality is invented, then ending it wasn't progress, just a change of fashion. Is that really what you'd say, Friedrich?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Would you die for something you only think is good?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Socrates you claim nobody does wrong on purpose. come on, people do awful stuff knowing exactly what theyre doing',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Can someone explain how mRNA vaccines actually work inside the cell?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I work in sales and my manager openly says nice guys finish last and the pushy ones get promoted. Honestly he looks a lot happier than me. Is he living by that master morality thing, and is he right?',
    issue: 'strength-power',
    also: ['good-life'],
    form: 'paraphrase',
  },
  {
    text: "Doesn't evolution explain morality, Mr Nietzsche? We're kind because kind tribes survived. So it's both real and invented?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Question for the Athenian: you drank the hemlock instead of running away. Was that goodness, or just stubbornness?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'is morality just whatever your culture says',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "The Nazis loved quoting Nietzsche. Doesn't that tell us something about where 'beyond good and evil' ends up?",
    issue: 'strength-power',
    also: ['equality'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Neetchie what is ressentiment in normal words',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'If a psychopath feels no guilt at all, is he missing something real, the way a colour-blind person misses red, or has he simply opted out of a game the rest of us agreed to play?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Say we build an AI and tell it to be good. Good according to what? Somebody has to pick the values, and that feels pretty invented to me.',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'so you admit, Nietzsche, that you still think some lives are better than others? isnt that a moral claim too',
    issue: 'goodness-real',
    also: ['equality'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My grandmother was the kindest person I ever knew and never read a word of philosophy. She just knew what to do. Where did that knowing come from?',
    issue: 'origin-of-values',
    also: ['virtue-knowledge'],
    form: 'paraphrase',
  },
  {
    text: "Isn't the Euthyphro problem still unsolved? Is something good because the gods love it, or do they love it because it's good?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'The Gadfly keeps asking what everyone else means by right. Fine, but what do YOU mean by it? Answer for once.',
    issue: 'justice',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Can an atheist be truly good, Nietzsche?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'i mean if everybody made up their own values wouldnt we just end up with chaos, like lord of the flies',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "what's a good value for money pair of headphones under 50 quid?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Friedrich, the eternal recurrence thing: if I had to relive my life forever, would that make me more moral or just more careful?',
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Remember that man who jumped onto the subway tracks to save a stranger? He didn't weigh anything up, he just jumped. Is that instinct proof that goodness is real, or just wiring?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "What's the difference between a value and a habit?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'Is it possible to be good and still enjoy having power?',
    issue: 'strength-power',
    form: 'plain',
  },
  {
    text: 'How far away is the nearest habitable exoplanet, and could we ever actually get there?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My friend says morals are 'a social construct' every time she wants to do something sketchy. Copying homework, ghosting people, whatever. Is she being clever or just convenient?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'hey german guy, but what about animals, does a wolf do evil when it kills a lamb? if not why do we call it evil when a man does it',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'can you make the philosophers talk slower, the audio is way too fast',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would a world with no moral rules be freer or just scarier?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Sokrates, if virtue is knowledge, can it be taught like maths? My kid's school has a 'values' lesson every Friday and as far as I can tell it does nothing.",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'The mustache man says Christianity made us weak. But hospitals, charity, caring for strangers all came out of it. Is that weakness?',
    issue: 'pity',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "What's the best argument for proportional representation over first past the post?",
    issue: null,
    form: 'off-topic',
  },
];
