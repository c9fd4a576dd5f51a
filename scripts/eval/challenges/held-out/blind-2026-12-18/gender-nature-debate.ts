// The blind set of 2026-12-18 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 84). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls actually different from birth, or do we just treat them differently from day one?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'I have twins, a boy and a girl. I gave them both trucks and dolls. He crashed the dolls into each other and she tucked the trucks into bed. Was that nature, or had they already picked it up somewhere by age two?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you wrote a whole book on raising Emile to be free and then said Sophie should be raised to please him. How is that nature and not just your own taste?',
    issue: 'pleasing-and-power',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Mary, girls have had the same schooling for generations now and men still dominate engineering. Doesn't that suggest nature had a say after all?",
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'doesnt testosterone just settle this? like it literally changes muscles and behaviour',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  { text: 'is there a dark mode in this app? my eyes are dying', issue: null, form: 'off-topic' },
  {
    text: 'Why do the most equal countries, like Norway and Sweden, have fewer women in tech than places like Algeria? My professor called it a paradox.',
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'Is maternal instinct real, Russeau?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "my husband stays home with our kids and he's way better at it than i'd be. so what exactly did nature write for me",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'The Genevan guy left all five of his kids at an orphanage. Should we really take parenting advice from him?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "So what is gender, exactly, if it isn't the same thing as sex?",
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: "Wollstonecraft, would you have supported trans women in women's sports, or would you say biology matters there?",
    issue: 'gender-identity',
    also: ['strength-and-body'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  { text: 'Is the universe infinite, or did it have a beginning?', issue: null, form: 'off-topic' },
  {
    text: "In some cultures men wear skirts and women do the heavy farm work. Doesn't that alone show roles are made, not born?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'Come on, every mammal has males and females that behave differently. Are lions socialised too?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'Ms. Wollstonecraft, you argued that the mind has no sex. Do modern brain scans agree with you?',
    issue: 'reason-and-genius',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Boys are told not to cry. Is that why men die by suicide so much more often, or is something biological going on?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'i work as a nurse and im the only guy on my ward. patients keep calling me doctor lol. why are some jobs still so gendered',
    issue: 'work-and-money',
    form: 'paraphrase',
  },
  {
    text: 'Does anyone know a natural remedy for a sore throat that actually works?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Jean-Jacques, what would following nature even mean for an intersex child?',
    issue: 'gender-identity',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Couldn't both be right, that nature gives small tendencies and culture blows them up?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'The rights lady says women are only weaker because nobody trained them. But what about the real gap in physical strength?',
    issue: 'strength-and-body',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "Programming was seen as women's work in the 1950s. Then it turned into a boys' club. What changed, nature or marketing?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'So you admit, Rousseau, that you needed hundreds of pages to tell people how to educate girls into their nature? If it was natural, why did it need teaching?',
    issue: 'nature-or-nurture',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  { text: 'Was the French Revolution worth the bloodshed?', issue: null, form: 'off-topic' },
  {
    text: 'if gender is just upbringing why do some trans kids feel it so young despite how they were raised',
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'Would a girl raised alone on a desert island still end up feminine? What would there even be to be feminine for?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'To the rights pioneer: is it true girls now outdo boys at school? Would you call that a win or a new problem?',
    issue: 'schooling',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  { text: 'How do I get the app to stop cutting me off mid-sentence?', issue: null, form: 'off-topic' },
  {
    text: 'Evolutionary psychologists say women go for high-status men because of ancient survival pressures. Is that science or a just-so story, Mary Wollstonecraft?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'my daughter only wants pink princess stuff no matter what i buy her. i tried, honestly. do i just give up',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Question for the Swiss naturalist: if women were by nature made to please men, why did it take laws to stop them voting and owning property?',
    issue: 'rights-and-citizens',
    also: ['pleasing-and-power'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'How do vaccines actually teach the immune system to fight a virus?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why are almost all voice assistants given a woman's voice? Who decided that, nature or some product team?",
    issue: 'pleasing-and-power',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'you both lived in the 1700s. how would either of you know anything about hormones or genes',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "That's just blaming society for everything. Some things are simply in our bodies.",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Wollstonecraft, you died days after giving birth. Doesn't that show nature weighs on women in a way no schooling can change?",
    issue: 'nature-or-nurture',
    also: ['motherhood-and-home'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  { text: 'What time does this debate end? I need to pick up my kid.', issue: null, form: 'off-topic' },
  {
    text: 'Is it ethical to eat animals if we can live healthily without them?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Wolstencraft, if a man turns out more nurturing than his wife, is he going against nature or proving your point?',
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
];
