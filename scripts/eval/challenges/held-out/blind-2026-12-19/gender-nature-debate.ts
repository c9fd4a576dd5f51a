// The blind set of 2026-12-19 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls really different from birth?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: 'My daughter is four and she only wants pink princess stuff, even though we deliberately bought her trucks and Lego. Did nature win, or did she pick it up at nursery?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you wrote a whole book on raising Emile and then gave Sophie a completely different education. Why should she get less?',
    issue: 'schooling',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'how do I turn off notifications from this app, it keeps buzzing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "mary if girls got the same schooling as boys in your day, what do you think would've been different",
    issue: 'schooling',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'If gender roles were natural, why do they look so different from one culture to the next?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Men have more testosterone, that's just biology. Doesn't that explain at least some of the difference in aggression?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "ok so what about trans people, doesn't their existence kind of break both sides of this debate",
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'Jean-Jacques, you put your own five kids in a foundling home. Should we really take parenting advice from you?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Why are there still so few women in engineering if schools are equal now?',
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My partner stays home with our twins and I work full time. At the playground people treat him like a babysitter, not a dad. Is that nature talking or just old habits?',
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: 'So you admit, Wollstonecraft, that there are some physical differences. Where do you draw the line?',
    issue: 'strength-and-body',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Studies show young monkeys split along gender lines with trucks and dolls too. Doesn't that point to nature, Mary?",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "that's just the naturalist hiding prejudice behind the word nature tbh",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Is there anything wrong with a woman choosing to be a traditional homemaker?',
    issue: 'motherhood-and-home',
    also: ['work-and-money'],
    form: 'plain',
  },
  {
    text: "On TikTok there's this 'tradwife' trend, young women saying they're happiest baking and looking after their husbands. Rousseau would love it. But are they choosing it freely, or were they raised to want it?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'do boys cry less because of their brains or because everyone told them not to',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: 'brb grabbing a coffee',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Rousseu, if nature tells each of us what we're for, what is a man for exactly?",
    issue: 'equal-or-different',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'In many countries girls now outperform boys at school and university. What would the Rights Pioneer make of that?',
    issue: 'reason-and-genius',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "Should sports still be split into men's and women's categories, Rousseau?",
    issue: 'strength-and-body',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Question for the lady from the 1790s: did you think men and women were the same, or just equal?',
    issue: 'equal-or-different',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Can identical twins raised apart tell us anything about this?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "Should humanity spend money on colonising Mars while there's poverty on Earth?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on rousseau, 'follow nature' is what people say when they want to keep things the way they are",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "I'm a primary teacher. When I ask the class to help tidy up, the girls jump in and the boys wander off, even at five. I try hard not to treat them differently. Am I failing, or is something deeper going on?",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "Simone de Beauvoir said one isn't born a woman, one becomes one. Would Wollstonecraft agree?",
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "what's that nature reserve near Bristol with all the wading birds? going Saturday",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why are voice assistants like Siri and Alexa given women's voices by default?",
    issue: 'pleasing-and-power',
    form: 'paraphrase',
  },
  {
    text: "If it's all upbringing, why doesn't raising a kid gender-neutral seem to change much, Ms Wollstonecraft?",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Mary Woolstonecraft, your daughter wrote Frankenstein. Is a creature shaped by its nature or by how others treat it?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'the gender pay gap, is that women choosing different jobs or being pushed into them',
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'What is consciousness actually made of, neurons or something more?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "but what about intersex people, nature doesn't even sort everyone into two neat boxes",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'Mr Nature, would your ideal woman even be allowed to read your books?',
    issue: 'schooling',
    also: ['reason-and-genius'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'If science one day proved men and women think differently, would that justify treating them differently?',
    issue: 'equal-or-different',
    form: 'plain',
  },
  {
    text: 'Was the Treaty of Versailles to blame for the Second World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does the way parents talk to baby girls versus baby boys really make that much difference later on?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: 'lol my cat just walked across the keyboard, ignore that last one',
    issue: null,
    form: 'off-topic',
  },
];
