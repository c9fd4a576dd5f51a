// The blind set of 2026-12-26 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different, or do we make them different?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'My nephew is four and wants a pink princess dress for his birthday. His dad refuses because "boys don\'t wear that". Is the dad protecting nature or just his own upbringing?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you wrote a whole book about how to raise a child, and then you sent your own five kids to an orphanage. Why should anyone listen to you on this?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Mary, if girls got exactly the same schooling, would there still be any difference left at all?',
    issue: 'nature-or-nurture',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'do I need an account to save this debate or does it disappear when I close the app',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'testosterone is real tho. how does the feminist lady explain that away with education',
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "What about David Reimer, the boy raised as a girl after a botched operation? Didn't his story prove nature wins?",
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    form: 'paraphrase',
  },
  {
    text: "So you admit, Jean-Jacques, that Sophie only exists to please \u00c9mile? That's not nature, that's a job description.",
    issue: 'pleasing-and-power',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Why are there still so few women engineers even in countries where everything is equal on paper?',
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'the english lady who wrote about the rights of women, did she think men and women were exactly the same or just equal',
    issue: 'equal-or-different',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'How do mRNA vaccines actually teach the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Where do trans and non-binary people fit into "follow nature"?',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: "I'm a stay-at-home dad and honestly I'm better at it than my wife would be. People at the school gate look at me like I'm lost. Is caring for babies a female instinct or just a habit?",
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: "Wollstonecraft, didn't you also say women were physically weaker? So you did accept some nature.",
    issue: 'strength-and-body',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'ok so like is maternal instinct a real thing or a story told to keep women at home',
    issue: 'motherhood-and-home',
    form: 'plain',
  },
  {
    text: "Some cultures recognise a third gender, like the hijra in India. Doesn't that show gender gets made up locally?",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Why do boys get told not to cry? Where did that even start?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: "brb making dinner, don't let them finish without me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do animals have gender roles, or just sex?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Rousseau, you say follow nature. But nature also hands us disease and early death. Why is nature a good guide for anything?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Sports separate men and women. If gender is all upbringing, why not one category, Mary?',
    issue: 'strength-and-body',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'My company tried blind CVs for a year and suddenly hired way more women. Doesn\'t that show the "natural" difference was in the recruiters\' heads?',
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'What is the hard problem of consciousness?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The naturalist from Geneva: did you ever actually watch girls play, or just imagine them?',
    issue: 'girls-and-boys',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'If science found a "gender gene" tomorrow, would that settle this debate?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'Mary Wollstencraft is "reason has no sex" still true when brain scans show differences',
    issue: 'reason-and-genius',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "that's just blaming society for everything, come on",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Is it wrong to raise my baby gender-neutral, no pink, no blue? My mother says I'm experimenting on a child.",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "Scandinavia is about the most equal place on earth and women still pick nursing while men pick engineering. Isn't that nature showing through once the pressure is removed?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the dinosaurs die out, was it really just the asteroid?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mrs Wollstonecraft, your own daughter wrote Frankenstein, a book about a creature made rather than born. Coincidence?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'What did Simone de Beauvoir mean by "one is not born a woman", and would Rousseau agree with it even a little?',
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Why do the influencers telling young men to be "alpha" sound so much like 18th-century conduct books?',
    issue: 'virtue-and-modesty',
    form: 'paraphrase',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could artificial wombs one day make the whole nature argument irrelevant?',
    issue: 'nature-or-nurture',
    also: ['motherhood-and-home'],
    form: 'paraphrase',
  },
  {
    text: "my twin sister and i grew up with the same toys same school same everything and she's super girly and i'm not at all. so what made her that way, Jean Jacques",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "what's the weather like in Geneva this weekend, will nature let me hike or not",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "anyone know a good French tutor online? my kid's school marks are a disaster",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "but what about religion, most religions say men and women have different roles by God's design. is that nature or upbringing, Rousseau?",
    issue: 'nature-or-nurture',
    also: ['equal-or-different'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Rights pioneer, do you think girls today finally get the same education, or is the lesson plan still rigged?',
    issue: 'schooling',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
];
