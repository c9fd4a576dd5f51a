// The blind set of 2026-12-25 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are we lonelier now than before smartphones?',
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
    text: "At my sister's wedding half the guests watched the vows through their phones. Were they there or not?",
    issue: 'performance',
    also: ['attention'],
    form: 'paraphrase',
  },
  {
    text: 'my phone screen cracked, worth fixing or just get a new one',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Guy, if everything is spectacle, isn't this debate app spectacle too? You're an AI performing Debord for me.",
    issue: 'truth',
    also: ['performance'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'im 16 and honestly if im not on snap my friends just forget i exist. is that me being less human or is that just how friendship works now',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'The Canadian professor predicted a global village. Did he see the village would come with so many mobs and pitchforks?',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Was Napoleon a hero or a tyrant?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does posting about a cause count as actually doing something?',
    issue: 'resistance',
    also: ['performance'],
    form: 'plain',
  },
  {
    text: "During lockdown my grandfather, who's 88, learned to video call, and honestly it kept him going. Was that making him less human, Debord?",
    issue: 'connection',
    also: ['less-human'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'ok so like why do i feel worse after scrolling for an hour but i still do it every single night',
    issue: 'addiction',
    form: 'plain',
  },
  {
    text: "People panicked about novels, radio and TV too. Isn't this just the latest moral panic?",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'Debord, is an influencer a person or a product?',
    issue: 'celebrity',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'is it going to rain later? need to walk the dog',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Medium-is-the-message, if my phone extends my memory, what does it amputate?',
    issue: 'attention',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Jonathan Haidt says smartphones rewired childhood and caused the spike in teen anxiety. Does the evidence really back that up, or is it overblown?',
    issue: 'children',
    also: ['panic'],
    form: 'paraphrase',
  },
  {
    text: "My company runs on Slack and Zoom. I've never met half my team in person. Do I actually know them?",
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: "come on, the situationist just hated capitalism. what's that got to do with my instagram",
    issue: 'profit',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "What's the difference between a virus and a bacterium?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should schools ban phones?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: 'Marshall, is a screen hot or cool? I never got that distinction.',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Dating apps make me feel like I'm shopping for people and being shopped for. Is that the spectacle turning romance into goods?",
    issue: 'profit',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'but what about people with disabilities or in remote places where the internet is the only way to connect? are they less human for it?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Can you be authentic online at all, Mr Debord, or is every post a performance?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'brb, kettle',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Debore what would you tell people to actually do, just throw their phones in the river?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "Algorithms decide what millions of us see every morning. Who's really steering the conversation, us or the code?",
    issue: 'medium-message',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: 'The printing press changed how people thought too, right? So is the screen just another Gutenberg moment, McLuhan?',
    issue: 'medium-message',
    also: ['panic'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'What is the is-ought problem in ethics?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Memes that mock ads - is that the detournement you situationists invented, or did the internet just swallow it?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'i deleted instagram for a month and felt amazing for a week then super bored and kinda out of the loop. is bored better?',
    issue: 'resistance',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: 'Do AI companions count as relationships? A lot of lonely people rely on them.',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'honestly this app is kinda fun, is there a way to save the conversation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Does outrage spread faster online because we're worse people, or because the platforms profit from it?",
    issue: 'polarization',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: 'Question for the media prophet: is empathy shrinking now that we mostly see faces in little boxes?',
    issue: 'less-human',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Does the amount of evil in the world disprove a loving God?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so the french guy thinks we perform our lives for strangers. but humans always performed, at church, at parties, at court. what's actually new?",
    issue: 'performance',
    also: ['panic'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'My toddler can swipe an iPad before she can talk. Is her brain being wired differently, Mcluhan?',
    issue: 'children',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Is the problem the screen itself, or what the companies put on it?',
    issue: 'medium-message',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: 'You both died before the smartphone existed. Why should I trust your diagnosis of a world you never saw?',
    issue: 'less-human',
    form: 'plain',
  },
];
