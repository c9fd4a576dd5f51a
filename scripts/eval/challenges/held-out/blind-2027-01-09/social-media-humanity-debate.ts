// The blind set of 2027-01-09 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are phones making us lonelier?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "McLuhan, what does 'the medium is the message' actually mean? Every teacher quotes it and none of them explain it.",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'I went to a concert last week and basically everyone in front of me was filming it instead of watching it. I did it too, honestly. Were we even there?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'debord would hate tiktok right. like its literally the spectacle in your pocket',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'my screen keeps freezing every few seconds, is it the app or my wifi',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My daughter is 12 and all her friends have smartphones. If I say no she's left out of every group chat; if I say yes she's on it till 2am. What would you actually do, Marshall?",
    issue: 'children',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Isn't every generation scared of the new thing? People once said novels would rot young women's brains.",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'Mr Global Village, the village turned out to be full of trolls and angry mobs. Still happy with that prediction?',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "Can you be real friends with someone you've only met online?",
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'The Situationist says we quit living our lives and started posting them. Come on, I post like twice a year. Is he talking about me or just influencers?',
    issue: 'performance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "What's the best evidence that the universe had a beginning, and what was there before it?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My grandfather is 91 and video calls his great-grandkids in Australia every Sunday. He says the tablet gave him his family back. How is that making him less human?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'guy debord whats a detournement and can i do it with memes',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Does the algorithm know me better than I know myself?',
    issue: 'profit',
    form: 'plain',
  },
  {
    text: "I deleted Instagram for a month and felt calmer, but also weirdly invisible, like I didn't exist. Which feeling is the real me?",
    issue: 'performance',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: "Debord, be honest: you'd rather people were bored and disconnected than happy on their phones?",
    issue: 'less-human',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "what's everyone having for lunch? i'm thinking ramen",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are AI chatbot girlfriends the end of human relationships, or just a nicer kind of lonely?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Should schools ban phones completely?',
    issue: 'children',
    also: ['attention'],
    form: 'plain',
  },
  {
    text: 'The Canadian professor thinks new media change the wiring in our heads. Change it into what, exactly? Something worse?',
    issue: 'medium-message',
    also: ['attention'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'i mean humans always used tools, writing changed memory too, so why is a phone any different',
    issue: 'panic',
    also: ['medium-message'],
    form: 'plain',
  },
  {
    text: 'Is it morally OK to have kids given how bad climate change is going to get?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "During lockdown my whole life was on Zoom: work, birthdays, even my uncle's funeral. The funeral was the worst. Is there something a screen just can't carry?",
    issue: 'medium-message',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'McLoughan is TV hot or cool, i never got that part',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Are influencers workers, products, or both?',
    issue: 'celebrity',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: "The Arab Spring was organised on Facebook and Twitter. Doesn't that show screens can make us more political, not less human?",
    issue: 'less-human',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: "When I scroll for two hours and can't remember a single thing I saw, what exactly just happened to me?",
    issue: 'attention',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: 'anyone know a cheap place to fix a cracked phone screen?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is outrage addictive, and are the apps built to feed it? Debord, is that what you meant by spectacle?',
    issue: 'polarization',
    also: ['addiction'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "My teenage son says his online gaming friends are closer to him than anyone at school. He's never seen half of them in person. Should I be worried or jealous?",
    issue: 'connection',
    also: ['children'],
    form: 'paraphrase',
  },
  {
    text: "Question for the media prophet: what's a human anyway? If we keep changing with every tool, maybe there's no 'less' human, just different.",
    issue: 'less-human',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Why did the Ottoman Empire last so long and then fall apart so fast?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Hey Marshall, you died in 1980. How could you know anything about smartphones?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'but what about disabled people for whom the internet is the only way to have a social life',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'the french situationist dude would say my gym selfie is a commodity lol, is it tho',
    issue: 'profit',
    also: ['performance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'can i turn off the moderator? he keeps interrupting',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'People stage their holidays for photos, couples stage proposals for TikTok. At what point does life become the rehearsal and the post the real event?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Is reading on a Kindle the same as reading a book, McLuhan?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Wouldn't it be fairer to blame the tech companies, not the screens, Mr Debord?",
    issue: 'profit',
    also: ['medium-message'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'How does the immune system tell your own cells apart from a virus?',
    issue: null,
    form: 'off-topic',
  },
];
