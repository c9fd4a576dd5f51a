// The blind set of 2027-01-04 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different or do we just treat them differently from day one?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: 'Rousseau, you wrote a whole book on raising Emile and then gave your own five kids to an orphanage. Why should anyone take your advice on what children are naturally like?',
    issue: 'motherhood-and-home',
    also: ['girls-and-boys'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "My daughter is three and she's obsessed with trucks. My mother-in-law keeps buying her dolls 'to balance it out.' Who's imposing on nature here?",
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Mary, if girls had had the same schooling for 200 years, what do you think would still be different?',
    issue: 'nature-or-nurture',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "How do I change my display name in this app? it's still showing my email",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'hormones are real tho. testosterone does stuff. how is that upbringing',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "What about intersex people? Doesn't their existence make the neat line between nature's two roles pretty blurry?",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Jean-Jacques, you say Sophie should be educated to please Emile. Did nature tell you that, or did Paris?',
    issue: 'pleasing-and-power',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "In my engineering class there are four women out of sixty. The professor says it's just 'different interests.' Is he right, or are the interests themselves taught?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'is it sexist to say women are more nurturing if most of them actually are?',
    issue: 'equal-or-different',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'Our family nature walk got rained out. Any ideas for keeping two kids busy indoors all afternoon?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Wollstonecraft, you died days after giving birth. Doesn't that say something about how nature treats women's bodies differently, whatever the schools do?",
    issue: 'strength-and-body',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Do other animals have gender roles, or only sex?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Question for the Genevan: if nature really wrote our roles, why do they change so much from one century to the next?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "Pink used to be the boys' colour not that long ago. So what exactly is 'natural' about it?",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: "There are studies suggesting newborn boys look longer at mechanical mobiles and girls at faces. Doesn't that mean some differences are there before any upbringing?",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: 'ok so my friend is nonbinary and honestly she-- sorry, they, would say neither of you gets it. is gender even a two box thing',
    issue: 'gender-identity',
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on, Rousseau. You said yourself that society corrupts everything. Why is the one thing it supposedly didn't corrupt the idea that women belong at home?",
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Should men and women compete separately in sports?',
    issue: 'strength-and-body',
    form: 'plain',
  },
  {
    text: "My husband cried at our son's school play and his brother made fun of him for a week. Where did we learn that men don't cry?",
    issue: 'nature-or-nurture',
    also: ['virtue-and-modesty'],
    form: 'paraphrase',
  },
  {
    text: 'Hey Rights Pioneer lady, does reason have a sex?',
    issue: 'reason-and-genius',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "What would Wollstonecraft make of the 'tradwife' trend on TikTok, where women choose to be homemakers and say it's only natural?",
    issue: 'motherhood-and-home',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is it ethical to eat meat if the animal had a good life?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the man who wrote Emile: identical twins raised apart end up surprisingly alike. Doesn't that show nature matters more than we'd like?",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "rousseu ur state of nature stuff... in the wild wouldn't women just hunt too if they needed to eat",
    issue: 'strength-and-body',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "If it's all upbringing, why has almost every society ended up with men doing most of the fighting, Wollstonecraft?",
    issue: 'strength-and-body',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "I run a daycare. The parents who say they raise their kids 'gender-neutral' still somehow dress the boys in dinosaurs and the girls in sparkles. Can anyone actually escape upbringing?",
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'lol my cat just walked across my keyboard and muted the whole debate',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mary Wollstonecraft, you compared marriage without rights to a kind of legal prostitution. Would you still say that today?',
    issue: 'marriage',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Was Napoleon a liberator or a tyrant?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Brain scans show some average differences between men and women. But what's cause and what's effect there?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "So you admit, Mary, that women and men aren't identical. Then why not let each follow their own nature?",
    issue: 'equal-or-different',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Why do black holes eventually evaporate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The old French philosopher said women are made to please men. How did people let that stand for so long?',
    issue: 'pleasing-and-power',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "Does it even matter whether it's nature or upbringing, if people should be free either way?",
    issue: 'nature-or-nurture',
    also: ['rights-and-citizens'],
    form: 'plain',
  },
  {
    text: "To the English lady who fought for girls' schooling: parental leave here in Sweden is split almost evenly now and dads push prams everywhere. Did nature change in one generation?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'will it be sunny in Leeds tomorrow? trying to plan a barbecue',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Simone de Beauvoir said one is not born a woman but becomes one. Rousseau, would you call that dangerous?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'what about trans people, like does nature decide or does the person',
    issue: 'gender-identity',
    form: 'plain',
  },
];
