// The blind set of 2027-01-07 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is my phone making me worse at talking to people face to face?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "McLuhan, you said the medium is the message. So what's TikTok's message if the videos themselves don't matter?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'my screen keeps freezing, is it my wifi or the app?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Last summer I spent an entire concert filming it. I've never watched the videos since. Did I even go?",
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: "Debord, influencers sell their whole lives as content. Isn't that your spectacle made literal?",
    issue: 'celebrity',
    also: ['performance'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'my grandma facetimes us every sunday from portugal. how is that making anyone less human',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Parents hand toddlers tablets in restaurants now. What happens to a generation raised like that?',
    issue: 'children',
    form: 'paraphrase',
  },
  {
    text: "People said the same about television, radio, even novels. Isn't this just the latest moral panic?",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "What's the strongest argument for the existence of God?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is a friendship that only exists online a real friendship?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'Marshall, the global village turned out to be full of angry villagers. Did you see that coming?',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Guy, your lot tried to escape the spectacle in 1968 and now their slogans are printed on tote bags. Can anyone escape it?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "I'm on a dating app and everyone's profile looks like an advert. Are we just shopping for people now?",
    issue: 'performance',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'hold on grabbing a coffee',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so serious q. i check my phone like 150 times a day and i hate it. is that a me problem or a design problem',
    issue: 'addiction',
    also: ['profit'],
    form: 'paraphrase',
  },
  {
    text: 'Can a chatbot companion actually be company, or does needing one say something sad about us?',
    issue: 'connection',
    also: ['less-human'],
    form: 'plain',
  },
  {
    text: 'The Canadian guy: if screens are extensions of our nervous system, what gets amputated?',
    issue: 'medium-message',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'What would the French Situationist say about people posting their protests more than actually protesting?',
    issue: 'performance',
    also: ['resistance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Why did the Roman Republic turn into an empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does reading on a Kindle do anything different to the mind than a paper book?',
    issue: 'medium-message',
    also: ['attention'],
    form: 'plain',
  },
  {
    text: "So you admit, McLuhan, you can't even say whether the change is good or bad?",
    issue: 'medium-message',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "When I travel I pick places that'll look good on Instagram. Whose holiday is it, mine or my followers'?",
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Are we losing the ability to be bored?',
    issue: 'attention',
    form: 'plain',
  },
  {
    text: 'does anyone know a good place to fix a cracked phone screen in Leeds',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean what does less human even mean. humans always used tools, writing was kind of a screen too',
    issue: 'less-human',
    also: ['panic'],
    form: 'plain',
  },
  {
    text: 'Debbord do you think a digital detox weekend actually helps or is it just another product to buy',
    issue: 'resistance',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'During lockdown Zoom kept my whole team going. Was that a loss of humanity or the thing that saved it?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "Some autistic kids communicate far better through a screen than in person. Doesn't that complicate the story?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Is it wrong to break a promise made to someone who has since died?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If I put on a VR headset and spend all day in a virtual world that makes me happy, what exactly is wrong with that?',
    issue: 'less-human',
    form: 'paraphrase',
  },
  {
    text: "Come on, Debord, you'd have had a Twitter account and you'd have loved the fights.",
    issue: 'resistance',
    also: ['polarization'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Do algorithms that choose what I see take away my ability to think for myself?',
    issue: 'attention',
    also: ['polarization'],
    form: 'plain',
  },
  {
    text: 'Phones at the dinner table: should families just ban them?',
    issue: 'resistance',
    also: ['children'],
    form: 'plain',
  },
  {
    text: 'who would win in a fight, these two or the free will guys lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Global Village, is scrolling memes all evening just a return to tribal gossip around the fire?',
    issue: 'medium-message',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "How do you explain the rise in teenage anxiety since smartphones arrived, if screens aren't doing something to us?",
    issue: 'children',
    form: 'plain',
  },
  {
    text: 'I doomscroll the news every night and feel informed, but I never actually do anything about it. Is that the spectacle, watching instead of living?',
    issue: 'performance',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: 'How does inflation actually happen when central banks print money?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Honestly, would either of you own a smartphone today?',
    issue: 'resistance',
    form: 'plain',
  },
  {
    text: 'Does it matter that tech companies earn money from every minute of my attention?',
    issue: 'profit',
    form: 'plain',
  },
];
