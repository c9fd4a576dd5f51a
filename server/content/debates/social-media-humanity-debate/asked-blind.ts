// Challenges for The Feed Fight (Marshall McLuhan against Guy Debord), written blind (from the debate's title, question and two names) as a held-out set and
// labelled from its issue list; measured once on the knowledge as first written (on topic 63 to 78 % across the new
// debates), then spent on tuning: eval:debate counts them with the tuned-on set, and a fresh held-out set replaces them.
import type { AskedInput } from '../../schema';

export const socialMediaHumanityDebateSpent: readonly AskedInput[] = [
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
  // A second blind set (written as the held-out set of v3): its misses were read to study the engine's aim, so it
  // is spent too, and a third blind set holds out.
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
  // A second set, written blind from the debate's card (title, question, description, names) and labelled from its
  // issue list; a second reader labelled it apart, and an issue that reader chose first is among "also". Read for the
  // engine's misses (on topic 71 % across the nine new debates), so spent.
  {
    text: 'Are phones making us worse at talking to each other face to face?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'Has the internet brought people closer together or pushed us apart?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'Do we live our lives for the camera now instead of for ourselves?',
    issue: 'performance',
    form: 'plain',
  },
  {
    text: 'Why does everyone feel the need to post everything they do?',
    issue: 'performance',
    form: 'plain',
  },
  {
    text: "The world's meant to be a global village now — or is it just a crowded chat room?",
    issue: 'connection',
    form: 'plain',
  },
  { text: 'Are screens making us less human?', issue: 'less-human', form: 'plain' },
  {
    text: 'What changes us, the technology itself or what we use it for?',
    issue: 'medium-message',
    form: 'plain',
  },
  { text: 'Have we turned into spectators of our own lives?', issue: 'performance', form: 'plain' },
  { text: 'Does social media make people lonelier?', issue: 'connection', form: 'plain' },
  { text: 'Should kids have smartphones at all?', issue: 'children', form: 'plain' },
  { text: 'Real friendships online — are they possible?', issue: 'connection', form: 'plain' },
  { text: "We're all just performing for strangers now, aren't we?", issue: 'performance', form: 'plain' },
  {
    text: "Does it matter what's on the screen, or is the screen itself the problem?",
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'Any way to resist all this, short of throwing your phone in a lake?',
    issue: 'resistance',
    form: 'plain',
  },
  { text: 'Are the big tech companies selling us our own lives back?', issue: 'profit', form: 'plain' },
  { text: 'Are we better informed now, or just more entertained?', issue: 'truth', form: 'plain' },
  { text: 'How does constant scrolling change the way our brains work?', issue: 'attention', form: 'plain' },
  {
    text: 'My daughter spends hours doing her makeup for TikTok videos that strangers watch. Should I worry?',
    issue: 'performance',
    also: ['children'],
    form: 'paraphrase',
  },
  {
    text: 'At dinner last night all four of us were on our phones. Is that just normal now?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'I went to a concert and everyone filmed it instead of actually watching it.',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: "My nan video calls her grandkids in Australia every week. Surely that's a good thing?",
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'Influencers get paid to pretend their lives are perfect. Why do we keep watching?',
    issue: 'celebrity',
    form: 'paraphrase',
  },
  {
    text: "I've got 800 followers but nobody to help me move house.",
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'I deleted Instagram for a month and felt weirdly calmer. Was I missing anything?',
    issue: 'resistance',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: "My mate got into a fight on Twitter with someone he's never met and now he's genuinely furious.",
    issue: 'polarization',
    form: 'paraphrase',
  },
  {
    text: 'For some people the holiday photos matter more than the holiday. Why?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'During lockdown Zoom was the only way to see anyone. Did it keep us human or not?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Kids learn dances from YouTube rather than from each other now. Is that culture or just copying?',
    issue: 'medium-message',
    also: ['children'],
    form: 'paraphrase',
  },
  {
    text: "McLuhan, you said the medium is the message, so what's TikTok's message?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  { text: 'What would Debord make of influencers?', issue: 'celebrity', addresses: 'debord', form: 'named' },
  {
    text: 'Debord, is there anything real left behind the spectacle?',
    issue: 'truth',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Marshall McLuhan, did you see smartphones coming?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'To the media prophet: was the global village a prediction or a warning?',
    issue: 'connection',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Question for the Situationist: what should I actually do, quit my phone?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'The Canadian guy — are you saying my phone is an extension of my body?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  { text: "My screen's cracked. Where can I get it fixed cheaply?", issue: null, form: 'off-topic' },
  { text: "What's on at the village fête this weekend?", issue: null, form: 'off-topic' },
  { text: "What's the best pizza place near here?", issue: null, form: 'off-topic' },
  { text: 'How many calories are in a banana?', issue: null, form: 'off-topic' },
  { text: 'Can you help me write a birthday card for my brother?', issue: null, form: 'off-topic' },
];
