// The blind set of 2027-01-11 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different, or do we just treat them differently from day one?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: 'Rousseau, you wrote a whole book on educating Emile and then gave Sophie about one chapter on how to please him. Why?',
    issue: 'schooling',
    also: ['pleasing-and-power'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "My son is four and only wants pink sparkly things. His grandfather keeps 'correcting' him. Is the grandfather protecting nature or fighting it?",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'mary what would u say to people who think feminism has gone too far',
    issue: 'rights-and-citizens',
    also: ['equal-or-different'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'What do brain scans actually show about male and female brains?',
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    form: 'plain',
  },
  {
    text: "If it's all upbringing, why do young male and female chimps seem to play differently?",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the Rights Pioneer: if girls had got the same schooling from the start, what do you think would be different today?',
    issue: 'schooling',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'any good nature walks near london this sunday? weather looks decent',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Testosterone is real though, Mr Follow-Nature. Doesn't biology settle at least part of this?",
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "I'm a nursery teacher. By age three the girls are already playing 'house' and the boys are crashing cars, and I swear we don't push it. Nature, or are they picking it up from everywhere else?",
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Jean-Jacques, you sent all five of your children to a foundling hospital. What gives you the right to tell anyone how to raise a child?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Isn't the honest answer both?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Is capital punishment ever morally justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mrs Wollstonecraft, childbirth killed you at 38. Isn't that proof nature hands women a harder role whether we like it or not?",
    issue: 'motherhood-and-home',
    also: ['strength-and-body'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'so like where do trans people fit into this whole nature vs upbringing thing',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: "What did Simone de Beauvoir mean by 'one is not born, but becomes, a woman' - and would Rousseau agree with any of it?",
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Pink was considered a boy's colour a hundred years ago. Doesn't that show how much of this is just fashion?",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: "My partner and I split parental leave equally. Half the dads at playgroup think I'm weird for even being there. Are men wired out of caring, or trained out of it?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Why are there still so few women engineers in countries where girls outperform boys at school?',
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'the genevan guy keeps saying follow nature but nature also gave us smallpox. why is natural automatically good',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'brb dog needs walking',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Some cultures recognise three or more genders. What does that do to your argument, Rousseau?',
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'How much of personality is genetic? What do twin studies say?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Come on, Mary, men and women compete separately in sport for a reason. Is that upbringing too?',
    issue: 'strength-and-body',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Do boys cry less because they feel less, or because they got told off for it?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: 'Why did the Ottoman Empire collapse?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Naturalist says women are made to please men. Did he ever ask a woman?',
    issue: 'pleasing-and-power',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "My daughter asked the AI homework helper to draw 'a scientist' and it drew a man in a lab coat five times in a row. Who's doing the upbringing now, parents or algorithms?",
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    form: 'paraphrase',
  },
  {
    text: 'Why is the universe expanding faster and faster, and what is dark energy supposed to be?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should schools be single-sex or mixed?',
    issue: 'schooling',
    form: 'plain',
  },
  {
    text: "is this debate being recorded? i'd like to send it to my sister",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Wollstonecraft, you said women were weakened by being taught only to be pretty. Two hundred years later, with beauty filters on every phone, have we gone backwards?',
    issue: 'pleasing-and-power',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "but what about mothers and babies, breastfeeding isn't a social construct",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'Can a computer ever really be conscious?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Men's suicide rates are far higher than women's. Is that what traditional male roles do to people, Mr Rousseau?",
    issue: 'virtue-and-modesty',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Is it dangerous to say men and women are naturally different, even if it's partly true?",
    issue: 'equal-or-different',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: "to the 18th century feminist lady - did your daughter's Frankenstein have anything to do with this? a creature made, not born?",
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Intersex babies exist. If nature writes our roles, what did nature write for them?',
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "Roussaeu, your social contract was all about freedom. Why didn't women get to sign it?",
    issue: 'rights-and-citizens',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'the sound keeps cutting out, is it my wifi or the app?',
    issue: null,
    form: 'off-topic',
  },
];
