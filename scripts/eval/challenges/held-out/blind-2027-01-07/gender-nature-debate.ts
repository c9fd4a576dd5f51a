// The blind set of 2027-01-07 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Why do little boys go for toy trucks even when nobody gives them any?',
    issue: 'girls-and-boys',
    form: 'plain',
  },
  {
    text: 'Rousseau, you said Sophie should be raised to please men. Did nature tell you that, or your century?',
    issue: 'pleasing-and-power',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "My daughter's school still splits PE into boys and girls. Is that respecting nature or just habit?",
    issue: 'schooling',
    also: ['strength-and-body'],
    form: 'paraphrase',
  },
  {
    text: 'is there a way to save this debate and listen later',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mary, if it's all schooling, why are men on average taller and stronger? That's not the teacher's doing.",
    issue: 'strength-and-body',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'what about hormones tho. testosterone clearly does something to behaviour doesnt it',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Is there anything at all that men and women can't learn equally well?",
    issue: 'reason-and-genius',
    form: 'plain',
  },
  {
    text: "In Scandinavia, where things are most equal, fewer women pick engineering than in poorer countries. Doesn't that mean nature wins once people are free to choose?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'How did the Black Death change the economy of medieval Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Jean-Jacques, you wrote a whole book on raising children and then left your own five at an orphanage. Why should anyone trust you on what's natural?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Why does it have to be nature OR upbringing? Couldn't it just be both?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "I'm a male nurse and patients still assume I'm the doctor. Where does that reflex come from?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'Wollstonecraft, what would you make of trans people? Does their experience back nature or nurture?',
    issue: 'gender-identity',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "brb baby's crying",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so my nephew wants to wear a dress to kindergarten and half the family is freaking out. whos right here',
    issue: 'girls-and-boys',
    also: ['gender-identity'],
    form: 'paraphrase',
  },
  {
    text: 'Do animals have gender roles, or just sexes?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Should trans women compete in women's sports?",
    issue: 'gender-identity',
    also: ['strength-and-body'],
    form: 'plain',
  },
  {
    text: "Pregnancy and childbirth are biology, full stop. Surely that shapes what women's lives look like, whatever the schooling?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: "Is it rational to fear death if you won't be there to experience it?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why are the voice assistants on our phones almost always given women's voices?",
    issue: 'pleasing-and-power',
    form: 'paraphrase',
  },
  {
    text: "There was that case, David Reimer, a boy raised as a girl after a botched operation, and it went horribly wrong. Doesn't that prove gender is in the body?",
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    form: 'paraphrase',
  },
  {
    text: "come on Rousseau, 'weak and passive' isn't nature, it's corsets and no schooling",
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Is it sexist to say men and women are different on average?',
    issue: 'equal-or-different',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'To the Rights Pioneer: girls now beat boys at school and university in most countries. Does that prove your point, or just create a new problem for boys?',
    issue: 'reason-and-genius',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "any nature walks near Bristol you'd recommend for this weekend?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Boys get told not to cry from day one. Is that why so many men end up lonely?',
    issue: 'nature-or-nurture',
    also: ['virtue-and-modesty'],
    form: 'paraphrase',
  },
  {
    text: 'Did evolution make women better at looking after babies, or did we just decide that?',
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'Roussaeu why should a womans whole education be about men? shes a person too',
    issue: 'schooling',
    also: ['pleasing-and-power'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "My partner and I want to split parental leave fifty-fifty, but my boss thinks it's odd for a dad to stay home. Is he being natural or just old-fashioned?",
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: 'Girls in Afghanistan are banned from school right now. What would Wollstonecraft say to the Taliban?',
    issue: 'schooling',
    also: ['rights-and-citizens'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "What's the difference between a virus and a bacterium?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'So you admit, Mary, that some differences remain even after equal education?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Do women naturally love makeup and fashion, or is it sold to them from childhood?',
    issue: 'nature-or-nurture',
    also: ['pleasing-and-power'],
    form: 'plain',
  },
  {
    text: "Don't brain scans show male and female brains are wired differently?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "That's just a man projecting his fantasy of the perfect wife onto 'nature'.",
    issue: 'pleasing-and-power',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'the sound keeps cutting out on my phone, anyone else?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If an alien studied us without knowing our culture, could it tell which parts are biology and which are habit?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'To the 18th-century feminist: your daughter wrote Frankenstein at nineteen without you there to raise her. So was that nature after all?',
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Should billionaires exist in a fair society?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Hey Mr Emile, what would you say to a girl who wants to be a soldier?',
    issue: 'work-and-money',
    also: ['strength-and-body'],
    addresses: 'rousseau',
    form: 'epithet',
  },
];
