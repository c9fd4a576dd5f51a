// A blind theme set for cancel-culture-debate: challenges on and off its theme, written from the debate's title, question and
// names only, and labelled from its issue list alone by another reader. Never read for tuning.
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureTheme: readonly EvalChallenge[] = [
  { text: "My phone's voice memo app keeps crashing. How do I fix it?", issue: null, form: 'off-topic' },
  {
    text: 'My college cancelled a speaker because students protested. Was that the right call?',
    issue: 'deplatforming',
    also: ['cancel-culture'],
    form: 'paraphrase',
  },
  { text: "Can you turn the volume up? I can't hear you very well.", issue: null, form: 'off-topic' },
  {
    text: 'Should social media ban someone who spreads lies about vaccines?',
    issue: 'silencing-falsehood',
    also: ['deplatforming', 'harm-line'],
    form: 'paraphrase',
  },
  { text: 'How do I cancel my Spotify subscription?', issue: null, form: 'off-topic' },
  {
    text: 'Mill, should a guy who says awful things about immigrants still get a platform?',
    issue: 'deplatforming',
    also: ['hate-speech', 'tolerating-intolerant'],
    addresses: 'mill',
    form: 'named',
  },
  { text: "What's a good gift for a ten-year-old who's into science?", issue: null, form: 'off-topic' },
  {
    text: "Marcuse, isn't it dangerous to let someone decide which opinions are too harmful to allow?",
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  { text: 'How many teaspoons are in a tablespoon?', issue: null, form: 'off-topic' },
  {
    text: 'A comedian got dropped by Netflix over some old jokes. Should people still get to hear him?',
    issue: 'cancel-culture',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  { text: 'Which planet has the most moons?', issue: null, form: 'off-topic' },
  {
    text: 'My uncle posts conspiracy theories in the family group chat. Should we kick him out or argue with him?',
    issue: 'silencing-falsehood',
    also: ['marketplace-of-ideas', 'hearing-opponents'],
    form: 'paraphrase',
  },
  { text: "Where's the nearest place to get a flu shot?", issue: null, form: 'off-topic' },
  {
    text: "If we let everyone speak, won't the loudest and nastiest people just drown everyone else out?",
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    form: 'plain',
  },
  { text: 'Who do you think wins the World Series this year?', issue: null, form: 'off-topic' },
  {
    text: 'Should a teacher get fired for saying something offensive on their personal Twitter?',
    issue: 'cancel-culture',
    also: ['hate-speech', 'harm-line'],
    form: 'paraphrase',
  },
];
