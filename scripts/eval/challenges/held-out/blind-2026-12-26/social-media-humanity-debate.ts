// The blind set of 2026-12-26 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are phones making us worse at being with each other?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "My daughter is 13 and spends six hours a day on TikTok. She says all her friends are there and I'm the weird one. Is she less human for it, or am I just old?",
    issue: 'less-human',
    also: ['panic', 'children'],
    form: 'paraphrase',
  },
  {
    text: "McLuhan, you said the medium is the message. So what's the message of an infinite scroll?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'ok so debord died in 94, how does he even know what instagram is lol',
    issue: null,
    addresses: 'debord',
    form: 'off-topic',
  },
  {
    text: 'is this app free or does it start charging after the first debate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Media prophet, didn't people say the same thing about novels, radio and TV? Why is this panic any different?",
    issue: 'panic',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Guy, when I post my holiday photos, am I living my holiday or staging it?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'i went to a concert last week and literally everyone was filming it instead of watching it. like hundreds of screens. were any of us actually there',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'The Canadian professor predicted the global village. Did it turn out to be a village or a mob?',
    issue: 'polarization',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Is loneliness going up because of screens or would it have gone up anyway?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "People are now having relationships with AI chatbots, some even say they're in love. Is that the end of something human or just a new version of it?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'How does a black hole lose mass through Hawking radiation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Debord what is the spectacle in plain English, no jargon please',
    issue: 'truth',
    also: ['performance'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'A friend of mine found out about her father\'s death from a Facebook post. Everyone commented "RIP" with emojis. Has grief become content?',
    issue: 'performance',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "that's just nostalgia though isn't it, every generation thinks the kids are ruined",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'Is an influencer a job, a performance or a product?',
    issue: 'celebrity',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: 'Marshall, you said every technology is an extension of man. What does a smartphone extend, and what does it amputate?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Can you be yourself online when an algorithm decides who gets to see you?',
    issue: 'performance',
    form: 'plain',
  },
  {
    text: 'Mr Situationist, your answer to all this was to wander around Paris with no plan. Is that seriously the cure for doomscrolling?',
    issue: 'resistance',
    also: ['addiction'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'my screen keeps freezing every time the other guy talks, is it my wifi or your server',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Some schools are banning phones completely now. Good idea, or are we just punishing kids for the world we built?',
    issue: 'children',
    form: 'paraphrase',
  },
  {
    text: "so you admit screens helped the Arab Spring and Black Lives Matter organise? that's pretty human to me",
    issue: 'less-human',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: "what's a decent monitor for working from home, my laptop screen is tiny",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Remote work means I see my colleagues only as little boxes on Zoom. I'm more productive but I feel like a ghost. Which one of you explains that better?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Was the French Revolution worth the Terror that came after it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does having every fact on Google make us dumber or free us to think about bigger things, McLuhan?',
    issue: 'attention',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'the french guy would hate this app wouldnt he. two AI philosophers on a screen performing a debate for me',
    issue: 'performance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "If I only feel I exist when someone likes my post, who's to blame, me or the platform?",
    issue: 'medium-message',
    also: ['performance'],
    form: 'plain',
  },
  {
    text: 'Are dating apps turning people into a menu?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Is there any good argument that God exists?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What would a healthy relationship with screens actually look like for an ordinary person with a job and kids?',
    issue: 'resistance',
    also: ['addiction'],
    form: 'plain',
  },
  {
    text: "Isn't the real problem advertising and not the screen itself, Debord?",
    issue: 'profit',
    also: ['medium-message'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "Grandpa only talks to us on video call since he moved to Spain. Without the screen he'd have nobody. Isn't that making him more human, not less?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Are memes a kind of d\u00e9tournement, hijacking the spectacle against itself?',
    issue: 'resistance',
    form: 'plain',
  },
  {
    text: 'Do we actually have free will if every decision is just neurons firing?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is a VR headset the final step, Mr McLoohan, when we won't even need the real world anymore?",
    issue: 'truth',
    also: ['less-human'],
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
    text: 'Mcluhan would you say tiktok is a hot or a cool medium',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "lol I'm typing this on the bus, sorry if it's messy. what time does this debate end?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do people feel less for a suffering child in a video than for one standing right in front of them?',
    issue: 'less-human',
    also: ['truth'],
    form: 'paraphrase',
  },
];
