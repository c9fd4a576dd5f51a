// The blind set of 2026-12-14 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 82). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  { text: 'Are phones making us worse at talking to each other?', issue: 'connection', form: 'plain' },
  {
    text: "McLuhan, what does 'the medium is the message' mean for TikTok?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'ok so i spent 6 hours on my phone yesterday according to screen time and i cant remember a single thing i saw. is that normal',
    issue: 'attention',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: 'My sister films every concert she goes to and never actually watches the band. Is she living it or performing it?',
    issue: 'performance',
    form: 'paraphrase',
  },
  { text: 'my screen brightness is stuck on low, how do I fix it?', issue: null, form: 'off-topic' },
  {
    text: 'Debord, if you saw Instagram, would you say your book predicted it?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  { text: 'Is a friendship that only exists online a real friendship?', issue: 'connection', form: 'plain' },
  {
    text: 'During lockdown video calls were the only way I saw my grandad before he died. How can anyone say screens made us less human?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'the Canadian guy — is the global village actually a village or just a huge angry crowd?',
    issue: 'polarization',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  { text: 'Is the death penalty ever justified?', issue: null, form: 'off-topic' },
  {
    text: 'My kid is three and throws a tantrum when we take away the tablet. Are we rewiring her brain for good?',
    issue: 'children',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: 'guy debord what would you even do with a smartphone, throw it in the seine?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Are influencers the new spectacle, or just the new advertising?',
    issue: 'celebrity',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: 'Someone I know talks to an AI chatbot every night as if it were his girlfriend. Is that sad or is it just the next step?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  { text: "can i change the voice of the moderator? it's a bit robotic", issue: null, form: 'off-topic' },
  {
    text: "Isn't this exactly what people said about books, radio and TV? Every generation panics.",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'Marshall, are smartphones hot or cool media?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "At my cousin's funeral two people took selfies by the coffin. What happened to us?",
    issue: 'performance',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "The Situationist: what's a dérive, and can I do one with Google Maps in my pocket?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'is doomscrolling the news making people care more or just feel more helpless',
    issue: 'addiction',
    also: ['less-human'],
    form: 'plain',
  },
  { text: 'How did the Black Death change wages in Europe?', issue: null, form: 'off-topic' },
  {
    text: 'Dating apps turned my love life into shopping. Swipe, swipe, swipe. Is that less human or just more honest?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "Come on, McLuhan, you're describing the problem like a weather report. Aren't you supposed to tell us if it's good or bad?",
    issue: 'less-human',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'What does being human even mean here — eye contact? attention? boredom?',
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: "I'm deaf and texting changed my life; I can finally talk to anyone. Isn't that more human, not less?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Do memes count as a kind of resistance, like turning the spectacle against itself?',
    issue: 'resistance',
    form: 'plain',
  },
  {
    text: "what's a good show to binge this weekend? just finished everything",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Debbord you said we stopped living and started posting. so what, should I delete all my accounts tonight',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "The Arab Spring was organised on Facebook. Doesn't that show screens can make people freer?",
    issue: 'less-human',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'If kids grow up in VR headsets, will they still know what a forest smells like?',
    issue: 'children',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Is dark matter actually matter, or are we missing something in gravity?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My boss expects replies on Slack at 11pm. Is that the screen's fault, or my boss's?",
    issue: 'medium-message',
    form: 'paraphrase',
  },
  {
    text: "So you admit everything's a commodity now, even my friendships? Then who's selling me?",
    issue: 'profit',
    form: 'plain',
  },
  {
    text: 'Why does scrolling feel so good and so empty at the same time?',
    issue: 'addiction',
    form: 'plain',
  },
  {
    text: 'Are platforms designed to be addictive on purpose, McLuhan?',
    issue: 'addiction',
    also: ['profit'],
    addresses: 'mcluhan',
    form: 'named',
  },
  { text: "brb dinner's ready", issue: null, form: 'off-topic' },
  {
    text: 'Would a digital detox week actually change anything, or do I just come back worse?',
    issue: 'resistance',
    also: ['addiction'],
    form: 'plain',
  },
  { text: 'Is mathematics discovered or invented?', issue: null, form: 'off-topic' },
  {
    text: 'My teenage son says he feels lonelier with 800 followers than when he had three real friends. Where did that loneliness come from?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'If machines now write our posts for us, who is the spectacle even for anymore, Debord?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
];
