// A blind theme set for privacy-surveillance-debate: challenges on and off its theme, written from the debate's title, question and
// names only, and labelled from its issue list alone by another reader. Never read for tuning.
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceTheme: readonly EvalChallenge[] = [
  { text: "What's a good show to watch tonight on Netflix?", issue: null, form: 'off-topic' },
  {
    text: 'My city wants cameras on every street corner. Would that actually make me safer?',
    issue: 'safety',
    form: 'paraphrase',
  },
  { text: 'Which car seat has the best safety rating for a toddler?', issue: null, form: 'off-topic' },
  {
    text: 'My employer tracks every keystroke on my laptop. Is that fair if it stops data leaks?',
    issue: 'institutions',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: "What's the price of a return train ticket from London to Manchester?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Foucault, I act differently when I know the doorbell camera is recording. Is that a bad thing?',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  { text: 'How do I make my sourdough starter more bubbly?', issue: null, form: 'off-topic' },
  {
    text: 'If I have nothing to hide, why should I care if the government reads my messages to stop terrorists?',
    issue: 'nothing-to-hide',
    also: ['safety'],
    form: 'plain',
  },
  { text: 'Who painted the ceiling of the Sistine Chapel?', issue: null, form: 'off-topic' },
  {
    text: "Should parents be allowed to track their teenager's phone location all the time to keep them safe?",
    issue: 'institutions',
    also: ['data-tracking', 'safety'],
    form: 'plain',
  },
  { text: 'Is this app free or will I get charged after the trial?', issue: null, form: 'off-topic' },
  {
    text: 'Bentham, would you really be okay living in a house where anyone could see in at any moment?',
    issue: 'watching-watchers',
    also: ['privacy-right', 'watched-self'],
    addresses: 'bentham',
    form: 'named',
  },
  { text: "What's the forecast for tomorrow, do I need an umbrella?", issue: null, form: 'off-topic' },
  {
    text: "Airports scan everyone's face now. Is giving up that privacy worth fewer attacks?",
    issue: 'safety',
    also: ['privacy-right', 'data-tracking'],
    form: 'paraphrase',
  },
  { text: 'My knee hurts when I run downhill, what stretches help?', issue: null, form: 'off-topic' },
  {
    text: "My smart speaker could call the police if it hears a break-in, but it's always listening. Is that worth it?",
    issue: 'safety',
    also: ['data-tracking', 'privacy-right'],
    form: 'paraphrase',
  },
];
