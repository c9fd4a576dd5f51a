// The blind set of 2026-12-15 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different, or do we just raise them differently?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: "My daughter wants football boots and my son wants a doll. My mother-in-law thinks something's wrong with both of them. Who's right?",
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you wrote a whole book on how to raise a boy and then gave Sophie a single chapter. Why?',
    issue: 'schooling',
    also: ['equal-or-different'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Mary, if girls got the same schooling as boys, do you think every difference would disappear?',
    issue: 'nature-or-nurture',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  { text: 'any tips for a nature walk near Bath this weekend?', issue: null, form: 'off-topic' },
  {
    text: "Isn't it a bit rich that the man who lectured everyone on raising children left his own at an orphanage?",
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "what about hormones though, like testosterone is a real thing, you can't educate that away",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Why are toy shops still split into pink and blue aisles?',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: "My brother stayed home with the kids while his wife went back to work. The neighbours acted like he'd lost a bet. Is caring for children just not seen as a man's nature?",
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: 'Wollstonecraft, would you call yourself a feminist if you were alive now?',
    issue: 'rights-and-citizens',
    also: ['equal-or-different'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Is there actually anything in the brain that's male or female?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'the Geneva guy says follow nature, but nature also gives us disease and earthquakes, why is it a good guide for anything',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  { text: "What's the best argument against the existence of God?", issue: null, form: 'off-topic' },
  {
    text: 'so you admit girls were kept out of schools for centuries, how could anyone then claim to know what their nature was?',
    issue: 'nature-or-nurture',
    also: ['schooling'],
    form: 'plain',
  },
  {
    text: "Women make up a minority of engineers almost everywhere, but in some countries the numbers are much higher. Doesn't that show it's culture, not biology?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: "Jean-Jacques, what would you say to trans people who say their gender isn't the one nature assigned them at birth?",
    issue: 'gender-identity',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Should sports keep separate men's and women's categories if gender is mostly upbringing?",
    issue: 'strength-and-body',
    form: 'paraphrase',
  },
  { text: 'can i change my profile picture in the app', issue: null, form: 'off-topic' },
  {
    text: 'To the Rights Pioneer: do you think boys are damaged by their upbringing too, being told not to cry?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Why do so many cultures end up with men as warriors and women at home? Coincidence or nature?',
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    form: 'plain',
  },
  {
    text: "i mean identical twins raised apart turn out kind of the same, so isn't a lot of it just born in",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  { text: 'How do black holes lose mass and evaporate?', issue: null, form: 'off-topic' },
  {
    text: "Rousseau, was your idea of women's nature honestly anything more than what suited the men of your time?",
    issue: 'nature-or-nurture',
    also: ['equal-or-different'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'A friend of mine raised her son gender-neutral, no blue, no trucks, nothing. He became obsessed with diggers anyway. What would the two of you make of that?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'The lady who wrote back to Rousseau, did she think marriage itself was the problem?',
    issue: 'marriage',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "that's just biology denial. animals have male and female behaviour and nobody taught them",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Is it possible to separate nature and nurture at all, or are they always tangled together?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  { text: 'Was the French Revolution worth the Terror that came with it?', issue: null, form: 'off-topic' },
  {
    text: "Mary Wollstencraft, your daughter wrote Frankenstein. Isn't that the best proof of your whole argument?",
    issue: 'reason-and-genius',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Why do women still earn less on average, is it choices or is it the system?',
    issue: 'work-and-money',
    form: 'plain',
  },
  { text: "brb, the baby's awake", issue: null, form: 'off-topic' },
  {
    text: 'Should schools teach boys and girls separately if they really do learn differently?',
    issue: 'schooling',
    form: 'plain',
  },
  {
    text: 'come on, the Naturalist thinks women exist to please men. how is that even a debate',
    issue: 'pleasing-and-power',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "My grandmother couldn't open a bank account without my grandfather's signature. My daughter is studying surgery. Did women's nature change in two generations, or did the rules?",
    issue: 'nature-or-nurture',
    also: ['rights-and-citizens'],
    form: 'paraphrase',
  },
  {
    text: 'Wollstonecraft, you wanted women to be rational first. Is there anything wrong with being emotional?',
    issue: 'reason-and-genius',
    also: ['virtue-and-modesty'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is democracy really the best form of government, or just the least bad?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If evolution shaped our bodies differently, why wouldn't it shape our minds too?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  { text: 'this is way more fun than my gender studies seminar honestly', issue: null, form: 'off-topic' },
  {
    text: 'Rousseau, do you still think a girl should be taught to please, or would you revise that today?',
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Video games are marketed almost entirely at boys. Do girls play less because of their nature or because nobody invited them?',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
];
