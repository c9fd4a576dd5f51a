// The blind set of 2026-12-15 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  { text: 'Is being good just something people made up?', issue: 'goodness-real', form: 'plain' },
  {
    text: 'Socrates, you drank the hemlock instead of running away when your friends had it all arranged. Was that goodness, or just stubbornness?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'ok so my roommate says morality is just evolution making us cooperate so we dont get eaten, like monkeys grooming each other. does that make it fake or not',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  { text: 'is this app free or do I need to pay after the first debate?', issue: null, form: 'off-topic' },
  {
    text: 'Nietzsche, if God is dead, why do atheists still act like being kind matters?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'I work in sales and my manager basically told me nice guys finish last. Honestly he earns three times what I do. Is he just seeing the world more clearly than me?',
    issue: 'strength-power',
    also: ['good-life'],
    form: 'paraphrase',
  },
  {
    text: 'who decides what good means anyway',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: "Mr Hammer, isn't calling Christianity a slave morality just a fancy way of saying you resent the weak?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Slavery used to be considered normal and now almost everyone says it was evil. Is that moral progress, or just fashion changing?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'If some tribe somewhere thinks stealing is fine, are they wrong or just different, Socrates?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  { text: "brb someone's at the door", issue: null, form: 'off-topic' },
  {
    text: "come on nietzsche, the nazis loved your books. doesnt that tell you something about where 'beyond good and evil' leads?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Socrates says nobody does wrong on purpose. My ex cheated on me and knew EXACTLY what he was doing, so how does that work?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "What would the Greek guy even say to a psychopath who just doesn't feel guilt?",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  { text: 'is kindness weakness', issue: 'pity', form: 'plain' },
  {
    text: "My kid asked me why she shouldn't lie if nobody finds out. I said 'because it's wrong' and she said 'who says?' and I honestly had nothing. What should I have told her?",
    issue: 'goodness-real',
    also: ['truth-honesty'],
    form: 'paraphrase',
  },
  {
    text: 'Freddy, be honest, did you ever actually live by your own philosophy or was it all talk?',
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is mathematics discovered or invented? Like, would 2+2=4 even if no humans had ever existed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so you admit there's no reason not to hurt people as long as you're strong enough to get away with it, Nietzsche?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "To the old Athenian: the Ring of Gyges story. If I could turn invisible, would I still be good? Honestly I'm not sure I would.",
    issue: 'justice',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Isn't ressentiment just what people online call 'cope'?",
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'Sokrates can you even define good or do you just keep asking other people until they give up',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Doctors in war zones risk their lives for total strangers. If morality is invented, why would anyone do that?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: 'Should voting be compulsory in a democracy?', issue: null, form: 'off-topic' },
  {
    text: 'hey gadfly whats the difference between morals and just like, manners',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "AI companies are trying to program 'human values' into their chatbots. Whose values, though? If goodness is real, shouldn't we be able to just write it down?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Question for the man with the mustache: what replaces morality once you've smashed it?",
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Both of you are dead men from societies that had slaves and no votes for women. Isn't it a bit rich to lecture anyone on eternal goodness?",
    issue: 'goodness-real',
    also: ['equality'],
    form: 'plain',
  },
  {
    text: 'Can an animal be good? My dog shares his food with the cat and I swear he looks guilty when he chews my shoes.',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  { text: 'What actually caused the 2008 financial crisis?', issue: null, form: 'off-topic' },
  {
    text: "If I'd be willing to die for my kids, does that prove goodness is real, or just that my genes want to survive?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'the eternal recurrence thing, if i had to relive my life forever would i want to, idk, feels like a test of whether you actualy believe in anything',
    issue: 'good-life',
    also: ['suffering'],
    form: 'paraphrase',
  },
  {
    text: "But what about the Holocaust? Are you seriously telling me that was only 'evil' by some convention?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: 'can I make the voices talk slower? my english is not so good', issue: null, form: 'off-topic' },
  {
    text: "Is law the same thing as morality? Plenty of things that were legal in 1940s Germany definitely weren't good.",
    issue: 'goodness-real',
    also: ['justice'],
    form: 'paraphrase',
  },
  {
    text: "Nietzsche, I'm a nurse. I spend every shift caring for weak and dying people. Are you telling me that's just weakness worship and I'm wasting my life?",
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Socrates, why should I trust you on virtue when you openly admit you know nothing?',
    issue: 'virtue-knowledge',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "what's a good hammer for hanging heavy shelves? I keep bending the nails",
    issue: null,
    form: 'off-topic',
  },
  { text: "that's just relativism with extra steps", issue: 'goodness-real', form: 'plain' },
  { text: 'Why do we dream? Is there any real scientific consensus on it?', issue: null, form: 'off-topic' },
];
