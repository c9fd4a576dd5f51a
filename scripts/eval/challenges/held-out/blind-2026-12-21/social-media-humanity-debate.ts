// The blind set of 2026-12-21 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are phones making kids lonelier?',
    issue: 'connection',
    also: ['children'],
    form: 'plain',
  },
  {
    text: 'McLuhan, did you actually predict the internet, or do people just say that?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "My daughter is 12 and every friend in her class has a phone except her. She says she's left out of everything. Is keeping her offline protecting her humanity or just isolating her?",
    issue: 'children',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'debord ok so when i film a concert instead of watching it am i living or just making content',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "What does 'the medium is the message' mean for TikTok?",
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: "how do I make the text bigger on my screen, can't read the captions",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I video-call my grandmother in Lagos every Sunday. Without screens I'd barely know her. How is that making me less human?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "Guy, isn't the spectacle just a fancy name for entertainment? People have always liked shows.",
    issue: 'panic',
    also: ['truth'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'so basically the canadian guy thinks every gadget changes our brains? even a toaster?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Is doomscrolling at 2am a personal failing or something the apps are designed to do to us?',
    issue: 'addiction',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: "What's the actual difference between weather and climate?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a nurse and I use a screen for everything now, charting, monitoring, even talking to families. Somehow I spend less time looking at patients. Is that the screen's fault or the hospital's?",
    issue: 'medium-message',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'people fall in love with AI chatbots now. is that less human or just a new kind of human',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "Mr Global Village, where's the village? I don't even know my neighbours' names.",
    issue: 'connection',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "That's just nostalgia. People said the same thing about novels and radio.",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'Marshall, are video games a hot or a cool medium?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Did social media help the Arab Spring or ruin it?',
    issue: 'polarization',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'anyone know a good pizza place near central station',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Debord, you died in 1994. How can you say anything about Instagram?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Can someone be happy without any screen at all nowadays?',
    issue: 'resistance',
    also: ['less-human'],
    form: 'plain',
  },
  {
    text: 'The French situationist would probably tell me to go on a d\u00e9rive without my phone. Has anyone tried that, and does it actually change how you see a city?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "My brother posts every meal, every gym session, every sunset. He says it's a diary. I say it's a performance for strangers. Who's right?",
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Was Napoleon a liberator or a tyrant?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'is it bad that i check my phone before i even open my eyes properly',
    issue: 'addiction',
    form: 'paraphrase',
  },
  {
    text: "So you admit, McLuhan, that you didn't care whether a medium was good or bad?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Phone bans in schools: a good idea, or old people panicking?',
    issue: 'children',
    also: ['panic'],
    form: 'paraphrase',
  },
  {
    text: "For people with disabilities, screens opened up whole worlds of work and friendship. Doesn't that make them more human, not less?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'brb charging my phone, 3 percent lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "For the Marxist one: influencers sell us a life we can't have. Isn't that just advertising with a face?",
    issue: 'celebrity',
    also: ['profit'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Mcluhan you talked about tech as extensions of man. if my phone is an extension of me what happens when it breaks',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Can we ever know for sure that other people have minds like ours?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Which is worse, the screen itself or the companies that own it?',
    issue: 'profit',
    also: ['medium-message'],
    form: 'plain',
  },
  {
    text: 'But what about books? Reading is staring at a medium too, and nobody calls that inhuman.',
    issue: 'panic',
    also: ['medium-message'],
    form: 'plain',
  },
  {
    text: 'Question for the Media Prophet: did the printing press make people less human in 1500?',
    issue: 'panic',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'My boyfriend and I sit on the couch every night, each scrolling our own phone, laughing at different things. Are we even spending time together?',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'Remote work means I never see colleagues except as little squares. Is something human lost in that, or is it just different?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "Come on, Debord, you'd have had a killer Twitter account.",
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'is this app on android or just iphone',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are we becoming the products that the apps sell, Debord?',
    issue: 'profit',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'How does inflation actually hit people living on fixed incomes?',
    issue: null,
    form: 'off-topic',
  },
];
