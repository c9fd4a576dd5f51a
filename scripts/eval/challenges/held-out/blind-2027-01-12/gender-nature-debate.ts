// The blind set of 2027-01-12 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Why do little boys go for trucks even when their parents hand them dolls?',
    issue: 'girls-and-boys',
    form: 'plain',
  },
  {
    text: "My twin nephews were raised exactly the same way, same clothes, same toys. One is obsessed with ballet, the other with football. Doesn't that suggest it's neither nature nor upbringing but just who they are?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you wrote a whole book on raising a child and then left your own five babies at a foundling hospital. Why should we trust you on what nature wants?',
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Mary, suppose girls had received exactly the same education for three hundred years. What differences do you honestly expect would be left?',
    issue: 'nature-or-nurture',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'is the app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Pink was considered a boy's colour a hundred years ago. If nature assigned the colours, why did it change its mind?",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: 'ok so testosterone is a real thing right? like its not a social construct, it actually does stuff',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "So you admit men are physically stronger on average. Why wouldn't that shape different roles?",
    issue: 'strength-and-body',
    form: 'plain',
  },
  {
    text: "Mr Naturalist, Sophie is educated entirely to please Emile. Doesn't that give the game away?",
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'In Norway and Sweden, where equality is highest, women still pick nursing over engineering more than in poorer, less equal countries. Does that mean nature shows itself once the pressure is gone?',
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'What actually happens inside a black hole? Does time stop?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is there such a thing as maternal instinct, Rousseau, or do women just get handed the baby first?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "I'm a stay-at-home dad. At the school gate the other parents treat me like the babysitter, not a parent. Where does that reaction come from, biology or habit?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'What would the eighteenth-century feminist make of trans people today?',
    issue: 'gender-identity',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'the swiss guy seems to think women exist to please men. is that really what he said or is it out of context',
    issue: 'pleasing-and-power',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Do boys and girls actually have different brains, or is that a myth?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Wollstoncraft, you died of a fever days after giving birth. Isn't that a brutal reminder that biology doesn't care how well educated you are?",
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "the moderator's audio keeps cutting out, anyone else?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Are there cultures where men and women do the jobs we'd call natural for the other sex?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'plain',
  },
  {
    text: "Just because something is natural doesn't make it right. Why should nature get the final vote, Rousseau?",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'my daughter is 6 and already says maths is for boys. we never said that to her. where did she even get it',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "Would artificial wombs end the argument? If pregnancy no longer depended on sex, what would be left of 'nature'?",
    issue: 'nature-or-nurture',
    also: ['motherhood-and-home'],
    form: 'paraphrase',
  },
  {
    text: 'Jean-Jacques, what is a woman for, in your view? Honestly.',
    issue: 'equal-or-different',
    also: ['pleasing-and-power', 'motherhood-and-home'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Did the Industrial Revolution make ordinary workers better or worse off in its first fifty years?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why are voice assistants like Siri and Alexa given women's voices by default?",
    issue: 'pleasing-and-power',
    form: 'paraphrase',
  },
  {
    text: 'Men die younger, commit most violent crime and are far more likely to take their own lives. Is that nature, or the way we raise boys to be tough?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'Question for the rights lady: were you saying men and women are the same, or only that they deserve the same chances?',
    issue: 'equal-or-different',
    also: ['rights-and-citizens'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'come on every mammal species has sex differences in behaviour. why would humans be the one exception',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Can someone be born in the wrong body if gender is only upbringing, Mrs Wollstonecraft?',
    issue: 'gender-identity',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'any good nature walks near Geneva? got a free afternoon there next week',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Wollstonecraft, were you against marriage itself, or just the kind of marriage women were stuck with in your day?',
    issue: 'marriage',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is the shortage of female chess grandmasters about ability or about how few girls are pushed to play?',
    issue: 'reason-and-genius',
    form: 'paraphrase',
  },
  {
    text: "I'm the only woman on a tech team of eleven. HR calls it a 'pipeline problem'. Is it, or does the pipeline start in the toy aisle?",
    issue: 'work-and-money',
    also: ['girls-and-boys', 'nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'How do vaccines train the immune system? Are the mRNA ones different?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If everything is upbringing, why do so many kids turn out the opposite of how they were raised?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Your daughter wrote Frankenstein, Mary. A creature that's made, not born. Was she answering this very question?",
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Rousseau, would you let a girl climb trees and play rough the way Emile does?',
    issue: 'girls-and-boys',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Is it wrong to eat meat once lab-grown meat is just as cheap?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does it even matter where gender comes from, if either way we owe people equal rights?',
    issue: 'rights-and-citizens',
    form: 'plain',
  },
  {
    text: 'brb charging my phone',
    issue: null,
    form: 'off-topic',
  },
];
