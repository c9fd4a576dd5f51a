// The blind set of 2027-01-13 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different, or do we make them different?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Rousseau, you wrote a whole book on raising Emile and then gave Sophie a few pages on how to please him. Why?',
    issue: 'schooling',
    also: ['pleasing-and-power'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "My three-year-old son goes straight for the trucks even though we gave him dolls too. We never pushed him either way. Doesn't that prove something is built in?",
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Mary, if you were alive now and saw girls beating boys at school in almost every subject, would you feel vindicated?',
    issue: 'reason-and-genius',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'any nice nature walks around Geneva? going there in March',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so wait is the wollstonecraft lady saying there's literally no difference between men and women, like at all",
    issue: 'nature-or-nurture',
    also: ['equal-or-different'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'What do hormones like testosterone actually do to how we act, Rousseau?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "I'm a nurse, one of three men on a ward of forty staff. Patients still call me 'doctor' because they assume a man must be one. Is that nature sorting us, or just habit?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'Jean-Jacques, you left five of your own children at a foundling hospital. Why should anyone take parenting advice from you?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Why are nearly all engineers men if it's all upbringing?",
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    form: 'plain',
  },
  {
    text: 'the naturalist guy, which nature? in some cultures men wear the makeup and women run the markets',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "Is it ever right to lie to spare someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Twin studies say lots of traits are partly genetic. Wouldn't that include the stuff we call masculine and feminine?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'ok so if gender is just upbringing how come trans kids feel it so strongly from really young, that seems like the opposite of being taught',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'Ms Wollstonecraft, should women fight on the front line too?',
    issue: 'strength-and-body',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "What would you two say about trans athletes in women's sport?",
    issue: 'gender-identity',
    also: ['strength-and-body'],
    form: 'paraphrase',
  },
  {
    text: 'come on, chimps have male and female roles too and nobody sent them to school',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'My wife earns more than me and I stay home with our kids. My dad thinks that makes me less of a man. Is that his upbringing talking, or is he onto something about nature?',
    issue: 'motherhood-and-home',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'lol my cat just sat on the keyboard, ignore that last message',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Simone de Beauvoir said one isn't born a woman but becomes one. Isn't that just Mary's argument two centuries later?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Rousso do you think men are naturally more rational or was that just what men in your day told each other',
    issue: 'reason-and-genius',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Is it harmful to raise a child gender-neutral?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'But what about brain scans? I read that male and female brains are wired differently.',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "My niece is 8 and already says maths is 'for boys'. Nobody in our family says that. So where is she getting it?",
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    form: 'paraphrase',
  },
  {
    text: 'How did the printing press actually change European politics?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the Rights Pioneer: if society shaped women to be weak, isn't it also shaping men to be violent?",
    issue: 'nature-or-nurture',
    also: ['virtue-and-modesty'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'my upbringing was in a tiny village with one bus a day so sorry if i go quiet, the signal here is awful',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mary Wollstonecraft, your daughter went on to write Frankenstein. Was she proof of your point?',
    issue: 'reason-and-genius',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'ok but like andrew tate has millions of teenage boys listening to him say men are naturally dominant. whos actually winning this debate out there',
    issue: 'equal-or-different',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "so you admit, Rousseau, that your 'nature' looked exactly like the customs of eighteenth-century France?",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'can i make the moderator speak slower? the voice is kind of robotic',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If there were no culture at all, the kind of state of nature you like to imagine, would men and women still live differently?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'You both talk as if there are just two sexes. What about intersex people?',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'Is it sexist to say mothers are naturally better at comforting babies, Mr Back-to-Nature?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "What's the actual evidence for dark matter?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why are voice assistants like Siri and Alexa female by default? Does that teach kids something?',
    issue: 'pleasing-and-power',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'For the lady who wrote the Vindication: if girls got the same schooling, would they also want the same jobs, or is that a different question?',
    issue: 'work-and-money',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "that's just wishful thinking wollstonecraft, women give birth and men don't, you can't educate that away",
    issue: 'nature-or-nurture',
    also: ['motherhood-and-home'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "what's a quick vegetarian dinner I can make in 20 minutes",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why does it even matter whether it's nature or nurture, if we should treat people fairly either way?",
    issue: 'equal-or-different',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
];
