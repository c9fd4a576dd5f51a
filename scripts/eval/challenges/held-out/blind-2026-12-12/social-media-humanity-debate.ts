// The blind set of 2026-12-12 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 81). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are phones actually making us lonelier, or is that just what old people say?',
    issue: 'connection',
    also: ['panic'],
    form: 'plain',
  },
  {
    text: "McLuhan, you said the medium is the message. So what's the message of TikTok?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Last summer in Lisbon I realised I'd spent the whole sunset framing it for my story. I don't even remember how it felt. Did I actually see it?",
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: "can I switch to typing instead of talking? I'm on a packed train",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'debord would hate influencers right? like theyre literally selling their lives',
    issue: 'celebrity',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "My nan is 91 and FaceTimes her great-grandkids in Australia every Sunday. Screens gave her back her family. Isn't that making her more human, not less?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "What does 'less human' even mean? Less empathy? Less attention? Less bored?",
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: 'The media prophet guy predicted the internet decades early. Did he see the bad parts coming too?',
    issue: 'less-human',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Guy, what would a situationist actually do with a smartphone? Throw it in the Seine?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly after surviving so much?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'People panicked about novels, then radio, then TV. Why is this time any different?',
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'ok so i checked and my screen time was 9 hours yesterdya. 9. is that bad or is that just life now',
    issue: 'addiction',
    form: 'paraphrase',
  },
  {
    text: "Dating apps turned my love life into a catalogue. I swipe on people like I'm shopping for shoes. Is that on me, or on the app?",
    issue: 'medium-message',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'So you admit the global village is just a village where everyone gossips and nobody is a neighbour, Marshall?',
    issue: 'connection',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Can you have a real friendship with someone you've never met offline?",
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "what's a screen protector that actually survives being dropped? I've cracked three this year",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Some countries are banning social media for under-16s. Good idea, or are we just punishing kids for our own habits?',
    issue: 'children',
    form: 'paraphrase',
  },
  {
    text: "The Frenchman thinks posting has replaced living. But for a lot of us posting IS part of living now, isn't it?",
    issue: 'performance',
    addresses: 'debord',
    form: 'epithet',
  },
  { text: 'whats the spectacle in plain english', issue: 'performance', also: ['truth'], form: 'plain' },
  {
    text: 'Everyone at concerts films the whole thing on their phones and never watches it back. Who are they filming it for, Debord?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'McLuhan called media extensions of ourselves. If my phone is an extension of me, is losing it like losing a limb?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Online organising got people into the streets during the Arab Spring. Doesn't that prove screens can wake us up instead of numbing us, Mr Situationist?",
    issue: 'resistance',
    also: ['less-human'],
    addresses: 'debord',
    form: 'epithet',
  },
  { text: 'Is nuclear power the best answer we have to climate change?', issue: null, form: 'off-topic' },
  {
    text: 'i teach year 8 and half of them cant sit through a ten minute story without fidgeting. is that the screens or is that just being 13',
    issue: 'attention',
    also: ['children'],
    form: 'paraphrase',
  },
  {
    text: 'Are algorithms deciding what I think now, Debor?',
    issue: 'polarization',
    also: ['truth', 'profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "come on mcluhan, 'hot' and 'cool' media? where does a three hour youtube video essay even go in that",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "My brother is deaf, and group chats are the first place he's ever kept up with every conversation. How does the critic of the spectacle account for people like him?",
    issue: 'less-human',
    also: ['connection'],
    addresses: 'debord',
    form: 'epithet',
  },
  { text: 'sorry, was on mute for like five minutes, what did I miss', issue: null, form: 'off-topic' },
  {
    text: "Isn't performing just human? We always dressed up for church and weddings. Instagram is just a bigger church.",
    issue: 'performance',
    form: 'plain',
  },
  {
    text: "That's just nostalgia, Debord. Every generation thinks the one before lived more authentically.",
    issue: 'panic',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'What would you two make of AI girlfriends? Is that the end point - a screen that loves you back?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "Memes take ads and twist them into jokes. Isn't that exactly the détournement the Situationists wanted?",
    issue: 'resistance',
    form: 'paraphrase',
  },
  {
    text: 'If every thought I have is just neurons firing by physical law, do I really have free will?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does doomscrolling the news make us care more about the world, or just go numb to it?',
    issue: 'less-human',
    also: ['truth'],
    form: 'plain',
  },
  {
    text: 'The Canadian professor from the sixties - did he think we could steer the media, or that it steers us?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Why do I feel more anxious after twenty minutes on Instagram even when nothing bad happened, MacLuhan?',
    issue: 'medium-message',
    also: ['addiction'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'does anyone know a nice village near York for a weekend away, somewhere with a proper pub?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If I delete all my apps tomorrow, will I get my attention span back, or is the damage already done?',
    issue: 'attention',
    also: ['resistance'],
    form: 'plain',
  },
  { text: "Is it ever morally okay to lie to spare someone's feelings?", issue: null, form: 'off-topic' },
  {
    text: "Debord, was there ever a time when people weren't watching a show of their own lives? Kings and their courts were pretty theatrical.",
    issue: 'performance',
    also: ['panic'],
    addresses: 'debord',
    form: 'named',
  },
];
