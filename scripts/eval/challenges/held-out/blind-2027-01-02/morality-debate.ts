// The blind set of 2027-01-02 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'If nobody had ever thought up the word good, would anything still be good?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'socrates why did you drink the hemlock when you could have just escaped, was being good really worth dying for',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My little nephew is four and he already screams 'that's not fair!' when his sister gets a bigger slice. Nobody taught him that. Doesn't that mean fairness is built into us rather than made up?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "is there a way to turn the captions on? I can't hear the moderator",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Nietzsche, if morality is just the weak taming the strong, why did the strong ever go along with it?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'ok so like the hammer guy is basically saying being nice is for losers? thats what every gym bro on tiktok says lol',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Was abolishing slavery real moral progress, or just one set of values beating another?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Socrates keeps asking for definitions. But I can't define 'red' either and I still know a stop sign when I see one. Why should goodness need a definition to be real?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Herr Nietzsche, you said God is dead. Without God, who gets to say what's good?",
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'What caused the Bronze Age collapse around 1200 BC? Historians never seem to agree.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is something good because the gods love it, or do the gods love it because it's good?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "I work in sales and my boss told me last week that honesty is 'a luxury for people who don't have targets.' He earns three times what I do. Is he just being practical, or is he wrong in some deeper way?",
    issue: 'truth-honesty',
    form: 'paraphrase',
  },
  {
    text: 'so you admit, Socrates, that you never actually found the definition of justice in any of your dialogues?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "What's ressentiment, and do I have it if I secretly hate rich people?",
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'Why do almost all cultures think murdering your own neighbours is wrong, if morals are invented, Nietzsche?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'brb my pizza is here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "to the gadfly: if no one does wrong knowingly, how do you explain me eating a whole cake while knowing full well it's bad for me?",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Nazis loved quoting Nietzsche. Doesn't that tell us something about where 'beyond good and evil' ends up?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'imagine you had the ring of gyges and could turn invisible. would anyone stay good? i honestly dont think i would',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: "Evolution explains why we feel empathy: groups that cooperated survived. Doesn't that make morality a useful trick of our genes rather than something real? Question for the philosopher with the hammer.",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'come on Friedrich, you lived a quiet, polite, sickly life and wrote about blond beasts. Did you even follow your own philosophy?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Can someone explain how quantum entanglement works without the usual 'spooky action at a distance' clich\u00e9?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Who decides what counts as good for a self-driving car when it has to choose between hitting one person or five?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "that's just cultural relativism with extra drama",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'My grandmother was a deeply religious woman who forgave the man who killed her son. Nietzsche would call that slave morality, I guess. To me it looked like the strongest thing I have ever seen. Which of us is right?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'If goodness is real, where is it? Can you point to it like you point to a chair, Socrates?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Mr Mustache, what would your \u00dcbermensch actually do on a normal Tuesday?',
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "what's a good wine to bring to a dinner party, red or white? the host is making lamb",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Socrates do you think a psychopath who feels no guilt is missing a fact, or just missing a feeling?',
    issue: 'virtue-knowledge',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'i mean, if its all invented then nothing was actually wrong with the holocaust, right? nobody really believes that',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Is kindness a weakness?',
    issue: 'pity',
    form: 'plain',
  },
  {
    text: "Our company has a 'values' poster in the break room: integrity, teamwork, respect. Management put it up right after a fraud scandal. Were they discovering goodness or inventing it for PR?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Question for the German: what about animals? A dog that protects a child, is that goodness or just instinct?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Why did the Roman Republic turn into an empire? Was Caesar the cause or just the symptom?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Nietzche, eternal recurrence: would you really want to live this exact life again, forever, headaches and all?',
    issue: 'suffering',
    also: ['good-life'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Would the old Athenian admit that most people who call themselves good are just scared of getting caught?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Are moral facts like mathematical facts, true whether or not anyone believes them?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'is this app free or do I need premium to ask questions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Socrates, that guy in the Republic, Thrasymachus, said justice is just whatever benefits the stronger. Did you ever really beat that argument, or did he just get tired and shut up?',
    issue: 'justice',
    also: ['strength-power'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Different topic: could an AI ever be conscious, or is consciousness something only biological brains can have?',
    issue: null,
    form: 'off-topic',
  },
];
