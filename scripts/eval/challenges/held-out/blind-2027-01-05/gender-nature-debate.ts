// The blind set of 2027-01-05 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different or do we just raise them different?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: "My niece is four and refuses anything that isn't pink. Nobody pushed her, her parents are super neutral about it. Is that nature talking, or did she pick it up from the shops and cartoons anyway?",
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you wrote a whole book on educating \u00c9mile and then gave Sophie a chapter on how to please him. Why should we trust your idea of nature?',
    issue: 'pleasing-and-power',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'any good nature trails near here for a sunday walk?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so like, if it's all upbringing why do testosterone levels make such a difference in sport",
    issue: 'strength-and-body',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Mary, what would you make of girls now outnumbering boys at university?',
    issue: 'schooling',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Isn't it a bit rich for a man who left all five of his children at an orphanage to lecture anyone about nature and motherhood?",
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "I'm a stay-at-home dad and the other parents at the school gate treat me like I'm babysitting. If caring for children were natural to women, why do I feel so at home doing it?",
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: "What about intersex people? Doesn't that already break the neat two-box picture of nature?",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "Wollstonecraft, do you think you'd call yourself a feminist today?",
    issue: 'rights-and-citizens',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'how do i change my profile picture on here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Brain scans keep finding small average differences between men and women, but the ranges overlap massively. Which of you does that actually help?',
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    form: 'paraphrase',
  },
  {
    text: "In the Second World War women ran factories and built planes, then got sent home in 1945. Doesn't that show how fast so-called natural roles can change?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: "Is wanting children a maternal instinct or something we're told to want?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'Question for the Rights Pioneer: would the same schooling really make every difference vanish, or just the unfair ones?',
    issue: 'schooling',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "that's just nurture dressed up as nature",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Was Napoleon a liberator or a tyrant?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "rousseau i kind of agree with you honestly, my son and daughter were raised the same and they're nothing alike",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "How would either of you explain trans people? If gender is just nature, where does someone's sense of being a woman in a male body come from?",
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'Do other cultures split the roles the same way we do?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'My company sent everyone on an unconscious bias course and half the men rolled their eyes. Can training change what people think a woman is for, or is it too late by adulthood?',
    issue: 'nature-or-nurture',
    also: ['schooling'],
    form: 'paraphrase',
  },
  {
    text: 'Jean Jacques why do you think women should be educated only in relation to men?',
    issue: 'schooling',
    also: ['pleasing-and-power'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'But come on, in almost every society men do most of the fighting and most of the violent crime. Is that all upbringing too?',
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    form: 'plain',
  },
  {
    text: 'lol the moderator sounds exactly like my uncle',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Simone de Beauvoir said one is not born but becomes a woman. Mrs Wollstonecraft, did she just steal your line?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "What is dark matter, and why can't anyone find it?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "High heels were first worn by men on horseback. So what else in 'feminine' fashion is just an accident of history?",
    issue: 'nature-or-nurture',
    also: ['pleasing-and-power'],
    form: 'paraphrase',
  },
  {
    text: "ok but evolution, surely it shaped men and women differently over millions of years? evolutionary psych isn't nothing",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "The Naturalist keeps saying 'follow nature', but nature also gives us disease and earthquakes. Why is natural automatically good?",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Would a baby raised on a desert island even have a gender?',
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    form: 'paraphrase',
  },
  {
    text: 'sorry have to go pick my kid up from nursery, back in 20',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mary, you wrote that women are kept weak by being taught only to be pretty and sensitive. Don't Instagram filters prove you right two hundred years later?",
    issue: 'pleasing-and-power',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is the pay gap about nature, upbringing or just plain discrimination?',
    issue: 'work-and-money',
    form: 'plain',
  },
  {
    text: "My daughter wants to be a mechanic and her grandad keeps saying it's not a girl's job. How do I answer him without a shouting match at Christmas?",
    issue: 'work-and-money',
    form: 'paraphrase',
  },
  {
    text: 'Can we ever know anything for certain, or is every belief a bet?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'So you admit, Rousseau, that your natural woman is really just an 18th-century French wife?',
    issue: 'nature-or-nurture',
    also: ['motherhood-and-home'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Why do boys get told not to cry?',
    issue: 'girls-and-boys',
    also: ['virtue-and-modesty'],
    form: 'plain',
  },
  {
    text: "Isn't it strange that in French even a table has a gender? Does language teach kids their roles before they can think?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'Does the stock market reflect real value or just mood?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If gender is mostly learned, should schools stop dividing kids into boys' and girls' teams for PE?",
    issue: 'schooling',
    also: ['girls-and-boys'],
    form: 'plain',
  },
];
