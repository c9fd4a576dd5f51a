// The blind set of 2026-12-16 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is anything actually wrong, or is it all just what people agreed on?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "My sister says morality is just evolution making us cooperate so the tribe survives. If that's where it came from, does it mean goodness is fake? Or can something be real even if it evolved?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Socrates, you drank the hemlock instead of escaping when your friends had it all arranged. Was that really worth it for an idea?',
    issue: 'justice',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'ok so nietzche if god is dead like you said who decides whats good now',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: "brb my pizza's here", issue: null, form: 'off-topic' },
  {
    text: 'So you admit, Nietzsche, that the strong just make up values to suit themselves? How is that any better than the priests you hated?',
    issue: 'strength-power',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "I work in sales and my manager tells us to push products customers don't need. Everyone does it, it's the industry norm. Is it actually wrong if it's normal everywhere?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Was slavery wrong back in ancient Athens too, even when almost nobody thought so?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "To the man with the hammer: what exactly are you smashing, and what's left standing once you're done?",
    issue: 'goodness-real',
    also: ['religion-morality'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'i mean torturing babies for fun is wrong everywhere right? thats not invented',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'How do black holes actually lose mass through Hawking radiation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Friedrich, be honest, weren't you kind of a gentle guy in real life who just wrote mean books?",
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'If goodness is real, where is it? Can you point to it like you point to a chair?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "My kid asked me why she shouldn't lie if she never gets caught. I said because it's wrong and she said 'says who'. What am I supposed to answer?",
    issue: 'goodness-real',
    also: ['truth-honesty'],
    form: 'paraphrase',
  },
  {
    text: 'Socrates, you keep saying nobody does wrong knowingly. But I know eating a whole cake at midnight is bad for me and I do it anyway.',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Come on, different cultures have totally different morals. Some ate their dead relatives out of respect, some found that monstrous. Doesn't that prove it's all invented?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: "What's ressentiment and do I have it", issue: 'origin-of-values', form: 'plain' },
  { text: 'is the app free or do I need a subscription to keep listening?', issue: null, form: 'off-topic' },
  {
    text: "Is something good because the gods love it, or do the gods love it because it's good? Asking the old Greek guy, since it's his puzzle.",
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "The Nazis loved quoting Nietzsche. Doesn't that show what happens when you throw out the idea of real good and evil?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Imagine someone with no empathy at all, a real psychopath. Are they missing something real, the way a colour-blind person misses red? Or just missing a convention the rest of us follow?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "we're teaching AI to be 'aligned' with human values but which values lol. if morals are just made up what are they even aligning to",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "That's just relativism dressed up in poetry, Nietzsche.",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Did people really get more moral over history, or do we just flatter ourselves? Abolition, women voting... feels like actual progress to me.',
    issue: 'goodness-real',
    form: 'plain',
  },
  { text: 'Any good sushi places open late around here?', issue: null, form: 'off-topic' },
  {
    text: "Gadfly, doesn't all your questioning just leave people confused without ever giving them an answer?",
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Why should I be good if nobody's watching, like with that ring that makes you invisible?",
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: "My friend's a nurse and she once took leftover morphine for her dying dad who couldn't afford care. Legally it was theft. I honestly think she did the right thing. Is there some rule above the law she was following?",
    issue: 'goodness-real',
    also: ['justice'],
    form: 'paraphrase',
  },
  {
    text: 'But what about animals, do they have morals too or did we invent the whole thing only for ourselves?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "Would you live your exact life over and over forever? That's the test, right, Nietzsche? Because I think I'd fail it.",
    issue: 'good-life',
    also: ['suffering'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Should voting be compulsory in a democracy, like it is in Australia?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Socratis why do u care so much about definitions, everyone knows what good means',
    issue: 'examined-life',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'If morality is just habits, then why do I lie awake at 3am feeling guilty about something I did ten years ago?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the German: is Christianity really the slave revolt in morals you talk about, or is that unfair to Jesus?',
    issue: 'origin-of-values',
    also: ['religion-morality'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  { text: 'hang on, my dog is barking at the mailman again', issue: null, form: 'off-topic' },
  {
    text: 'Is the overman supposed to be a good person, or beyond good and evil entirely?',
    issue: 'goodness-real',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: 'Does the mind exist apart from the brain, or is consciousness just neurons firing?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on, Socrates, if virtue is knowledge then the smartest people would be the nicest, and that's clearly not true.",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "I'm a veteran. I was told the war I fought in was just, and now half the country says it wasn't. Is there any fact of the matter, or just whoever wins writing it down?",
    issue: 'goodness-real',
    also: ['justice'],
    form: 'paraphrase',
  },
  {
    text: 'What was the real cause of the First World War, was it just the assassination in Sarajevo?',
    issue: null,
    form: 'off-topic',
  },
];
