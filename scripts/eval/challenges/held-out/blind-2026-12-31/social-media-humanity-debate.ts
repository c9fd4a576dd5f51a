// The blind set of 2026-12-31 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'are phones actually making us worse people or is this just old people panicking again',
    issue: 'less-human',
    also: ['panic'],
    form: 'plain',
  },
  {
    text: 'My 13-year-old niece has 900 followers and says she has no real friends. McLuhan, is this the global village you promised?',
    issue: 'connection',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'is there a dark mode for this app, the screen is blinding me at night',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Debord, when a protest goes viral and then turns into T-shirts and brand ads, is that what you called recuperation?',
    issue: 'resistance',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'People panicked about novels, then radio, then TV. Why would this time be any different?',
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "I video call my grandma in Manila every Sunday. Without a screen I wouldn't see her face at all. How is that less human?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "What's the difference between a virus and a bacterium?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Medium Is The Message, what message is TikTok sending if it isn't the videos?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'so you admit nobody actually looks at the sunset anymore, they just film it',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'I went to a concert and half the crowd watched it through their phones. Were they even there?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'can you fall in love with a chatbot and is that still love',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "Guy, is posting my dinner really so bad? It's how I share my life with friends who live far away.",
    issue: 'performance',
    also: ['connection'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'The French situationist would hate my job: I\'m a social media manager and I literally invent a "lifestyle" for a brand of yoghurt. Am I part of the problem?',
    issue: 'profit',
    also: ['performance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'brb grabbing a coffee',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'should kids be banned from smartphones at school like some countries are doing',
    issue: 'children',
    form: 'plain',
  },
  {
    text: 'Dating apps turned people into profiles you swipe through. Are we shopping for humans now?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'McLuhan, were you right that the medium changes us more than what it says? Because my attention span is gone.',
    issue: 'medium-message',
    also: ['attention'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Is being bored without a phone actually good for us?',
    issue: 'attention',
    form: 'plain',
  },
  {
    text: 'Was dropping the atomic bomb on Hiroshima justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just nostalgia debord, people were lonely and putting on a show in 1950 too",
    issue: 'panic',
    also: ['performance'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'When a war is livestreamed and we scroll past it between cat videos, what happens to our compassion?',
    issue: 'less-human',
    also: ['truth'],
    form: 'paraphrase',
  },
  {
    text: "A deaf friend of mine says online groups gave her a community she never had in her small town. Isn't that more human, not less?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'marshall what about vr headsets, is that the global village or just everyone alone in a box',
    issue: 'connection',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'My boss tracks my keystrokes while I work from home. Am I still a person to him or just a data point?',
    issue: 'less-human',
    also: ['profit'],
    form: 'paraphrase',
  },
  {
    text: "what's a good show to binge this weekend, nothing too dark",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Canadian professor said our tools become extensions of ourselves. Is my phone basically part of my body now?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Influencers sell a "real" life that\'s completely staged. Is the fake more believable than the real thing now?',
    issue: 'truth',
    also: ['celebrity'],
    form: 'paraphrase',
  },
  {
    text: 'um ok so is it the screen or the apps built to be addictive, like is the problem the tech or the buisness model',
    issue: 'medium-message',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: 'How do bees tell each other where the flowers are?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could AI-generated photos end the idea that seeing is believing, Debord?',
    issue: 'truth',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Debor, honestly what would you have me do, throw my phone in the river and wander around Paris with no plan?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'I deleted Instagram for a month. I felt lonelier at first and then weirdly happier. Which one was the real me?',
    issue: 'addiction',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Is a smartphone a hot medium or a cool one, McLuhan?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "My best friend died two years ago and her profile is still up. Every year the app reminds me it's her birthday, people still post on her wall, and sometimes I scroll back through her photos at 2am instead of sleeping. Part of me is grateful and part of me feels like the screen won't let her go. Is that helping me grieve like a human, or stopping me?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'can someone explain how i raise my hand to ask something',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But what about the spectacle guy's own books? Weren't those a medium he performed through too?",
    issue: 'medium-message',
    also: ['performance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Media prophet, are we becoming less human, or just human in a new way nobody has a word for yet?',
    issue: 'less-human',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'What did Kant mean by the categorical imperative?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'my mom spends 6 hours a day on facebook arguing with strangers about politics, is that screens or just my mom',
    issue: 'medium-message',
    also: ['polarization', 'addiction'],
    form: 'paraphrase',
  },
  {
    text: 'Will our grandkids think it was crazy that we stared at little glass rectangles all day, Mr McLuhan?',
    issue: 'addiction',
    also: ['panic'],
    addresses: 'mcluhan',
    form: 'named',
  },
];
