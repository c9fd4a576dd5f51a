// The blind set of 2026-12-03 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 meant on the theme and 8 off it, then
// labelled by another from the issue list alone, the text locked by sha256 before labelling (written on 2026-12-04
// to the same brief, completing the set). Never read for tuning and never learnt from: eval:debate prints its
// figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: "Is gender something we're born with or something we learn?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Rousseau, you wrote a whole book on educating Emile and then gave Sophie one chapter on how to please him. Why?',
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'My niece is four and only wants pink everything, even though her parents bought her trucks and blocks. Is that nature talking?',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'ok so are boys actually better at math or is that just what teachers expect, like honestly',
    issue: 'reason-and-genius',
    also: ['schooling'],
    form: 'plain',
  },
  {
    text: "Mary, would you count trans people as proof that nature doesn't fix our roles, or is that a different question?",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'What did Wollstonecraft actually argue in A Vindication of the Rights of Woman?',
    issue: 'equal-or-different',
    also: ['schooling', 'rights-and-citizens'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Do testosterone and estrogen explain personality differences, or is that overblown?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  { text: 'how do i turn the volume up on this thing', issue: null, form: 'off-topic' },
  {
    text: 'The Swiss guy keeps saying follow nature, but nature also gave us smallpox and babies dying in childbirth. Why trust it?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "In Norway and Sweden, where equality is high, women still choose nursing over engineering more than elsewhere. Doesn't that point to nature?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'Wollstonecraft, if schooling makes all the difference, why do boys and girls play differently before they ever start school?',
    issue: 'girls-and-boys',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Wasn't Rousseau the one who left all five of his kids at an orphanage? Why would anyone take parenting advice from him?",
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "I'm a stay-at-home dad. My father-in-law says it's unnatural for a man. Is he right, or just old?",
    issue: 'motherhood-and-home',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: "What's the difference between sex and gender anyway?",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'So you admit upbringing matters a lot, then why keep calling it nature, Jean-Jacques?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  { text: 'Why did the Ottoman Empire decline?', issue: null, form: 'off-topic' },
  {
    text: "the rights pioneer lady - what would you think about girls' schools being shut down in Afghanistan today",
    issue: 'schooling',
    also: ['rights-and-citizens'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Do toy ads shape kids or do they just sell what kids already want?',
    issue: 'girls-and-boys',
    form: 'plain',
  },
  {
    text: 'Come on, men are taller and stronger on average, surely some roles follow from that?',
    issue: 'strength-and-body',
    form: 'plain',
  },
  { text: 'Have twin studies settled any of this?', issue: 'nature-or-nurture', form: 'plain' },
  { text: 'Is mathematics invented or discovered?', issue: null, form: 'off-topic' },
  {
    text: 'My grandmother was never allowed to study, then ran the family shop better than any of her brothers. Mary, is she your whole argument in one person?',
    issue: 'reason-and-genius',
    also: ['work-and-money', 'schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Would either of you be okay with a world where boys and girls are raised exactly the same?',
    issue: 'schooling',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: 'i mean rousseau seems to like women fine as long as they stay home and look nice lol',
    issue: 'pleasing-and-power',
    also: ['motherhood-and-home'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Is it sexist to think women are naturally more caring, or just realistic, Rousseau?',
    issue: 'nature-or-nurture',
    also: ['motherhood-and-home'],
    addresses: 'rousseau',
    form: 'named',
  },
  { text: 'anyone else hearing an echo on the audio?', issue: null, form: 'off-topic' },
  {
    text: "Mrs Wolstencraft, your daughter wrote Frankenstein. Did you both think a person is shaped entirely by how they're treated, like her creature?",
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Evolutionary psychologists say our brains were shaped back when we were hunter-gatherers. Does that mean we're stuck with those roles?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'the 18th century swiss philosopher: did you think boys had a natural role too, or only girls?',
    issue: 'equal-or-different',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Is there any such thing as a natural family?',
    issue: 'motherhood-and-home',
    also: ['marriage'],
    form: 'plain',
  },
  { text: "What's the actual evidence for dark matter?", issue: null, form: 'off-topic' },
  {
    text: 'If gender roles were pure nature, why have they changed so much in just a hundred years?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "my best friend's kid came out as nonbinary at 15 and her parents blame tiktok. is that upbringing or who the kid always was",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Does nature versus nurture even make sense as a split, if genes switch on and off depending on the environment?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Ms Wollstonecraft, weren't you pretty harsh on women yourself, calling them vain and weak?",
    issue: 'nature-or-nurture',
    also: ['pleasing-and-power'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  { text: 'Is the Electoral College a fair way to elect a president?', issue: null, form: 'off-topic' },
  {
    text: "But what about the Enlightenment itself, didn't all that talk of natural rights leave women out on purpose?",
    issue: 'rights-and-citizens',
    form: 'plain',
  },
  { text: "my mom's watching with me, say hi lol", issue: null, form: 'off-topic' },
  {
    text: 'If a girl gets exactly the same schooling as her brother and still chooses differently, is that nature or freedom?',
    issue: 'nature-or-nurture',
    also: ['schooling'],
    form: 'paraphrase',
  },
  { text: "what's the nature of the delay, the stream keeps buffering", issue: null, form: 'off-topic' },
];
