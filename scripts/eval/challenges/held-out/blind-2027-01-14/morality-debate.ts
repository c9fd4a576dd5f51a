// The blind set of 2027-01-14 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is being good something we discovered or something we made up?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Socrates, if you can't even define goodness after a whole lifetime of asking, why are you so sure it exists?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My little nephew shared his toy with another kid today without anyone asking him to. Nobody taught him that yet, as far as I know. Doesn't that mean kindness is just built into us?",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'ok so nietzsche like... if god is dead who decides whats wrong now, me??',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'brb my pizza just got here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If a whole country agrees slavery is fine, is it fine for them? Or were they simply wrong?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Mr Hammer, you keep smashing morals, but what do you actually want to put in their place?',
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Is it good because the gods love it, or do the gods love it because it's good? Never got a straight answer on that one.",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'I work in sales and honestly the people who lie a bit get promoted and the honest ones stay stuck. Tell me again why I should be good?',
    issue: 'justice',
    also: ['truth-honesty'],
    form: 'paraphrase',
  },
  {
    text: "So you admit, Socrates, that you just assume there's a right answer before you even start asking?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Freddy N, isn't 'slave morality' just a fancy way of saying you don't like nice people?",
    issue: 'origin-of-values',
    also: ['pity'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Can a computer ever actually be conscious, or does it just imitate thinking?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'evolution explains why we feel guilt right? so its just biology, not truth',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Is morality like maths, true whether or not anyone believes it?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'The bald guy in the toga: did you really choose the hemlock when your friends had an escape ready? Was any idea worth that?',
    issue: 'justice',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "A friend of mine says every protest crowd online is just envy dressed up as justice. She read Nietzsche in college and now she can't stop. Is she right, or is that a lazy excuse to ignore people who are hurting?",
    issue: 'origin-of-values',
    also: ['justice'],
    form: 'paraphrase',
  },
  {
    text: 'who invented good and evil, like actually who',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'What would you say, gadfly, to a psychopath who honestly feels nothing when he hurts someone? Is he missing a fact or just a feeling?',
    issue: 'goodness-real',
    also: ['virtue-knowledge'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Come on, Nietzsche, your ideas got picked up by the Nazis. Doesn't that tell you something about where 'beyond good and evil' ends up?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "what's a good hammer for hanging heavy mirrors? the cheap one keeps bending nails lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If nobody would ever find out, would you still return a wallet full of cash? Honest answer please, both of you.',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: "Does no one really do wrong on purpose? Because I've definitely done things I knew were wrong.",
    issue: 'virtue-knowledge',
    form: 'plain',
  },
  {
    text: "We're programming AIs to be 'aligned with human values'. Whose values? If goodness is invented then a few engineers in California are inventing it for everyone now.",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Sokrates why do you answer every question with another question, its kinda annoying',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Is the guy from the 1800s saying compassion is a weakness? Because that sounds like a really bad take.',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Why did the Roman Empire in the West fall but the Eastern one lasted another thousand years?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If morality is invented, then was abolishing slavery progress or just a change in fashion?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "My dad's a pastor and I stopped believing at about 16. He says without God I have no reason not to steal. I don't steal. So what's holding me back if it's not something real?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: "Would you live your exact same life over and over forever? Nietzsche says that's the test, right?",
    issue: 'good-life',
    also: ['suffering'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "that's just relativism with extra steps, Friedrich",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'is the app free or do I have to pay after the first debate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Do animals have morals? My dog definitely looks guilty when he's chewed a shoe.",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: "Socrates, is it better to suffer an injustice than to do one? Because that sounds nice but I'd rather not be robbed.",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'but what about the will to power, isnt that just another value you made up and then called it nature',
    issue: 'goodness-real',
    also: ['strength-power'],
    form: 'plain',
  },
  {
    text: "Why do basically all cultures agree that murdering your own neighbour is wrong, if it's all invented, Nietzsche?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "How do we know the outside world exists at all and we're not just dreaming?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Nietzche honestly, did you end up hugging a horse in Turin because of all this? what happened',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Question for the Athenian: if virtue is knowledge, why are so many clever people awful?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "it's snowing so hard here I can barely see the street, stay warm everyone",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'lol the moderator sounds exactly like my old geography teacher',
    issue: null,
    form: 'off-topic',
  },
];
