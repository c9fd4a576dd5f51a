// Held-out evaluation challenges for The Feed Fight (Marshall McLuhan against Guy Debord). Written blind from
// the debate's title, question and the two names only, before the engine saw them; never used for tuning.
// Issue labels are added afterwards, from the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const socialMediaHumanityDebateHeldOut: readonly EvalChallenge[] = [
  { text: 'Are phones making us less human?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'At dinner my whole family stares at their phones and nobody talks. Are we still a family or just people sharing a table?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Does scrolling all day change the way our brains think?', issue: 'unlabelled', form: 'plain' },
  { text: 'Are online friendships as real as the ones in person?', issue: 'unlabelled', form: 'plain' },
  {
    text: "I took a picture of the sunset instead of actually watching it, and posted it before I even looked. What's wrong with me?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Does the way a message reaches us matter more than what it says?',
    issue: 'unlabelled',
    form: 'plain',
  },
  { text: 'Do we live our lives now mainly to show them off?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'TikTok seems to know what I want before I do. Am I choosing what I watch, or is it choosing me?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Did books and TV change people as much as smartphones are changing us now?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Has social media brought the world closer together or pulled us apart?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'My little cousin is eight and already worries about likes on her photos. Should kids even be allowed on social media?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Have we become consumers of images instead of people living real lives?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Is technology an extension of our bodies, or a replacement for them?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'When I see a war on my feed squeezed between cat videos and ads, do I even feel anything anymore?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Can screens ever make us more connected and more human?', issue: 'unlabelled', form: 'plain' },
  { text: 'Who profits when we spend hours online?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'I did a digital detox for a week and was bored at first, then strangely happy. Was I more myself without the phone?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Are influencers real people or products?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'People are falling in love with AI chatbot companions now. Is that a sad replacement for human love or just a new kind of it?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Is the internet turning the whole world into one big village?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Does watching life on screens turn us into passive spectators?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: "I feel like I know more about celebrities than about my own neighbors, is that just normal now or a sign something's broken?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'McLuhan, you were excited about electronic media, would you still be after seeing Instagram?',
    issue: 'unlabelled',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Debord, is there any way to rebel against the spectacle that doesn't just become another post?",
    issue: 'unlabelled',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'What would Marshall McLuhan think about YouTube?',
    issue: 'unlabelled',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Guy Debord, are memes a form of resistance or just more entertainment?',
    issue: 'unlabelled',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "To the Canadian professor who said the medium is the message: what's the message of a smartphone?",
    issue: 'unlabelled',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'For the French situationist guy: is all of life now just a show we watch?',
    issue: 'unlabelled',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Hey, media guru from the sixties, did you see the internet coming?',
    issue: 'unlabelled',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  { text: 'How do I unclog a bathroom sink without calling a plumber?', issue: null, form: 'off-topic' },
  { text: 'What are some good exercises for a beginner at the gym?', issue: null, form: 'off-topic' },
  { text: 'When is the best time of year to visit Iceland?', issue: null, form: 'off-topic' },
];
