// A blind theme set for ai-consciousness-debate: challenges on and off its theme, written from the debate's title, question and
// names only, and labelled from its issue list alone by another reader. Never read for tuning.
import type { EvalChallenge } from '../../../challenge-set';

export const aiConsciousnessTheme: readonly EvalChallenge[] = [
  { text: "What's the best coffee machine under two hundred bucks?", issue: null, form: 'off-topic' },
  {
    text: "When my phone's assistant says 'I understand', does it actually understand anything?",
    issue: 'understanding',
    also: ['thinking'],
    form: 'paraphrase',
  },
  { text: 'Can you recommend a good mind-mapping app for studying?', issue: null, form: 'off-topic' },
  {
    text: "Turing, if a chatbot fools me into thinking it's human, does that mean it's really thinking?",
    issue: 'imitation-game',
    also: ['thinking'],
    addresses: 'turing',
    form: 'named',
  },
  {
    text: 'I think I left my charger at the hotel, how do I get hold of the front desk?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My son says his AI tutor is his friend. Can a computer program actually care about him?',
    issue: 'consciousness',
    also: ['other-minds'],
    form: 'paraphrase',
  },
  { text: 'How do I convert Celsius to Fahrenheit?', issue: null, form: 'off-topic' },
  {
    text: "Descartes, if a robot looked you in the eye and said 'I think, therefore I am', would you believe it?",
    issue: 'other-minds',
    also: ['thinking', 'consciousness'],
    addresses: 'descartes',
    form: 'named',
  },
  { text: 'Can I switch the debater to a different voice?', issue: null, form: 'off-topic' },
  {
    text: 'Could a self-driving car ever actually be scared of crashing, or is it just following code?',
    issue: 'consciousness',
    also: ['free-will'],
    form: 'paraphrase',
  },
  { text: 'Who won Wimbledon in 2019?', issue: null, form: 'off-topic' },
  {
    text: 'Chess computers beat world champions. Is that thinking or just really fast counting?',
    issue: 'thinking',
    also: ['limits', 'originality'],
    form: 'paraphrase',
  },
  {
    text: 'What should I make for dinner with chicken, rice and a bit of spinach?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If we copied every neuron in my brain onto a computer, would that computer be thinking my thoughts?',
    issue: 'brain',
    also: ['mind-body', 'consciousness'],
    form: 'paraphrase',
  },
  { text: 'Where can I renew my driving licence online?', issue: null, form: 'off-topic' },
  {
    text: 'Are you two actually thinking right now, or just predicting the next word?',
    issue: 'thinking',
    also: ['understanding'],
    form: 'plain',
  },
];
