// The blind set of 2026-12-22 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different or do we make them different?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "My daughter is four and only wants dinosaurs and trucks. Her grandmother keeps buying her dolls 'so she'll grow out of it.' Who's fighting nature here, me or grandma?",
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you wrote a whole book on raising Emile and then gave Sophie one chapter about pleasing him. Seriously?',
    issue: 'schooling',
    also: ['pleasing-and-power'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Mary, if nature really decided nothing, why do almost all cultures end up with similar roles?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'is there a dark mode for this app my eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'what about hormones though like testosterone does stuff, thats not upbringing',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Do identical twins raised apart end up acting the same way about gender?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "I'm a male nurse and patients still ask me when the doctor is coming. Is that nature talking or just habit?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: "The Genevan keeps saying 'follow nature', but nature also gave us plague and earthquakes. Why should it tell us our roles?",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'If gender were only upbringing, how would you explain trans kids who feel it from age three, against everything their parents taught them?',
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Does God exist, or is that question meaningless?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Wollstonecraft, was your own daughter Mary Shelley proof of your theory?',
    issue: 'reason-and-genius',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Why do men still mostly end up as engineers and women as teachers, even in Sweden?',
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'come on, the pink for girls thing is barely a century old, it used to be the other way round',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: 'ok so if upbringing makes gender, could a society raise kids with no gender at all and would that even be good',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'Mr Follow Nature left all five of his children at an orphanage. Should I take parenting advice from him?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Is reason male, female, or neither?',
    issue: 'reason-and-genius',
    form: 'plain',
  },
  {
    text: 'which nature reserve near Lyon is best for birdwatching in spring',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My boy cried at school and the teacher told him to 'toughen up.' He's six. Is that teacher just following nature, Jean-Jacques?",
    issue: 'girls-and-boys',
    also: ['virtue-and-modesty'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Brain scans show some average differences between men and women. Doesn't that settle it for the Naturalist?",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'So you admit, Mary, that women and men differ in strength? Then why not in other things too?',
    issue: 'strength-and-body',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Why are almost all voice assistants women? Siri, Alexa... who decided that?',
    issue: 'pleasing-and-power',
    form: 'paraphrase',
  },
  {
    text: "Should women's sports stay separate, and does that prove biology matters?",
    issue: 'strength-and-body',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'the 18th century feminist lady is right that girls were kept ignorant back then, but today girls outperform boys at school, so what now',
    issue: 'schooling',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do other animals have gender roles, or just sex?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "My wife earns more than me and I stay home with our son. My father thinks it's unnatural. Rousseau, is he right?",
    issue: 'motherhood-and-home',
    also: ['work-and-money'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'i mean if its both nature and nurture why are you two even fighting',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Wollstencraft, would you call yourself a feminist or is that word too modern for you?',
    issue: 'rights-and-citizens',
    also: ['equal-or-different'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Is the 'tradwife' trend on TikTok a return to nature or just another costume?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'my toddler just woke up screaming brb',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Among the Mosuo in China, women head the households and men don't even live with their children. Doesn't that undo the 'nature decides' story?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'Can the language a child speaks shape their sense of gender, like in languages where every noun is masculine or feminine?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'Rousseau says women are made to please men. How is that not just what men wanted to hear?',
    issue: 'pleasing-and-power',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Does it even matter which is true, if we should treat everyone equally anyway?',
    issue: 'equal-or-different',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'Is nuclear power the best answer to climate change?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just evolutionary psychology storytelling, isn't it? cavemen hunted so men like football?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Most of us went to mixed schools with the same books as the boys, and the differences are still there. Doesn't that answer your own challenge, Mrs Wollstonecraft?",
    issue: 'schooling',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'lol the moderator sounds exactly like my old geography teacher',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is consciousness just what the brain does, or something more?',
    issue: null,
    form: 'off-topic',
  },
];
