// The blind set of 2026-12-08 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 76). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different, or do we make them different?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Rousseau, you wrote a whole book on how to raise children. Didn't you send all five of your own to an orphanage?",
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'My daughter is four. We gave her trucks and blocks, nothing pink, and she still lines up her dolls and begs for princess dresses. Was that nature, or did she pick it up at daycare?',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'mary wollstonecraft would you say the same thing today now that girls do better in school than boys almost everywhere',
    issue: 'schooling',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  { text: 'is the nature reserve by the lake open on sundays?', issue: null, form: 'off-topic' },
  {
    text: "If hormones like testosterone shape behaviour, isn't some of this just biology?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Jean-Jacques, why does Sophie get a completely different education from Emile?',
    issue: 'schooling',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "The Scandinavian countries are some of the most equal in the world, yet men and women there choose even more different careers. Doesn't that suggest nature wins in the end?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the Rights Pioneer: if schooling were identical, which differences do you think would remain, if any?',
    issue: 'nature-or-nurture',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'ok so what about trans people. does that prove gender is made or that its actually really deep and inborn',
    issue: 'gender-identity',
    form: 'plain',
  },
  { text: 'Why did the Soviet Union collapse so quickly in the end?', issue: null, form: 'off-topic' },
  {
    text: "Pink was a boys' colour a hundred years ago. Doesn't that alone settle it, Rousso?",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Mr Naturalist, how do you know what nature intended and not just what your own century expected?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "I'm a stay-at-home dad. People at the school gate still ask if I'm 'babysitting' today. Is the idea that mothers are the natural carers nature talking, or just habit?",
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: "Mary, isn't pregnancy itself a fact of nature that changes a woman's life in ways no schooling can?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'is it sexist to say men are naturally stronger? like physically, its just true',
    issue: 'strength-and-body',
    form: 'plain',
  },
  {
    text: 'Ms Wollstonecraft, should sports stay split by sex if gender is mostly upbringing?',
    issue: 'strength-and-body',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  { text: "brb the kettle's going", issue: null, form: 'off-topic' },
  {
    text: 'Some anthropologists describe societies where women ran the trade and men fussed over their looks. Would that change your mind, Rousseau?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Do men cry less because of their nature or because somebody told them to stop at six years old?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "What's the difference between sex and gender anyway? Did either of you even have a word for that?",
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'Twin studies say personality is roughly half genetic. Does that half come split by sex?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "come on, 'it's only natural' is what people always say when they want women back in the kitchen",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  { text: 'How do mRNA vaccines teach the immune system what to attack?', issue: null, form: 'off-topic' },
  {
    text: "Wollstonecraft, you said women were kept weak by being taught to care mainly about their looks. Isn't Instagram doing exactly that again?",
    issue: 'pleasing-and-power',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'My company runs a coding bootcamp and 90 percent of applicants are men, even though we advertise everywhere. Do we keep trying, or accept that interests just differ?',
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'The citizen of Geneva says women were made to please men. How does he sleep at night?',
    issue: 'pleasing-and-power',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Is the gender pay gap caused by nature, by choice, or by discrimination?',
    issue: 'work-and-money',
    form: 'plain',
  },
  { text: "how do i change my display name in here? it's showing my email", issue: null, form: 'off-topic' },
  {
    text: "Why do Siri and Alexa have women's voices by default? What does that teach kids?",
    issue: 'pleasing-and-power',
    form: 'paraphrase',
  },
  {
    text: "To the mother of Mary Shelley: isn't Frankenstein's creature proof of your side, a being ruined by how he was treated rather than by what he was?",
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "Simone de Beauvoir said one isn't born a woman but becomes one. Would either of you have signed that?",
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    form: 'plain',
  },
  {
    text: 'Is democracy really the best form of government, or just the least bad one?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can something be natural and still be wrong to force on people?',
    issue: 'equal-or-different',
    form: 'plain',
  },
  {
    text: "My grandmother says women were happier when roles were clear. My sister says they were just quieter. Who's right, Rousseau?",
    issue: 'equal-or-different',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Do male and female brains actually look different on a scan, or is that a myth?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  { text: "what's a good name for a golden retriever girl puppy lol", issue: null, form: 'off-topic' },
  {
    text: "So you admit, Rousseau, that you'd educate a girl only to be useful to a man?",
    issue: 'schooling',
    also: ['pleasing-and-power'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Can we ever know for certain that the outside world exists at all?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Swiss philosopher, if we could raise a child on an island with no culture at all, what gender would it turn out to be?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
];
