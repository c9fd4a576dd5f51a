// The blind set of 2027-01-07 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'If goodness is invented, who invented it and when?',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'Socrates, you drank the hemlock instead of escaping. Was that really about goodness or just stubbornness?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "ok so like if there's no real good then why do i feel so bad when i lie to my mom",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'is it going to rain in Athens tomorrow? planning a trip lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My little brother is four and he already gets furious when someone cheats at a board game. Nobody taught him that. Doesn't that mean fairness is built in, not invented?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Nietzsche, was slavery wrong before people decided it was wrong?',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "that's just relativism with a mustache",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Hammer guy, if the weak invented virtue, why are the strong still the ones writing the rules?',
    issue: 'origin-of-values',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Can an atheist believe goodness is real?',
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "I work in content moderation. Every few weeks the policy team changes what counts as 'harmful', and honestly it feels like we're making morality up as we go. Is that what you'd expect, Friedrich?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "What's the difference between a wave and a particle in quantum physics?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so your 'master morality' is just another set of values you'd like the rest of us to adopt? how is that not preaching",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Mr Gadfly, do you ever actually answer a question or do you just ask more?',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Do animals have morals or just instincts',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'i mean if evolution made us cooperative because it helped us survive then goodness is real AND invented right? or am i confusing things',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: "A guy at my gym says kindness is for losers and nice guys finish last. He's pretty successful, too. Would one of you talk him down, or would one of you agree with him?",
    issue: 'pity',
    also: ['strength-power'],
    form: 'paraphrase',
  },
  {
    text: "Is something good because God commands it, or does God command it because it's already good?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "brb my pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Socrates, you keep saying nobody does wrong knowingly. Have you never met a person?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "If an AI company has to program 'good values' into a chatbot, whose values are they supposed to pick? Doesn't that show morality is just a design choice?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'What did Nietzsche mean by the death of God, and why did he say we were the ones who killed him?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Who actually started World War One? Was it really just one assassination?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, 'there are no facts, only interpretations' - is that a fact?",
    issue: 'truth-honesty',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "Different cultures disagree about eating meat, marriage, honour, revenge. Doesn't that settle it, goodness is local, Socrates?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My grandfather hid a Jewish family during the war and never talked about it afterwards. He wasn't bold or weak, he just did it. What would the German guy call that?",
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'does being good even matter if no one ever sees you do it, like with that ring that makes you invisible',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'how do I make the sound louder on this thing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is guilt a real moral signal or just leftover training from childhood, Nietzsche?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Neitzsche if everyone became an overman who would take out the trash',
    issue: 'strength-power',
    also: ['equality'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Would you die for something you believed was good, or is that just what they tell soldiers?',
    issue: 'justice',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'A psychopath knows the rules but feels nothing about them. Does he see morality more clearly than the rest of us, or is he blind to something real?',
    issue: 'goodness-real',
    also: ['virtue-knowledge'],
    form: 'paraphrase',
  },
  {
    text: 'Is consciousness just brain activity, or is there something neuroscience will never explain?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So if goodness is invented, the Nazis weren't wrong, they were just outvoted. Is that really where you land?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Old man from Athens, what's your actual definition of good? Just give us one, no questions back.",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "what's a good gift for my sister's 30th? she's really into plants",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Human rights: real things every person has, or a nice story the world agreed on after 1945?',
    issue: 'goodness-real',
    also: ['equality'],
    form: 'plain',
  },
  {
    text: 'my therapist keeps telling me to set boundaries and stop being a people pleaser. is she basically giving me nietzsche lite',
    issue: 'pity',
    also: ['good-life'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'How does the Federal Reserve decide when to raise interest rates?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is a good man really never harmed, even while he's being executed, Socrates?",
    issue: 'justice',
    also: ['good-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Mr Nietzsche, why do nearly all religions have some version of the golden rule if it's all made up?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
];
