// The blind set of 2026-12-21 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'My niece is three and only wants pink everything, even though her parents bought her trucks. Did nature win there, or did she already pick it up at nursery?',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you sent all five of your kids to an orphanage. Why should anyone take your advice on raising children?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'is there actually a male brain and a female brain or is that a myth',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "what's a good gift for my mum's birthday, she's really into gardening",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mary Wollstonecraft, if girls and boys got identical schooling today, would the differences disappear completely?',
    issue: 'nature-or-nurture',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Why are there still so few women engineers in countries where girls outperform boys at school?',
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "Testosterone is real. Doesn't biology settle at least some of this, Mary?",
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'ok so my boyfriend cried at a movie and his mates laughed at him for like a week. where does that come from, nature or just dumb culture',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "How does the Naturalist explain trans people, if nature tells each of us what we're for?",
    issue: 'gender-identity',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Is natural the same as good? Plenty of natural things are terrible.',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'How do black holes evaporate? I read something about Hawking radiation and got lost.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "In Emile, Sophie's whole education is about pleasing Emile. Jean-Jacques, did you really think that was fair?",
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "I'm a stay-at-home dad and people at the playground treat me like I'm babysitting my own kids. Is that nature talking or just habit?",
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: 'What would Mary Wollstonecraft make of tradwife influencers on TikTok?',
    issue: 'motherhood-and-home',
    also: ['marriage'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Studies on identical twins raised apart, what do they tell us about this?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "Fine, Wollstonecraft, you'd grant that women's and men's bodies differ. Then why couldn't their minds?",
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'rousseau is kinda saying women are made for men, right? or am i reading him wrong',
    issue: 'pleasing-and-power',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'is the coffee place on the corner open on sundays? asking for a friend',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The woman who answered Rousseau had a daughter who wrote Frankenstein. Did that girl's education prove the point?",
    issue: 'reason-and-genius',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Should sports be split by sex at all, and if so, by what measure?',
    issue: 'strength-and-body',
    form: 'plain',
  },
  {
    text: "Some cultures recognise three or more genders. Doesn't that show it's upbringing? I'd like the Enlightenment feminist to take this one.",
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Why are nurses and nursery teachers paid so little? Because the work is seen as natural for women?',
    issue: 'work-and-money',
    also: ['motherhood-and-home'],
    form: 'plain',
  },
  {
    text: 'What caused the Berlin Wall to fall so suddenly in 1989?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Oh please, boys and girls played differently in every century on record. That can't all be schooling.",
    issue: 'girls-and-boys',
    form: 'plain',
  },
  {
    text: 'Young monkeys given toys apparently split along gender lines too. Mary, how do you answer that?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "My teenager told us last month they're non-binary. I love my kid, but I'm honestly confused and I keep getting the pronouns wrong. Can a philosopher help me understand what's going on?",
    issue: 'gender-identity',
    form: 'paraphrase',
  },
  {
    text: 'if gender is only upbringing how come some kids totally reject the way they were raised',
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    form: 'plain',
  },
  {
    text: 'how many people are listening to this right now',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Girls in Afghanistan are banned from secondary school right now. What would the Rights Pioneer say to the Taliban?',
    issue: 'schooling',
    also: ['rights-and-citizens'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "Why do voice assistants like Siri and Alexa come with women's voices by default?",
    issue: 'pleasing-and-power',
    form: 'paraphrase',
  },
  {
    text: "Is there a maternal instinct, or is that something we tell women so they'll do the childcare, Rousseau?",
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Miss Wolstencraft I think you are right but how would you convince my grandad',
    issue: 'equal-or-different',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Simone de Beauvoir said one is not born a woman but becomes one. Was she just repeating you?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Can a computer ever be conscious, or is it only simulating?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Did the Swiss guy ever actually ask a woman what she thought she was for?',
    issue: 'pleasing-and-power',
    also: ['motherhood-and-home'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'The gender pay gap: is it discrimination or different choices, and are those choices even free?',
    issue: 'work-and-money',
    form: 'plain',
  },
  {
    text: "Rousseau, if education can't change nature, why did you write a whole book about education?",
    issue: 'nature-or-nurture',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Evolutionary psychology says men are wired for risk and women for caution. Is that science, or just stories told backwards?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'does anyone know a good nature reserve near Manchester for a day out?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it wrong to lie to a murderer at the door, like Kant said?',
    issue: null,
    form: 'off-topic',
  },
];
