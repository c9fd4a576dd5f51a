// The blind set of 2026-12-20 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: "Is there any moral rule that's true everywhere and for everyone?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'ok so if goodness is invented who invented it like was there a meeting',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: "Socrates, you chose to die instead of escaping from jail when your friends had it all arranged. Wasn't that just stubbornness dressed up as virtue?",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My sister teaches in Norway and I grew up in rural Texas, and we disagree on basically every moral question: guns, abortion, drinking. If morality were real, wouldn't we have converged by now?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Nietzsche, what exactly is slave morality and why do you blame the Christians for it?',
    issue: 'origin-of-values',
    also: ['religion-morality'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'is it ever ok to lie',
    issue: 'truth-honesty',
    form: 'plain',
  },
  {
    text: 'Mr Gadfly, you keep asking everyone what they mean by good. Do you ever actually answer?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'anyone know a good ramen place near kings cross thats open late',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Last week I found a wallet with 300 euros in it and nobody saw me. I handed it in, but honestly I was mostly scared of getting caught somehow. Does that still count as being good?',
    issue: 'virtue-knowledge',
    also: ['justice'],
    form: 'paraphrase',
  },
  {
    text: "Come on Friedrich, 'the timid invented virtue' is just a fancy way of saying you resent nice people.",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "If God doesn't exist, is everything permitted?",
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: "Is something good because the gods love it, or do the gods love it because it's good? I've never understood which one Socrates actually believes.",
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'So you admit, Socrates, that you never managed to define justice after all those conversations?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'can a psychopath be a good person if he just follows the rules without feeling anything',
    issue: 'virtue-knowledge',
    also: ['pity'],
    form: 'paraphrase',
  },
  {
    text: "The hammer guy keeps saying our morals are just habits. Fine. But isn't slavery being wrong more than a habit?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Did the Nazis read Nietzsche correctly, or did his sister twist his work for them?',
    issue: 'strength-power',
    also: ['equality'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "I saw a documentary where capuchin monkeys got furious when another monkey got a grape and they only got cucumber. Doesn't that mean fairness evolved, and nobody invented it?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'What would an \u00dcbermensch actually do on a normal Tuesday?',
    issue: 'good-life',
    also: ['strength-power'],
    form: 'plain',
  },
  {
    text: 'neitzsche do you think people who are kind are just weak',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "If a self-driving car has to choose between hitting an old man or two kids, somebody programs the 'right' answer. Is it right, or just chosen by some engineer in California?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Is consciousness just what neurons do, or is there something extra that science will never capture?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'socretes i mean no one does wrong knowingly?? i literally eat cake every night knowing its bad for me',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Why be good at all if you know you'd never get caught? Like that myth about the ring that makes you invisible.",
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: "My boss takes credit for everyone's work and gets promoted every single year, while the decent people in our office stay stuck. Isn't that proof the strong just win and goodness is a story told by losers?",
    issue: 'strength-power',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "can I change the moderator's voice? it's really monotone",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'But what about human rights, are those invented too, Nietzsche?',
    issue: 'goodness-real',
    also: ['equality'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "To the old Athenian in sandals: would you have drunk the hemlock so calmly if you weren't sure the soul survives?",
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Is morality just whatever the majority likes at the moment? Because 200 years ago the majority was fine with a lot of horrible stuff.',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Should the voting age be lowered to 16?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Nietzsche supposedly broke down hugging a horse that was being whipped in Turin. Isn't that a lot of pity from the man who despised pity?",
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "that's just relativism with a moustache",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "what's the weather like in athens this week, we fly out friday",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How do little kids learn right from wrong if nobody teaches them?',
    issue: 'origin-of-values',
    also: ['virtue-knowledge'],
    form: 'plain',
  },
  {
    text: 'Genuine question for the German philologist: if God is dead, who gets to decide what counts as a higher type of person?',
    issue: 'religion-morality',
    also: ['equality'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'My grandfather hid a Jewish family during the war and risked his life for it. He never read a page of philosophy, and everyone around him was telling him to hand them over. So where did his sense of good come from, if not from his culture?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'Did lead in the water pipes really help bring down the Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'does AI have morals or does it just copy ours',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'Ok Socrates, stop answering with more questions. Yes or no: is goodness real?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "What is dark matter, and why can't we see it?",
    issue: null,
    form: 'off-topic',
  },
];
