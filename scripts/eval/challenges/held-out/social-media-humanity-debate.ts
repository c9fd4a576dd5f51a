// Held-out evaluation challenges for The Feed Fight (Marshall McLuhan against Guy Debord). Written blind from the debate's title, question and
// the two names only, before the engine saw them; never used for tuning. Issue labels are added afterwards, from
// the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const socialMediaHumanityDebateHeldOut: readonly EvalChallenge[] = [
  {
    text: 'Does spending hours on social media actually make people less human, or is that just something every older generation says?',
    issue: 'less-human',
    also: ['panic'],
    form: 'plain',
  },
  {
    text: 'Are online friendships real friendships, or just a weaker copy of the real thing?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'Does the way information reaches us, through scrolling feeds, change how we think, no matter what the posts actually say?',
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'Why does everyone online seem to be performing a version of their life rather than just living it?',
    issue: 'performance',
    form: 'plain',
  },
  {
    text: 'Is being constantly connected to the whole world bringing humanity closer together or pushing us apart?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'Can a protest movement that starts on social media ever really challenge the people in power?',
    issue: 'resistance',
    form: 'plain',
  },
  {
    text: 'Are we the users of these apps, or are we actually the product being sold?',
    issue: 'profit',
    form: 'plain',
  },
  {
    text: 'Does endless scrolling destroy our ability to concentrate and think deeply?',
    issue: 'attention',
    form: 'plain',
  },
  {
    text: 'Is the world we see through our feeds the real world, or just a picture of it that someone arranged for us?',
    issue: 'truth',
    form: 'plain',
  },
  {
    text: 'Do technologies like the phone become part of our bodies in some way, like an extra limb?',
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'Why do people feel lonelier than ever when they have hundreds of followers?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "My little sister is twelve and spends six hours a day on TikTok. Should I be worried she's missing out on actually growing up?",
    issue: 'children',
    form: 'paraphrase',
  },
  {
    text: 'At concerts now half the crowd watches the show through their phone screens. Are they even experiencing the concert?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: "People panicked about novels, then radio, then TV. Isn't the panic about Instagram just the same old story?",
    issue: 'panic',
    form: 'paraphrase',
  },
  {
    text: 'I deleted all my apps for a month and felt calmer but also totally cut off from my friends, so which version of me was more human?',
    issue: 'less-human',
    form: 'paraphrase',
  },
  {
    text: "When a band's rebellious song ends up as a viral ad jingle, does that mean any rebellion online just gets turned into something to sell?",
    issue: 'resistance',
    form: 'paraphrase',
  },
  {
    text: 'Is a heart emoji from a friend really the same as a hug, or have we swapped feelings for little symbols?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: "So my grandma video calls us every Sunday from another country and honestly it's the best part of her week, isn't that technology making us more human not less?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'If AI starts writing most of the posts and comments we read, is there anything human left on social media at all?',
    issue: 'truth',
    form: 'paraphrase',
  },
  {
    text: "Why do I get so angry reading comments from strangers online when I'd never talk to anyone like that in person?",
    issue: 'polarization',
    form: 'paraphrase',
  },
  {
    text: "After a bad day I open Instagram, see everyone's perfect vacations, and feel worse. Why do I keep doing it?",
    issue: 'addiction',
    form: 'paraphrase',
  },
  {
    text: 'When a tragedy happens and everyone changes their profile picture for a week, is that real compassion or just a show?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'McLuhan, does it matter what we post, or is the mere fact of everyone staring at a screen the bigger change?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Mr. McLuhan, did the internet turn out to be the global village you predicted, or more like a global shouting match?',
    issue: 'polarization',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Debord, if I spend my whole evening watching other people's lives on YouTube, am I still living my own?",
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "What would Debord say about influencers who make money showing off a lifestyle they don't actually have?",
    issue: 'celebrity',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'For the Canadian media guru: are kids who grow up on screens wired differently from kids who grew up with books?',
    issue: 'children',
    also: ['attention'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'To the man who said the medium is the message: do texts and emails make us care less about each other than handwritten letters did?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "Question for the French radical who wrote about the spectacle: is there any way to rebel against Instagram that Instagram can't turn into content?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "What's the best way to keep basil alive on a windowsill?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Who won the football World Cup in 2010?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can you recommend a good recipe for banana bread without eggs?',
    issue: null,
    form: 'off-topic',
  },
];
