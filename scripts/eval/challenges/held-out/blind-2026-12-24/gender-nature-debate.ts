// The blind set of 2026-12-24 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different or taught to be different?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "My son is four and loves his sister's princess dresses. My father-in-law says we're confusing him. Is there anything natural about which clothes a child likes?",
    issue: 'girls-and-boys',
    also: ['gender-identity'],
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you left your own five children at a foundling hospital. What gives you the right to tell anyone how to raise theirs?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'mary did you really think if girls went to the same schools the differences would just disappear',
    issue: 'schooling',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "what's the closest nature reserve to Bristol, anyone know?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What about hormones? Testosterone clearly does something to bodies and behaviour.',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Every toy shop I go into has a pink aisle and a blue aisle. Does that reflect what kids want or create it?',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Jean-Jacques, in Emile poor Sophie is raised mainly to please Emile. Do you still stand by that?',
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Why did so few women become famous scientists before the twentieth century?',
    issue: 'reason-and-genius',
    form: 'plain',
  },
  {
    text: 'ok so i read that in the most gender-equal countries women pick engineering less not more. doesnt that kind of prove nature wins',
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'Is time travel possible even in principle?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mrs Wollstonecraft, your own daughter wrote Frankenstein. Is that your whole argument in a single book?',
    issue: 'reason-and-genius',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is masculinity something you have or something you have to prove?',
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'My grandmother never worked outside the home and says she was happy. My mum worked full time and says she was exhausted. Which of them was living by nature?',
    issue: 'motherhood-and-home',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'If gender is learned, how do trans kids feel so sure so young about who they are?',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'Question for the Genevan: what exactly did nature assign to women, and how did you find out?',
    issue: 'nature-or-nurture',
    also: ['equal-or-different'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "that's just calling prejudice nature so nobody can argue with it",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'What does the science on brain differences between men and women actually say?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'is the moderator a real person or also AI?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "There was a boy in Canada in the sixties, David Reimer, raised as a girl after a botched operation. It went terribly. Doesn't that show you can't just bring someone up into a gender?",
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    form: 'paraphrase',
  },
  {
    text: "Wolstonecraft why did you call women of your time gentle domestic brutes? isn't that a bit harsh on them",
    issue: 'pleasing-and-power',
    also: ['virtue-and-modesty'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Some cultures recognise more than two genders. How would nature explain that, Rousseau?',
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Do animals have gender roles, or just sexes?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "but what about breastfeeding? only one parent can do that, surely that's nature handing out roles",
    issue: 'motherhood-and-home',
    also: ['strength-and-body'],
    form: 'plain',
  },
  {
    text: 'Why did the Roman Republic turn into an empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do we still tell boys not to cry?',
    issue: 'girls-and-boys',
    also: ['virtue-and-modesty'],
    form: 'plain',
  },
  {
    text: 'Can the 18th-century lady who started feminism explain why girls outperform boys at school now but men still run most companies?',
    issue: 'work-and-money',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'My team at work is all men plus one new hire, a woman, and she gets asked to take the meeting notes every single time. Nobody decided it, it just happens. Is that upbringing showing up at thirty?',
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, how much of your picture of women came from the actual women in your life, like Madame de Warens?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Should sports still be split into men's and women's? Curious what the naturalist says.",
    issue: 'strength-and-body',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'sorry typing on a bumpy bus, give me a sec',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so you admit, Mary, that men and women aren't identical in body. where exactly do you draw the line?",
    issue: 'strength-and-body',
    also: ['equal-or-different'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Twin studies show a lot of personality is inherited. Does that include how masculine or feminine we are?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "Is it even possible to raise a child gender-neutral when the whole world around them isn't?",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: "Most voice assistants have a woman's voice by default. Are we teaching the next generation that women exist to help?",
    issue: 'pleasing-and-power',
    form: 'paraphrase',
  },
  {
    text: 'Can we ever know anything for certain, or is all knowledge only probable at best?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'hey Mr Social Contract, if man is born free why did you think women should be raised to obey',
    issue: 'marriage',
    also: ['virtue-and-modesty'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Should nuclear power be part of how we fight climate change?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'can you recommend a good book for a ten year old who loves dragons?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, Wollstonecraft, even you admitted men are physically stronger. isn't that where it all starts?",
    issue: 'strength-and-body',
    addresses: 'wollstonecraft',
    form: 'named',
  },
];
