// The blind set of 2027-01-08 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is anything actually wrong, or do we just agree it is?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Socrates, you drank the hemlock instead of escaping when your friends had it all arranged. Was that goodness or just stubbornness?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'ok so if nietzsche is right and god is dead then like why does everyone still act like murder is wrong',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "My nephew is four and he screams 'not fair!' whenever his sister gets a bigger slice of cake. Nobody taught him that. Doesn't that mean fairness is built in, not invented?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: "what's the weather doing where you guys are? it's pouring here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Hammer, what exactly are you smashing, and what do you put in its place?',
    issue: 'goodness-real',
    also: ['religion-morality'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "The old Euthyphro question still bugs me: is something good because the gods love it, or do the gods love it because it's good?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Slavery was legal and considered normal for thousands of years. If morality is invented, how can we say people back then were wrong and not just different?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "come on Friedrich, you'd be furious if someone stole your manuscripts. Doesn't that show you believe in right and wrong too?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "does a person who's never been taught anything still know right from wrong",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "I work in HR and half my job is writing 'values statements' nobody reads. Honestly it feels like Nietzsche's point, morals as a tool to keep people in line. Is that cynical or accurate?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "How do we know we're not dreaming right now? Descartes never really convinced me.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'what does slave morality even mean, it sounds kinda offensive tbh',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'Socrates, you said nobody does wrong on purpose. Have you ever met a teenager?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "If I'm alone on a desert island, does being good still mean anything?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "brb kettle's boiling",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My grandmother was a devout Catholic who never missed Mass, and she was also the kindest person I ever knew. Nietzsche would call her faith herd instinct. Was her kindness fake because of where it came from?',
    issue: 'origin-of-values',
    also: ['religion-morality'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Old man from Athens, if you spent your whole life asking questions and never gave answers, how do you even know goodness exists?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Question for the German: chimps share food and punish cheaters too. So is morality just evolution dressed up in nice words?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "what's the best hammer for hanging a heavy mirror? the one I have keeps bending nails",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Nietzche do you think your \u00dcbermensch would need any morals at all',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Question for the Greek guy: would you die for something you believed was good, even if you couldn't prove it was?",
    issue: 'goodness-real',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "so you admit, Nietzsche, that you're just swapping one set of values for another one you happen to like better?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is there any moral rule that every culture in history has agreed on?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: "A self-driving car has to be programmed to choose who to hit in a crash. Engineers are literally writing morality into code. Are they inventing it, or trying to copy something that's already there?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Why did the Nazis love Nietzsche so much? Was that his fault or his sister's?",
    issue: 'strength-power',
    also: ['equality'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Why is it bad to lie if the lie makes someone happy, Socrates?',
    issue: 'truth-honesty',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'What actually caused the collapse of the Bronze Age civilizations around 1200 BC?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'hi all, first time on here. does the app save the debate so I can listen later?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I lost my faith last year and I keep waiting to turn into a monster, but I'm still nice to people. What's holding me up, if not God?",
    issue: 'religion-morality',
    form: 'paraphrase',
  },
  {
    text: 'socrates what would you say to a psychopath who genuinely doesnt feel guilt. is he missing something real or just wired different',
    issue: 'goodness-real',
    also: ['virtue-knowledge'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Isn't 'goodness is invented' itself a claim you want us to accept as true? Feels like it eats itself.",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Is pity a weakness or the best thing about us, Nietzsche?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'If everyone on earth voted that torturing babies for fun was fine, would it become fine?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Should the voting age be lowered to sixteen?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the guy with the huge mustache, do you really think kindness is just the revenge of the weak? because my nurse at the hospital last week didnt seem weak at all',
    issue: 'origin-of-values',
    also: ['pity'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "On social media everybody is furious at someone every single day, always in the name of being good. Isn't that exactly the ressentiment Nietzsche warned about?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Does quantum mechanics really mean a particle is in two places at once, or is that just a bad metaphor?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Sokrates, if goodness is knowledge, why can't we teach it in school like geometry?",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'If you had a ring that made you invisible, would you still behave? Be honest, Socrates.',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
];
