// The blind set of 2026-12-20 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different or taught to be different?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'My daughter is four and only wants princess things, even though we gave her trucks and Lego from day one. Did the culture get to her already, or is that just her?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you wrote a whole book on raising Emile and then left your own five kids at an orphanage. Why should we listen to you about nature?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'where can i get a decent nature guide for birds before my trip',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Wollstonecraft, if girls got exactly the same schooling, what differences would you expect to remain?',
    issue: 'nature-or-nurture',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'so hormones do nothing? testosterone is a real thing',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Why are almost all nurses women and almost all engineers men, even in the richest countries?',
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: "I teach primary school. The boys get told off for crying at seven and by nine they've stopped. Is that nature catching up or us teaching them?",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: "That's just calling it 'nature' to keep women in the kitchen.",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the Rights Pioneer: did you think there were any real differences between men and women at all?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Mary, your daughter grew up to write Frankenstein. Was that education or inheritance?',
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "How do you explain trans people if gender is just upbringing? Or if it's just biology?",
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'Do other cultures have the same gender roles we do?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'ok so like if its all upbringing why do identical twins raised apart end up so similar',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'Should men and women compete separately in sports?',
    issue: 'strength-and-body',
    form: 'paraphrase',
  },
  {
    text: "Jean-Jacques, is your 'nature' really nature or just eighteenth-century France?",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'brb grabbing a coffee',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My husband stays home with our baby and he's better at it than I would be. Was Rousseau just wrong about what women are for, or are we the exception?",
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Should the death penalty be abolished everywhere?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on, you can't raise a child in a vacuum, so how would anyone ever test this?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'To the man from Geneva: why does Sophie get one chapter and Emile the whole book?',
    issue: 'schooling',
    also: ['equal-or-different'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Does it even matter which it is, if we treat everyone equally anyway?',
    issue: 'equal-or-different',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'Can we ever know anything with complete certainty?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Beauvoir said one is not born a woman but becomes one. Would Wollstonecraft agree, or does that go too far?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'i mean brain scans show differences right? or did that get debunked',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Girls now outdo boys at school in most countries. Doesn't that prove Mary right?",
    issue: 'reason-and-genius',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "So you admit, Rousseau, you'd give girls a different education on purpose? Then how could you ever know what nature wanted?",
    issue: 'nature-or-nurture',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'What about intersex people, where does nature put them?',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'is there a dark mode in this app, my eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My company says it hires 'the best person' but every shortlist is men. Is that talent, or is it what the candidates were raised to want?",
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'wollstonecraft would you call yourself a feminist today or does the word mean something else now',
    issue: 'rights-and-citizens',
    also: ['equal-or-different'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is the universe infinite, or does it have an edge somewhere?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Rousseau, why does nature always seem to agree with whatever men already wanted?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "My friend is raising her son alone with her mum and sister, no men around. Her ex says he'll turn out soft. Is that nonsense?",
    issue: 'nature-or-nurture',
    also: ['motherhood-and-home'],
    form: 'paraphrase',
  },
  {
    text: 'Mrs Godwin, were the women of your time weak, or made weak?',
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'what time do pharmacies usually close on sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If gender is made, can it be unmade?',
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    form: 'plain',
  },
  {
    text: 'You both talk about education, but kids today are raised by influencers and YouTube. Is that nurture gone wild?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: 'Are men naturally more aggressive, or did centuries of war make them that way?',
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    form: 'plain',
  },
];
