// A blind theme set for capitalism-debate: challenges on and off its theme, written from the debate's title, question and
// names only, and labelled from its issue list alone by another reader. Never read for tuning.
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismTheme: readonly EvalChallenge[] = [
  { text: 'What time does the farmers market open on Saturdays?', issue: null, form: 'off-topic' },
  {
    text: 'I work two delivery jobs just to pay rent. Is that freedom, or is the market trapping me?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  { text: 'Where can I find free parking near the stadium?', issue: null, form: 'off-topic' },
  {
    text: "Marx, my uncle started a bakery from nothing and now employs ten people. Isn't that proof capitalism works?",
    issue: 'prosperity',
    also: ['exploitation', 'inequality'],
    addresses: 'marx',
    form: 'named',
  },
  { text: 'How do I sell my old couch on Facebook Marketplace?', issue: null, form: 'off-topic' },
  {
    text: 'Adam Smith, if the free market is so great, why does insulin cost a fortune in some countries?',
    issue: 'big-business',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  { text: 'How do I unclog a bathroom sink without calling a plumber?', issue: null, form: 'off-topic' },
  {
    text: 'Does being able to choose between fifty brands of cereal actually make me any freer?',
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  { text: "Who's top scorer in the Premier League this season?", issue: null, form: 'off-topic' },
  {
    text: "My friend quit her office job to sell crafts online and says she's finally free. Is she right?",
    issue: 'market-freedom',
    also: ['work-meaning'],
    form: 'paraphrase',
  },
  { text: 'Is there a way to read a transcript after the debate ends?', issue: null, form: 'off-topic' },
  {
    text: 'If billionaires keep getting richer while wages stay flat, who is the market really freeing?',
    issue: 'market-freedom',
    also: ['inequality', 'wages-hours'],
    form: 'plain',
  },
  { text: "What's a good name for a golden retriever puppy?", issue: null, form: 'off-topic' },
  {
    text: 'Would I be more free in a country where the government runs healthcare and housing instead of companies?',
    issue: 'government',
    also: ['alternatives', 'market-freedom'],
    form: 'plain',
  },
  {
    text: 'Can you help me write an email asking my landlord to fix the heating?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Gig apps say drivers are their own boss. Are they really free or just workers without benefits?',
    issue: 'market-freedom',
    also: ['wages-hours', 'exploitation'],
    form: 'paraphrase',
  },
];
