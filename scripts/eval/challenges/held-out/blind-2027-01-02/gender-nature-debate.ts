// The blind set of 2027-01-02 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Why do little boys go for the trucks even when nobody hands them trucks?',
    issue: 'girls-and-boys',
    form: 'plain',
  },
  {
    text: "Rousseau, you wrote a whole book on raising children and then left your own five at a foundling home. Why should anyone trust you on what kids are 'for'?",
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'my niece is 4 and wants pink everything, my sister never pushed it on her. so is that nature or is it the tv',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'can I change the voices in this app? the male one sounds a bit robotic',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mary, in your day girls couldn't go to university. Now women outnumber men at most universities. Does that settle it in your favour?",
    issue: 'reason-and-genius',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Are men's and women's brains actually different, Rousseau?",
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "I'm a nurse, one of three men on my ward. Patients call me 'doctor' by default and call my female boss 'love'. How much of that is nature, really?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'To the rights pioneer: if schooling were equal tomorrow, would you expect exactly 50/50 in every job?',
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Is it ethical to use animals in medical research?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Jean-Jacques, what was Sophie for, exactly? Just to make Emile happy?',
    issue: 'pleasing-and-power',
    also: ['marriage'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "But what about testosterone? Hormones aren't a social construct.",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "So you admit men are stronger on average. Then isn't it fair to have separate sports?",
    issue: 'strength-and-body',
    form: 'plain',
  },
  {
    text: 'Question for the Naturalist: is motherly instinct real, or do women learn it once the baby arrives?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'lol my cat just walked across my keyboard sorry',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Swiss guy who loves nature: did you ever notice that 'nature' always seems to agree with whoever's in charge?",
    issue: 'nature-or-nurture',
    also: ['equal-or-different'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "In countries like Norway where women are freest, fewer of them choose engineering than in poorer countries. Doesn't that point to nature?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: "ok so i'm raising my son gender neutral and my in laws think i'm ruining him lol. who's right",
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: "Wollstonecraft, weren't you pretty harsh on women yourself? You called a lot of them vain and silly.",
    issue: 'pleasing-and-power',
    also: ['virtue-and-modesty'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'What caused the Berlin Wall to fall so suddenly?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Where do trans people fit in if gender is just nature?',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'Why are boys doing worse in school these days, Wollstonecraft?',
    issue: 'schooling',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Can upbringing change something written in your genes?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "My dad never once cried in front of us. He says men aren't built that way. Is he right, or was he taught to hold it in?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'what time does the nature reserve open on sundays, anyone been',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Rousseau, should women have the vote?',
    issue: 'rights-and-citizens',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "that's just biology as an excuse. people used the exact same argument to say women couldn't handle money",
    issue: 'nature-or-nurture',
    also: ['equal-or-different'],
    form: 'plain',
  },
  {
    text: 'Some cultures have recognised three or more genders for centuries. How does nature explain that?',
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "Mary Woolstonecraft, are boys damaged by the way they're raised too, or only girls?",
    issue: 'girls-and-boys',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "I'm a dad on six months' paternity leave, and everyone at the playground assumes I'm babysitting. Is 'mums are the natural carers' just a habit nobody questions?",
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: 'How do black holes evaporate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "why are nearly all CEOs still men if we've had equal schooling for decades",
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'Can you even separate nature from upbringing? Every baby is raised by somebody.',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Come on, Rousseau, kids left alone don't invent gender roles. They copy them from the grown-ups around them.",
    issue: 'girls-and-boys',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "brb pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would an AI trained on the whole internet end up with a gender?',
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "My twin brother and I were raised exactly the same and we turned out completely different. Doesn't that prove nature? Or is 'raised the same' a myth?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'the 18th century feminist lady, what would you make of makeup and instagram filters today',
    issue: 'pleasing-and-power',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Is mathematics invented or discovered?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why is it nearly always daughters, not sons, who end up caring for ageing parents?',
    issue: 'motherhood-and-home',
    form: 'plain',
  },
  {
    text: "Is 'follow nature' even a good rule? Nature also gives us plagues and earthquakes.",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
];
