// The blind set of 2026-12-05 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is being good actually a real thing or did people just make it up?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Socrates, if nobody can define justice, how can you be so sure it exists?',
    issue: 'goodness-real',
    also: ['justice'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'ok so like if aliens landed would they have the same morals as us or is that just a human thign',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'My brother says morality is just whatever helped our ancestors survive, evolution and all that. So the guilt I feel when I lie to my mom is basically a leftover instinct? Is that all it is?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: "Nietzsche, weren't your ideas used by the Nazis? Doesn't that prove some values are just plain wrong?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: 'what time does this debate end, i have to pick up my kid at 5', issue: null, form: 'off-topic' },
  {
    text: "Mr Hammer, what exactly are you smashing, and what do you put back once it's all rubble?",
    issue: 'goodness-real',
    also: ['religion-morality'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'You could have escaped from prison and you drank the hemlock instead. Was that really for goodness, or just stubbornness?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Is slavery being abolished proof of moral progress, or did we just switch fashions?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "i mean if god doesn't exist then nothing's really wrong right? or is that too simple",
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: "Question for the Greek: do the gods love something because it's good, or is it good because they love it?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "I work in sales and my manager basically rewards lying to customers. Everyone in the office thinks it's smart, not wrong. If the whole office agrees, is it still wrong?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "so you admit, Nietzsche, that 'master morality' is still a morality? then you're just picking your favourite one",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Can either of you explain how consciousness arises from neurons? Why does the brain feel like anything at all?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is string theory testable at all, or is it more philosophy than physics?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Sokrates you keep asking what we mean by right but never answer it yourself, isn't that a dodge",
    issue: 'goodness-real',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Nietzche is the ubermensch allowed to hurt people if it makes him greater',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "The chatbot my company uses was trained to 'be ethical'. Somebody had to decide what that means. If goodness is just invented, did the engineers simply get to pick?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Why would the weak invent morality? Weren't the strong the ones writing the laws?",
    issue: 'origin-of-values',
    form: 'plain',
  },
  { text: 'is there a dark mode on this app, my eyes are dying', issue: null, form: 'off-topic' },
  {
    text: 'Does a psychopath who feels no guilt prove morality is just a feeling?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Come on, torturing a baby for fun is wrong everywhere and in every century. What's there to debate, Nietzsche?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'the moustache guy says pity is weakness?? so should i stop volunteering at the shelter or what',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Socrates, you said nobody does wrong knowingly. My ex knew exactly what he was doing when he cheated. Explain that.',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'If some tribes thought leaving their elders to die was kind, who are we to call them wrong?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Friedrich, you broke down hugging a beaten horse in Turin. Doesn't that sound like compassion won in the end?",
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: "what's a good place to grab dinner near the station after this?", issue: null, form: 'off-topic' },
  {
    text: "If I had a ring that made me invisible, would I stay honest? And if I wouldn't, was my honesty ever real?",
    issue: 'justice',
    also: ['truth-honesty'],
    form: 'paraphrase',
  },
  {
    text: "My daughter is six and already shouts 'that's not fair' when her brother gets more cake. Nobody taught her that. Doesn't that mean fairness is built in?",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'but what about human rights, are those invented too? because a lot of people died for them',
    issue: 'goodness-real',
    also: ['equality'],
    form: 'plain',
  },
  {
    text: "To the philosopher of the hammer: if all values are masks, isn't your will to power just another mask?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Did the Roman Empire fall mainly because of its economy or because of the invasions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If I had to relive this exact life forever, would that make my choices moral, or just mine?',
    issue: 'good-life',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  { text: "that's just relativism with a nicer haircut", issue: 'goodness-real', form: 'plain' },
  {
    text: 'Would either of you die for something you believe is good? Socrates did. What would Nietzsche die for?',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: "brb, someone's at the door", issue: null, form: 'off-topic' },
  {
    text: "Our parliament just passed a law that half the country thinks is evil and the other half thinks is obviously right. If real goodness is out there, why can't we ever agree on what it is?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Gadfly, isn't questioning people in the marketplace until they look stupid a kind of power game too?",
    issue: 'examined-life',
    also: ['strength-power'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Is the electoral college still defensible in a modern democracy?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'does goodness need to be real to still matter to me?', issue: 'goodness-real', form: 'plain' },
];
