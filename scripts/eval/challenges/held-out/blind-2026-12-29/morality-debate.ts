// The blind set of 2026-12-29 for The Morality Clash (Socrates against Nietzsche): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const moralityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is being good just something people made up?',
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'My little nephew screams "that\'s not fair!" when his sister gets a bigger slice of cake. Nobody taught him that. Doesn\'t that mean some sense of right is built into us before any culture gets its hands on us?',
    issue: 'origin-of-values',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  {
    text: 'Socrates, if no one does wrong willingly, how do you explain someone who knows cheating is wrong and cheats anyway?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'ok so if nietzsche is right and its all invented then like why shouldnt i just do whatever i want',
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "is there a good pizza place near the station that's still open",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would you honestly die for an idea of goodness, or is that just stubbornness dressed up?',
    issue: 'examined-life',
    also: ['goodness-real'],
    form: 'plain',
  },
  {
    text: "Mr Hammer, you keep calling kindness a slave morality. Isn't that just an excuse for being a jerk?",
    issue: 'pity',
    also: ['origin-of-values'],
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'A hundred and fifty years ago plenty of respectable people thought owning slaves was fine. If morality is invented, on what grounds do we say they were wrong and not just different?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: "Is the old Euthyphro thing still a problem? Is something good because God loves it, or does God love it because it's good?",
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: 'Friedrich, what would your \u00dcbermensch actually do on a Tuesday morning?',
    issue: 'good-life',
    also: ['strength-power'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "so you admit you can't even define good. then how can you say it's real, socrates",
    issue: 'goodness-real',
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'brb my delivery is here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I work in HR and half my job is writing "values" for the company. Honestly it feels like we invent them in a meeting and then laminate them. Is that what all morality is?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  {
    text: "Who decides what's good anyway?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'plain',
  },
  {
    text: "question for the gadfly: didn't you just annoy people until they agreed with you",
    issue: 'examined-life',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: 'If we build an AI and train it on human values, whose values are they? Is there a right answer it could get wrong, or only whatever we fed it?',
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'Nietzche isnt it kinda ironic the Nazis loved you when you openly despised antisemites',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'What actually happens inside a black hole when something falls in?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Chimpanzees share food and punish cheaters. Doesn't that suggest morality evolved rather than being invented by priests?",
    issue: 'origin-of-values',
    form: 'paraphrase',
  },
  {
    text: 'come on, "God is dead" was over a century ago and people are still nice to each other. what changed?',
    issue: 'religion-morality',
    form: 'plain',
  },
  {
    text: "Can something be good even if nobody on earth agrees it's good?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: "My grandmother was the most gentle, humble person I knew. She never wanted power over anyone. Was she weak, Nietzsche, or was she stronger than you'll admit?",
    issue: 'strength-power',
    also: ['pity'],
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'to the German guy: isn\'t ressentiment just a fancy word for "people who disagree with me are jealous"',
    issue: 'origin-of-values',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: 'Socrates, you drank the hemlock rather than escape. Was that goodness or pride?',
    issue: 'justice',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Is mathematics discovered or invented? Do numbers exist without us?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "what's the point of being good if bad people win",
    issue: 'justice',
    also: ['good-life'],
    form: 'plain',
  },
  {
    text: "Different countries have totally opposite ideas about eating meat, marriage, honour. Doesn't that prove there's no single goodness out there?",
    issue: 'goodness-real',
    form: 'paraphrase',
  },
  {
    text: 'To the guy with the moustache: if the strong make the values, are billionaires the new masters?',
    issue: 'strength-power',
    addresses: 'nietzsche',
    form: 'epithet',
  },
  {
    text: "Do you think we're morally better now than in ancient Athens, or just better at pretending?",
    issue: 'goodness-real',
    form: 'plain',
  },
  {
    text: 'how do i turn the volume up on this thing, the moderator is really quiet',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But what about torturing a child for fun, Mr Nietzsche? Is anyone seriously saying that's only wrong by convention?",
    issue: 'goodness-real',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: "A friend of mine cheated on an entrance exam and got into med school, and now she's a wonderful doctor. Was what she did actually wrong, or only against the rules?",
    issue: 'goodness-real',
    also: ['justice'],
    form: 'paraphrase',
  },
  {
    text: 'Could a society with no moral rules at all actually work?',
    issue: 'origin-of-values',
    also: ['justice'],
    form: 'plain',
  },
  {
    text: 'Socrates why do you answer every question with another question, just tell us what good is lol',
    issue: 'goodness-real',
    also: ['examined-life'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Who really started the First World War? Was it Germany, or a chain of alliances nobody could stop?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Nietzsche, if I had to live this exact life over and over forever, would that make my choices more moral or just more mine?',
    issue: 'good-life',
    addresses: 'nietzsche',
    form: 'named',
  },
  {
    text: 'The old Athenian says knowledge makes us virtuous. Then why are some very clever people so awful?',
    issue: 'virtue-knowledge',
    addresses: 'socrates',
    form: 'epithet',
  },
  {
    text: "anyone know if it's gonna rain tonight in Leeds",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is conscience the voice of truth or just our parents' voice stuck in our heads, Socrates?",
    issue: 'origin-of-values',
    also: ['goodness-real'],
    addresses: 'socrates',
    form: 'named',
  },
  {
    text: 'Does quantum physics mean the universe is fundamentally random?',
    issue: null,
    form: 'off-topic',
  },
];
