// The blind set of 2027-01-15 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'If nobody was watching, would being good still matter?',
    issue: 'justice',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'ok so my roommate says morality is just whatever your culture tells you and i kinda think hes right?? like in some places eating dogs is totally normal',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "Socrates, you keep asking everyone what they mean by 'good', but do you actually know yourself, or is that a clever dodge?",
    issue: 'goodness-real',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'My grandpa refused the draft during Vietnam and went to prison for it. He always said some things are simply wrong, full stop. Was he onto something real, or was he just obeying a different set of rules he grew up with?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "Nietzsche didn't you lose your mind at the end hugging a horse that was being whipped? kind of sounds like compassion won",
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'any good pizza places still open near the central station?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is kindness a weakness?',
    issue: 'pity',
    form: 'plain',
  },
  {
    text: "If goodness is invented, then ending slavery wasn't progress, just a change in fashion. Do you really want to say that, Nietzsche?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "The hammer guy says morals are old habits. Fine, but aren't his own values, strength, creativity, saying yes to life, also just habits he happened to like?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "We're building AI systems right now and engineers have to decide what the model should refuse to do. If there's no real goodness, whose values do we even put in there?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'what is master morality vs slave morality in simple words',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'Socrates why did you drink the hemlock when your friends literally had an escape planned. was any idea worth that',
    issue: 'justice',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Is mathematics discovered or invented? Like, did pi exist before anyone measured a circle?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the gadfly: do animals have a sense of right and wrong? My dog definitely looks guilty when he's chewed a shoe.",
    issue: 'origin-of-values',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "come on, nobody does wrong knowingly? people cheat on their taxes knowing exactly what they're doing",
    issue: 'virtue-knowledge',
    form: 'plain',
  },
  {
    text: "Evolutionary biologists say we feel empathy because it helped groups survive. Doesn't that settle it, goodness is just a survival trick?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: "Friedrich, if God is dead, why shouldn't I just do whatever I want?",
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'i work in sales and my boss basically rewards whoever is most ruthless. the nice guys get laid off first. so is being good just for losers or what',
    issue: 'justice',
    also: ['strength-power'],
    form: 'paraphrase',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are there any moral rules that every culture in history has agreed on?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'So you admit, Socrates, that you never managed to define justice even after all those dialogues?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Gyges' ring: if I could turn invisible, would I stay just? Honest answer from both of you please.",
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'The Nazis loved quoting the mustache man. How much of that is on him?',
    issue: 'strength-power',
    also: ['equality'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "My kid asked me why it's wrong to hit his sister if he doesn't get caught. I said 'because it is' and felt like I'd lost. What should I have said?",
    issue: 'justice',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'Neitzsche whats ressentiment and do i have it lol',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'What actually caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can something be good even if it makes everyone miserable?',
    issue: 'suffering',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: "Thrasymachus said justice is just the advantage of the stronger. Isn't that basically Nietzsche's position, 2,400 years early?",
    issue: 'strength-power',
    also: ['justice'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'the old athenian guy keeps answering questions with more questions. isnt that kind of annoying and cowardly honestly',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Twenty years ago most countries banned same-sex marriage, now lots of people think banning it is immoral. Did we discover something, or did we just change our minds?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "how do I turn the moderator down, she's kind of loud",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What would the Übermensch do on a Monday morning with a boring job?',
    issue: 'good-life',
    form: 'paraphrase',
  },
  {
    text: 'If morality is a human invention, could a psychopath be more honest than the rest of us, Nietzsche?',
    issue: 'goodness-real',
    also: ['truth-honesty'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "but what about torturing a baby for fun. you can't tell me that's only wrong by convention",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Socrates, is something good because the gods love it, or do they love it because it's good? You asked Euthyphro that, so what's your own answer?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Should the voting age be lowered to 16?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'People online get cancelled for jokes they made ten years ago. Is that mob morality exactly what the German with the hammer warned about?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'whistleblowers lose their careers, sometimes their freedom. is telling the truth worth that or is it ego dressed up as virtue',
    issue: 'truth-honesty',
    form: 'paraphrase',
  },
  {
    text: "what's the weather going to be like in Athens next week? thinking of booking a trip",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How do black holes actually lose mass? Hawking radiation never made sense to me.',
    issue: null,
    form: 'off-topic',
  },
];
