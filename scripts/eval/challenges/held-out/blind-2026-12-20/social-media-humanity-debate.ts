// The blind set of 2026-12-20 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are we lonelier now than before phones?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "McLuhan, you said the medium is the message. So what's the message of TikTok?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "My 13-year-old nephew has 2000 followers and maybe two actual friends he sees in person. He says he's fine. Is he less human than I was at his age, or am I just getting old?",
    issue: 'less-human',
    also: ['panic', 'connection'],
    form: 'paraphrase',
  },
  {
    text: 'this app keeps freezing on my screen, is it my wifi?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'guy debord is my friend posting her breakfast every single morning the spectacle or is she just like sharing',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "So the Canadian thinks every new screen rewires us. Didn't people say the same about novels and radio?",
    issue: 'panic',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "Socrates complained that writing would ruin people's memories. Isn't this debate just the same panic with newer tech?",
    issue: 'panic',
    form: 'paraphrase',
  },
  {
    text: 'Debord, you died in 1994, before Instagram even existed. Would any of this surprise you?',
    issue: 'less-human',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'I went to a concert last month and everyone in front of me was filming it instead of watching. I did it too. Who were we even filming it for?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: "What does 'less human' even mean here?",
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: "brb dinner's ready",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "During lockdown I talked to my grandmother every night on video. Without a screen I'd have lost her completely. Doesn't that count for something, Debord?",
    issue: 'connection',
    also: ['less-human'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Is the global village actually a village, or more like a giant shouting match?',
    issue: 'polarization',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'ok but like the algorithm decides what i see so am i even choosing anything',
    issue: 'medium-message',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: 'Is nuclear power actually safer than coal if you count deaths per unit of energy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "To the situationist: if we all logged off tomorrow, wouldn't capitalism just find another spectacle to sell us?",
    issue: 'resistance',
    also: ['profit'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'People are falling in love with AI chatbots now. Is that a real relationship, or the spectacle going all the way down?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'mcluhan whats the difference between hot and cool media and is a smartphone hot or cool',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "that's just an old man yelling at clouds, Guy.",
    issue: 'panic',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Is doomscrolling a personal weakness or something the companies designed on purpose?',
    issue: 'addiction',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: 'The Arab Spring was organised on Twitter and Facebook. If screens helped people bring down dictators, how is that making anyone less human?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'is there a dark mode? my eyes hurt',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My girlfriend and I go out to dinner and both end up on our phones. Neither of us wants to, we just do. Why can't we stop?",
    issue: 'addiction',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Should kids under 16 be banned from social media, like Australia is trying?',
    issue: 'children',
    form: 'paraphrase',
  },
  {
    text: "Marshall, come on, you were on TV all the time yourself. Weren't you part of the show?",
    issue: 'celebrity',
    also: ['performance'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "What's the strongest argument that God exists?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "i mean are we performing even when nobody's watching? i caught myself thinking up captions in the middle of a hike",
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: "If an influencer's life is staged for the camera but they really do live it, is it fake?",
    issue: 'performance',
    also: ['truth'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Medium is the Message, will VR headsets make us more human or less?',
    issue: 'less-human',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'So you admit, Debord, that people chose this. Nobody forced them to download the app.',
    issue: 'addiction',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Is liking a post about a war the same as caring about it?',
    issue: 'truth',
    also: ['performance'],
    form: 'plain',
  },
  {
    text: 'Why did the Soviet Union collapse so fast in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can memes be a kind of d\u00e9tournement, turning the spectacle against itself?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "I'm a nurse and I've noticed patients would rather text than call, even when they're scared. Are we losing the ability to just talk to each other?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'haha the moderator sounds exactly like my uncle',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'will our grandkids even know what boredom feels like',
    issue: 'attention',
    also: ['children'],
    form: 'plain',
  },
  {
    text: "Does the French Marxist think there was ever a time when life wasn't a show? Medieval kings were performing constantly.",
    issue: 'performance',
    also: ['panic'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'How do mRNA vaccines actually teach the immune system what to fight?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'But what about disabled people for whom screens are the only way to work and meet others?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Are we the users or the product, McLuhan?',
    issue: 'profit',
    addresses: 'mcluhan',
    form: 'named',
  },
];
