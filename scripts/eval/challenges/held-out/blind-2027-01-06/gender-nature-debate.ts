// The blind set of 2027-01-06 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different, or do we just dress them differently?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: "My daughter is three and only wants to play with trucks, and my sister-in-law keeps giving her dolls 'to balance it out'. Who's interfering with nature here, me or her?",
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you wrote a whole book on raising children but gave your own five kids to an orphanage. Why should anyone take your parenting advice?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "what's the nearest nature reserve to Leeds with decent parking",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mary, if girls got exactly the same education as boys today, would all the differences disappear?',
    issue: 'nature-or-nurture',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'ok so testosterone is real right, like it actually does stuff, so isnt some of it just biology',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Is there such a thing as a maternal instinct?',
    issue: 'motherhood-and-home',
    form: 'plain',
  },
  {
    text: 'The Swiss guy who loves nature: what does nature say about a man who wants to be a nurse?',
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "In Scandinavia, where things are most equal, women still pick nursing and men pick engineering more often than in poorer countries. Doesn't that suggest nature wins once people are free to choose?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'Where do trans people fit in? Does either of you have a theory that makes room for them?',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'so your saying women are naturally made to please men?? in this century?? come on',
    issue: 'pleasing-and-power',
    form: 'plain',
  },
  {
    text: 'Why did the Soviet Union collapse so suddenly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My husband stays home with our twins while I work in finance. His own father calls it unnatural. Is it?',
    issue: 'motherhood-and-home',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: 'Why do little boys get told to stop crying? Is that nature or just culture?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: "Wollstonecraft, you died after giving birth to your daughter. Doesn't biology put real limits on women that no school can erase?",
    issue: 'strength-and-body',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Sophie in Emile is only educated to serve Emile. Jean-Jacques, did you ever imagine a Sophie who wanted her own career?',
    issue: 'work-and-money',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'my mic keeps cutting out, can you hear me now?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are there cultures where men and women have basically swapped roles?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Scans show male and female brains differ slightly on average. But the brain also changes with whatever we practise. So which came first?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'the rights lady, what would you say to those tradwife influencers on tiktok who say staying home is their natural calling',
    issue: 'motherhood-and-home',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'In some studies baby monkeys pick toys along sex lines, males the trucks and females the dolls. Do monkeys have marketing departments too?',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: "But what about sports? Should there be men's and women's leagues at all if gender is made?",
    issue: 'strength-and-body',
    form: 'plain',
  },
  {
    text: 'Naturalist, can nature and upbringing even be separated, or is that a false choice?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Is nuclear power the fastest way to cut carbon emissions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'rousseau whats ur actual evidence women are worse at reasoning, did u ever test it',
    issue: 'reason-and-genius',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "My son's school wants to scrap the separate 'boys line' and 'girls line' at lunch. Some parents are furious. Is this progress or just a fad?",
    issue: 'schooling',
    form: 'paraphrase',
  },
  {
    text: "That's just convenient, Rousseau. The 'natural' roles always happen to be the ones that suit men.",
    issue: 'equal-or-different',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Is the gender pay gap about choices women make or choices made for them, Jean Jacques?',
    issue: 'work-and-money',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'haha my dog just barked at the screen, he wants to join the debate',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Identical twins raised apart often end up with similar tastes. Does that tell us anything about gender, or only about personality?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'Mary Shelley was your daughter, Wollstonecraft, and she wrote Frankenstein at nineteen. Was that talent born in her or made by the books around her?',
    issue: 'reason-and-genius',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'In your state of nature, Rousseau, did men and women even have different jobs, or did you add that later?',
    issue: 'nature-or-nurture',
    also: ['equal-or-different'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Does the universe have a beginning, or has it always existed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "i mean girls outperform boys at school now basically everywhere so doesnt that kind of prove mary's point already",
    issue: 'reason-and-genius',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Question for the pioneer: why are almost all violent criminals men?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "An 18th-century man versus an 18th-century woman. Does it bother either of you that today people ask to be called 'they'?",
    issue: 'gender-identity',
    form: 'paraphrase',
  },
  {
    text: "A friend of mine is intersex and her doctors 'decided' her sex with surgery when she was a baby. What did nature decide in a case like that?",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'what can i cook tonight with chickpeas spinach and half an onion',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should toy shops stop labelling aisles for boys and girls, Ms Wollstonecraft?',
    issue: 'girls-and-boys',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'What makes a painting beautiful? Is it in the art or in the eye?',
    issue: null,
    form: 'off-topic',
  },
];
