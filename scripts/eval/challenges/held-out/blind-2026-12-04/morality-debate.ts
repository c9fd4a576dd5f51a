// The blind set of 2026-12-04 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  { text: 'Is being good just whatever your culture tells you?', issue: 'goodness-real', form: 'plain' },
  {
    text: 'Socrates, if nobody in Athens could even define justice, why were you so sure it was worth dying for?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'ok so like if goodness is made up then why do i feel so guilty when i lie to my mom',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  { text: 'is this app free or do i need a subscription', issue: null, form: 'off-topic' },
  {
    text: "My boss told me to fudge some numbers in the quarterly report. Everyone on the team does it and honestly nobody gets hurt. Is it actually wrong, or is 'honesty' just a rule the people at the bottom are expected to follow?",
    issue: 'truth-honesty',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Nietzsche, slave morality... you really think kindness started out as revenge by the weak?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Why would anyone bother being good if there's no God watching?",
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: "Question for the gadfly: is something good because the gods love it, or do they love it because it's good?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'epithet',
  },
  { text: "brb, someone's at the door", issue: null, form: 'off-topic' },
  {
    text: "We used to think slavery was fine. Now almost everyone thinks it's monstrous. Doesn't that show we're discovering moral truth, not inventing it?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "that's just relativism with a mustache, friedrich",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Socrates, if a psychopath feels no pull toward goodness at all, is he missing a fact or just a feeling?',
    issue: 'goodness-real',
    also: ['virtue-knowledge'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Mr Hammer, what would you actually smash first if they put you in charge of a school?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  { text: "What's a good pizza place around here that's open late?", issue: null, form: 'off-topic' },
  {
    text: "I've got a four-year-old who just bit her cousin. I told her biting is wrong, she asked 'why?', and I honestly had nothing. What am I supposed to say, that it's a convention?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Serious question for both of you: if you found a ring that made you invisible, would you still behave? Be honest.',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'Socartes you keep asking what we mean by good but you never answer it yourself, isnt that a dodge',
    issue: 'goodness-real',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Chimps share food and punish cheaters. Doesn't that mean morality came from evolution rather than from heaven or from priests?",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  { text: 'How does consciousness actually come out of a lump of neurons?', issue: null, form: 'off-topic' },
  {
    text: 'Is the Übermensch just a fancy word for a selfish jerk?',
    issue: 'strength-power',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: "so you admit, Nietzsche, that your whole attack on morality is itself a judgement about what's better and worse? then you've got values too",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Engineers are trying to give AI models 'human values'. Whose values, though? If goodness is invented, aren't they just encoding the preferences of whoever owns the lab?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Is it ever right to break an unjust law, or should you take the punishment like the old Athenian did?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'epithet',
  },
  { text: "Good evening all, first time here, hope I'm not too late", issue: null, form: 'off-topic' },
  {
    text: 'Why does pretty much every culture agree that murder is wrong if morality is just made up?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'The Nazis loved quoting Nietzsche. Fair reading or total distortion?',
    issue: 'strength-power',
    also: ['equality'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "why did socrates drink the hemlock when his friends could've just bribed the guards and got him out",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Nobody does wrong on purpose? Come on. People cheat on their partners knowing full well it's wrong.",
    issue: 'virtue-knowledge',
    form: 'paraphrase',
  },
  {
    text: 'What caused the First World War, was it really just one assassination?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a nurse and I've watched truly decent people die in awful pain while crooks live to ninety. Where is this goodness that's supposed to be real? Genuinely asking.",
    issue: 'goodness-real',
    also: ['justice'],
    form: 'paraphrase',
  },
  {
    text: 'Would you want to live your life again, exactly the same, forever and ever, Nietzsche?',
    issue: 'good-life',
    also: ['suffering'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Wait, isn't it the other way round? Rich and powerful people write the moral rules to keep everyone else obedient.",
    issue: 'origin-of-values',
    also: ['strength-power'],
    form: 'plain',
  },
  { text: 'Should voting be compulsory in a democracy?', issue: null, form: 'off-topic' },
  {
    text: 'Cancel culture: moral progress or just a mob with a halo?',
    issue: 'justice',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Quick one: is the unexamined life really not worth living, or is that just something philosophers say to feel important?',
    issue: 'examined-life',
    form: 'plain',
  },
  {
    text: "What's ressentiment, and do I have it because I can't stand my rich neighbour?",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'Greek guy in the toga, do you actually believe in a Form of the Good floating somewhere, or was that Plato putting words in your mouth?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  { text: 'Do black holes really lose mass over time through radiation?', issue: null, form: 'off-topic' },
  {
    text: 'god is dead so like... is everything allowed now? asking for a friend',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'If everyone on earth suddenly agreed that torturing babies for fun was fine, would it become fine, Socrates?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
];
