// A blind theme set for gender-nature-debate: challenges on and off its theme, written from the debate's title, question and
// names only, and labelled from its issue list alone by another reader. Never read for tuning.
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureTheme: readonly EvalChallenge[] = [
  {
    text: 'Do you know any nature trails near Denver that are good for dogs?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My daughter only wants to play with trucks and my son loves dolls. Is that just how they were born?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  { text: "What's the German word for table, and what gender is it?", issue: null, form: 'off-topic' },
  {
    text: 'Mary, if girls were raised exactly like boys, would there be any difference left between them?',
    issue: 'nature-or-nurture',
    also: ['schooling', 'girls-and-boys'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'My sister was born on February 29th. When do we celebrate her birthday?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Rousseau, why do you think women are naturally meant to stay home with the kids?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  { text: 'How do I get my cat to stop scratching the sofa?', issue: null, form: 'off-topic' },
  {
    text: 'Are men better at parking because of their brains, or because dads teach their sons to drive more?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  { text: 'How many ounces are in a cup?', issue: null, form: 'off-topic' },
  {
    text: 'My nephew cries easily and his dad keeps telling him to man up. Is toughness something boys are taught?',
    issue: 'nature-or-nurture',
    also: ['virtue-and-modesty', 'girls-and-boys'],
    form: 'paraphrase',
  },
  { text: 'Is there a dark mode for this app?', issue: null, form: 'off-topic' },
  {
    text: 'Why are most nurses women and most engineers men? Is that biology or how we were raised?',
    issue: 'nature-or-nurture',
    also: ['work-and-money', 'reason-and-genius'],
    form: 'paraphrase',
  },
  { text: 'Who won the Tour de France last year?', issue: null, form: 'off-topic' },
  {
    text: 'When toy stores got rid of the pink and blue aisles, did it actually change anything for kids?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  { text: 'Can you help me plan a three-day trip to Lisbon?', issue: null, form: 'off-topic' },
  {
    text: "If I raised my kid without ever telling them whether they're a boy or a girl, how would they turn out?",
    issue: 'nature-or-nurture',
    also: ['gender-identity', 'girls-and-boys'],
    form: 'paraphrase',
  },
];
