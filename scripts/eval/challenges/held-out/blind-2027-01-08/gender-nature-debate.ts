// The blind set of 2027-01-08 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls really different, or do we make them different?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Rousseau, you wrote a whole book on raising Emile to be free and then said Sophie should be raised to please him. How is that 'nature'?",
    issue: 'pleasing-and-power',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'My sister raised her twins exactly the same, same toys, same clothes. The boy still turned every stick into a gun. Was that nature, or did he just pick it up at daycare?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'sorry wrong window, meant to text my husband about picking up the prescription',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mary, if girls get the same schooling today and still mostly pick nursing over engineering, doesn't that hurt your argument?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'the swiss guy who dumped all his kids at an orphanage wants to tell me what mothers are for?? seriously',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'What do hormones like testosterone actually do to how we behave?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Pink used to be the boys' colour a hundred years ago. So how much of all this is just fashion?",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: 'Is there really a mothering instinct, or do women just get handed the baby first, Mary?',
    issue: 'motherhood-and-home',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "i mean obviously men are stronger on average, nobody's denying that. but how do you get from muscles to who does the dishes",
    issue: 'strength-and-body',
    form: 'plain',
  },
  {
    text: "Is there good evidence for dark matter, or is it just a placeholder for what we don't know?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Wollstonecraft, do you think reason has a sex?',
    issue: 'reason-and-genius',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "I'm a kindergarten teacher and the only man in the building. Parents sometimes ask to move their kid to a 'real' teacher. Are women naturally better at caring for small children, or is that just what everybody assumes?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "What happened with that boy in the sixties who was raised as a girl after a botched operation? Didn't that prove nature wins?",
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    form: 'paraphrase',
  },
  {
    text: 'Jean-Jacques, would you still write Sophie the same way if you saw women surgeons and astronauts today?',
    issue: 'work-and-money',
    also: ['reason-and-genius'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "what's the nicest nature reserve near bristol for a sunday walk",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can a dad be as good a parent as a mum, naturally?',
    issue: 'motherhood-and-home',
    form: 'plain',
  },
  {
    text: "Hold on, Rousseau, isn't the reason girls seem vain that they're raised to care about nothing but their looks?",
    issue: 'nature-or-nurture',
    also: ['pleasing-and-power'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Some parents now raise their kids 'gender-neutral', no pink or blue, no he or she. Is that freeing them or just a new experiment on children?",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the rights pioneer, and forgive me for asking: you died days after giving birth. Did that cruel bit of biology ever make you think nature matters more than you allowed?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "How do they even test this? You can't raise a kid with no culture at all.",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Why do boys still get told not to cry, Monsieur Rousseau?',
    issue: 'virtue-and-modesty',
    also: ['girls-and-boys'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Simone de Beauvoir said one isn't born a woman but becomes one. Is she basically finishing Wollstonecraft's argument?",
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is a benevolent dictatorship ever better than a messy democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'what about trans people though, doesnt that kind of show identity goes deeper than upbringing AND deeper than body parts',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'Girls now outperform boys at school in most countries. Rousseau, was nature wrong all along, or did we just change the schools?',
    issue: 'reason-and-genius',
    also: ['schooling', 'nature-or-nurture'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Mr Follow-Nature, chimpanzees and bonobos are both our closest relatives, and one is run by males and the other by females. Which nature should we follow?',
    issue: 'nature-or-nurture',
    also: ['equal-or-different'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'whats the difference between sex and gender anyway, i keep hearing both used',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: "My husband and I both work full time, but somehow I'm the one who remembers the dentist appointments and the birthdays. He says he's 'just not wired for it'. Is he right, or is that a very convenient excuse?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Roman Republic fall and turn into an empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'For the naturalist: is it even possible to separate nature from upbringing, when babies get treated differently from the first day?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'To the 18th-century Englishwoman: would you call yourself a feminist today?',
    issue: 'rights-and-citizens',
    also: ['equal-or-different'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "Evolutionary psychologists say men evolved to hunt and women to gather, so our brains differ. Isn't that just a just-so story?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'evening from Lisbon! sound is laggy',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "In Saudi Arabia women weren't allowed to drive until 2018, and now thousands do. Did nature change in one year?",
    issue: 'nature-or-nurture',
    also: ['rights-and-citizens'],
    form: 'paraphrase',
  },
  {
    text: 'Can I switch the moderator to a female voice? The deep one is putting me to sleep haha',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Woolstonecraft, if everything is upbringing, why do so many little girls love princesses even in families that can't stand them?",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Does the universe have a beginning, or could it have always existed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Rousseau says follow nature, but nature also gave us smallpox. Why should nature get to decide anything?',
    issue: 'nature-or-nurture',
    also: ['equal-or-different'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "If artificial wombs come along and nobody has to carry a baby, what's left of the natural difference between the sexes?",
    issue: 'nature-or-nurture',
    also: ['motherhood-and-home'],
    form: 'paraphrase',
  },
];
