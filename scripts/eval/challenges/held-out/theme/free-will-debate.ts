// A blind theme set for free-will-debate: challenges on and off its theme, written from the debate's title, question and
// names only, and labelled from its issue list alone by another reader. Never read for tuning.
import type { EvalChallenge } from '../../../challenge-set';

export const freeWillTheme: readonly EvalChallenge[] = [
  { text: 'Are there any free museums in Amsterdam on Sundays?', issue: null, form: 'off-topic' },
  {
    text: 'I always order the same thing at the cafe. Did I really pick it or was it decided before I walked in?',
    issue: 'free-will-real',
    also: ['necessity', 'feeling-of-choice'],
    form: 'paraphrase',
  },
  { text: "What's a good choice of wine to go with salmon?", issue: null, form: 'off-topic' },
  {
    text: 'If my brain chemistry makes me crave chocolate, am I actually choosing to eat it?',
    issue: 'free-will-real',
    also: ['passions', 'mind-body'],
    form: 'paraphrase',
  },
  { text: 'How do I free up storage space on my laptop?', issue: null, form: 'off-topic' },
  {
    text: 'Spinoza, if everything is already determined, should a thief even be sent to prison?',
    issue: 'responsibility',
    addresses: 'spinoza',
    form: 'named',
  },
  { text: 'Which is better for a beginner, a road bike or a gravel bike?', issue: null, form: 'off-topic' },
  {
    text: 'My parents both smoked and now I smoke. Was that ever really my decision?',
    issue: 'free-will-real',
    also: ['necessity', 'passions'],
    form: 'paraphrase',
  },
  { text: 'Can I pause the debate and come back to it later?', issue: null, form: 'off-topic' },
  {
    text: 'Descartes, how can you be sure you freely chose to become a philosopher?',
    issue: 'feeling-of-choice',
    also: ['free-will-real', 'method-certainty'],
    addresses: 'descartes',
    form: 'named',
  },
  { text: 'How many calories are in a slice of pepperoni pizza?', issue: null, form: 'off-topic' },
  {
    text: "If an algorithm can predict what I'll buy online next week, how free am I really?",
    issue: 'free-will-real',
    also: ['necessity', 'true-freedom'],
    form: 'paraphrase',
  },
  { text: "What's the capital of Australia?", issue: null, form: 'off-topic' },
  {
    text: 'When I quit my job last year it felt like my own call. Could I actually have done otherwise?',
    issue: 'feeling-of-choice',
    also: ['necessity', 'free-will-real'],
    form: 'paraphrase',
  },
  {
    text: 'My dentist appointment got cancelled, how do I reschedule it online?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is addiction proof that nobody has free will, or just that some people have less of it?',
    issue: 'free-will-real',
    also: ['passions', 'true-freedom'],
    form: 'plain',
  },
];
