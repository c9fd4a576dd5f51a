// The blind set of 2026-12-03 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 meant on the theme and 8 off it, then
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  { text: 'Are phones making us lonelier or just different?', issue: 'connection', form: 'plain' },
  {
    text: 'McLuhan, my screen time report says nine hours a day. Did I rewire myself or did someone do it to me?',
    issue: 'medium-message',
    also: ['profit'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'debord be honest you would have had a tiktok',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Prove that people were more human before the internet.',
    issue: 'less-human',
    also: ['panic'],
    form: 'plain',
  },
  {
    text: "My grandma lives in another country and I video call her every Sunday. Without that I'd never see her face. So how is that making me less human, Mr Situationist?",
    issue: 'less-human',
    also: ['connection'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Hey media prophet, you called it a global village. Villages have gossip and mobs. Is that what we got?',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  { text: 'Is posting your holiday photos living or performing?', issue: 'performance', form: 'plain' },
  { text: "so you admit it's not the phones, it's the people?", issue: 'medium-message', form: 'plain' },
  {
    text: 'But what about kids who get an iPad before they can even talk?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: 'Marshall MacLuhan, is my phone basically part of my body now? Because it feels like it.',
    issue: 'medium-message',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'named',
  },
  { text: 'What makes me the same person I was when I was five?', issue: null, form: 'off-topic' },
  { text: "What's the weather supposed to be like this weekend?", issue: null, form: 'off-topic' },
  { text: 'Okay I have to catch a bus, bye!', issue: null, form: 'off-topic' },
  {
    text: "I'm a nurse and at the end of a shift I just scroll for two hours. It's the only way I switch off. Is that really so bad?",
    issue: 'addiction',
    form: 'plain',
  },
  {
    text: "Guy Debored, weren't people putting on a show before Instagram too? Fancy clothes, church on Sunday, all that?",
    issue: 'performance',
    also: ['panic'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Do dating apps make love easier or turn people into products?',
    issue: 'connection',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: 'what about people who find their community online, like gay kids in small towns? the internet saved them',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "Can you really be friends with someone you've only met online?",
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "Mr Spectacle, isn't it a bit much to say we stopped living? I still go to work and cook dinner.",
    issue: 'performance',
    addresses: 'debord',
    form: 'epithet',
  },
  { text: 'Who made this app?', issue: null, form: 'off-topic' },
  {
    text: 'Is talking to an AI chatbot at night more human or less human than talking to nobody?',
    issue: 'less-human',
    also: ['connection'],
    form: 'plain',
  },
  {
    text: "My teenage son won't look up from his phone at dinner. I take it away and he's miserable. Who's right, me or him?",
    issue: 'children',
    also: ['addiction'],
    form: 'plain',
  },
  {
    text: 'McLuhan, if the medium is the message, what message is an endless vertical video feed sending?',
    issue: 'medium-message',
    also: ['attention'],
    addresses: 'mcluhan',
    form: 'named',
  },
  { text: 'Is it ever morally okay to lie?', issue: null, form: 'off-topic' },
  { text: 'Are influencers just the new celebrities or something worse?', issue: 'celebrity', form: 'plain' },
  {
    text: "I'm feeding my neighbour's cat this week and it got me wondering: do animals have moral rights like people do?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I went to a concert and everyone was filming instead of watching. Why do we do that?',
    issue: 'performance',
    form: 'plain',
  },
  {
    text: 'Is the problem the device itself or the companies designing it to be addictive?',
    issue: 'medium-message',
    also: ['addiction', 'profit'],
    form: 'plain',
  },
  {
    text: "I've got a genetic screening next week. Is it wrong to want to know your risks if there's nothing you can do about them?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Situationist guy, is there any way to use social media without becoming part of the show?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'mcluhen did u think it would get this bad',
    issue: 'panic',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Should kids under sixteen be banned from social media, like some countries are trying?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: 'When my dad died, hundreds of people commented on my post. It helped. Was that real comfort or just a performance of grief?',
    issue: 'connection',
    also: ['performance'],
    form: 'plain',
  },
  { text: 'Can you make the text bigger? I forgot my glasses.', issue: null, form: 'off-topic' },
  { text: 'Are we losing the ability to be bored?', issue: 'attention', form: 'plain' },
  {
    text: "Debord, you hate the spectacle, but you're literally on an app right now talking to me.",
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Does reading on a tablet change how we think compared to reading a paper book?',
    issue: 'medium-message',
    also: ['attention'],
    form: 'plain',
  },
  {
    text: 'I deleted Instagram for a month and felt better but also totally out of the loop. Which one is the real me?',
    issue: 'resistance',
    also: ['performance'],
    form: 'plain',
  },
  {
    text: 'Can anything actually be done about this or are we just stuck?',
    issue: 'resistance',
    form: 'plain',
  },
  {
    text: "Is being a 'content creator' a real job or just selling your life?",
    issue: 'performance',
    also: ['celebrity', 'profit'],
    form: 'plain',
  },
];
