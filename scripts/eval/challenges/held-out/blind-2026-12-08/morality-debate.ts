// The blind set of 2026-12-08 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 76). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is being good actually a real thing or did we just make it up?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "If you can't even define justice, how can you say it exists, Socrates?",
    issue: 'justice',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'ok so like if morality is invented then why does literally every culture think murder is bad',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: "My daughter is six and she gets furious when her brother gets a bigger slice of cake. Nobody taught her that. Doesn't that mean fairness is built into us rather than invented?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  { text: 'is this app free or do i need to pay after the trial', issue: null, form: 'off-topic' },
  {
    text: "Nietzsche, wasn't your whole slave morality thing basically bitterness about being sickly and ignored?",
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'What would the hammer guy say about people who volunteer at soup kitchens — are they just weak?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Evolutionary biologists say cooperation helped our ancestors survive. If that's where kindness comes from, is it real goodness or just a survival trick?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: "so you admit that without God there's no foundation for morals, Friedrich?",
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: 'If goodness is real, where is it? Can you point at it?', issue: 'goodness-real', form: 'plain' },
  {
    text: "what's the best hammer for hanging picture frames on plaster walls",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I work in HR and half my job is writing codes of conduct. Honestly it feels like we're inventing ethics every quarter. Is that all morality ever was, a company policy for the species?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Why did you drink the hemlock, Socrates? Was any idea really worth your life?',
    issue: 'examined-life',
    also: ['justice'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "come on, if morality is just invented then the Holocaust wasn't objectively wrong? nobody actually believes that",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "does the old guy from Athens think a bad person is just someone who doesn't know any better?",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'The Nazis loved quoting Nietzsche. Is that his fault or theirs?',
    issue: 'strength-power',
    also: ['equality'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'We abolished slavery. If morals are just habits, how can we call that progress instead of just change?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: 'brb my food delivery is at the door', issue: null, form: 'off-topic' },
  {
    text: 'nietzche what does beyond good and evil even mean in real life like do i just do whatever i want',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Engineers are trying to give AI systems 'human values'. If values are invented, whose invention gets programmed in? Socrates, would you even know what to tell them?",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "Is something good because the gods love it, or do they love it because it's good?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Is it possible that goodness is invented AND still real, like money or language?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Is consciousness just what neurons do, or is there something more to the mind?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandmother lived her whole life by the Ten Commandments and was the gentlest person I've ever known. Was she tamed, Mr Nietzsche, or was she actually good?",
    issue: 'religion-morality',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "but what about psychopaths? they feel no guilt at all. doesn't that show conscience is just wiring, not truth",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'To the gadfly: why do you answer every question with another question? Do you actually believe anything?',
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'How do vaccines actually train the immune system to recognise a virus?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Twitter pile-ons feel like ressentiment in action. People enjoy punishing others while calling it justice. Is online outrage proof that morality is disguised revenge?',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'Should voting be mandatory in democracies, like it is in Australia?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Socrates said nobody does wrong willingly. I smoke and I know perfectly well it's bad for me. So what's that about?",
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "If there's no real good, why should I keep a promise when breaking it helps me?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'the german guy with the mustache, does he want us to just get rid of morality or make new ones?',
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Would the Übermensch pay his taxes, Mr Hammer?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  { text: "anyone else's audio cutting out or is it just me", issue: null, form: 'off-topic' },
  {
    text: "I'm a nurse. Last week I held a dying stranger's hand for three hours because no family came. It didn't feel invented. Does it matter to either of you what it felt like?",
    issue: 'goodness-real',
    also: ['pity'],
    form: 'paraphrase',
  },
  {
    text: 'Why would the weak have had the power to invent morality in the first place, if they were weak?',
    issue: 'origin-of-values',
    form: 'plain',
  },
  {
    text: "Different cultures have totally different rules about eating meat, marriage, honour. Doesn't that settle it — morality is local custom?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Did the Roman Republic fall because of inequality or because of its ambitious generals?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so basically Socrates, you'd say the unexamined life isn't worth living, but what if examining mine just makes me miserable",
    issue: 'examined-life',
    also: ['good-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Friedrich, you threw your arms around a beaten horse in Turin. Where did that come from if pity is a slave virtue?',
    issue: 'pity',
    addresses: 'nietzsche',
    form: 'named',
  },
];
