// The blind set of 2026-12-27 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls really born different, or do we make them different?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Rousseau, you wrote a whole book about raising Emile, then handed your own five kids to an orphanage. Why should anyone take your parenting advice?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "My son is four and his favourite toy is a doll in a pink dress. My father-in-law keeps saying it'll 'confuse' him. Is my son going against nature, or is my father-in-law just repeating what he was taught?",
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Mary, now that girls get the same schooling, they beat boys at school almost everywhere. What do you make of that?',
    issue: 'schooling',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is there a nice nature trail near Geneva? Going there next week',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'hormones though. testosterone does stuff. how is that upbringing',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "In Norway and Sweden, some of the most equal countries, fewer women choose engineering than in poorer countries. Doesn't that suggest some choices come from nature after all?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'Mrs Wollstonecraft, what would you say to someone who feels neither a man nor a woman?',
    issue: 'gender-identity',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Why do so many little girls love princesses?',
    issue: 'girls-and-boys',
    form: 'plain',
  },
  {
    text: 'Jean-Jacques, you say follow nature. But nature also gives us plague and early death. Why treat it like a guide?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Pink used to be the colour for boys about a century ago. So how natural can any of this be?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: "I'm a nurse and one of only two men on my ward. Patients constantly assume I'm the doctor. Is caring 'women's nature', or just what society lets women do?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'the swiss guy really thought women were made to please men huh',
    issue: 'pleasing-and-power',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Is the app free or do I have to pay after the trial?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can a man be as good a stay-at-home parent as a mother, Wollstonecraft?',
    issue: 'motherhood-and-home',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "so you admit, Wollstonecraft, that men are stronger on average. isn't that nature?",
    issue: 'strength-and-body',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Some cultures recognise three or more genders, like the hijra in South Asia. What does that tell us?',
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "Was the Terror a betrayal of the French Revolution's ideals, or was it inevitable?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'my boyfriend cries at films and his brothers call him soft. like why is crying a girl thing',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, if women are naturally made for the home, why did society need so many laws to keep them there?',
    issue: 'motherhood-and-home',
    also: ['rights-and-citizens'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Twin studies show a lot of personality is inherited. Doesn't that help the Naturalist's side?",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'What is gender anyway, as opposed to sex?',
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'Mary Wollstonecraft, your daughter wrote Frankenstein. Was she a product of her genes or of the books around her?',
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'lol the moderator sounds exactly like my old geography teacher',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'come on, every society in history had men doing the fighting. that cant all be education',
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    form: 'plain',
  },
  {
    text: 'Is there a God, and can reason prove it either way?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "There was a boy in the sixties, David Reimer, raised as a girl after a botched operation, and it went terribly for him. Doesn't his story show gender is fixed at birth?",
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    form: 'paraphrase',
  },
  {
    text: 'If babies could be grown in artificial wombs, would the differences between men and women start to fade?',
    issue: 'nature-or-nurture',
    also: ['motherhood-and-home'],
    form: 'paraphrase',
  },
  {
    text: 'For the rights pioneer: did you ever worry that by demanding reason for women you were really asking them to become men?',
    issue: 'equal-or-different',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "Should trans women compete in women's sport?",
    issue: 'gender-identity',
    also: ['strength-and-body'],
    form: 'paraphrase',
  },
  {
    text: 'As a primary teacher I notice the boys get told off for being loud and the girls get praised for being neat, from the very first day. Are we teaching gender without even realising it?',
    issue: 'girls-and-boys',
    also: ['schooling'],
    form: 'paraphrase',
  },
  {
    text: "Mary W, you said women lacked virtue because they were kept ignorant. Couldn't anyone use that excuse for anything?",
    issue: 'virtue-and-modesty',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Why are almost all violent crimes committed by men, in every country?',
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    form: 'plain',
  },
  {
    text: 'How long does this debate last?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should the government break up the big tech companies?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just 18th century prejudice dressed up as nature, Rousseau",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Does it even matter where gender comes from, if we treat everyone equally either way?',
    issue: 'equal-or-different',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: "My company gives mothers six months' paid leave and fathers two weeks. Are they recognising nature or creating it?",
    issue: 'motherhood-and-home',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the nature guy: lionesses do the hunting and lions laze around. So which one is nature?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
];
