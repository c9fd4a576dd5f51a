// Held-out evaluation challenges for The Market Showdown (Adam Smith against Karl Marx). Written blind from
// the debate's title, question and the two names only, before the engine saw them; never used for tuning.
// Issue labels are added afterwards, from the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const capitalismDebateHeldOut: readonly EvalChallenge[] = [
  {
    text: 'Does a free market actually make people free, or just free to buy stuff?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: "I deliver food for an app and pick my own hours, but I still can't afford rent. Am I free or not?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Why do some people get super rich while the people doing the actual work stay poor?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Is it fair that a CEO earns three hundred times what his workers make?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'When I buy cheap sneakers made in a factory overseas, am I helping those workers or exploiting them?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Does competition make things better for everyone or just for the winners?',
    issue: 'unlabelled',
    form: 'plain',
  },
  { text: 'Should the government stay out of the economy completely?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'Amazon sold everything cheaper than the little shop on my street, so the shop closed. Is that just the market working?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Is selfishness actually good for society if everybody is chasing their own profit?',
    issue: 'unlabelled',
    form: 'plain',
  },
  { text: 'Where does profit really come from?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'My grandpa worked the same factory line for forty years and says he never owned a single thing he made. Is that what work is supposed to be?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Would everyone be better off if all property were shared in common?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: "Since rent went up I work two jobs and barely see my kids but people say that's just freedom of contract so what am I missing here?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Do billionaires really deserve all the money they have?', issue: 'unlabelled', form: 'plain' },
  { text: 'Is money a fair way to decide who gets what?', issue: 'unlabelled', form: 'plain' },
  {
    text: "Every time I scroll I get ads telling me I need something new. Does capitalism make us want things we don't need?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Does splitting work into tiny repetitive tasks make people dumber?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Can a system built on profit ever really care about the poor?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'If robots and AI end up doing all the jobs, who should own the robots?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Will capitalism eventually collapse on its own?', issue: 'unlabelled', form: 'plain' },
  {
    text: "My friend opened a small bakery and now employs six people. Is she an exploiter just because she's the owner?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Are unions and strikes good for workers, or do they just hurt the economy?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Adam Smith, did you really think the invisible hand would take care of everybody?',
    issue: 'unlabelled',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Marx, every communist country ended up poor or brutal, so why should anyone listen to you now?',
    issue: 'unlabelled',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'What does Karl Marx think about unpaid internships?',
    issue: 'unlabelled',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Smith, would you be fine with a handful of tech giants controlling whole markets?',
    issue: 'unlabelled',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'For the old Scottish economist: does the butcher really feed me only out of self-interest?',
    issue: 'unlabelled',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Hey bearded revolutionary, what exactly would replace the market if the workers took over?',
    issue: 'unlabelled',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'To the author of The Wealth of Nations: should there be a minimum wage?',
    issue: 'unlabelled',
    addresses: 'smith',
    form: 'epithet',
  },
  { text: 'How do I fix a flat tire on my bike?', issue: null, form: 'off-topic' },
  { text: 'What time does the sun set in London in December?', issue: null, form: 'off-topic' },
  { text: 'Any tips for learning to play guitar as an adult?', issue: null, form: 'off-topic' },
];
