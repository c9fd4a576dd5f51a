// The blind set of 2026-12-25 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls actually different, or do we just treat them differently from day one?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: 'Rousseau, you wrote a whole book on raising Emile to be free and then said Sophie should be raised to please him. How is that not a double standard?',
    issue: 'schooling',
    also: ['pleasing-and-power'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "My daughter is 4 and only wants pink princess stuff even though we gave her trucks and blue clothes. Doesn't that prove some of it is just nature?",
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Mary, if schooling were made equal, would all the differences disappear, or just the unfair ones?',
    issue: 'schooling',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'can i download this debate to listen later on the train',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'what about hormones tho, testosterone does real stuff to the body, how is that upbringing',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'So the Genevan thinks nature has a plan for each of us. Who told him what it was?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Is there such a thing as a maternal instinct, or is that a story told to keep women at home?',
    issue: 'motherhood-and-home',
    form: 'plain',
  },
  {
    text: 'Girls now outperform boys at school in most countries. Wollstonecraft, were you right, and does that mean boys are now the ones being shortchanged?',
    issue: 'schooling',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "I'm non-binary and honestly neither of these two would have had a box for me. Can this debate even make sense of people like me?",
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'Is there life on other planets, and would we even recognise it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Different cultures have completely different ideas of what men and women do. Doesn't that alone settle it for upbringing?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'JJ you gave your own five kids to an orphanage. Why should anyone take parenting advice from you?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'ok so twin studies show genes matter for like everything, personality, iq, so why not gender too',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'To the Rights Pioneer: you said women should be rational beings, not ornaments. Does that mean we should stop caring about looking good altogether?',
    issue: 'pleasing-and-power',
    also: ['virtue-and-modesty'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Why are there so few women engineers? Is it choice, talent, or the way they were brought up?',
    issue: 'reason-and-genius',
    also: ['nature-or-nurture', 'work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'any good nature walks near lake geneva? visiting next month',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'my husband stays home with our son while i work. my mother in law says its against nature. which of you would side with her',
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: 'Is crying something boys are born with less of, or just trained out of, Wollstonecraft?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Mary Woolstonecraft, your daughter wrote Frankenstein. Did you plan to raise her differently from how girls were raised then?',
    issue: 'schooling',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Does the existence of trans people prove gender is made, or actually prove there's something innate that doesn't match the body?",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Was dropping the atomic bomb on Hiroshima morally justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If nature had already decided, why did it take laws to stop women voting for centuries?',
    issue: 'rights-and-citizens',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: "Rousseau, what does 'follow nature' even mean when nature also gives us diseases and earthquakes?",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'is the audio lagging for anyone else or just me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why are men's and women's sports kept separate if it's all upbringing?",
    issue: 'strength-and-body',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "I'm a kindergarten teacher. Most days the boys run around and the girls sit and draw. But I also catch myself praising them differently. Which comes first?",
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: "that's just convenient, Jean-Jacques. nature always seems to agree with whatever men already wanted",
    issue: 'nature-or-nurture',
    also: ['equal-or-different'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "What's the best way to raise tomato seedlings indoors in winter?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do animals have gender roles, or just sexes?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Mrs Vindication, you called the marriages of your day legal prostitution. Would you say the same about marriage now?',
    issue: 'marriage',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "Neuroscientists keep arguing over whether male and female brains are really different. If the science isn't settled, what should parents do in the meantime?",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Soviet Union collapse so fast in the end?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Can a boy who grows up with only sisters turn out more 'feminine'? My cousin did and everyone teases him for it.",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: 'so you admit mary that men are stronger on average, then why cant roles follow from that',
    issue: 'strength-and-body',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Would the 18th-century educator change his mind if he saw women running whole countries today?',
    issue: 'rights-and-citizens',
    also: ['reason-and-genius'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'brb gotta get groceries before the shop closes',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If I'd been raised totally gender-neutral from birth, would I even know which gender I am?",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Rousseau thought reason works differently in men and women. Is reason even the kind of thing that has a sex?',
    issue: 'reason-and-genius',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Are dating rules like 'the man should pay' nature or just habit?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
];
