// The blind set of 2026-12-29 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are phones making us lonelier?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "At my cousin's wedding half the guests watched the vows through their phone screens so they could post them. Debord, is that exactly what you meant by the spectacle?",
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "McLuhan, if the medium is the message, what's the message of TikTok?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'honestly i feel more like myself in group chats than in real life is that bad',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'my phone screen is cracked, anyone know a cheap place to fix it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandma lives in Manila and I'm in Toronto. We video call every Sunday and she watched my daughter take her first steps live. How is that making us less human?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "Guy, you wrote all this in 1967 before the internet existed. Isn't it a bit much to claim you predicted Instagram?",
    issue: 'performance',
    also: ['truth'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Is posting your life the same as living it?',
    issue: 'performance',
    form: 'plain',
  },
  {
    text: "People panicked about novels, then radio, then TV. Isn't this just the same moral panic with a new gadget?",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'to the media prophet: did you actually see the internet coming or do people just say that',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'ok so my 12 year old gets anxious if she doesnt get enough likes on a photo like what do i even do',
    issue: 'children',
    form: 'paraphrase',
  },
  {
    text: "does this app have a dark mode? it's blinding me at night",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What does it even mean to be "less human"? Who sets the standard?',
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: 'A lot of people now chat to AI companions instead of friends. Is a relationship with a chatbot a relationship at all, Marshall?',
    issue: 'connection',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Debord, isn't it funny that your ideas mostly get shared as memes now?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Do screens kill our attention span or just train it differently, McLuhan?',
    issue: 'attention',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm autistic and online communities were the first place I ever felt understood. Please don't write that off as less human.",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "so the french guy thinks we're all just spectators of our own lives. cool. what's the alternative, throw my phone in the Seine?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Mcluhan said global village but it feels more like a global shouting match. what went wrong',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Is doomscrolling a habit or an addiction?',
    issue: 'addiction',
    form: 'plain',
  },
  {
    text: 'When my dad died, people who never once visited him in hospital posted "RIP" on his Facebook wall. Was that grief or performance?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'lol brb the cat just knocked a glass off the table',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'come on, nobody is "performing" when they post a picture of their lunch, they just like the lunch',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'If phones are an extension of our nervous system, is losing your phone a kind of amputation?',
    issue: 'medium-message',
    form: 'paraphrase',
  },
  {
    text: 'Would d\u00e9tournement even work today, when brands remix everything faster than artists can?',
    issue: 'resistance',
    form: 'plain',
  },
  {
    text: 'Is VR going to make this worse or better? Like what if my kids grow up in the metaverse?',
    issue: 'children',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Is there any real evidence that life once existed on Mars?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Professor McLuhan, were you optimistic about technology or just fascinated by it?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'but what about the Arab Spring? Twitter helped people actually topple dictators. Spectacle or not, that was real.',
    issue: 'resistance',
    form: 'paraphrase',
  },
  {
    text: 'Do influencers still have a real self, or just a brand?',
    issue: 'celebrity',
    also: ['performance'],
    form: 'plain',
  },
  {
    text: "Mr Debbord, you basically say we're all passive. but I make videos, I edit, I create. aren't I the opposite of a spectator?",
    issue: 'performance',
    also: ['resistance'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'I quit social media for a week on a retreat and felt calmer, but also totally cut off from my friends. Which feeling was the human one?',
    issue: 'connection',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'Was Napoleon a liberator of Europe or just another tyrant?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the situationist: who profits when we can't look away from the screen?",
    issue: 'profit',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'The Canadian keeps saying the medium changes us. Fine, but did the printing press make people less human too?',
    issue: 'panic',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Debord, are dating apps turning people into products on a shelf?',
    issue: 'profit',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'what time does this debate end? need to pick up my son at 6',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is working from home over Zoom making work more human or less?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'If the universe is deterministic, do we have free will?',
    issue: null,
    form: 'off-topic',
  },
];
