// Held-out evaluation challenges for Born or Made? (Jean-Jacques Rousseau against Mary Wollstonecraft).
// Written blind from the debate's title, question and the two names only, before the engine saw them; never
// used for tuning. Issue labels are added afterwards, from the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const genderNatureDebateHeldOut: readonly EvalChallenge[] = [
  {
    text: 'Are boys and girls born different, or do we make them different by how we raise them?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'My nephew loves dolls and my niece loves trucks and some relatives freak out about it. Is what kids like decided at birth?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Should boys and girls get exactly the same education?', issue: 'unlabelled', form: 'plain' },
  { text: 'Are women naturally more caring than men?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'Toy stores used to have pink aisles and blue aisles. Did that shape what kids became, or just reflect it?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'If we stopped teaching gender roles, would the differences between men and women disappear?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Is it natural for women to stay home and raise the children?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'My mom gave up her career to raise us and says she was happy, but was that really her choice or just what society expected?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Are men better at math and science because of biology?', issue: 'unlabelled', form: 'plain' },
  { text: 'Does marriage treat men and women as equals?', issue: 'unlabelled', form: 'plain' },
  {
    text: "Girls get told to be nice and boys get told to be tough from like age three, so how would we even know what's natural?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Why were women kept out of universities and voting for so long?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Do men and women reason differently, or is a mind just a mind?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Ads keep telling women they need to be young and pretty to matter. Is that shaping women or just selling to them?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Is being polite and pleasing a female virtue, or a trap?', issue: 'unlabelled', form: 'plain' },
  { text: 'Should fathers do half of the childcare?', issue: 'unlabelled', form: 'plain' },
  {
    text: "I read that baby boys and girls look at different toys within months of birth. Doesn't that prove some things are innate?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Is caring about looks and clothes something women are born with?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Are men and women meant to complete each other, each with a different role?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'At my job women get called bossy for the same things men get praised for. Where does that double standard come from?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Does nature tell us anything about how society should be organized?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'If a girl grew up alone on an island with nobody telling her how to act, would she still turn out feminine?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Rousseau, why did you think Emile deserved a real education but Sophie only needed to please him?',
    issue: 'unlabelled',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: 'Mary Wollstonecraft, are women weaker simply because they were never allowed to grow strong?',
    issue: 'unlabelled',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'What would Wollstonecraft think about girls today being judged on social media for their looks?',
    issue: 'unlabelled',
    addresses: 'wollstonecraft',
    form: 'named',
  },
  {
    text: 'Rousseau, you gave your own kids to an orphanage, so why should anyone take your advice on raising children?',
    issue: 'unlabelled',
    addresses: 'rousseau',
    form: 'named',
  },
  {
    text: "For the philosopher from Geneva who praised nature: is a woman's nature really to be gentle and obedient?",
    issue: 'unlabelled',
    addresses: 'rousseau',
    form: 'epithet',
  },
  {
    text: 'To the woman who wrote A Vindication of the Rights of Woman: are we equal yet?',
    issue: 'unlabelled',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  {
    text: 'Hey, mother of Mary Shelley, would you still call marriage a kind of prison today?',
    issue: 'unlabelled',
    addresses: 'wollstonecraft',
    form: 'epithet',
  },
  { text: 'How many calories are in a slice of pepperoni pizza?', issue: null, form: 'off-topic' },
  { text: "What's the best app for tracking my monthly budget?", issue: null, form: 'off-topic' },
  { text: 'Where can I stream the Formula 1 race this Sunday?', issue: null, form: 'off-topic' },
];
