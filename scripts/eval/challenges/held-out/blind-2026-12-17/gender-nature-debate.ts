// The blind set of 2026-12-17 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different, or do we make them different?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "My son is four and only wants the pink glitter shoes. My mother-in-law says it's a phase we should 'correct'. Who's right about what's natural here?",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you wrote a whole book on raising children and then left your own five at an orphanage. Why should anyone listen to you on this?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  { text: 'is there a dark mode in this app', issue: null, form: 'off-topic' },
  {
    text: 'Mary, if girls get the same schooling as boys today, why are there still so few women in engineering?',
    issue: 'nature-or-nurture',
    also: ['work-and-money', 'schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "what about hormones tho. testosterone is real, that's not upbringing",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Do brain scans actually show a 'male brain' and a 'female brain', or is that a myth?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'so the swiss guy thinks women were made to please men?? in what world',
    issue: 'pleasing-and-power',
    addresses: 'rousseau',
    form: 'epithet',
  },
  { text: 'How did the printing press change Europe?', issue: null, form: 'off-topic' },
  {
    text: "In some societies men do the weaving and women run the markets. Doesn't that prove the roles are invented?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "Wollstonecraft, do you think men are damaged by the way they're raised too?",
    issue: 'nature-or-nurture',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "I'm a dad on parental leave and the other parents at playgroup treat me like the babysitter. Is that nature telling them something or just habit?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Just because something is natural, does that make it good?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  { text: "what should i make for dinner, i've got eggs and spinach", issue: null, form: 'off-topic' },
  {
    text: "come on russo, 'follow nature' is what people say when they want everything to stay the same",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  { text: 'How do transgender people fit into this debate?', issue: 'gender-identity', form: 'plain' },
  {
    text: "Twin studies say a lot of personality is genetic. Doesn't that help the nature side?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "Should women's sport stay separate, and what does that tell us about nature?",
    issue: 'strength-and-body',
    form: 'paraphrase',
  },
  { text: 'Is capital punishment ever justified?', issue: null, form: 'off-topic' },
  {
    text: "i mean animals have male and female roles too, lions, birds etc, so isn't some of it just biology",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "Question for the Rights Pioneer: is there anything at all that's naturally different between men and women, apart from the body?",
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Jean-Jacques, why did Sophie get a different education from Emile?',
    issue: 'schooling',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Why were high heels, wigs and makeup once meant for men?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "my kid's school has a nature walk tomorrow, what should he bring?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My teenage daughter's school still splits PE: football for the boys, dance for the girls. Harmless tradition, or exactly what Mary was writing against?",
    issue: 'schooling',
    also: ['girls-and-boys'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Can we ever run a fair experiment on this, when every child is raised inside some culture from day one?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Why do far more men take their own lives? Is that nature, or boys being told not to cry?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "wolstencraft your daughter wrote frankenstein, about a creature ruined by how he's treated. coincidence?",
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  { text: 'Could humans realistically colonise Mars this century?', issue: null, form: 'off-topic' },
  {
    text: 'Will AI trained on our data just copy the old gender roles into the future?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "So you admit, Rousseau, that your 'nature' somehow always ends with women staying at home?",
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Is the pay gap down to choices women make, or choices made for them?',
    issue: 'work-and-money',
    form: 'plain',
  },
  {
    text: 'Do girls really mature faster than boys, or are they just expected to?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  { text: 'lol the moderator sounds exactly like my old geography teacher', issue: null, form: 'off-topic' },
  { text: "What's the difference between sex and gender anyway?", issue: 'gender-identity', form: 'plain' },
  {
    text: "that's just blaming society for everything isn't it? some differences are just there",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Madam Wollstonecraft, does reason have a sex?',
    issue: 'reason-and-genius',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  { text: 'Can the existence of God be proved?', issue: null, form: 'off-topic' },
  {
    text: "My grandmother couldn't open a bank account without my grandfather's signature. Was that law following nature, or creating it?",
    issue: 'rights-and-citizens',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Is the maternal instinct real, or do women learn to be mothers like anyone learns a job?',
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
];
