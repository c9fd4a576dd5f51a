// The blind set of 2026-12-29 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different or taught to be different?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Rousseau, you wrote a whole book about raising a boy and then tacked Sophie on at the end to serve him. Why should anyone trust your idea of 'nature'?",
    issue: 'nature-or-nurture',
    also: ['equal-or-different'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'I gave my daughter trucks and my son dolls, very deliberately. She still ended up obsessed with princesses and he uses the doll as a hammer. Was I fighting nature, or did the other kids get to them first?',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'mary what would you say about women who choose to stay home with their kids, is that nature or just what they were told',
    issue: 'motherhood-and-home',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'is there a way to make the text bigger on this app',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What about hormones? Testosterone obviously does something.',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'ok so if gender is all upbringing how come pretty much every culture ends up with men doing the fighting',
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    form: 'plain',
  },
  {
    text: 'Wollstonecraft, girls now outperform boys at school in most countries. Does that prove your point or just flip the problem?',
    issue: 'schooling',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Is 'natural' even a good reason to do anything? Disease is natural too.",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "My company just introduced equal parental leave and almost none of the dads take it. HR says it's culture. My colleague says men just aren't wired for babies. Who's right?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Did the universe have a beginning, or has it always existed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the Genevan guy left five of his own kids at an orphanage. kind of rich to lecture anyone on raising children no?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "Where do trans people fit into this? Doesn't their existence complicate both answers?",
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: "Jean-Jacques, if nature really tells each of us what we're for, why do so many people feel it told them wrong?",
    issue: 'gender-identity',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Pink used to be the boy colour, I read somewhere. so how much of this stuff is just fashion',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: 'What do twin studies actually show about this?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Mary, so you admit girls might still turn out different even with equal schooling? Then what's the point?",
    issue: 'schooling',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'lol my dog barks at the screen every time Rousseau talks',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "In sports we separate men and women. Isn't that admitting nature wins?",
    issue: 'strength-and-body',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'My son cries easily and his grandfather keeps telling him to man up. Is toughness something boys are born with or something we beat into them?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'The Rights Pioneer: how would you answer the evolutionary psychologists who say mate preferences are hardwired?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "can't it just be both? like nature gives a little push and culture runs with it",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Is free trade actually good for poorer countries?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why are there so few women engineers even in the countries with the most gender equality? I've heard that called a paradox.",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: "Rousseau, do you think men are naturally rational and women naturally emotional? Because that's the vibe I get from Emile.",
    issue: 'reason-and-genius',
    also: ['equal-or-different'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "What about intersex people? Nature itself doesn't seem to draw a neat line.",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: "that's just biology denial dressed up as feminism",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Are men's and women's brains actually different, Mary?",
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "My grandmother worked in a munitions factory in the war, when everyone had said women couldn't do that work. Then the men came home and she was sent back to the kitchen. What changed, nature or the need?",
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'any recommendations for a really good nature documentary? need something for tonight',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If we could edit genes before birth, would gender roles disappear or get worse?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "What's the strongest objection to utilitarianism?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'wollstonecroft how would u raise a boy',
    issue: 'schooling',
    also: ['girls-and-boys'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'To the 18th-century Frenchman \u2014 ok, technically Swiss \u2014 what would you make of a stay-at-home dad?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Your daughter grew up to write Frankenstein, a story about making a person. Did she take your side, Wollstonecraft?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'How did the Cold War actually end without a war?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm nonbinary and honestly this whole debate feels framed wrong to me. Why does it have to be a choice between biology and parents?",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: "but what about language, some languages don't even have he and she. do those kids grow up different",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "what time does this debate end? I've got a train at 6",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Back-to-Nature, would you let your own daughter study philosophy?',
    issue: 'schooling',
    also: ['reason-and-genius'],
    addresses: 'rousseau',
    form: 'epithet',
  },
];
