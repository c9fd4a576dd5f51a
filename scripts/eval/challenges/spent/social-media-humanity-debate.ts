// Challenges for The Feed Fight (Marshall McLuhan against Guy Debord), written blind (from the debate's title, question and two names) as a held-out set and
// labelled from its issue list; measured once on the knowledge as first written (on topic 63 to 78 % across the new
// debates), then spent on tuning: eval:debate counts them with the tuned-on set, and a fresh held-out set replaces them.
import type { EvalChallenge } from '../../challenge-set';

export const socialMediaHumanityDebateSpent: readonly EvalChallenge[] = [
  {
    text: 'Are phones making us worse at actually talking to each other?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'At dinner my whole family sits there scrolling in silence. Are we still really together?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'Can a friendship that only ever happens over text count as a real one?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'Do screens change how we think, or only what we think about?',
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'Why do I care so much about the likes on a photo of my breakfast?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: "Online, isn't everyone basically starring in their own ad, like life is one big performance?",
    issue: 'performance',
    form: 'plain',
  },
  {
    text: "People film whole concerts on their phones instead of watching them. What's that doing to us?",
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Has the internet pulled the whole world into one village, or split it into angry tribes?',
    issue: 'polarization',
    form: 'plain',
  },
  {
    text: 'Should kids under twelve be allowed to have smartphones at all?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: 'Are we living our own lives, or mostly watching other people live theirs?',
    issue: 'performance',
    form: 'plain',
  },
  {
    text: "I spend six hours a day on TikTok and I can't get through a book anymore. Is my brain broken?",
    issue: 'attention',
    form: 'paraphrase',
  },
  {
    text: 'A phone is just a tool like a hammer, right, or does it change the person holding it?',
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'My grandpa says his parents thought TV would rot his brain. Are we just panicking the way they did?',
    issue: 'panic',
    form: 'paraphrase',
  },
  {
    text: 'Is an influencer selling a lifestyle really any different from an old TV commercial?',
    // no issue fits: compares influencer marketing with old TV ads
    issue: 'celebrity',
    form: 'paraphrase',
  },
  {
    text: 'When I feel lonely I open Instagram and end up feeling even lonelier, why does that happen?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'Is a video call with grandma as good as visiting her, or does something get lost?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'Do tech companies design apps to keep us hooked, and can we even fight back?',
    issue: 'addiction',
    also: ['resistance'],
    form: 'plain',
  },
  {
    text: 'Does writing a letter by hand make it more human than sending an email?',
    issue: 'less-human',
    also: ['medium-message'],
    form: 'plain',
  },
  {
    text: "My girlfriend posts our dates online before we've even finished eating. Is the moment for us or for her followers?",
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Could screens actually make us more human, by helping lonely people find each other?',
    issue: 'less-human',
    also: ['connection'],
    form: 'plain',
  },
  {
    text: 'Is the news in our feeds showing us the world, or a show about the world?',
    issue: 'truth',
    form: 'plain',
  },
  {
    text: 'After a week at summer camp with no phone I felt like a different person, so which version is the real me?',
    issue: 'less-human',
    form: 'paraphrase',
  },
  {
    text: 'McLuhan, is the medium really the message when all I do is read the news on my phone?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Debord, when I post my vacation photos, am I living or just putting on a show?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "I'm curious what Marshall McLuhan makes of AI chatbots, are they a new medium?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Guy Debord, if everyone's a creator online now, aren't we finally taking part instead of just watching?",
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Hey, Canadian media guru, is your global village actually a friendly place to live?',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'For the French radical who wrote The Society of the Spectacle: do selfies count as spectacle?',
    issue: 'performance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'How do I stop being a spectator in my own life, according to the old situationist?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  { text: "What's the best way to keep basil alive on a windowsill?", issue: null, form: 'off-topic' },
  { text: 'How many players are on a rugby union team?', issue: null, form: 'off-topic' },
  { text: 'Is it cheaper to rent or buy a car for a two-week road trip?', issue: null, form: 'off-topic' },
];
