// The blind set of 2026-12-10 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 78). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'ok so is being good like an actual thing out there or just something humans agreed on',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Socrates, if nobody in Athens could define justice after all those conversations, doesn't that suggest there's nothing there to define?",
    issue: 'goodness-real',
    also: ['justice'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My grandmother hid a bad diagnosis from my grandfather for years so he wouldn't worry. Everyone in the family calls her a saint for it. Was it actually good, or do we just call it good because we loved her?",
    issue: 'goodness-real',
    also: ['truth-honesty'],
    form: 'paraphrase',
  },
  {
    text: 'Nietzsche, you keep saying morality was invented by the weak. Invented by who exactly, and when?',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: "brb my pizza's at the door", issue: null, form: 'off-topic' },
  {
    text: "Why does pretty much every culture think killing your neighbour is wrong, if it's all made up?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: 'The man who hugged a beaten horse in Turin says pity is a weakness? Really?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'If God commanded something cruel, would it become good? Or is good good whether God likes it or not?',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: "I work in AI safety and we literally have to write down 'human values' for models to follow. If there's no real goodness, what are we even aligning them to?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Was slavery wrong in 1750, or only wrong once we decided it was? Because if it's the second one that's horrifying.",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: 'does this app work offline? about to get on the subway', issue: null, form: 'off-topic' },
  {
    text: 'Gadfly, you say no one does wrong knowingly. Have you met people? They do wrong knowingly all the time.',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  { text: 'what does ressentiment actually mean and do i have it', issue: 'origin-of-values', form: 'plain' },
  {
    text: "Friedrich, your sister turned your books into Nazi reading material. Doesn't that show what happens when you tell people morality is a fake?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'but if a psychopath feels zero guilt hurting someone, is he missing something real, or just missing a habit the rest of us picked up?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "How do I know I'm not a brain in a vat? Descartes never really convinced me.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Honest question for the hammer: Socrates drank the hemlock instead of escaping. Was that noble, or exactly the sickness you're describing?",
    issue: 'examined-life',
    also: ['justice'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Socrates, isn't morality just evolution making us cooperate so the tribe survives?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'wait if id happily live my exact life again forever on repeat does that make it a good life',
    issue: 'good-life',
    form: 'paraphrase',
  },
  {
    text: "Come on Nietzsche, you're not seriously saying the strong should just do whatever they want to everyone else?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Morals have changed so much over history. Does that prove they're invented, or that we're slowly discovering something?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "my kid was so good at the dentist today, what's a decent treat that isn't candy?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What if there simply is no definition of good and you've been annoying people for nothing, Socrates?",
    issue: 'goodness-real',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "nietzche do you think you'd have liked social media? everyone's performing virtue on there all day",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Companies spend millions on 'our values' posters and then lay off thousands by email. Isn't that morality as a mask?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "What would a 'superman' actually do on a Tuesday morning, like in real life?",
    issue: 'good-life',
    form: 'plain',
  },
  {
    text: "So you admit, Nietzsche, that your master morality is still a morality. You didn't get rid of good, you just swapped it for another one.",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'If I help a homeless guy mostly because it makes me feel better about myself, was it still a good act?',
    issue: 'pity',
    form: 'paraphrase',
  },
  {
    text: 'Why did the Western Roman Empire collapse while Constantinople lasted another thousand years?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why should I be moral if I could never get caught? Like that story with the ring that makes you invisible.',
    issue: 'justice',
    form: 'paraphrase',
  },
  {
    text: 'the old athenian keeps answering questions with questions, can he just say yes or no: is good real',
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'Question for the German with the mustache: is Christianity the reason we think humility and meekness are virtues?',
    issue: 'origin-of-values',
    also: ['religion-morality'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "During lockdown my neighbour reported people for breaking the rules. Half the street called her a hero, half called her a rat. Who's right, and can anyone even be right about that?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: 'is athens nice in may? thinking of going lol', issue: null, form: 'off-topic' },
  {
    text: "Can a whole country be wrong about what's good? Like if 90% of people vote for something evil?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Socrates, knowing what's good and wanting to do it are totally different things. I know junk food is bad and I still eat it.",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'God is dead, fine, Mr Nietzsche. Then why do most atheists still act pretty decent?',
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Does proportional representation really produce more stable governments than first-past-the-post?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'im a nurse and i see families make impossible end of life calls every week. nobody there is thinking about definitions. maybe goodness is something you feel, not something you define?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Is light a wave or a particle, or is that just a badly posed question?',
    issue: null,
    form: 'off-topic',
  },
];
