// The blind set of 2026-12-07 for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const genderNatureBlind: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born with different brains?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Rousseau, you wrote an entire book on how to raise a boy and then gave Sophie a few pages on how to please him. Why should anyone call that 'nature'?",
    issue: 'pleasing-and-power',
    also: ['nature-or-nurture', 'schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'my 2 year old daughter goes straight for the trucks at daycare and my nephew loves dolls, nobody taught them that. so where does that come from',
    issue: 'girls-and-boys',
    form: 'paraphrase',
  },
  {
    text: "Mary, if schooling is everything, how do you explain that men are on average physically stronger however they're raised?",
    issue: 'strength-and-body',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'is the audio cutting out for anyone else or just me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If testosterone changes behaviour, doesn't that settle it in favour of nature?",
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Pink used to be considered a boy's colour a hundred years ago. Doesn't that show how much of 'gender' is just fashion?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'Question for the Swiss guy: you left all five of your own children at an orphanage. How can you lecture anyone about natural roles in a family?',
    issue: 'motherhood-and-home',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'In the most gender-equal countries like Norway, fewer women choose engineering, not more. How would Wollstonecraft explain that?',
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so like if gender is just upbringing then how come trans people feel they're a different gender even when raised the opposite way? doesnt that kind of go against both of you",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: "Should schools stop splitting kids into boys' and girls' sports?",
    issue: 'schooling',
    also: ['strength-and-body'],
    form: 'plain',
  },
  {
    text: "I'm a dad and I cry at films. My own father told me 'boys don't cry' my whole childhood. Was he passing on nature or just his own upbringing?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'Jean-Jacques, would you still say women are made to please men if you saw a woman running a country?',
    issue: 'pleasing-and-power',
    also: ['rights-and-citizens'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Ms Wolstonecraft, do you think reason is the same in men and women, or only that women were never allowed to use theirs?',
    issue: 'reason-and-genius',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: "What's a good natural remedy for a sore throat? I've been talking all day",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can culture really override millions of years of evolution?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: 'Margaret Mead claimed to find tribes in New Guinea where the men were the gentle, decorative ones. If roles flip between cultures, what exactly is nature supposed to have written?',
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: "come on rousseau, 'follow nature' is exactly what people said to keep women out of universities",
    issue: 'schooling',
    also: ['nature-or-nurture'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "My company is staffing a care-home team with only women because 'they're naturally more caring'. Is that a compliment or discrimination?",
    issue: 'work-and-money',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Why do almost all cultures expect men and women to behave differently in some way?',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "For the lady who wrote the Vindication: you died after giving birth. Doesn't biology get the last word sometimes, whatever the schooling?",
    issue: 'nature-or-nurture',
    also: ['strength-and-body'],
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'What was the main cause of the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Are intersex people proof that the line between male and female isn't as neat as nature supposedly wants?",
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    form: 'plain',
  },
  {
    text: 'ok but what about twin studies, dont they show a lot of personality is genetic anyway',
    issue: 'nature-or-nurture',
    form: 'plain',
  },
  {
    text: "Should parents raise their kids 'gender-neutral'?",
    issue: 'girls-and-boys',
    form: 'plain',
  },
  {
    text: 'Wollstonecraft, if you were alive now would you side with people who say gender is entirely a social construct, or would that go too far even for you?',
    issue: 'gender-identity',
    also: ['nature-or-nurture'],
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'my cat just walked across my keyboard sorry ignore that last message',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Boys now do worse than girls at reading in almost every country. If upbringing shapes everything, what are we doing wrong with boys?',
    issue: 'schooling',
    also: ['nature-or-nurture'],
    form: 'paraphrase',
  },
  {
    text: 'Is the gender pay gap about nature, choices, or discrimination, Rousseau?',
    issue: 'work-and-money',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "The Geneva philosopher says follow nature, but nature also gives us disease and short lives. Why is 'natural' automatically good?",
    issue: 'nature-or-nurture',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Can consciousness be fully explained by physics and chemistry?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Chimps and gorillas show sex differences in behaviour too. Doesn't that mean humans aren't blank slates, Mary?",
    issue: 'nature-or-nurture',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'so you admit, Rousseu, that Emile was a thought experiment and not how real kids actually are?',
    issue: 'girls-and-boys',
    also: ['schooling'],
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Why are voice assistants like Siri and Alexa women by default, and does that teach kids something?',
    issue: 'pleasing-and-power',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
  {
    text: 'gtg, picking up my son from football practice, will catch the rest later',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Simone de Beauvoir said one isn't born a woman but becomes one. Which of you would she side with tonight?",
    issue: 'nature-or-nurture',
    form: 'paraphrase',
  },
  {
    text: 'What would the Naturalist say about women serving in combat roles in the army?',
    issue: 'strength-and-body',
    also: ['work-and-money'],
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'Should rich countries pay reparations for what they did under colonialism?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is a girl who loves makeup just copying what she's been shown on Instagram, or could she simply like it?",
    issue: 'nature-or-nurture',
    also: ['girls-and-boys'],
    form: 'paraphrase',
  },
];
