// The blind set of 2027-01-11 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is scrolling for three hours a night actually bad for me, or just a new way of relaxing?',
    issue: 'addiction',
    also: ['attention'],
    form: 'plain',
  },
  {
    text: "McLuhan, what did you mean by 'the medium is the message'? In normal words please.",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "My 7-year-old gets an iPad at dinner so we can eat in peace. My mother says we're raising a robot. Is she right, or is this just what every generation says about new stuff?",
    issue: 'children',
    also: ['panic'],
    form: 'paraphrase',
  },
  {
    text: 'debord ur quote is literally me at every concert filming instead of watching lol',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Did people say the same thing about novels and TV back in the day?',
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'To the Media Prophet: did you see the internet coming?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "I moved abroad for work and FaceTime is the only way my kids know their grandparents. Isn't that screens making us more human, not less?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "how do i make the screen brighter on this app, it's so dim",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Guy, if everything is a spectacle, isn't this debate a spectacle too?",
    issue: 'performance',
    also: ['truth'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Are online friends real friends?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'the situationist thing about drifting around the city - like should i just put my phone down and wander',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "My sister's an influencer. She spends six hours staging a 'spontaneous' breakfast photo. Is she living her life or selling it?",
    issue: 'performance',
    also: ['celebrity'],
    form: 'paraphrase',
  },
  {
    text: 'Marshall, is a hot medium or a cool medium worse for us - and which one is TikTok?',
    issue: 'medium-message',
    also: ['attention'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'What really caused the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What happens to people who fall in love with AI chatbots? Is that less human, or a new kind of human?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'So you admit, Debord, that capitalism did this, not the screens themselves?',
    issue: 'profit',
    also: ['medium-message'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Can a teenager today even be bored anymore, and does it matter?',
    issue: 'attention',
    also: ['children'],
    form: 'plain',
  },
  {
    text: 'The Canadian professor said the world would become a global village. Villages gossip, shame and gang up on people. Is that what he meant?',
    issue: 'polarization',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'i mean my attention span is basically gone, i cant read a book for more than ten minutes. is that permanent or can i fix it',
    issue: 'attention',
    also: ['addiction'],
    form: 'plain',
  },
  {
    text: "brb pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Schools near me are banning phones entirely. Good idea or moral panic?',
    issue: 'children',
    also: ['panic'],
    form: 'paraphrase',
  },
  {
    text: "That's just nostalgia, isn't it? People said writing would rot our memories too, Mr McLuhan.",
    issue: 'panic',
    also: ['attention'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Does the algorithm know me better than I know myself?',
    issue: 'profit',
    form: 'plain',
  },
  {
    text: 'When my dad died, hundreds of people left comments on his Facebook page. It helped, honestly, but part of it felt like a performance. Is online grief real grief?',
    issue: 'performance',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Is there any real chance of finding life on Mars?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Debord, you died in 1994, before smartphones even existed. Would Instagram have surprised you at all?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Would the French radical guy delete all his accounts, or use them to mock the system?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Spectacle guy, are hashtag protests real activism or just a show?',
    issue: 'resistance',
    also: ['performance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "Come on, for disabled people who can't easily leave the house, screens are a lifeline. Less human how?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "does this app work offline? i'm on the train and signal keeps dropping",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Debord, what's detournement, and do memes count as it?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "If we all wear VR headsets in twenty years, what's left of us, Professor McLuhan?",
    issue: 'less-human',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Why do I feel lonelier the more connected I am?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'Should the minimum wage be tied to inflation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'we went to the grand canyon and everyone was taking selfies with their back to it. like what are we doing',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Does working from home on Zoom make colleagues less human to each other?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'McLuan, you said we shape our tools and then our tools shape us. So what has the smartphone made of us?',
    issue: 'medium-message',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Did dating apps turn people into products, Debord?',
    issue: 'profit',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Does morality need God, or can atheists ground ethics just as well?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "what's a good phone case that doesn't make the phone huge",
    issue: null,
    form: 'off-topic',
  },
];
