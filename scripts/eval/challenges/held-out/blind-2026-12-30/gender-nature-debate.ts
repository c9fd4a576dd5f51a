// The blind set of 2026-12-30 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different or do we make them different?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: 'My daughter is three and already only wants pink things, even though we never pushed it. Where did that come from, if not nature?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you put your own five kids in an orphanage. Why should anyone take parenting advice from you?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Mary, if women had had the same schooling for 200 years, would there be any differences left at all?',
    issue: 'nature-or-nurture',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'so is maternal instinct real or is that just something men made up to keep women home',
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'my cat just walked across the keyboard, ignore whatever that was',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Testosterone clearly changes bodies. Doesn't it change behaviour too?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "I'm a stay-at-home dad. Other parents at the playground treat me like I'm babysitting. Is what I'm doing against nature or just against habit?",
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: 'Jean-Jacques, in Emile the boy learns to think and Sophie learns to please him. Did you honestly believe that was nature speaking?',
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'what would you two make of trans people, does that break the whole born-or-made question',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'Why do girls do better at school now but still end up earning less?',
    issue: 'work-and-money',
    form: 'plain',
  },
  {
    text: "In the most equal countries, like Sweden, fewer women choose engineering, not more. Doesn't that suggest something innate, Ms Wollstonecraft?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Should the death penalty be abolished everywhere?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "the rights pioneer lady - did you actually think men and women are the same, or just that they deserve the same rights? those aren't the same thing",
    issue: 'equal-or-different',
    also: ['rights-and-citizens'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'does this work on an ipad or only on phones',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My company uses an AI to screen CVs and it kept ranking women lower because it learned from past hiring. So is the machine seeing nature, or just copying our upbringing?',
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: "Some cultures have three or more genders. Doesn't that show it's mostly made up, Jean Jacques?",
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "come on, men are stronger on average, that's not upbringing",
    issue: 'strength-and-body',
    form: 'plain',
  },
  {
    text: 'To the man from Geneva: how do you tell what nature wants from what your own century just assumed?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'is there a dark mode? my eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Wollstonecraft, your daughter wrote Frankenstein. Was that talent born or did you raise it?',
    issue: 'reason-and-genius',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Do identical twins raised apart end up with the same personalities?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "so you admit girls were kept from books, but some still wrote brilliant things. doesn't that prove nature wins anyway, Rousseau?",
    issue: 'reason-and-genius',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Is it even possible to separate nature from upbringing when a baby is treated as a boy or a girl from the first day?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: 'What is the strongest argument for free will?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the naturalist: should women play in the same sports leagues as men?',
    issue: 'strength-and-body',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'If babies one day grow in artificial wombs, does motherhood stop being natural?',
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: "ok i mean honestly isn't it a bit of both? like genes load the gun, culture pulls the trigger",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Mary Wollstonecroft why did you attack rousseau specifically, there were worse sexists around',
    issue: 'schooling',
    also: ['pleasing-and-power'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'My grandmother never worked outside the home and says she was happy. Was she free, or did she just never get the chance to find out?',
    issue: 'work-and-money',
    also: ['motherhood-and-home'],
    form: 'paraphrase',
  },
  {
    text: "what are good baby girl names that aren't too popular? asking for a friend lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Do little boys prefer trucks because of their brains, or because of what's under the tree at christmas?",
    issue: 'girls-and-boys',
    form: 'plain',
  },
  {
    text: "Rousseau, you praised feeling over cold reason. Wasn't telling women to be all feeling actually a compliment from you?",
    issue: 'reason-and-genius',
    also: ['equal-or-different'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Why does the 1700s guy get to say what nature means for women?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Why did the Soviet Union collapse so fast in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Madame Wollstonecraft, are men naturally more violent, or is that the way we raise them?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'A friend of mine is intersex. Where does someone like them fit if nature decides roles before birth?',
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "ok I'm back, what did I miss",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Beauvoir said one isn't born but becomes a woman. Would you two agree with her, or is that going too far?",
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    form: 'plain',
  },
  {
    text: 'But what about monkeys? I read young female monkeys play with dolls more too. No schooling there.',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
];
