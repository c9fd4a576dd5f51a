import type { AskedInput } from '../../schema';

// The Feed Fight: McLuhan (the Media Prophet) against Debord (the Situationist); Plato, the Scribe, moderates.
// Written from the issue list of server/content/debates/social-media-humanity-debate/topic.ts, in a visitor's own words.
export const feedFightChallenges: readonly AskedInput[] = [
  // plain
  {
    text: 'Is all this screen time slowly turning people into something less than fully human?',
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: 'Is a smartphone just a neutral gadget, or does it shape us no matter what we do with it?',
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'Does a technology have built-in effects regardless of what people use it for?',
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'Why is it so hard to focus on anything for long since I got a smartphone?',
    issue: 'attention',
    form: 'plain',
  },
  {
    text: 'Do apps like Instagram make friendships stronger or just leave everyone feeling alone?',
    issue: 'connection',
    form: 'plain',
  },
  { text: 'Are screens robbing us of real face to face contact?', issue: 'connection', form: 'plain' },
  {
    text: 'Do we actually enjoy our experiences anymore, or just record them to show other people?',
    issue: 'performance',
    form: 'plain',
  },
  {
    text: 'Why does a whole generation look up to influencers as if they were heroes?',
    issue: 'celebrity',
    form: 'plain',
  },
  { text: 'Is it fair to call constant phone checking an addiction?', issue: 'addiction', form: 'plain' },
  {
    text: 'Why are we so hooked on notifications and likes?',
    issue: 'addiction',
    also: ['performance'],
    form: 'plain',
  },
  {
    text: 'How can anyone know what is true when pictures and videos can be faked so easily?',
    issue: 'truth',
    form: 'plain',
  },
  {
    text: 'Is social media the reason people hate the other political side so much now?',
    issue: 'polarization',
    form: 'plain',
  },
  { text: 'Who is making money off all the time I spend scrolling?', issue: 'profit', form: 'plain' },
  { text: 'Is it a bad idea to give a ten year old a smartphone?', issue: 'children', form: 'plain' },
  {
    text: 'If screens are so bad for us, what should a normal person actually do about it?',
    issue: 'resistance',
    form: 'plain',
  },
  {
    text: 'Are people just freaking out about phones the way they once freaked out about television?',
    issue: 'panic',
    form: 'plain',
  },

  // paraphrase
  {
    text: 'My cousin wears VR goggles all evening and barely talks; is he still living like a human being?',
    issue: 'less-human',
    form: 'paraphrase',
  },
  { text: 'Are we slowly merging with our machines?', issue: 'less-human', form: 'paraphrase' },
  {
    text: 'If I read the news on paper instead of on an app, would it change anything about me?',
    issue: 'medium-message',
    form: 'paraphrase',
  },
  {
    text: 'I used to read novels for hours and now I give up after two pages; did the internet break my brain?',
    issue: 'attention',
    form: 'paraphrase',
  },
  {
    text: 'My whole friend group is a group chat and we never actually meet up; is that still friendship?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'On holiday I spent more time getting the right shot than looking at the view; what is wrong with me?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'My niece says she wants to be famous on TikTok when she grows up; should that bother me?',
    issue: 'celebrity',
    also: ['children'],
    form: 'paraphrase',
  },
  {
    text: 'The first thing I do when I wake up is grab my phone, before I even get out of bed; is that a problem?',
    issue: 'addiction',
    form: 'paraphrase',
  },
  {
    text: 'I saw a video of a politician saying something awful and it turned out to be fake; how do I trust anything now?',
    issue: 'truth',
    form: 'paraphrase',
  },
  {
    text: 'Every thread I read turns into two sides screaming at each other; why?',
    issue: 'polarization',
    form: 'paraphrase',
  },
  { text: 'Instagram costs nothing, so how is it worth billions?', issue: 'profit', form: 'paraphrase' },
  {
    text: 'The kids at my school sit in silence at lunch staring at their screens; is that what childhood is now?',
    issue: 'children',
    form: 'paraphrase',
  },
  {
    text: 'I deleted TikTok for a month and then reinstalled it; is quitting even possible?',
    issue: 'resistance',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: 'My grandmother was told comic books would rot her brain; are screens any different?',
    issue: 'panic',
    form: 'paraphrase',
  },

  // named
  {
    text: 'McLuhan, how can the medium itself be the message, when surely what it carries is what counts?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'McLuhan, are the kids growing up with tablets going to be a totally different kind of people?',
    issue: 'children',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'McLuhan, why do casual vloggers seem more real to people than polished film stars?',
    issue: 'celebrity',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Tell me, McLuhan, is the world really becoming one village now that everyone is online?',
    issue: 'connection',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Debord, why does a holiday feel unfinished until I have shared the photos?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Debord, are the tech companies the real villains here?',
    issue: 'profit',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Debord, can a meme actually fight back against the system?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Plato, you worried about writing long ago; is the smartphone the same problem all over again?',
    issue: 'panic',
    also: ['attention'],
    addresses: 'plato',
    form: 'named',
  },

  // epithet
  {
    text: 'Media prophet, why does scrolling make me feel so numb?',
    issue: 'addiction',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Question for the situationist: why are people so obsessed with celebrities?',
    issue: 'celebrity',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'To the Canadian professor: does the internet make people more caring toward each other or less?',
    issue: 'connection',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Critic of the spectacle, is reality now just whatever shows up on our screens?',
    issue: 'truth',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'For the media theorist: are all these online fights just tribes going to war?',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Situationist, is there any point in a digital detox?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Question for the professor from Toronto: is my memory getting worse because my phone remembers everything for me?',
    issue: 'attention',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Let the filmmaker answer this: do screens make us less human?',
    issue: 'less-human',
    addresses: 'debord',
    form: 'epithet',
  },

  // off-topic
  {
    text: 'What is the best way to cook rice so it does not stick to the pan?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'Who won the football world cup in 1998?', issue: null, form: 'off-topic' },
  { text: 'Can you recommend a good hiking trail in the mountains?', issue: null, form: 'off-topic' },
  { text: 'How do I fix a leaking kitchen tap?', issue: null, form: 'off-topic' },
];
