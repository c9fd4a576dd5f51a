// The blind set of 2027-01-05 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'If goodness is invented, who invented it and when?',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'Socrates, you say nobody does wrong on purpose. My ex cheated on me and knew exactly what he was doing. How is that ignorance?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'ok so nietzsche is basically saying being nice is for losers?? thats kinda bleak',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is there any moral rule every culture on earth agrees on?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'is this app free or do i need a subscription after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandmother hid a Jewish family in her attic in 1943 and risked getting shot for it. If goodness is just a story the weak tell themselves, what exactly was she doing? Mr Hammer, I'd like you to answer that one.",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "come on Friedrich, the Nazis loved your books. doesn't that tell you something about where 'beyond good and evil' ends up",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Would morality still exist if humans went extinct?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Gadfly guy, you keep asking what 'good' means but you never give an answer. Isn't that just a clever way of dodging?",
    issue: 'examined-life',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Evolutionary biologists say we feel empathy because it helped our ancestors survive in groups. Doesn't that prove morality is just a survival trick and not something real?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'brb dog needs to go out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is something good because the gods love it, or do they love it because it's good? Sokrates I remember you asking this but what's your actual answer",
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "i mean slavery was legal and 'moral' for like thousands of years. so was abolishing it real moral progress or did we just change fashions",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Nietzsche, what's wrong with pity? I volunteer at a food bank every weekend and I honestly don't feel like I'm being weak.",
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Why would anyone die for a principle instead of just escaping, like his friends begged Socrates to do?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'so you admit that once god is dead anything goes, nietzche?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'How do vaccines actually train the immune system to recognize a virus?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I work in sales and my manager says ethics is for people who can't close deals. Honestly he's rich and happy. Is he the kind of person the philosopher with the hammer admires?",
    issue: 'strength-power',
    also: ['good-life'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Are psychopaths just people who never bought into the invention?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'ressentiment - can you give a real-life example of it today? like on twitter?',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'hey socretes if knowing the good means doing it, why do i still eat a whole bag of chips at midnight knowing full well its bad for me',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'can anyone recommend a good hammer for hanging heavy mirrors on drywall',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If morals are invented, then the rule against murder is just a convention like driving on the right. Does that really not bother you?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "When companies train AI on 'human values', whose values are they supposed to be? Is there a real answer or do the engineers just pick?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Is kindness a weakness, Nietzsche?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "but what about children? my 3 year old gets upset when another kid is hit, nobody taught her that. isn't that goodness showing up before any culture gets to her",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'Master morality or slave morality: which one is the modern West actually living under, Nietzsche?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Was the French Revolution a success or a failure in the long run?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "the athenians literally voted to kill you for corrupting the youth. doesn't that show 'the good' is whatever the majority decides that week, Socrates?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "What's the difference between a value I created for myself and one I just picked up from my parents?",
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: "honestly this whole 'create your own values' thing sounds like a self-help book. how's it different from just doing whatever you feel like",
    issue: 'goodness-real',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: 'good evening from Lisbon! is the moderator a real person?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is an examined life actually better, old man of Athens, or just more tiring?',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'My friend says everything moral is relative, but then she gets furious when someone cuts in line. Is she just being inconsistent, or is that a sign something real is going on?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'The German philosopher said God is dead. Who killed him, and what replaces him?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'If I had to live my exact life over and over forever, would that change what counts as good for me?',
    issue: 'good-life',
    form: 'paraphrase',
  },
  {
    text: 'How did the Bronze Age collapse happen? Was it climate, invasions, or something else?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do animals have morality, or is that just us projecting?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Socrates, last one: were you actually calm when you drank the hemlock, or was that just Plato making you look good?',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Can we ever really know that other people have minds, or do we just assume it?',
    issue: null,
    form: 'off-topic',
  },
];
