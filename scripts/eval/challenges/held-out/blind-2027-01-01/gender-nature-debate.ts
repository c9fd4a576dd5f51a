// The blind set of 2027-01-01 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different or taught to be different?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Rousseau, you wrote a whole book about raising Emile to be free, then said Sophie should be raised to please him. How is that not just your own bias dressed up as nature?',
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'My son is 4 and wants a princess dress for his birthday. My father-in-law says it\'ll "confuse" him. Is there anything natural about which clothes a kid likes?',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: "what's the best natural remedy for a sore throat, been coughing all day",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'mary how do you explain that even in super equal countries like norway women still mostly pick nursing and men pick engineering',
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Isn't it a bit rich for the guy who left all five of his kids at an orphanage to tell the rest of us how to raise children?",
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Is testosterone the real reason men are more aggressive, Rousseau?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Wollstonecraft, if girls had been schooled like boys for the last 200 years, what would actually be different today?',
    issue: 'schooling',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is lying ever morally acceptable?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so i read that newborn boys and girls already look at different things, faces vs mobiles or something. doesnt that prove some of it is inborn',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: 'So you admit, Jean-Jacques, that "nature" in your book always seems to agree with 18th-century French customs?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Where do trans people fit into this? If gender is pure nature, how do you explain someone who knows from age three they're not the sex they were assigned?",
    issue: 'gender-identity',
    form: 'paraphrase',
  },
  {
    text: 'Do toy shops create the difference by splitting everything into pink and blue aisles?',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'is it natural to be this tired on a monday or is it just me lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a stay-at-home dad. The other parents at the playground treat me like I'm lost or unemployed. If looking after babies were only natural for women, wouldn't I be bad at it? I'm not.",
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: "question for Frankenstein's author's mom: is it a coincidence your daughter wrote a book about a creature that was made, not born?",
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Question for the naturalist: what does "nature" even mean here? Biology, or what\'s normal in your village?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "Some cultures recognise three or more genders, like the hijra in South Asia. Doesn't that show the two boxes are made up?",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'What really caused the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, men are taller and stronger on average, that's not upbringing. why pretend biology doesn't matter",
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    form: 'plain',
  },
  {
    text: 'Rousseu you say follow nature, but nature also gave us diseases and babies dying. why is natural automatically good',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Do women's and men's brains actually look different on scans?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'My daughter\'s coding teacher told the class that girls are "better at the creative side". She came home saying she\'ll never be good at maths. Is that the kind of upbringing Wollstonecraft warned about?',
    issue: 'reason-and-genius',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'If the Genevan is right, why do gender roles change so much from one century to the next? Men wore heels and wigs in his day.',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'sound keeps dropping out when the lady philosopher talks, is it my wifi?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If gender is just upbringing, why did it go so badly when doctors raised a baby boy as a girl, like in the David Reimer case?',
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    form: 'paraphrase',
  },
  {
    text: "Simone de Beauvoir said one isn't born a woman but becomes one. Mary, did she steal that from you?",
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is there life on other planets?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mary Wollstonecraft, how much of the gender pay gap is about choice and how much is plain discrimination?',
    issue: 'work-and-money',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Why do boys get told not to cry? Is that nature or just dads?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'Question for the rights pioneer: could a society raise kids with no gender at all, and would that even be a good thing?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'I teach primary school. By age six the boys already mock each other for liking "girl things". Nobody taught them that in class. So where does it come from, Rousseau?',
    issue: 'girls-and-boys',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Should rich countries pay reparations for their colonial past?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "if it's all upbringing then why do male chimps fight more and females do more of the grooming, nobody raised them with barbies",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "Mrs Woolstonecraft you died after giving birth. doesn't the body decide some things about women's lives no matter what school they went to?",
    issue: 'strength-and-body',
    also: ['motherhood-and-home'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is the husband-earns, wife-stays-home marriage natural, or did someone just invent it?',
    issue: 'motherhood-and-home',
    also: ['marriage'],
    form: 'plain',
  },
  {
    text: 'Judith Butler says gender is something we perform, not something we are. Which of you would agree with her?',
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Could both be true? Some nature, some nurture, and the whole argument is only about the percentages?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Should sports still be split by sex if gender is learned?',
    issue: 'strength-and-body',
    form: 'plain',
  },
  {
    text: 'hang on my bus is here, back in 5',
    issue: null,
    form: 'off-topic',
  },
];
