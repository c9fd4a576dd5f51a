// A blind theme set for death-meaning-debate: challenges on and off its theme, written from the debate's title, question and
// names only, and labelled from its issue list alone by another reader. Never read for tuning.
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningTheme: readonly EvalChallenge[] = [
  { text: 'My car battery died this morning. Can I jump start it myself?', issue: null, form: 'off-topic' },
  {
    text: "My dad just got a terminal diagnosis and suddenly he's traveling everywhere. Does knowing you'll die make life count more?",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  { text: 'What does the word serendipity mean?', issue: null, form: 'off-topic' },
  {
    text: 'If I could live forever, would anything I do still matter?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  { text: 'What was the final score of the Lakers game?', issue: null, form: 'off-topic' },
  {
    text: "Epicurus, why shouldn't I be scared of dying when it means losing everyone I love?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  { text: 'Can you recommend a good cookbook for beginners?', issue: null, form: 'off-topic' },
  {
    text: 'Heidegger, do I really need to think about my own death to live properly?',
    issue: 'living-with-mortality',
    also: ['denial-of-death', 'death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  { text: 'How do I update my address with my bank?', issue: null, form: 'off-topic' },
  {
    text: 'My friend died at 30 and now I feel guilty about every wasted weekend. Is that a good thing?',
    issue: 'living-with-mortality',
    also: ['grief', 'worthwhile-life'],
    form: 'paraphrase',
  },
  { text: 'How long is each round of the debate?', issue: null, form: 'off-topic' },
  {
    text: 'Scientists are trying to stop aging. Would living to 500 make life feel less precious?',
    issue: 'death-and-meaning',
    also: ['living-forever', 'technology-death'],
    form: 'paraphrase',
  },
  { text: 'Which is bigger, a blue whale or the biggest dinosaur?', issue: null, form: 'off-topic' },
  {
    text: 'Why do people totally change their priorities after a near-death experience?',
    issue: 'living-with-mortality',
    also: ['denial-of-death', 'death-and-meaning'],
    form: 'plain',
  },
  { text: 'Give me a quick ten-minute workout I can do at home.', issue: null, form: 'off-topic' },
  {
    text: 'Is it pointless to plan for retirement when I could die tomorrow?',
    issue: 'living-with-mortality',
    also: ['worthwhile-life'],
    form: 'paraphrase',
  },
];
