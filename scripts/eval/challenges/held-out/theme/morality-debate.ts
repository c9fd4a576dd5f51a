// A blind theme set for morality-debate: challenges on and off its theme, written from the debate's title, question and
// names only, and labelled from its issue list alone by another reader. Never read for tuning.
import type { EvalChallenge } from '../../../challenge-set';

export const moralityTheme: readonly EvalChallenge[] = [
  { text: 'Can you give me a good recipe for banana bread?', issue: null, form: 'off-topic' },
  {
    text: 'My manager takes credit for my work and gets rewarded for it. Is being decent just for suckers?',
    issue: 'justice',
    also: ['strength-power', 'good-life'],
    form: 'paraphrase',
  },
  { text: 'Is it real leather if the label just says genuine leather?', issue: null, form: 'off-topic' },
  {
    text: 'If nobody ever found out, would it actually be wrong to keep a wallet I found on the bus?',
    issue: 'justice',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  { text: 'Who invented the microwave oven?', issue: null, form: 'off-topic' },
  {
    text: 'Nietzsche, are you saying kindness is just something weak people made up to feel better?',
    issue: 'origin-of-values',
    also: ['pity', 'goodness-real'],
    addresses: 'nietzsche',
    form: 'named',
  },
  { text: "What's the weather looking like in Athens this weekend?", issue: null, form: 'off-topic' },
  {
    text: "My grandma says right and wrong come from God, my teenager says it's all just opinion. Who's right?",
    issue: 'goodness-real',
    also: ['religion-morality', 'origin-of-values'],
    form: 'paraphrase',
  },
  { text: 'How do I reset my router when the light keeps blinking orange?', issue: null, form: 'off-topic' },
  {
    text: "Some countries eat dogs and some think eating cows is a sin. Doesn't that mean good and bad are just made up?",
    issue: 'goodness-real',
    also: ['origin-of-values'],
    form: 'paraphrase',
  },
  { text: 'Can you make the voice talk a bit slower?', issue: null, form: 'off-topic' },
  {
    text: 'Socrates, is being a good person something real, like gravity, or just whatever society agrees on?',
    issue: 'goodness-real',
    also: ['origin-of-values'],
    addresses: 'socrates',
    form: 'named',
  },
  { text: 'Who won the Champions League last year?', issue: null, form: 'off-topic' },
  {
    text: 'When I give money to a homeless guy, am I actually doing good or just making myself feel better?',
    issue: 'pity',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
  { text: 'Tell me a joke about penguins.', issue: null, form: 'off-topic' },
  {
    text: 'Is it wrong to lie to my kid about Santa, or is wrong just a word grown-ups invented?',
    issue: 'truth-honesty',
    also: ['goodness-real'],
    form: 'paraphrase',
  },
];
