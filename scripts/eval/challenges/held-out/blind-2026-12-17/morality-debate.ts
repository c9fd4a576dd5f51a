// The blind set of 2026-12-17 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is anything actually good, or do we just agree to call things good?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'ok so like if nobody had ever made up rules would murder still be wrong',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Socrates, you drank the hemlock instead of running away. Wasn't that just stubbornness dressed up as principle?",
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: "My daughter is six and she already screams 'that's not fair' when her brother gets the bigger slice. Nobody taught her that. Doesn't that mean fairness is built into us rather than invented?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: "Nietzsche, if morality is a weapon of the weak, what stops a bully from saying he's just being noble?",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: 'is this app free or do i need to pay after the trial', issue: null, form: 'off-topic' },
  { text: 'Where does conscience come from?', issue: 'origin-of-values', form: 'plain' },
  {
    text: "I work in compliance at a bank. Half our 'ethics' training is really about not getting sued. So is corporate ethics the perfect example of morality as invented habit, or is there something real underneath it?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Hammer, you keep smashing idols, but what do you build in their place?',
    issue: 'religion-morality',
    also: ['goodness-real'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "didnt the nazis love nietzche though. kinda makes you wonder where 'beyond good and evil' leads",
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'If different cultures disagree on right and wrong, how can goodness be real?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'Socrates says no one does wrong knowingly. Come on, I know smoking is bad and I still smoke.',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  { text: 'brb my pasta is boiling over', issue: null, form: 'off-topic' },
  {
    text: 'Slavery was legal and considered normal for thousands of years. When we abolished it, did we discover a moral truth or just change fashion?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "So you admit, Friedrich, that you're making a moral judgment every time you call Christian morality sick? Where does that 'sick' come from?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Would an AI trained on our data have real morals or just copy our prejudices?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "To the gadfly: you always ask 'what do you mean by good' and never answer. Isn't that a dodge?",
    issue: 'goodness-real',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "Are things good because God says so, or does God say so because they're good?",
    issue: 'religion-morality',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: 'Can a machine ever be conscious, or is consciousness something only brains can do?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My brother served in Afghanistan and says morality disappears when people are shooting at you. He's not a monster, he just thinks 'good' is a peacetime luxury. What would you two tell him?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: "what's ressentiment exactly and do i have it lol", issue: 'origin-of-values', form: 'plain' },
  {
    text: "If God is dead like you said, Nietzsche, who decides what's right now?",
    issue: 'religion-morality',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'Is there anything worth dying for, Socrates? You seemed to think so.',
    issue: 'good-life',
    also: ['justice'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'anyone know a good place for brunch near the station? asking for real',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Socrates, the Ring of Gyges story: if I could turn invisible and never get caught, why should I stay just?',
    issue: 'justice',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'The German guy with the moustache, does he actually think the strong should just do whatever they want?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Animals help each other. Wolves share food, monkeys throw a fit at unfair treats. Is morality older than language?',
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'but what about psychopaths? they know the rules and feel nothing. does that prove goodness is just a feeling most of us happen to have',
    issue: 'goodness-real',
    also: ['virtue-knowledge'],
    form: 'paraphrase',
  },
  { text: 'What actually caused the fall of the Western Roman Empire?', issue: null, form: 'off-topic' },
  {
    text: 'Nietzsche would you rather live your life over again forever exactly the same? because I honestly would not',
    issue: 'good-life',
    also: ['suffering'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "I've been a people pleaser my whole life, always the 'good girl'. Reading about master and slave morality made me wonder if my goodness was ever mine at all. Was it?",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  { text: 'Is humility a virtue or a trick?', issue: 'origin-of-values', also: ['pity'], form: 'plain' },
  {
    text: 'Sokrates, is virtue something a teacher can actually teach, or are some people just born decent?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'the sound keeps cutting out when the second voice talks, is it my wifi?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't 'goodness is invented' itself just another invention? That seems to eat its own tail.",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "Politicians all claim the moral high ground while doing the opposite. Doesn't that prove morality is just a costume for power, Nietzsche?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "Honest question from a nurse: I've watched families decide to switch off life support, and nobody thinks in terms of rules in that room. Is the good something you find in the moment, or something you bring in from outside?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  { text: 'Is ranked-choice voting fairer than first past the post?', issue: null, form: 'off-topic' },
  {
    text: "that's just relativism with a moustache",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Could the overman be good in any sense we'd recognise, or does he leave the word behind entirely, Mr Nietzsche?",
    issue: 'goodness-real',
    also: ['religion-morality'],
    addresses: 'nietzsche',
    form: 'named',
  },
];
