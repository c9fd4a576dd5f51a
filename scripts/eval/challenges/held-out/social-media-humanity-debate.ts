// Held-out evaluation challenges for The Feed Fight (Marshall McLuhan against Guy Debord). Written blind from the debate's title, question and
// the two names only, before the engine saw them; never used for tuning. Issue labels are added afterwards, from
// the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const socialMediaHumanityDebateHeldOut: readonly EvalChallenge[] = [
  { text: 'Are smartphones making us worse at real human connection?', issue: 'connection', form: 'plain' },
  {
    text: 'At concerts now everyone watches the stage through their phone screen. Are they even at the concert?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Does it matter more how we communicate than what we actually say?',
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'Is social media bringing the world together or driving everyone apart?',
    issue: 'connection',
    also: ['polarization'],
    form: 'plain',
  },
  {
    text: 'My teenage son has two thousand followers but eats lunch alone at school. How does that even happen?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'Are we living our lives or just performing them for an audience online?',
    issue: 'performance',
    form: 'plain',
  },
  {
    text: "I can't read a whole book anymore without checking my phone every few pages. Has the internet rewired my brain?",
    issue: 'attention',
    form: 'paraphrase',
  },
  {
    text: 'Should young kids be allowed to have tablets and phones at all?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: "Wasn't television already doing to us what people now blame on TikTok?",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'My feed is full of people on beaches and in fancy restaurants, and it makes my own life feel boring. Why?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Are phones extensions of our bodies, the way a hammer extends the hand?',
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'Is it possible to use social media without being used by it?',
    issue: 'medium-message',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: "My grandmother video-calls her grandchildren in three countries every week. Isn't that making us more human, not less?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Why is scrolling so hard to stop even when it makes us unhappy?',
    issue: 'addiction',
    form: 'plain',
  },
  {
    text: 'Has the news turned into entertainment, something to watch rather than understand?',
    issue: 'truth',
    form: 'plain',
  },
  // no issue fits: AI companions, not screens or social media
  {
    text: 'Can a friendship with an AI chatbot ever be as real as one with a person?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "Influencers turn their breakfast, their breakups and even their kids into content. Is there anything private left that can't be sold?",
    issue: 'profit',
    form: 'paraphrase',
  },
  { text: 'Do selfies show who we are, or who we want to be seen as?', issue: 'performance', form: 'plain' },
  {
    text: 'Last time the power went out our whole family actually talked all evening. Why did it take a blackout?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'Do emojis and voice notes help us express our feelings, or do they flatten them?',
    issue: 'medium-message',
    form: 'paraphrase',
  },
  {
    text: 'Are people who refuse to use social media missing out, or seeing more clearly than the rest of us?',
    issue: 'resistance',
    form: 'plain',
  },
  // no issue fits: online activism's effect, not resisting screens
  {
    text: 'Every protest now turns into a hashtag and a profile picture filter, then everyone forgets. Can screen activism change anything real?',
    issue: 'resistance',
    form: 'paraphrase',
  },
  {
    text: 'McLuhan, if the medium is the message, what message is TikTok sending us?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'What does Marshall McLuhan think about kids learning to read on iPads?',
    issue: 'children',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Debord, are influencers the perfect example of what you warned us about?',
    issue: 'celebrity',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Guy Debord, can anyone escape the spectacle just by deleting their apps?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "To the media guru who coined 'global village': does that village have any real neighbours?",
    issue: 'connection',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "Question for the French situationist: is my Instagram feed just a show I'm watching my life through?",
    issue: 'performance',
    also: ['truth'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'For the Canadian media professor: are screens making us more tribal?',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  { text: 'How much should I tip a taxi driver in New York?', issue: null, form: 'off-topic' },
  { text: "What's the best way to keep fresh basil from wilting?", issue: null, form: 'off-topic' },
  { text: 'Is Pluto still considered a planet?', issue: null, form: 'off-topic' },
];
