// A blind theme set for social-media-humanity-debate: challenges on and off its theme, written from the debate's title, question and
// names only, and labelled from its issue list alone by another reader. Never read for tuning.
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityTheme: readonly EvalChallenge[] = [
  {
    text: 'My laptop screen has a flickering line across it. Is it worth repairing?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My kids would rather text each other from different rooms than talk. Is that making them less human?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "What's the best social media scheduling tool for a small bakery?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I spend four hours a day scrolling. Am I losing something human without noticing?',
    issue: 'less-human',
    also: ['addiction', 'attention'],
    form: 'paraphrase',
  },
  { text: 'How many bones are in the human body?', issue: null, form: 'off-topic' },
  {
    text: 'McLuhan, does reading the news on my phone change how I think compared to a paper newspaper?',
    issue: 'medium-message',
    also: ['attention'],
    addresses: 'mcluhan',
    form: 'named',
  },
  { text: "What's a good recipe for vegetable lasagna?", issue: null, form: 'off-topic' },
  {
    text: 'Debord, when everyone films a concert instead of watching it, are they even really there?',
    issue: 'performance',
    also: ['less-human'],
    addresses: 'debord',
    form: 'named',
  },
  { text: 'Can I use this app in Spanish?', issue: null, form: 'off-topic' },
  {
    text: "My grandma video calls us every week and says she feels closer than ever. Isn't that screens making us more human?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  { text: 'Is it going to snow in Chicago this weekend?', issue: null, form: 'off-topic' },
  {
    text: 'Dating apps make people feel like products. Are we still treating each other like people?',
    issue: 'less-human',
    also: ['profit', 'connection'],
    form: 'paraphrase',
  },
  { text: 'Which team has won the most NBA championships?', issue: null, form: 'off-topic' },
  {
    text: 'Are phones at the dinner table really killing family conversation, or is that just an old-fashioned worry?',
    issue: 'panic',
    also: ['connection'],
    form: 'paraphrase',
  },
  { text: 'How do I get a copy of my birth certificate?', issue: null, form: 'off-topic' },
  {
    text: 'My teenager has five hundred online friends but nobody to hang out with. Is the screen to blame?',
    issue: 'connection',
    also: ['children'],
    form: 'paraphrase',
  },
];
