// A blind theme set for simulation-reality-debate: challenges on and off its theme, written from the debate's title, question and
// names only, and labelled from its issue list alone by another reader. Never read for tuning.
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityTheme: readonly EvalChallenge[] = [
  { text: "What's the best flight simulator game for PC?", issue: null, form: 'off-topic' },
  {
    text: "Sometimes I get deja vu and wonder if it's a glitch. Could we be living inside a computer program?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  { text: "What's the tallest building in the world right now?", issue: null, form: 'off-topic' },
  {
    text: 'Plato, how would I even know if everything I see is just a screen someone put in front of me?',
    issue: 'appearance-reality',
    also: ['escape', 'puppeteers'],
    addresses: 'plato',
    form: 'named',
  },
  { text: 'Is the Real Madrid match on TV tonight?', issue: null, form: 'off-topic' },
  {
    text: 'My Instagram life looks nothing like my real life. Which one is actually real anymore?',
    issue: 'hyperreal',
    also: ['signs-consumption', 'virtual-life'],
    form: 'paraphrase',
  },
  { text: 'How do I get a refund for a cancelled concert ticket?', issue: null, form: 'off-topic' },
  {
    text: "Video games keep getting more realistic. Couldn't someone one day build a world exactly like ours, with us in it?",
    issue: 'simulation-hypothesis',
    also: ['maker'],
    form: 'paraphrase',
  },
  { text: 'Can I choose which philosopher speaks first?', issue: null, form: 'off-topic' },
  {
    text: 'Baudrillard, is Disneyland more fake than the rest of America, or is all of it fake?',
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'named',
  },
  { text: "What's a good substitute for eggs in pancakes?", issue: null, form: 'off-topic' },
  {
    text: "If this is all a simulation, does it still matter whether I'm nice to people?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  { text: 'How do I fix a flat tire on my bike?', issue: null, form: 'off-topic' },
  {
    text: "Elon Musk said the odds we're in a simulation are huge. Is he right?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  { text: 'Tell me a fun fact about octopuses.', issue: null, form: 'off-topic' },
  {
    text: "After watching The Matrix I couldn't sleep. How do I know I'm not plugged into something right now?",
    issue: 'simulation-hypothesis',
    also: ['dreaming', 'appearance-reality'],
    form: 'paraphrase',
  },
];
