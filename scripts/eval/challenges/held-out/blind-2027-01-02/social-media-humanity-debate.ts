// The blind set of 2027-01-02 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are screens making us lonelier, or were we lonely already and now we can just see it?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "My 13 year old daughter spends six hours a day on TikTok and barely talks at dinner. When I take the phone away she says I'm cutting her off from her friends. Who's right, me or her?",
    issue: 'children',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "McLuhan, what did you actually mean by 'the medium is the message'? Sounds like a fortune cookie.",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'In ethics, is it ever acceptable to lie to protect someone you love?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'debord would hate instagram right',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "During lockdown my grandmother saw her great-grandson's first steps over FaceTime. She cried for an hour. How is that making anyone less human?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'hang on my cat just walked across the keyboard',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is posting a sunset photo a way of living the moment or of losing it?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'ok so like the situationist guy, what would he even do about it? throw his phone in the seine?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'People said the same thing about novels, radio and television. Why is this time any different?',
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'Guy, your book came out in 1967. Before the internet. How can it possibly describe Instagram?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'If I fall in love with an AI chatbot, is that still human love?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "Totally different question: what's the strongest argument for a universal basic income?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Global Village, the village turned out to be full of trolls and gossip. Did you see that coming?',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "I'm autistic and honestly most of my real friendships happened online. Face to face is exhausting for me. So when people say screens make us less human, whose humanity are they talking about?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'what is a hot medium vs a cool medium and is tiktok hot or cool',
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'Do algorithms know me better than I know myself, Debord?',
    issue: 'profit',
    also: ['less-human'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "At a concert last month I couldn't see the band because everyone was holding up their phone to film. Half of them will never watch that video again. Debord, is that what you meant by the spectacle?",
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "that's just a boomer complaint dressed up in French theory",
    issue: 'panic',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'my phone battery is at 3%, will I lose the debate if it dies?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is doomscrolling a choice or an addiction?',
    issue: 'addiction',
    form: 'plain',
  },
  {
    text: "so you admit the Arab Spring couldn't have happened without Twitter? doesn't that count as screens making us more political, more human even?",
    issue: 'less-human',
    form: 'paraphrase',
  },
  {
    text: 'Marshall, you said media are extensions of man. If my phone is an extension of my brain, what happens to me when I lose it on the bus?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Influencers sell their whole lives as content. Isn't that just a job like any other?",
    issue: 'celebrity',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: 'Did the Big Bang have a cause, or is that question meaningless because time began with it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What happens to kids who grow up with an iPad instead of a sandbox?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: "my boyfriend checks his phone literally while we're kissing. im not even joking. is that the spectacle thing or is he just rude",
    issue: 'connection',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: 'Will VR headsets make this worse, or will they finally make online life feel real, Mcluhan?',
    issue: 'less-human',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Question for the Canadian: would you still be optimistic about technology if you saw Twitter today?',
    issue: 'polarization',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'If fake news spreads faster than the truth online, can a society still think together?',
    issue: 'truth',
    also: ['polarization'],
    form: 'plain',
  },
  {
    text: "anyone else listening from Lisbon? it's pouring here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Parents post every moment of their baby's life online. That child never agreed to be a public figure. Is that a new kind of harm?",
    issue: 'children',
    also: ['performance'],
    form: 'paraphrase',
  },
  {
    text: "Debord, what's d\u00e9tournement, and could memes count as an example of it?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "come on, humans have always performed for each other. what's a wedding if not a show for strangers",
    issue: 'performance',
    also: ['panic'],
    form: 'paraphrase',
  },
  {
    text: 'Does being on Zoom all day for work change who we are as people, or just where we sit?',
    issue: 'medium-message',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Was Napoleon a liberator who spread the rights of man, or just a tyrant with good PR?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it more human to sit alone reading a book or to chat with ten friends on WhatsApp?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'How would the French radical feel about people selling his quotes on Instagram tote bags?',
    issue: 'profit',
    also: ['resistance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "can I slow the moderator's voice down? she talks really fast",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'McLuhan, did the smartphone finally finish off typographic man?',
    issue: 'attention',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
];
