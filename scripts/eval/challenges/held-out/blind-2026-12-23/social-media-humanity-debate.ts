// The blind set of 2026-12-23 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Do phones make people lonelier?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "At my cousin's wedding half the guests watched the vows through their phone screens so they could post them. Debord, were they even at the wedding?",
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'McLuhan what does the medium is the message actually mean, in normal words please',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'anyone know a cheap place to fix a cracked phone screen',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i spend like 6 hours a day on tiktok and i cant read a book anymore. is my brain broken or just rewired',
    issue: 'attention',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: "My grandma in Manila video calls me every Sunday. Without screens I'd barely know her. Isn't that making us more human, not less?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'The Situationist guy: what would you even do instead? Burn the phones?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "Is being 'authentic' online even possible?",
    issue: 'performance',
    form: 'plain',
  },
  {
    text: 'so you admit the global village turned out to be a giant comment section full of people yelling',
    issue: 'polarization',
    form: 'plain',
  },
  {
    text: 'Should the death penalty be abolished everywhere?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My friend has an AI girlfriend app and says she's happier than she's been in years. Is that sad or fine?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Marshall, you died before the internet took off. What makes you think you understand Instagram?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Schools in my country are banning phones in class. Good idea?',
    issue: 'children',
    also: ['attention'],
    form: 'paraphrase',
  },
  {
    text: 'Debord, is a meme a d\u00e9tournement or just more spectacle?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'is it gonna rain this weekend in chicago',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so like when i post a sunset am i enjoying it or advertising it',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Did people say the same thing about books and TV? Maybe every generation panics about new media.',
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'Guy, did you ever imagine people would be paid to live their lives on camera as influencers?',
    issue: 'celebrity',
    also: ['performance'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'The Canadian professor: is my smartphone an extension of my body, the way you said the wheel extends the foot?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'brb need to charge my phone, 3% lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I deleted Instagram for a month. First week I was anxious, by the end I was calmer but totally out of the loop with my friends. Did I gain something human or lose it?',
    issue: 'less-human',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: 'come on debord, you wrote a whole book complaining about images and now your quotes are on tote bags',
    issue: 'resistance',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Dating apps turned romance into shopping. Agree or disagree?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'but what about disabled people who can only socialise online? isnt the screen what makes them part of the world',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'How did the universe begin if there was nothing before the Big Bang?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is VR going to make reality feel boring, Mr Global Village?',
    issue: 'truth',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'My 4 year old throws a tantrum when we take the iPad away. Is she learning to be human through it or instead of it?',
    issue: 'children',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: 'Mcluhan would you call tiktok hot or cool media',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "During the Arab Spring people organised protests on Twitter and Facebook. Doesn't that prove screens can make us more political, not less?",
    issue: 'resistance',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Does filtering your face on Instagram change how you see yourself in the mirror?',
    issue: 'performance',
    also: ['truth'],
    form: 'paraphrase',
  },
  {
    text: "what's a good film to stream tonight?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Spectacle, is this debate app itself part of the problem?',
    issue: 'less-human',
    also: ['resistance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "that's just old men yelling at clouds, media prophet. kids are fine",
    issue: 'panic',
    also: ['children'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Is doomscrolling a moral failure or a design trap, Mr McLuhan?',
    issue: 'addiction',
    also: ['profit'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Someone at my work livestreamed their dad's funeral for relatives overseas. Some people were disgusted. Was it more human or less?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'What did Plato mean by justice in the Republic?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Debourd if algorithms decide what I see, am I still choosing anything?',
    issue: 'medium-message',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'can i switch the voices to female ones in settings?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Will our grandchildren even remember what it was like to be bored?',
    issue: 'attention',
    also: ['children'],
    form: 'plain',
  },
  {
    text: "Fake news spreads faster than the truth online. Is that the medium's fault or ours, McLuhan?",
    issue: 'truth',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
];
