// The blind set of 2027-01-13 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'If every culture has different morals, how can anyone say one of them is right?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'socrates why did you just drink the poison when you could have escaped, was being good really worth dying for',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My sister says she's a good person because she donates to charity, but she's awful to her staff. Who decides which of those counts? Is there even a fact of the matter?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Nietzsche, what exactly is slave morality?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'is there a good ramen place still open near the station',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Where does conscience come from?',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: "So you admit, Friedrich, that you'd have nothing to say against a cruel man if he was strong enough to get away with it?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "The Hammer guy keeps saying morals are habits. Aren't some habits good though? Brushing your teeth is a habit.",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Did evolution give us morality, or did we reason our way to it?',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: "I work in HR and we just rewrote our company 'values' in a two-hour workshop with sticky notes. Watching that, it's hard to believe values are anything but made up. Convince me otherwise.",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'ok so if god is dead like you said then why shouldnt i just do whatever i want lol',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Is something good because the gods love it, or do they love it because it's good? I never got a straight answer to that.",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "What's the difference between a black hole and a neutron star?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Slavery was legal and considered perfectly moral for centuries. Doesn't the fact that we now condemn it prove moral progress is real, Socrates?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'come on, nobody does wrong knowingly? I know eating the whole cake is bad and I do it anyway',
    issue: 'virtue-knowledge',
    form: 'paraphrase',
  },
  {
    text: 'Could a psychopath be right that morality is just a game other people play, Socrates?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Mr. Nietszche do you think being kind is weakness',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "brb, someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "We're building AI and everyone talks about 'aligning it with human values'. Which values, though? If right and wrong are just our inventions, whose invention are we programming into the machines?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Old Greek in the sandals: if you never wrote anything down and claim to know nothing, why should I trust what you say about virtue?',
    issue: 'virtue-knowledge',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Is morality just majority opinion?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Weren't your ideas used by the Nazis, Nietzsche? Doesn't that say something about where 'beyond good and evil' leads?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "My kid asked me why lying is wrong if nobody finds out. I said 'because it just is' and felt like a fraud. What should I have said?",
    issue: 'truth-honesty',
    form: 'paraphrase',
  },
  {
    text: "does this app work without wifi, i'm on a train",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the Athenian: can a dog be good, or only people?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "that's just resentment talking, isn't it? you hated the church so you decided morality was fake",
    issue: 'goodness-real',
    also: ['religion-morality'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'If I had to live my exact life again forever, would that make my choices good? Eternal recurrence sounds more like a test than an answer.',
    issue: 'good-life',
    form: 'paraphrase',
  },
  {
    text: 'Was the fall of Rome caused more by economic collapse or by the invasions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is a war crime wrong even in a country where it's legal? Asking after watching the news tonight.",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Socrates, you keep asking what we mean by words. Isn't that just a way to avoid ever committing to an answer?",
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Why do nearly all societies ban murder and incest if ethics are made up?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: "where can I buy a decent hammer that won't snap, the hardware store one broke in a week",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If goodness is real, where is it? You can't weigh it or see it under a microscope.",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'I quit a well-paid job because the company was dodging safety rules. Friends call me naive. Was that virtue, or was I just obeying a rule someone drilled into me as a kid?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'What would the overman actually do on a normal Tuesday?',
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: 'How does proportional representation differ from first-past-the-post voting?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the guy with the mustache, do you think humility is a virtue or a trick',
    issue: 'origin-of-values',
    also: ['pity'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "But what about math? Nobody invented that 2+2=4. Why couldn't goodness be like that?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Is there any good evidence that the universe had a beginning?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'do you two actually disagree or is Socrates just asking questions and Nietzsche just yelling',
    issue: 'goodness-real',
    form: 'plain',
  },
];
