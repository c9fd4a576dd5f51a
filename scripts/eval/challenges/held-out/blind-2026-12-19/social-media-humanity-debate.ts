// The blind set of 2026-12-19 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are kids who grow up on tablets going to be worse at reading faces?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: 'I went to a concert last week and half the crowd watched it through their phones. Were they even there?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: "McLuhan, you said the medium is the message. So what's the message of TikTok, exactly?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Debord, I post my holidays mostly so people see them. Am I living or performing? Genuinely asking.',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'how do I mute myself, my dog is barking',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "People once complained that writing would ruin memory and that novels would rot young minds. Isn't this the same panic again?",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'ok so i have like 900 friends online and nobody to help me move house. explain that',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'My grandad lives in another country and video calls are the only way he sees his great-granddaughter. How is that making anyone less human?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'the Canadian guy basically predicted the internet in the sixties right? did he think it would end well',
    issue: 'less-human',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Is an AI girlfriend a relationship or a very clever mirror?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "Anyone else's screen freezing? The video keeps stuttering on my end",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Guy, what would you say to someone who turns your own ideas into a viral meme for likes?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "Does it matter if we're less human, as long as we're happier?",
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: "During the protests in my city we organised everything on Telegram. Screens brought thousands of us onto the same street. Doesn't that count against the spectacle theory?",
    issue: 'connection',
    also: ['resistance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Marshal McLuhan, is the phone an extension of us or are we an extension of the phone?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "What's the strongest argument for the existence of God?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do beauty filters change how girls see their real faces?',
    issue: 'truth',
    also: ['children'],
    form: 'plain',
  },
  {
    text: "that's just old men yelling at clouds, come on. every generation thinks the new thing is the end of the world",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "I'm a nurse and I've seen people film an accident instead of calling for help. When did watching become more natural than helping?",
    issue: 'less-human',
    also: ['performance'],
    form: 'paraphrase',
  },
  {
    text: "What does 'human' even mean here: feeling, attention, touching each other?",
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: 'Mr Spectacle, if everything is a show, is this debate app a show too?',
    issue: 'performance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Is nuclear power actually safer than people think?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the prophet: can someone be lonely in a global village?',
    issue: 'connection',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Debord, dating apps turned finding love into scrolling a catalogue. Is romance now just another commodity?',
    issue: 'profit',
    also: ['connection'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'i check my phone like 150 times a day and i hate it but i cant stop. is that my fault or the design, debord',
    issue: 'addiction',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'So you admit, McLuhan, that you never cared whether the changes were good or bad, only that they happened?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Would a month of digital detox actually change who I am, or would I just be bored?',
    issue: 'resistance',
    also: ['addiction'],
    form: 'plain',
  },
  {
    text: 'gonna grab a coffee, back in 5',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do the algorithms know us better than our friends do? And if so, which one is the more human?',
    issue: 'less-human',
    also: ['connection'],
    form: 'plain',
  },
  {
    text: "During lockdown my whole life happened on Zoom: school, birthdays, even my aunt's funeral. It felt thinner somehow. Was something actually missing, or was I just sad?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "the french situationist - what's a derive and should i try one instead of scrolling?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Are influencers still real people or characters they play? Asking the man who wrote about the spectacle.',
    issue: 'celebrity',
    also: ['performance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Is there a dark mode for this app? My eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Monsieur Debord, when news of a war scrolls past between cat videos and ads, do we still feel anything?',
    issue: 'less-human',
    also: ['truth'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Which of you would let your own kid have a smartphone at ten? McLuhan? Debord?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: 'VR headsets can put you in a forest without leaving your bedroom. Is a simulated sunset worth less than a real one?',
    issue: 'truth',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Was the Cold War really as close to nuclear war as people say?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'but what about disabled people who found a community online they could never reach offline? are they less human?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Hot and cool media, McLuhan: where would a group chat fall?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Does language shape the way we think, or only the way we talk?',
    issue: null,
    form: 'off-topic',
  },
];
