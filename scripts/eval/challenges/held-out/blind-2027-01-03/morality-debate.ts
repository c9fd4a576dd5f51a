// The blind set of 2027-01-03 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: "If nobody had ever invented the word 'good', would anything still be good?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'ok so my sister says morality is just whatever your culture teaches you and like in some places eating dogs is fine and here its horrifying. doesnt that prove its all made up',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Socrates, you chose to drink the hemlock instead of escaping from prison. Was that really goodness or just stubbornness?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Is being kind a weakness?',
    issue: 'pity',
    form: 'plain',
  },
  {
    text: 'Nietzsche, if morality was invented by the weak to keep the strong in check, why are the strong still winning everywhere I look?',
    issue: 'origin-of-values',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'I manage a small team and one of my guys fudged his timesheet to cover for a colleague whose kid was sick. Technically wrong, felt right. Who gets to decide which it was?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'what time does the pharmacy on main street close today',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Hammer, what exactly are you smashing? Because from here it sounds like you just want permission to be selfish.',
    issue: 'goodness-real',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Slavery used to be considered perfectly moral by most people. Does that mean goodness changes over time, or that they were simply wrong?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'socrates u keep asking what we mean by good but like u never actually answer it yourself lol',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'If we train an AI on human values, are we teaching it something real or just copying our habits into a machine?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'If God is dead like you said, Friedrich, what stops anyone from doing anything?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'The old Greek guy thinks nobody does wrong on purpose. Has he never met a toddler?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Is light a wave or a particle, or is that question just badly posed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit, Nietzsche, that your 'master morality' is still a morality? Then you've just invented another one and called it freedom.",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Why does stealing feel wrong even when no one will ever find out, Socrates?',
    issue: 'justice',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'My grandfather fought in a war and killed people, and everyone calls him a hero. My cousin punched a guy outside a bar and went to jail. Is the difference real, or just about who hands out the medals?',
    issue: 'goodness-real',
    also: ['justice'],
    form: 'paraphrase',
  },
  {
    text: 'Hey gadfly, where does conscience come from? Is it just guilt our parents installed?',
    issue: 'origin-of-values',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'ressentiment sounds like a fancy word for being jealous. is that all morality is?',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: 'Do animals have morals? My dog looks guilty every time he eats my shoes.',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'can I change the voice of the moderator to something less robotic',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Socrates, if virtue is knowledge, why do ethics professors behave no better than anyone else? There are actual studies on this.',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "come on, you can't seriously say torturing a child for fun is only wrong because some timid people decided so",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Is a 'good person' just somebody who's good at following rules?",
    issue: 'virtue-knowledge',
    form: 'plain',
  },
  {
    text: "Question for the German with the giant mustache: weren't your ideas used by the Nazis? Doesn't that show what happens when you throw out real goodness?",
    issue: 'goodness-real',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'To the Athenian: if goodness is real, where is it? Can I measure it, point at it, weigh it?',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'What actually caused the fall of the Western Roman Empire? Was it mostly economic?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean people online are outraged about something every single day and they call it moral. feels like the whole thing is a popularity contest honestly',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Doesn't evolution explain morality away? We're nice to each other because cooperating helped our ancestors survive, that's it.",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Nietzche what would your \u00dcbermensch actually do on a normal Tuesday',
    issue: 'good-life',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'If everyone on earth agreed that something cruel was good, would it become good?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "brb my pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Friedrich, you supposedly collapsed hugging a horse that was being whipped in Turin. Sounds like pity to me. So was compassion real for you after all?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "My daughter asked me why she has to share her toys. I said 'because it's right' and she said 'says who?' What should I have told her?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Can we ever really know that other people have minds at all, or do we just assume it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'does eternal recurrence have anything to do with whether goodness is real or is it just a thought experiment for like motivation',
    issue: 'goodness-real',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: "What's a good restaurant near the train station for tonight?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Socrates, the Euthyphro thing: is something good because the gods love it, or do they love it because it's good? Which side are you actually on?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'but what about charities handing out mosquito nets and saving thousands of kids, isnt that just good no matter who invented the word',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Is the universe infinite, or does it just look that way from here?',
    issue: null,
    form: 'off-topic',
  },
];
