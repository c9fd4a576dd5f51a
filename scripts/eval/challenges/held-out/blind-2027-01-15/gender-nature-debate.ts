// The blind set of 2027-01-15 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'If boys and girls were raised exactly the same, would there still be differences?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Rousseau, you wrote a whole book on raising Émile, but you left your own five kids at a foundling hospital. Why should anyone take your advice on upbringing?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'my 4 year old son wants a pink tutu for his birthday and my dad is freaking out. like is this a phase or is this just who he is',
    issue: 'girls-and-boys',
    also: ['gender-identity'],
    form: 'paraphrase',
  },
  {
    text: "What's a nice nature reserve near Bristol for a walk this Sunday?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mary, don't hormones count for anything? Testosterone is real.",
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "In the Nordic countries, the more equal things get, the fewer women seem to choose engineering. Doesn't that suggest some preferences are inborn after all?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: "Question for the Rights Pioneer: what would you say to the Taliban closing girls' schools in Afghanistan?",
    issue: 'schooling',
    also: ['rights-and-citizens'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'so basically nature just happens to agree with whatever 18th century men already wanted?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'How long do you boil an egg for a runny yolk?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "There was a boy called David Reimer who was raised as a girl after a botched operation, and it went terribly. Doesn't that prove gender isn't just taught?",
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    form: 'paraphrase',
  },
  {
    text: "Wollstonecraft, is 'sensibility' something women are born with or something they're trained into?",
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Why do young monkeys in some studies pick trucks or dolls along sex lines?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'i mean ok but where do trans people fit in this whole born vs made thing',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'Did the Treaty of Versailles make the Second World War inevitable?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm the only woman on a team of twelve software engineers. People keep telling me I'm 'not like other girls', like it's a compliment. What would each of you make of that?",
    issue: 'reason-and-genius',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'Can a culture invent roles so strongly that they end up feeling natural?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Jean Jacques, you really believed a girl should be educated mainly to please a man?',
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "isn't it both? like obviously nature and upbringing, why is this even a debate",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'The Genevan keeps saying follow nature. Whose nature, a peasant woman who plows fields all day or a Parisian lady in a salon?',
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "Should sports still be split into men's and women's categories?",
    issue: 'strength-and-body',
    form: 'plain',
  },
  {
    text: 'Do men cry less because of biology or because they got laughed at as kids, Jean-Jacques?',
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
    text: 'My wife earns more than me and I stay home with our daughter. Some of my friends act like I gave up being a man. Is fatherhood somehow less natural than motherhood?',
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: 'come on Mary, you yourself said women are usually weaker in body. So you admit nature plays a part?',
    issue: 'strength-and-body',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'why are all the voice assistants women by default? siri alexa etc. who decided that',
    issue: 'pleasing-and-power',
    form: 'paraphrase',
  },
  {
    text: 'Is there a dark mode? the white screen is killing my eyes',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Brain scans keep finding small average differences between men and women. Does an average difference tell us anything about one single person, Rousseau?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'What would the woman who answered Emile say about gender reveal parties?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "If nature decides what we're for, what is a woman who doesn't want children for?",
    issue: 'motherhood-and-home',
    form: 'plain',
  },
  {
    text: 'Can we ever know anything for certain, or is all knowledge just probable?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ms wolstonecraft did your daughter turn out the way you hoped? frankenstein is kind of about bad upbringing too',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "In some cultures men wear make-up and dance to win a partner. Doesn't that kill the idea of a fixed nature?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "that's just blaming parents for everything",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Mary W., would you let a son and a daughter share exactly the same school, same sports, same exams?',
    issue: 'schooling',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'brb gotta put the kids to bed',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Naturalist, hunter-gatherer men hunted and women gathered for thousands of years. Didn't evolution shape our minds around that?",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Mister Social Contract, was Sophie ever meant to be a full citizen?',
    issue: 'rights-and-citizens',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "What's the difference between weather and climate, really?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do girls do better in single-sex schools, and what would that say about nature, Wollstonecraft?',
    issue: 'schooling',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is it even possible to raise a child gender neutral when every shop and cartoon sorts them for you?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
];
