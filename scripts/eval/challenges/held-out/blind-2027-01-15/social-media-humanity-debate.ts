// The blind set of 2027-01-15 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are people actually lonelier now than before smartphones?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "My fourteen-year-old daughter spends five hours a day on TikTok and says it's how she keeps her friends. Taking the phone away feels like cutting her off from her whole social life. What would you two tell a parent like me?",
    issue: 'children',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "McLuhan, you died before the internet. Would you still be excited about the global village if you'd seen Twitter?",
    issue: 'polarization',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'debord u would HATE instagram right',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'my phone screen cracked yesterday, is it worth repairing or should i just get a new one',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I went to a concert last month and half the crowd was filming instead of watching. I did it too. Why do we do that?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: "What does 'the medium is the message' actually mean?",
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: "My grandma lives alone in Manila and video-calls us every Sunday. Without screens she'd barely know her great-grandkids. Doesn't that make her more connected, not less human?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'ok so like is doomscrolling at 2am a moral failing or is the app just designed to do that to me',
    issue: 'addiction',
    also: ['profit'],
    form: 'paraphrase',
  },
  {
    text: "Question for the Situationist: if everything is spectacle, isn't this live debate app a spectacle too?",
    issue: 'truth',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "Every generation panics about new tech. People said novels rotted young minds, then radio, then TV. Isn't this the same moral panic again?",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "is there a way to make the text bigger on this app? i can't read the subtitles",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can an AI chatbot be a real friend?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Marshall, are we the tools now and the phones the users?',
    issue: 'medium-message',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'ok Guy, but people were already performing their lives before the internet, on TV and in ads. so screens didnt really change anything did they',
    issue: 'performance',
    also: ['panic', 'medium-message'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Dating apps: I swipe through two hundred faces a night and feel nothing. Did they make love more efficient or less human?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'the Canadian guy seems weirdly optimistic about all this, why',
    issue: 'less-human',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Why did the Soviet Union collapse so suddenly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Media prophet, is my attention span actually shorter, or do I just think so because everyone says it is?',
    issue: 'attention',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Protesters in Tunisia and Egypt organised on Facebook in 2011. That looks like screens making people more political and alive. Debord, does that count for nothing?',
    issue: 'resistance',
    also: ['less-human'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "What's a spectacle in Debord's sense? Is it just TV?",
    issue: 'truth',
    also: ['performance'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "im a content creator and honestly my 'authentic' morning routine takes 3 hours to film. am i lying to people or is everyone in on it",
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Is the universe infinite, or does it have an edge somewhere?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Medium is the Message, what message is TikTok sending, in one sentence?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'anyone watching the match tonight? who do you think wins',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'During lockdown my whole family lived on Zoom. It kept us sane, but afterwards nobody wanted to meet in person anymore. Which of you explains that better?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: "what does it even mean to be 'human'? maybe screens are just the newest thing humans do",
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: "Debord, you'd say memes are the spectacle eating itself, but aren't memes kind of détournement, turning the images against their owners?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "What's the strongest argument for the existence of God?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is a digital detox the answer, or just another product to sell me, McLuhan?',
    issue: 'resistance',
    also: ['profit'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Teen depression went up around 2012 when smartphones spread. Is that proof, or just a coincidence people love to repeat?',
    issue: 'children',
    also: ['panic'],
    form: 'paraphrase',
  },
  {
    text: "didn't the French guy die in the 90s? would he have seen any of this coming",
    issue: 'less-human',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Is nuclear power actually safe, or are we underestimating the waste problem?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, you can't blame the phone. people choose to scroll, nobody's forcing them",
    issue: 'medium-message',
    also: ['addiction'],
    form: 'plain',
  },
  {
    text: "Remote work means I haven't met my coworkers in person in two years. We talk all day on Slack. Are they real colleagues or avatars?",
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'Macluhan, is VR going to be the next big extension of the body, the way the wheel extended the foot?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'My friend posted a selfie at a funeral. People were furious. Is that just a new way of grieving, or has something broken?',
    issue: 'performance',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "brb, laptop's at 2%",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does posting about a cause actually help, or is it just buying the image of caring, Debord?',
    issue: 'resistance',
    also: ['performance'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Big platforms know more about my habits than my own wife does. Is that a loss of humanity or just a loss of privacy?',
    issue: 'profit',
    also: ['less-human'],
    form: 'paraphrase',
  },
];
