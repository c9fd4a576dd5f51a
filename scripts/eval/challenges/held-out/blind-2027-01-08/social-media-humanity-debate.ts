// The blind set of 2027-01-08 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is scrolling on my phone in bed every night actually bad for me, or just a habit people like to moralise about?',
    issue: 'addiction',
    also: ['panic'],
    form: 'plain',
  },
  {
    text: "McLuhan, if the medium is the message, what's the message of TikTok?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "My grandmother in Lagos watches her great-grandkids grow up entirely on WhatsApp video. Without screens she'd barely know them. How is that making anyone less human?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "Debord, you'd have hated Instagram, right?",
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "ok so i literally filmed a whole concert last week and didn't watch any of it with my actual eyes. is that the spectacle thing",
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'my screen keeps freezing, is it my wifi or is the app struggling',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are teenagers more anxious because of phones, or are phones just the easy thing to blame?',
    issue: 'children',
    also: ['panic'],
    form: 'plain',
  },
  {
    text: "The Canadian guy basically predicted the internet in the sixties, didn't he? So what did he get wrong?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "I'm a primary teacher and our school just banned phones. Kids talk at lunch again, but they also miss the group chats where everything happens. Did we make them more human or just more left out?",
    issue: 'children',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "Isn't every generation scared of the new thing? Socrates thought writing would rot our memory.",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "so you admit, Guy, that you wrote a book about everything being fake and now it's a cool thing to carry around on a tote bag",
    issue: 'resistance',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Can you actually make real friends online?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'Marshall, is the "global village" more like a village square or a village mob with pitchforks?',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Should the voting age be lowered to 16?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My sister runs a lifestyle account with 200k followers. She's anxious all the time and says her real life is just content now. Is she still living, or performing?",
    issue: 'performance',
    also: ['celebrity'],
    form: 'paraphrase',
  },
  {
    text: 'what about people who are disabled or housebound, for them online is the whole social life. dont they count',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'If I fall in love with an AI chatbot, is that less human, or a new kind of human?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "Mr Situationist, is there anything we could do that the spectacle can't turn into a product?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "Algorithms decide what news I see. Who's really doing the thinking here, me or the feed?",
    issue: 'attention',
    also: ['truth'],
    form: 'plain',
  },
  {
    text: 'lol the moderator sounds exactly like my old geography teacher',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'McLuhan, you said every new tool extends us and cuts something off. What does the smartphone cut off?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Dating apps turned romance into shopping. Agree or not?',
    issue: 'connection',
    also: ['profit'],
    form: 'paraphrase',
  },
  {
    text: 'The French one keeps saying "spectacle" - what does that actually mean for someone who just likes watching football?',
    issue: 'truth',
    also: ['performance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Was Napoleon a liberator or just another tyrant with better propaganda?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'come on, people were lonely long before Facebook',
    issue: 'connection',
    also: ['panic'],
    form: 'plain',
  },
  {
    text: 'When we lost the internet for three days in a storm last winter, my family played cards and talked. It was lovely, and by day four we were all desperate to get back online. What does that say about us?',
    issue: 'addiction',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Macluhan do you think VR headsets are the next step of evolution or just a fancy blindfold',
    issue: 'medium-message',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Debord, are influencers the new priests?',
    issue: 'celebrity',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "I'm a software developer and my job is literally to make people stay on the app longer. My bonus depends on it. Should I be quitting?",
    issue: 'profit',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'can I download this debate afterwards as a podcast?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is there such a thing as objective beauty in art, or is it all taste?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Debord, you and your friends wandered Paris with no plan to escape the everyday. Would that even work today with Google Maps in my pocket?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "that's just nostalgia dressed up as philosophy",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "What's the actual evidence that dark matter exists and isn't just a mistake in our equations?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Did the printing press make people less human too? You'd know, McLuhan.",
    issue: 'panic',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'the media prophet thinks technology just changes us, never makes us worse. isnt that a bit of a cop-out',
    issue: 'less-human',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "Parents post every moment of their kids' lives online before the kids can even say no. Is that love, or the show coming home?",
    issue: 'children',
    also: ['performance'],
    form: 'paraphrase',
  },
  {
    text: "gotta run, pizza's here, will catch the end on replay",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Professor Media-Is-The-Message, is being human even something fixed, or has it always changed with our tools?',
    issue: 'less-human',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "Protesters in Tunisia and Egypt organised on Facebook, and dictators fell. Doesn't that prove screens can wake people up, Guy?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
];
