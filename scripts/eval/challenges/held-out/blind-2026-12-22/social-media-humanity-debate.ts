// The blind set of 2026-12-22 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'are phones making us dumber or just different',
    issue: 'attention',
    also: ['panic'],
    form: 'plain',
  },
  {
    text: 'I have 900 friends on Instagram and nobody came to my birthday. Debord, is this what you meant?',
    issue: 'connection',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'McLuhan, you called it the global village. Villages also have gossip, mobs and witch hunts. Did you see that coming?',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'how do I turn on subtitles in this app',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandma lives in Manila and I'm in Toronto. We video call every Sunday and she watched my son take his first steps live. How is that making anyone less human?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'ok so like i check my phone before i even open my eyes properly in the morning. is that me or the phone',
    issue: 'addiction',
    also: ['medium-message'],
    form: 'paraphrase',
  },
  {
    text: "What does 'the medium is the message' actually mean? Like for TikTok specifically.",
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'Why do people film the whole concert instead of watching it?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'the french situationist guy, do you think memes are d\u00e9tournement or just more spectacle',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "What really started the First World War? It can't just be one assassination.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is falling in love through a dating app less real than meeting someone at a dance?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: "so you admit, Marshall, that you were cheering on the thing that's now eating our kids' attention",
    issue: 'attention',
    also: ['children'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Socrates complained that writing would ruin our memory. Isn't every generation just panicking about the new thing?",
    issue: 'panic',
    form: 'paraphrase',
  },
  {
    text: "My 11-year-old's school just banned phones and the teachers say the kids actually play outside at break again. Should the whole country do it?",
    issue: 'children',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'Guy Debord, what would you do with a smartphone if someone forced you to carry one?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'cracked my screen this morning, anyone know a cheap repair place',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Lots of lonely people now talk to AI companions every night. Is that someone becoming less human, or a lonely person finally getting some comfort?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "that's just old men yelling at clouds",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "Debbord the algorithm decides what i see what i buy who i vote for. is there any 'me' left",
    issue: 'less-human',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Media Prophet, would a livestream be hot or cool media?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "Why does seeing other people's holidays make me feel so bad about my own life?",
    issue: 'performance',
    also: ['connection'],
    form: 'plain',
  },
  {
    text: 'How does CRISPR actually cut DNA?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm deaf, and online groups were the first place I didn't feel alone. Please don't tell me screens made me less human.",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "Deepfakes mean I can't trust a video of the president anymore. Mr Spectacle, is this the spectacle eating itself?",
    issue: 'truth',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'come on, Situationist, people were lonely and vain long before Instagram',
    issue: 'panic',
    also: ['connection'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'i mean is a heart emoji a hug or not a hug',
    issue: 'connection',
    also: ['medium-message'],
    form: 'paraphrase',
  },
  {
    text: 'If I put on a VR headset and spend my evenings in a virtual world with my friends, am I less present than someone watching TV alone on the couch?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Mr McLuhan, if technology reshapes our nervous system, can we reshape it back?',
    issue: 'resistance',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'brb phone is at 3 percent',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Did the Big Bang have a cause, or does that question make no sense?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Debord, you died in '94, just before the web exploded. What do you think you'd make of YouTube?",
    issue: 'less-human',
    also: ['performance'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Influencers make real money selling a fake version of their lives. Is that a job or a symptom?',
    issue: 'celebrity',
    also: ['performance'],
    form: 'plain',
  },
  {
    text: 'Is doomscrolling the news at 2am a way of caring about the world or hiding from it, McLuhan?',
    issue: 'addiction',
    also: ['attention'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Is it wrong to lie to a friend to spare their feelings?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Canadian prophet: you popped out from behind a poster in Annie Hall. Does that make you the first meme?',
    issue: 'celebrity',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'so you think a protest organised on twitter is less real than one with flyers? the arab spring would like a word',
    issue: 'resistance',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Are we the users, or are we the product, Debord?',
    issue: 'profit',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'what time does this debate end, I have a bus at 7',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Working from home over Zoom for three years made me feel like a floating head. Did I lose something human, or am I just tired?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Marshal McLuhan: extension of man or amputation of man? which one is my phone',
    issue: 'medium-message',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'named',
  },
];
