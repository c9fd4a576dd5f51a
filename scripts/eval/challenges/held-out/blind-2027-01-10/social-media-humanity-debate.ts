// The blind set of 2027-01-10 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: "Didn't people say exactly the same thing about books and TV?",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "My grandmother lives in Manila and I'm in Toronto. We video call every Sunday, and she watched my daughter take her first steps live. How is that making us less human?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "McLuhan, what does 'the medium is the message' actually mean for someone scrolling TikTok at 2am?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'debord be real did you predict instagram or what',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Is there wifi at the venue tonight or do I need to use my data?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I went to a concert last week and half the crowd watched the whole thing through their phones. I did too, honestly. Were we even there?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Can a friendship that only exists online be a real friendship?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'the canadian guy seems weirdly optimistic about all this. is he?',
    issue: 'less-human',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "Question for the professor from Toronto: kids get a phone at nine now. What does that do to a brain that's still growing?",
    issue: 'children',
    also: ['attention'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'ok so i deleted instagram for a month and felt better but also kind of lonely and out of the loop. which one is the real me',
    issue: 'connection',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: "Guy, isn't complaining about the spectacle also a spectacle once you post it online?",
    issue: 'resistance',
    also: ['performance'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'What time does the supermarket close today?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marshal, you said the global village would bring us together. Everyone I know is more divided than ever.',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Are those AI chatbots that act like your girlfriend making lonely people lonelier?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: "What's a dérive, and could I do one in my town on Saturday?",
    issue: 'resistance',
    form: 'plain',
  },
  {
    text: "People organised the Arab Spring protests on Facebook and Twitter. Doesn't that show screens can make us more political, not less human?",
    issue: 'less-human',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'i have 4000 followers and like 3 people i could actually call if my car broke down lol is that normal',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: "Socrates worried that writing would destroy memory. Wasn't he just wrong, and aren't we repeating his panic?",
    issue: 'panic',
    also: ['attention'],
    form: 'paraphrase',
  },
  {
    text: "To the French situationist guy: is there anything left that hasn't been turned into content?",
    issue: 'performance',
    also: ['profit'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Does endless scrolling actually shrink how long we can concentrate, or is that a myth?',
    issue: 'attention',
    form: 'plain',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I work in marketing and my whole job is making people feel they're missing out. Debord, am I the villain here?",
    issue: 'profit',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "that's just boomer nostalgia though. people have always found new ways to waste time",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'McLuhan, would you call virtual reality hot or cool?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Is consciousness just what the brain does, or something more?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Deepfakes mean I can't trust any video anymore. If we can't believe what we see, what happens to us?",
    issue: 'truth',
    form: 'paraphrase',
  },
  {
    text: "My teenager says her real life is online and school is the fake part. I don't even know how to argue with that. Should I?",
    issue: 'children',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Do dating apps turn people into products?',
    issue: 'profit',
    also: ['connection'],
    form: 'plain',
  },
  {
    text: 'Debord, is the spectacle basically just the algorithm now?',
    issue: 'profit',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'During lockdown the only thing that kept me sane was Zoom quizzes with my friends. So were screens making me less human then, or keeping me human?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'how do i turn the subtitles on in this thing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How does the moon cause the tides?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Will there be anything human left once everyone has a chip in their head, mcluhan?',
    issue: 'less-human',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Are we more human when we're bored?",
    issue: 'less-human',
    also: ['attention'],
    form: 'plain',
  },
  {
    text: "Before smartphones I called my mum every week. Now I see her stories daily and we barely talk. Is watching someone's life the same as sharing it, Guy Debord?",
    issue: 'connection',
    also: ['performance'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'To the Media Prophet: what would you tell a parent who wants to ban screens from the house completely?',
    issue: 'children',
    also: ['resistance'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Honestly the people I see being cruel in the comments are way nicer face to face. Does the screen switch off empathy, McLuhan?',
    issue: 'medium-message',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "brb phone's dying lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it ethical to eat meat?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Apps track where I go, what I buy, how long I look at a photo. Is being watched all the time the thing that makes us less human, more than the screens themselves?',
    issue: 'profit',
    also: ['less-human'],
    form: 'paraphrase',
  },
];
