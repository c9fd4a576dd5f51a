// The blind set of 2026-12-13 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 81). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls really born different, or do we make them different?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Rousseau, you wrote a whole book about raising Emile to think for himself, then said Sophie should be raised to please him. How do you defend that?',
    issue: 'schooling',
    also: ['pleasing-and-power'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "My niece is four and obsessed with trucks. Her grandma keeps buying her dolls 'to balance her out.' Who's following nature here, the kid or the grandma?",
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'ok so if its all upbringing why do little boys everywhere play fight',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: "Mary, you said give girls the same schooling and then see. Well, we've done that for fifty years now. What did nature decide?",
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'my sister was born on february 29th, does she legally turn 18 on the 28th or on march 1st?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What does testosterone actually do to behaviour, Rousseau?',
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "There's that finding that in the most gender-equal countries, like Norway, fewer women go into engineering, not more. Doesn't that point to nature?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'isnt it kind of rich for the guy who dropped all his kids at an orphanage to lecture us on how children should be raised',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'epithet',
  },
  { text: "Can you be a 'natural' mother or is that a myth?", issue: 'motherhood-and-home', form: 'plain' },
  {
    text: 'Wollstonecraft what would you make of trans people, does that help your side or complicate it',
    issue: 'gender-identity',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Why did the Industrial Revolution start in Britain and not in China?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a stay-at-home dad. People at the playground look at me like I'm lost. Am I going against nature or just against habit?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'If something is natural, does that make it good, Jean Jacques?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Question for the rights pioneer: you died days after having a baby. Doesn't that show biology isn't something schooling can argue away?",
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "What about that Canadian boy raised as a girl after a botched operation, David Reimer? It went horribly. Doesn't that prove gender isn't just taught?",
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    form: 'paraphrase',
  },
  {
    text: "Jean-Jacques, what exactly is 'nature' for you? Because every culture seems to think its own habits are natural.",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  { text: 'Why do toy shops still have a pink aisle?', issue: 'girls-and-boys', form: 'paraphrase' },
  {
    text: 'can I pause this and come back after dinner without losing my spot?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'In some societies women inherit the land and men marry into their families. If roles flip across cultures, how natural can they be?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'do female and male brains actually look different on a scan or is that pop science',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'So Rousseau admits women need a different education, which means he admits education shapes them. Gotcha?',
    issue: 'schooling',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "My son cried at school and his teacher told him to 'be a big boy.' He's five. Where does that come from, biology or a couple of centuries of teachers?",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Should sports stay separated by sex? asking the naturalist',
    issue: 'strength-and-body',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'the Genevan philosopher loved nature so much, did he ever ask a woman what her nature was',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  { text: 'Is time travel into the past actually possible in physics?', issue: null, form: 'off-topic' },
  {
    text: 'Is the pay gap about discrimination or about different choices men and women make?',
    issue: 'work-and-money',
    form: 'plain',
  },
  {
    text: 'Mrs. Woolstonecraft, if you were alive today would you call yourself a feminist?',
    issue: 'rights-and-citizens',
    also: ['equal-or-different'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Apparently even young monkeys pick different toys by sex. Are baby monkeys being socialised by the patriarchy too?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Can it be both? Like nature deals the cards and upbringing decides how you play them?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "anyone know a good gift for a friend's newborn? budget like 30 bucks",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why are Siri and Alexa women's voices by default? Who decided that's natural?",
    issue: 'pleasing-and-power',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "My parents raised me gender-neutral: no pink or blue, unisex name, the whole thing. I'm 22 and pretty 'girly' by any standard. Did nature win, or did the rest of the world just get to me anyway?",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  { text: "Is it ever okay to lie to protect someone's feelings?", issue: null, form: 'off-topic' },
  {
    text: "Rousseau come on, 'women were made to please men' is not philosophy, that's a wish list",
    issue: 'pleasing-and-power',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Wollstonecraft, are single-sex schools better for girls?',
    issue: 'schooling',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Your own daughter wrote Frankenstein, a story about a creature that was made, not born. Mary, what do you think she was telling us?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  { text: 'lol the moderator sounds exactly like my GPS', issue: null, form: 'off-topic' },
  {
    text: "To the Englishwoman: if you could raise a child with zero cultural influence, what do you think they'd turn out like?",
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "What is dark matter, and how do we know it's there if we can't see it?",
    issue: null,
    form: 'off-topic',
  },
];
