// A blind theme set for knowledge-debate: challenges on and off its theme, written from the debate's title, question and
// names only, and labelled from its issue list alone by another reader. Never read for tuning.
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeTheme: readonly EvalChallenge[] = [
  { text: 'Do you know if the pharmacy on Main Street is open on Sundays?', issue: null, form: 'off-topic' },
  {
    text: 'How do I know the sun will come up tomorrow just because it always has?',
    issue: 'induction',
    also: ['causation'],
    form: 'plain',
  },
  {
    text: 'I need to be certain my passport is valid for six more months. Where do I check that?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My doctor says the test is 99 percent accurate. Can I ever be completely sure I'm healthy?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  { text: 'Is it true you can charge an iPhone with a Samsung charger?', issue: null, form: 'off-topic' },
  {
    text: 'Hume, I saw my friend at the mall yesterday but she swears she was home. How can I trust my own eyes?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Can you help with my calculus homework? I need the derivative of x squared times sine x.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is two plus two equals four something we actually know for sure, or just something we all agreed on?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  { text: "Who's playing in the Super Bowl this year?", issue: null, form: 'off-topic' },
  {
    text: 'With all the deepfakes around, can I ever be certain a video on the news is real?',
    issue: 'certainty',
    also: ['miracles'],
    form: 'paraphrase',
  },
  { text: 'How long does one of these debates usually last?', issue: null, form: 'off-topic' },
  {
    text: "Leibniz, my kid asked how I know I'm not dreaming right now and I had no answer. Do you?",
    issue: 'certainty',
    also: ['reality'],
    addresses: 'leibniz',
    form: 'named',
  },
  { text: "What's a quick way to get red wine out of a white carpet?", issue: null, form: 'off-topic' },
  {
    text: 'Scientists keep flip-flopping on whether eggs are healthy. Can science ever tell us anything for certain?',
    issue: 'certainty',
    also: ['induction', 'causation'],
    form: 'paraphrase',
  },
  { text: "Say something funny, I've had a long day.", issue: null, form: 'off-topic' },
  {
    text: "I'm sure I locked the door this morning but I always go back and check. Can anyone really be certain of anything?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
];
