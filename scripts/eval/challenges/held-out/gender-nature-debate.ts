// Held-out evaluation challenges for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft). Written blind from the debate's title, question and
// the two names only, before the engine saw them; never used for tuning. Issue labels are added afterwards, from
// the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const genderNatureDebateHeldOut: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different, or do we make them different by how we raise them?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "I gave my son dolls and my daughter toy trucks and they both ignored them. Does that prove it's all nature?",
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  { text: 'Should girls and boys get exactly the same education?', issue: 'schooling', form: 'plain' },
  {
    text: 'Are women naturally more emotional than men, or were they just taught to be?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "My grandmother was told not to bother with university because she'd only get married. How much talent got wasted like that?",
    issue: 'reason-and-genius',
    also: ['schooling'],
    form: 'paraphrase',
  },
  {
    text: 'Is there such a thing as a natural role for women in the family?',
    issue: 'motherhood-and-home',
    form: 'plain',
  },
  { text: 'Do men and women have the same capacity to reason?', issue: 'reason-and-genius', form: 'plain' },
  {
    text: 'Toy shops still have pink aisles and blue aisles. Are they just giving kids what they want, or creating what they want?',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Is being a good mother something women are simply born for?',
    issue: 'motherhood-and-home',
    form: 'plain',
  },
  {
    text: 'Should virtue mean the same thing for a man as for a woman?',
    issue: 'virtue-and-modesty',
    form: 'plain',
  },
  {
    text: 'My husband stays home with our kids and his friends tease him about it. Is that teasing nature talking, or just habit?',
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: 'If there are average differences between male and female brains, should that change how we treat individual people?',
    issue: 'equal-or-different',
    form: 'plain',
  },
  {
    text: 'Why are women still paid less than men for doing the same work?',
    issue: 'work-and-money',
    form: 'plain',
  },
  {
    text: "Beauty influencers tell teenage girls that looking pretty is their main job. Isn't that the same old lesson in a new outfit?",
    issue: 'pleasing-and-power',
    form: 'paraphrase',
  },
  {
    text: 'Can a society call itself free if half of it is kept dependent on the other half?',
    issue: 'rights-and-citizens',
    form: 'plain',
  },
  { text: 'Does marriage make women equal partners or polite servants?', issue: 'marriage', form: 'plain' },
  {
    text: "My teenage son's coach told him 'boys don't cry.' Is that toughening him up or damaging him?",
    issue: 'virtue-and-modesty',
    form: 'paraphrase',
  },
  {
    text: 'Would the differences between men and women disappear if children were raised in a perfectly equal world?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  { text: 'Is it natural for men to be the ones in charge?', issue: 'equal-or-different', form: 'plain' },
  {
    text: "Gender reveal parties are everywhere now. Why do we decide so much about a baby before it's even born?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "Should sports still be split into men's and women's events?",
    issue: 'strength-and-body',
    form: 'paraphrase',
  },
  {
    text: "In some cultures the women do the heavy farm work and the men do the weaving. Doesn't that show the roles are just made up?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "Rousseau, why did you think a girl's education should be all about pleasing men?",
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'What would Rousseau say to a woman who wants to run a company instead of raising children?',
    issue: 'work-and-money',
    also: ['motherhood-and-home'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Wollstonecraft, what did you mean when you said women are taught to decorate their own cage?',
    issue: 'pleasing-and-power',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Mary Wollstonecraft, what do you make of women today who choose to stay home with their kids?',
    issue: 'motherhood-and-home',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'To the author of Emile: did you raise your own children the natural way you wrote about?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Question for the early feminist: are women kept weak on purpose?',
    issue: 'strength-and-body',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "For the philosopher from Geneva: is a woman's nature really so different from a man's?",
    issue: 'equal-or-different',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  { text: 'How do I get a red wine stain out of a carpet?', issue: null, form: 'off-topic' },
  { text: "What's the tallest building in the world right now?", issue: null, form: 'off-topic' },
  { text: 'Is it better to go running in the morning or in the evening?', issue: null, form: 'off-topic' },
];
