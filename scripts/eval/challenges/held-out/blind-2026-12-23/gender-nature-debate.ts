// The blind set of 2026-12-23 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
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
    text: "My son is four and wants a pink tutu for his birthday. My father-in-law says it'll confuse him. Is there anything in nature that says tutus are for girls?",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you wrote a whole book on how to raise a boy and then one chapter on how to make a girl pleasing to him. Did you not see the problem?',
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Mary, if education explains everything, why do baby monkeys in those studies still go for trucks or dolls along sex lines?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'does anyone know if the app works offline',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is the gender pay gap just about upbringing?',
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'so like testosterone is real right, it does stuff, so how can it all be upbringing',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Jean-Jacques, you left all five of your own children at a foundling hospital. Why should anyone take your advice about what nature intends for families?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "In Norway and Sweden, where things are about as equal as anywhere, women still pick nursing and men still pick engineering more often. Doesn't that suggest nature has the last word?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'what time is it in New York right now',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the Naturalist: how do you know what nature tells us and not just what your century told you?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "Jean Jacques, doesn't the existence of intersex people break the whole nature argument?",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'I\'m a primary school teacher and by age six the girls are already saying they\'re "bad at maths." Nobody taught them that in a lesson. Where does it come from?',
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    form: 'paraphrase',
  },
  {
    text: "Simone de Beauvoir said one isn't born a woman but becomes one. Would Wollstonecraft agree, or does she still believe in some natural woman underneath the schooling?",
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is quantum computing going to break all current encryption?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on, Wollstonecraft, men are on average bigger and stronger. That's not schooling, that's bones.",
    issue: 'strength-and-body',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Where do trans people fit into this? Is feeling like a woman nature, upbringing, or something else entirely?',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: "There was that awful case of David Reimer, the boy raised as a girl after a botched operation, and it ended terribly. Doesn't that show you can't just raise a gender into someone?",
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    form: 'paraphrase',
  },
  {
    text: 'mr rousseau why are women supposed to be naturally gentle when there have been warrior queens and female soldiers forever',
    issue: 'virtue-and-modesty',
    also: ['strength-and-body'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Men wore high heels, wigs and makeup in your own century. So which part of that was nature, Rousseau?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Question for the rights pioneer: is it good news or bad news if gender is just upbringing? It means we can change it, but it also means someone can impose it.',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "What's the best way to get red wine out of a white shirt?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My twin sister and I were raised exactly the same, same school, same toys, and we turned out totally different. Doesn't that mess up both your theories?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'To the lady who wrote the Vindication: did you actually want women to be more like men, or for nobody to be shaped by gender at all?',
    issue: 'equal-or-different',
    also: ['virtue-and-modesty'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'to the 18th century english woman: even if there are natural differences on average why should that decide what any one person gets to do',
    issue: 'equal-or-different',
    also: ['work-and-money'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'What caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are there cultures where the roles are flipped, Mrs Wollstonecraft?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'My husband stays home with our kids and I earn the money. His mates joke that he\'s "the wife." Are they just stuck in an old habit, or is there something natural they\'re reacting to?',
    issue: 'motherhood-and-home',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: "that's just biological determinism with nicer clothes on",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Why do almost all voice assistants have a woman's voice? Is that a choice companies make, or are we naturally more comfortable with it?",
    issue: 'nature-or-nurture',
    also: ['pleasing-and-power'],
    form: 'paraphrase',
  },
  {
    text: 'For the man from Geneva: nature also gives us smallpox and infant death. Why is nature suddenly so wise when it comes to women?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'is there a natural remedy for hay fever that actually works',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is the Big Bang the beginning of time, or was there something before it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If parents could one day edit genes in embryos, would choosing a "more masculine" son settle this question or just make it creepier?',
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    form: 'paraphrase',
  },
  {
    text: 'Do boys really not cry, or do we teach them not to by the age of ten?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'Wollstoncraft did your daughter Mary Shelley kind of prove your point by writing Frankenstein at nineteen?',
    issue: 'reason-and-genius',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'In sport we still split by sex for fairness. If gender is mostly upbringing, why is nobody arguing to merge the 100 metres?',
    issue: 'strength-and-body',
    form: 'paraphrase',
  },
  {
    text: "Mary, why did girls' schools and boys' schools exist for so long, and does separating kids make the differences bigger?",
    issue: 'schooling',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is it an insult to women to call them naturally more caring, or a compliment, Rousseau?',
    issue: 'equal-or-different',
    also: ['motherhood-and-home'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'What are the strongest arguments for and against a universal basic income?',
    issue: null,
    form: 'off-topic',
  },
];
