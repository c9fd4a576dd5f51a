// The blind set of 2026-12-31 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Why do little boys go for trucks even when nobody gives them trucks? My nephew turned a doll into a gun.',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, you wrote a whole book on raising Emile but Sophie just gets a chapter about pleasing him. Was that really nature talking?',
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "are men and women's brains actually different or is that a myth",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "anyone know if it's going to rain in london this weekend",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So the Scandinavian countries are the most equal in the world and still fewer women go into engineering there. Doesn't that point to nature, Mary?",
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is the maternal instinct real?',
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'Jean-Jacques, you left your own five kids at an orphanage. Why should anyone take your advice on how children should be raised?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'i mean testosterone is a real thing right like you cant just educate that away',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'My wife and I are trying to raise our daughter without gender stereotypes, but her grandparents keep buying her princess stuff. Are we fighting nature or just fighting the grandparents?',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: "Where do trans people fit into this? If gender is written by nature, what do you say to someone whose body and sense of self don't match?",
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'How exactly do vaccines train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Ms Wollstonecraft, you died after giving birth. Doesn't that show the body sets limits that schooling can't change?",
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Pink used to be the boy colour, right? So how natural can any of this be?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: 'the Genevan guy seems to think women exist to make men happy, am I reading that right',
    issue: 'pleasing-and-power',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: "That's just calling whatever your own century already believed 'natural'.",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Question for the Rights Pioneer: what about intersex people? Nature doesn't seem to sort us into two boxes that neatly.",
    issue: 'gender-identity',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "At work, the men who speak up are 'leaders' and the women who do are 'bossy'. Is that taught, or hardwired in how we see each other?",
    issue: 'virtue-and-modesty',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Wollstonecraft, if you were alive today, would you call yourself a feminist or would you hate what the word became?',
    issue: 'rights-and-citizens',
    also: ['equal-or-different'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Is democracy actually the best system or just the least bad one we've tried?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so twin studies. identical twins raised apart end up weirdly similar. doesnt that wreck the upbringing side',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "Come on, Rousseau, you admit 'follow nature' has been used to keep women out of universities for centuries?",
    issue: 'schooling',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Why do boys get told not to cry? Who decided that?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'So the lady who wrote A Vindication thinks reason has no sex. But what about emotions? Are those the same in men and women too?',
    issue: 'nature-or-nurture',
    also: ['reason-and-genius'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: "I'm a stay-at-home dad and honestly I'm better at it than my wife would be. Does nature have an opinion on that?",
    issue: 'motherhood-and-home',
    form: 'paraphrase',
  },
  {
    text: 'Who actually started the First World War? My history teacher and my textbook disagree.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If girls now outperform boys at school almost everywhere, did education prove her right, or does it just flip the problem the other way?',
    issue: 'schooling',
    also: ['reason-and-genius'],
    form: 'paraphrase',
  },
  {
    text: "Should trans women compete in women's sports? Where does nature end and fairness begin?",
    issue: 'gender-identity',
    also: ['strength-and-body'],
    form: 'paraphrase',
  },
  {
    text: "does anyone know a kids clothes shop that isn't all pink and blue",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'tradwife influencers are all over my feed saying women are happiest at home. is that just rousseau with a ring light',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Monsieur Rousseau, was there ever a state of nature where men and women had roles at all?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "lol the moderator's voice sounds exactly like my old driving instructor",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "In some cultures men wear skirts and weave while women farm and trade at market. Doesn't that show roles are invented, not born?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'What would the 18th-century English feminist make of women being CEOs but still doing the school run?',
    issue: 'work-and-money',
    also: ['motherhood-and-home'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'wait does this app keep my voice recordings? just asking before i say anything',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Evolutionary psychologists say men take more risks because of ancient mating pressures. Is that science or a just-so story?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'but what about hormones during pregnancy, they literally change the brain. Mary?',
    issue: 'nature-or-nurture',
    also: ['motherhood-and-home'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'woolstonecraft, can you be a good mother and a public intellectual at the same time? you kind of tried',
    issue: 'motherhood-and-home',
    also: ['work-and-money'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is consciousness just what the brain does, or is there something extra?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My son wants to do ballet and the other dads look at me funny. Is he going against his nature, or are they?',
    issue: 'girls-and-boys',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: "Jean Jacques Rousseau, do you regret what you wrote about Sophie now that you've heard from the women who actually read it?",
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
];
