// The blind set of 2026-12-09 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 77). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: "My three-year-old son grabs every truck in the shop and ignores the dolls, and we never pushed him. Isn't that nature talking?",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "Rousseau, you wrote a whole book on raising children and then left your own five at a foundling hospital. Why should we take your advice on what anyone is 'for'?",
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'are boys and girls brains actually different or is that a myth',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Wollstonecraft, Sophie in Emile is educated only to please Emile. What would you have taught her instead?',
    issue: 'schooling',
    also: ['pleasing-and-power'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Pink was considered a boy's colour about a hundred years ago. Doesn't that show how much of this is just fashion?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "Is the debate being recorded? I'd like to show it to my mum later.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "In Norway and Sweden, where things are most equal, women still pick nursing over engineering more than elsewhere. Doesn't that point to nature, Mary?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Where do trans people fit in this? If gender is nature, how can someone's sense of it differ from their body?",
    issue: 'gender-identity',
    form: 'plain',
  },
  { text: "testosterone is real though. that's not upbringing", issue: 'nature-or-nurture', form: 'plain' },
  {
    text: 'The Naturalist says follow nature. But nature also gives us disease and earthquakes. Why is natural automatically good?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Can we know anything for certain, or is all knowledge provisional?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My husband stayed home with our twins for two years while I worked. His friends teased him constantly. Whose script was he breaking, nature's or society's?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Do identical twins raised apart end up with the same gender behaviour?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Jean-Jacques, what about intersex people? What does nature tell them they're for?",
    issue: 'gender-identity',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'i mean why not both. genes load the gun, upbringing pulls the trigger or whatever',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'what should i cook tonight, something natural and healthy, any ideas?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit men and women have different bodies. Why shouldn't different bodies mean different roles?",
    issue: 'strength-and-body',
    also: ['equal-or-different'],
    form: 'plain',
  },
  {
    text: "Question for the Rights Pioneer: you died after giving birth. Isn't that nature having the last word about women?",
    issue: 'nature-or-nurture',
    also: ['motherhood-and-home'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Are there cultures where men and women swap the roles we think of as natural?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Should sports still be split into men's and women's categories?",
    issue: 'strength-and-body',
    form: 'plain',
  },
  {
    text: 'ok so rousseau says women should be educated to please men?? in what century... oh right the 18th',
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Did the printing press cause the Reformation, or just speed it up?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why are voice assistants like Siri and Alexa women by default? Who decided that, nature or a marketing team?',
    issue: 'pleasing-and-power',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Mrs Wollstonecraft, if girls got the same education for 200 years and the gaps still remained, would you change your mind?',
    issue: 'nature-or-nurture',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Little boys get told 'don't cry' before they can even read. Is that nature or training?",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'How do I switch the app to French? My grandmother wants to listen in.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Evolutionary psychologists say men and women evolved different survival strategies. Is that science or just stories told after the fact?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Rousso, is it really natural for mothers to stay home breastfeeding and fathers to go out to work, or is that just 18th-century Geneva?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "One girl in my daughter's class wants to be a mechanic and most don't. Does that prove anything either way?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  { text: 'Should the voting age be lowered to sixteen?', issue: null, form: 'off-topic' },
  {
    text: "the swiss guy thinks nature has a plan for everyone. nature doesn't have plans, it has mutations",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Question for the author of Emile: is there any way to run the experiment? Raise a child with no gender at all and see what happens?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "Some parents now raise 'theybies' and don't tell anyone the baby's sex. Is that freedom for the child or just the parents' ideology?",
    issue: 'girls-and-boys',
    also: ['gender-identity'],
    form: 'paraphrase',
  },
  {
    text: "Come on, Mary Wollstonecraft, women back then weren't held back only by schooling, they had no money and no legal rights. Isn't that bigger than education?",
    issue: 'rights-and-citizens',
    also: ['work-and-money'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Why does it matter so much whether it's nature or upbringing? Wouldn't rights be the same either way, Ms Woolstonecraft?",
    issue: 'rights-and-citizens',
    also: ['equal-or-different'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "It's so hot today, the kids are melting in the paddling pool. Anyone else baking?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Would Rousseau have changed his mind if he'd met Mary Shelley, who started Frankenstein at eighteen?",
    issue: 'reason-and-genius',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "What is dark matter, and how do we know it's there if we can't see it?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Women were once kept out of medical school because it was 'unnatural'. Now they're the majority of new doctors in many countries. Case closed?",
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'If nature decided everything, why do we need so many rules to keep women in their place, Rousseau?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
];
