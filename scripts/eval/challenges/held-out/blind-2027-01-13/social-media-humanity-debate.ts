// The blind set of 2027-01-13 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are screens the problem or is it what we watch on them?',
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: "McLuhan, what did you actually mean by 'the medium is the message'? Explain it like I'm twelve.",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'went to a concert last night and like half the crowd was filming the whole thing instead of watching it. is that what you meant by spectacle debord',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'My mum lives alone 800 km away and video calls are the only way she sees her grandkids grow up. How is that making anyone less human?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'anyone know if the pharmacy closes early on sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Didn't people say the same thing about books and radio back in the day?",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'Guy, if you were alive today, would you have an Instagram account? Be honest.',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "I'm a teacher and this year our school banned phones for the whole day. Kids talk at lunch again, but a few of them are clearly anxious without them. Did we give them something back or take something away?",
    issue: 'children',
    form: 'paraphrase',
  },
  {
    text: 'Is the global village just a village full of gossip?',
    issue: 'connection',
    also: ['polarization'],
    form: 'plain',
  },
  {
    text: "The Canadian one: you sound excited about all of this. Isn't there anything about the internet that scares you?",
    issue: 'less-human',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'ok so i spend like 6 hours a day on tiktok and i feel empty after but i cant stop. is that my fault or the apps',
    issue: 'addiction',
    also: ['profit'],
    form: 'paraphrase',
  },
  {
    text: 'Is there real scientific evidence that intermittent fasting helps you live longer?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Debord, when rebels sell their rebellion back as t-shirts and hashtags, has the spectacle just eaten the protest too?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'When I post a photo of my dinner, am I living or performing?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Dating apps turned my love life into a catalogue. Swipe, swipe, swipe. My grandparents met at a dance and were married sixty years. Is something human being lost, or am I just being nostalgic?',
    issue: 'less-human',
    also: ['panic'],
    form: 'paraphrase',
  },
  {
    text: "so you admit, Marshall, the tool changes us no matter what we use it for? then there's no such thing as using a phone 'wisely'?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "What does 'less human' even mean? Humans have always used tools.",
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: 'Mr Situationist, what would one of your situations look like in 2027? A flash mob?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'lol the moderator sounds exactly like my geography teacher',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "People are falling in love with AI chatbots now. Does that mean we're becoming less human, or that machines are getting more human?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "The Arab Spring was organised on Facebook. Doesn't that prove screens can make people more political, not more passive?",
    issue: 'resistance',
    form: 'paraphrase',
  },
  {
    text: 'mcluhan u said electric media makes us tribal again right. so is twitter just tribes yelling at each other',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'My three-year-old niece swipes at paper magazines as if they were tablets. Is her brain literally wired differently from mine?',
    issue: 'children',
    also: ['medium-message'],
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just boomer panic, Media Prophet. every generation thinks the next one is ruined",
    issue: 'panic',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "Does scrolling through other people's perfect lives make us more envious than people used to be?",
    issue: 'performance',
    also: ['celebrity'],
    form: 'plain',
  },
  {
    text: 'Debord, you wrote all this in the sixties, before the internet. Why should we trust your theory about a world you never saw?',
    issue: 'less-human',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "I work as a content moderator and watch the worst of humanity eight hours a day through a screen. Some days I feel numb, like it's all just images. Is that numbness what the spectacle does to people?",
    issue: 'truth',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'how do i turn the volume up on this screen, can barely hear anything',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is hot and cool media still a useful idea when one phone does everything at once, Professor McLuhan?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Are influencers the new actors of the spectacle, or just people doing a job?',
    issue: 'celebrity',
    form: 'plain',
  },
  {
    text: "I'm blind, and screen readers gave me the internet, work, friends abroad. For me screens made life far more human. Where do I fit in your theory?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Does the multiverse theory have any actual evidence behind it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Tell me, you who wrote The Society of the Spectacle: is there any part of life left that isn't a commodity?",
    issue: 'profit',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'but what about books, arent they basically a screen too',
    issue: 'panic',
    also: ['medium-message'],
    form: 'plain',
  },
  {
    text: 'If everyone put their phones down tomorrow, would we actually talk to each other more?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'Is it ever right to break an unjust law?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would a digital detox fix anything, or is that just another product they sell us?',
    issue: 'resistance',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: 'McLoohan, are we the extensions of our phones now, rather than the other way round?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'ok brb gotta charge my phone, 3% left',
    issue: null,
    form: 'off-topic',
  },
];
