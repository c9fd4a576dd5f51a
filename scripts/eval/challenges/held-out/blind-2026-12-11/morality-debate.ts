// The blind set of 2026-12-11 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 79). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is being good actually a thing or did we just make it up?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Socrates, if nobody can even define justice, why should I believe it exists?',
    issue: 'goodness-real',
    also: ['justice'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'ok so my roommate says morality is just whatever your culture tells you and like i kind of agree?? is that dumb',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'My grandfather hid a Jewish family during the war and nearly got shot for it. He never read any philosophy, he just said it was the right thing. Was he discovering something real, or following habits he was raised with?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  { text: 'is this app free or do i need a subscription after the trial', issue: null, form: 'off-topic' },
  {
    text: "Nietzsche, you say the weak invented kindness out of resentment. But isn't that just you being bitter about being sick your whole life?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "If goodness is invented, then what's wrong with slavery, exactly?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Mr Hammer, what would you even smash first, the Ten Commandments?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "We evolved to cooperate because groups that cooperated survived. Doesn't that explain morality without needing it to be 'real'?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "Is something good because God commands it, or does God command it because it's good? Asking the old guy from Athens since he asked it first.",
    issue: 'religion-morality',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "so you admit there's no objective right and wrong, Nietzsche? then why should anyone listen to you",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "I'm a nurse. Every shift I see people do selfless things for strangers with nothing to gain. Where's the slave morality in that?",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: "Can a psychopath know what's good, Socrates?",
    issue: 'virtue-knowledge',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  { text: 'brb my food delivery is at the door', issue: null, form: 'off-topic' },
  {
    text: 'Socrates, you chose to drink the hemlock instead of escaping. Honestly, was dying for your principles wise or just stubborn?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "the whole 'god is dead' thing — if there's no god does that mean anything goes or not",
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: "Engineers are trying to make AI 'aligned with human values.' Whose values? If morality is invented, aren't they just picking the programmers' favourite habits and calling it ethics?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "come on, nobody does wrong knowingly? I cheat on my diet every single night and I know exactly what I'm doing.",
    issue: 'virtue-knowledge',
    form: 'paraphrase',
  },
  {
    text: "Frederick, what's an übermensch supposed to do on a Tuesday morning, like practically",
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'What is the hard problem of consciousness, and has anyone made progress on it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why do almost all cultures agree murder is wrong if it's all made up, Friedrich?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "A hundred years ago, being gay was seen as immoral in most countries; now it's celebrated in many. Is that moral progress, or did the fashion just change?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'But what about animals? A dog that protects a child — is that goodness, or just instinct we dress up with a nice word?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'i mean the nazis loved nitche right so doesnt that say something about where his ideas lead',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'To the German with the moustache: is compassion a weakness?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  { text: "what's the weather like in Athens this week, thinking of going", issue: null, form: 'off-topic' },
  {
    text: "How do I teach my kids right from wrong if I'm not sure it's real myself? I don't want to lie to them, but I don't want to raise little nihilists either.",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Isn't 'be strong, create your own values' just what every toxic self-help guru on YouTube sells now?",
    issue: 'strength-power',
    also: ['good-life'],
    form: 'paraphrase',
  },
  { text: "Socrates, what's virtue?", issue: 'virtue-knowledge', addresses: 'socrates', form: 'named' },
  {
    text: "lol what's the best hammer for putting up shelves, asking for real",
    issue: null,
    form: 'off-topic',
  },
  { text: "that's just relativism with extra steps", issue: 'goodness-real', form: 'plain' },
  {
    text: 'Did the Peloponnesian War actually end Athenian democracy, or did it recover afterwards?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My company has a 30-page code of ethics and the executives still cooked the books. Does writing morality down make it more real, or just more fake? Hammer man, your take?',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'gadfly guy, be honest, did you actually hear a divine voice telling you what not to do or was that a metaphor',
    issue: 'religion-morality',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Eternal recurrence: if I'd have to relive my life forever, does that make it a moral test? Nietzsche?",
    issue: 'good-life',
    also: ['suffering'],
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: 'What is actually happening inside a black hole?', issue: null, form: 'off-topic' },
  {
    text: 'Is goodness something like math — true whether or not anyone believes it?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Online mobs cancel people for tweets from ten years ago. Is that morality at work, or the herd enjoying its own righteousness?',
    issue: 'origin-of-values',
    also: ['justice'],
    form: 'paraphrase',
  },
  { text: 'Should the voting age be lowered to 16?', issue: null, form: 'off-topic' },
  {
    text: "Would either of you die for what you believe is good? Because if no one would, maybe it isn't real.",
    issue: 'goodness-real',
    form: 'plain',
  },
];
