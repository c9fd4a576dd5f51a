// The blind set of 2027-01-10 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys naturally rougher than girls, or do we just let them get away with it?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'My three-year-old daughter ignored every doll we bought her and is obsessed with diggers. We never pushed her either way. So what does that tell us?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you wrote a whole book on raising Emile, and then you left your own five kids at an orphanage. Why should anyone take parenting advice from you?',
    issue: 'motherhood-and-home',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Mary, you'd be amazed how many women are doctors and lawyers now. Does that prove you right, or would you say we're still not there?",
    issue: 'work-and-money',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'is testosterone the whole answer or is that too simpel',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Any idea what time the pharmacy closes on Sundays?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "There are more women engineering graduates proportionally in Iran and Algeria than in Norway or Sweden. If it was all upbringing, wouldn't the most equal countries have the most?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'the french guy keeps saying nature nature nature but who decides what nature is saying',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "Mrs Wollstonecroft, pregnancy, breastfeeding, periods, none of that is taught. Doesn't that mean nature really did hand women a different role?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Monsieur Rousseau, what did you actually think Sophie should learn?',
    issue: 'schooling',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'So where do trans people fit in all this? If gender was fixed by nature, how could anyone feel born in the wrong body?',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: "My son is seven and wants to wear his sister's dresses to school. My husband says he'll grow out of it. Who's right, and does it even matter?",
    issue: 'gender-identity',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: 'Is that weather app right about snow tomorrow or is it overreacting again?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, you can't tell me men and women think exactly the same. just look at any group chat",
    issue: 'equal-or-different',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'How do twin studies help answer this?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'For the lady who wrote the Vindication: are women still taught to care more about their looks than their minds? Look at Instagram.',
    issue: 'pleasing-and-power',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'In the Second World War women built planes and ran the factories, then got sent home in 1945. Was that nature reasserting itself, or just men wanting their jobs back?',
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'jean jacques do u think dads are naturally worse at looking after babies',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Tradwife influencers say women are happiest at home baking sourdough. Is that nature talking or just a very profitable aesthetic?',
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: "What's the difference between sex and gender, and when did people start separating the two?",
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: "I'm a primary school teacher. Even when I set up mixed groups, by age eight the boys and girls sort themselves apart at break time. Are we teaching them that without noticing?",
    issue: 'girls-and-boys',
    also: ['schooling'],
    form: 'paraphrase',
  },
  {
    text: "Should trans women compete in women's sports?",
    issue: 'gender-identity',
    also: ['strength-and-body'],
    form: 'paraphrase',
  },
  {
    text: 'Is free will compatible with a universe that runs on physical laws?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't it possible that it's both, and this whole debate is a false choice, Jean-Jacques?",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Rousseau, do you really believe a woman's whole purpose is to please men? Because that's what Book Five of Emile sounds like.",
    issue: 'pleasing-and-power',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "Male and female chimpanzees behave differently too, and nobody raised them with Barbies. Doesn't that settle it?",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: "The Naturalist should explain why the 'natural' roles keep changing every century, then.",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Is there such a thing as a female brain?',
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    form: 'plain',
  },
  {
    text: 'What actually happened at the Council of Nicaea?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Siri and Alexa were both given women's voices by default. Is tech just baking the old roles into new machines?",
    issue: 'pleasing-and-power',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "so you admit schooling isn't everything, Mary? some girls just don't want to be engineers",
    issue: 'nature-or-nurture',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Do fish feel pain?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandma wasn't allowed to open a bank account without my grandpa signing for her. Was that nature? Genuinely curious what the eighteenth-century feminist would say.",
    issue: 'rights-and-citizens',
    also: ['marriage'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Which is the better film version of Frankenstein, the old one or the new one?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Among the Mosuo in China, women head the household and men move between homes. Doesn't that show the roles can just be flipped?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "Wollstonecraft, you talk about reason as if it has no sex. But don't studies show girls mature faster and boys take more risks?",
    issue: 'reason-and-genius',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "If artificial wombs become real in fifty years, does the whole 'nature decided' argument fall apart?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Is proportional representation fairer than first past the post?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'brb my bus is here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The gender pay gap: is it discrimination, or just men and women choosing different jobs, Rousseau?',
    issue: 'work-and-money',
    addresses: 'rousseau',
    form: 'named',
  },
];
