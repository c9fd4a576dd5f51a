// The blind set of 2026-12-16 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls actually different, or do we just treat them differently from day one?',
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: "My three-year-old daughter picks trucks over dolls every single time, and my mother-in-law says she'll 'grow out of it'. Rousseau, what do you think nature is telling her?",
    issue: 'girls-and-boys',
    addresses: 'rousseau',
    form: 'named',
  },
  { text: 'does this app have a dark mode', issue: null, form: 'off-topic' },
  {
    text: 'Mary, if you could design a school today, what would be different from the one you had?',
    issue: 'schooling',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'so like if its all upbringing why do pretty much all cultures have men doing the fighting',
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    form: 'plain',
  },
  {
    text: "Girls now outperform boys at school in most countries and more women than men go to university. Doesn't that settle it for Wollstonecraft? Or does it just flip the problem?",
    issue: 'reason-and-genius',
    also: ['schooling'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Does testosterone make men more aggressive, or is that an excuse?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Jean-Jacques, you wrote a whole book on raising children and then left your own five at an orphanage. Why should anyone listen to you about what nature intends for families?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'named',
  },
  { text: 'Is it wrong to eat meat if animals can feel pain?', issue: null, form: 'off-topic' },
  {
    text: "I'm a male nurse on a children's ward. Parents still ask to 'speak to the nurse' when I'm standing right there. Is caring for people something women are just naturally better at?",
    issue: 'nature-or-nurture',
    also: ['motherhood-and-home'],
    form: 'paraphrase',
  },
  {
    text: "What about identical twins raised apart, don't they turn out weirdly similar?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "Just because something is natural doesn't make it right, does it?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'To the Genevan: was Sophie ever allowed to read the same books as Emile?',
    issue: 'schooling',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'what would you two say about trans people. doesnt that kind of break the whole nature vs upbringing thing',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'anyone know a good nature reserve near Bristol for a weekend walk',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Wollstencraft, you say give girls the same schooling, but wouldn't that just make them imitate men instead of being themselves?",
    issue: 'schooling',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "Why is pink for girls? Wasn't it for boys like a hundred years ago?",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'plain',
  },
  {
    text: "My son cried at his football match and the coach told him to 'man up'. He's eight. Is that toughness something boys need, or something we're beating into them?",
    issue: 'girls-and-boys',
    also: ['virtue-and-modesty'],
    form: 'paraphrase',
  },
  {
    text: 'Are there cultures where gender works completely differently?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  { text: 'brb dog wants out', issue: null, form: 'off-topic' },
  {
    text: 'Rousseau, honestly, did you ever ask a woman what she thought she was for?',
    issue: 'pleasing-and-power',
    also: ['motherhood-and-home'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'If brain scans show small average differences between men and women, who wins, nature or upbringing?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "come on, you can't educate away the fact that only women give birth. doesn't that shape everything else?",
    issue: 'motherhood-and-home',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'The rights lady: if nature really had made women weaker in mind, would you have accepted it?',
    issue: 'reason-and-genius',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  { text: 'What was the main cause of the First World War?', issue: null, form: 'off-topic' },
  {
    text: 'In sport we still split men and women. Is that fair, or are we just protecting old habits?',
    issue: 'strength-and-body',
    form: 'paraphrase',
  },
  {
    text: "why do voice assistants like siri always get a woman's voice by default, is that nature or just marketing",
    issue: 'nature-or-nurture',
    also: ['pleasing-and-power'],
    form: 'paraphrase',
  },
  {
    text: "Doesn't the answer depend on what you mean by gender? Chromosomes, clothes, jobs, those aren't the same thing.",
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'My partner and I split parental leave 50/50. Within weeks the baby went to whoever had been home more, not automatically to mum. Does that say anything about maternal instinct, Mary?',
    issue: 'motherhood-and-home',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "lol the moderator's voice sounds exactly like my old geography teacher",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit, Jean Jacques, that you think a woman's whole education should be about pleasing men?",
    issue: 'pleasing-and-power',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  { text: 'Is the universe infinite, or does it have an edge somewhere?', issue: null, form: 'off-topic' },
  {
    text: 'Your daughter wrote Frankenstein, a creature that turns monstrous because nobody raised him with love. Did she get that from you?',
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Romantic 18th-century guy: why should the state of nature tell us anything about how to live in a city?',
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Why are there so few women engineers even in countries that push girls hard into science?',
    issue: 'nature-or-nurture',
    also: ['work-and-money'],
    form: 'paraphrase',
  },
  {
    text: "Mr Naturalist, animals have clear male and female behaviours. Aren't we just animals too?",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  { text: 'Should voting be compulsory like it is in Australia?', issue: null, form: 'off-topic' },
  {
    text: 'what would you say to simone de beauvoir, one is not born but becomes a woman, agree mary?',
    issue: 'nature-or-nurture',
    also: ['gender-identity'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'A hundred years from now, will this question even make sense, or will gender just be a personal choice?',
    issue: 'gender-identity',
    form: 'plain',
  },
  {
    text: 'I grew up being called bossy while my brother was called a leader for doing the exact same thing. Was somebody teaching us our roles, or were we really different?',
    issue: 'nature-or-nurture',
    also: ['virtue-and-modesty'],
    form: 'paraphrase',
  },
];
