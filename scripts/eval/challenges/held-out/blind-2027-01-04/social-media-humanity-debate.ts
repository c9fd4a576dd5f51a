// The blind set of 2027-01-04 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are we lonelier now than before phones?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: "My niece is thirteen and spends four hours a night on TikTok. She says her best friends are people she's never met. McLuhan, is that the global village you promised or something worse?",
    issue: 'connection',
    also: ['children'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'debord did you ever imagine instagram? bc it sounds like you basically described it in the 60s',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'honestly my grandma only sees her great-grandkids on video calls and she cries happy every time. how is that making her less human',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Did Shakespeare really write all his own plays?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit, Marshall, that the medium is the message. Then aren't you just saying we can't resist it?",
    issue: 'medium-message',
    also: ['resistance'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'What time does the pharmacy usually close on Sundays?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I went to a concert last week and half the crowd watched it through their phones. Debord, were they even at the concert?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'the canadian guy keeps talking about extensions of man, but if my phone is an extension of me what happens when i lose it lol',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Is it bad that I talk to an AI chatbot more than to my coworkers?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so like doomscrolling at 2am, is that me doing it or the app doing it to me',
    issue: 'addiction',
    form: 'paraphrase',
  },
  {
    text: 'Guy, what would a d\u00e9rive look like today, walking around with Google Maps telling you every turn?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "Come on, people said novels would rot young minds too. Isn't every new medium just the latest moral panic?",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'The Situationist would probably hate this very app, right? Two robots performing a debate for an audience on a screen.',
    issue: 'performance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "My kids' school just banned phones in class. Apparently they're talking at lunch again. Does that prove the screens were the problem, or just that teenagers adapt to whatever rules there are?",
    issue: 'children',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Is a Zoom meeting a real meeting?',
    issue: 'connection',
    also: ['medium-message'],
    form: 'paraphrase',
  },
  {
    text: 'can you make the text bigger on this, my eyes arent great',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'mcluhan whats the difference between hot and cool media, and is tiktok hot or cool',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "People in the Arab Spring organised protests on Facebook. Doesn't that show screens can make us more political, more human even, not less?",
    issue: 'less-human',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: "That's just nostalgia dressed up as critique, Debord.",
    issue: 'panic',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'My deaf friend says group chats gave her a social life she never had in spoken conversation. Where does she fit in your theory, McLuhan?',
    issue: 'connection',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "Is an influencer who shows her 'real life' every day living it or acting it?",
    issue: 'performance',
    also: ['celebrity'],
    form: 'paraphrase',
  },
  {
    text: "What's the tallest mountain in South America?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean if i post a sunset am i enjoying it less than if i just watched it',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'Mr Global Village, is the village just one giant comment-section fight now?',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Will VR headsets make all this worse, or is it just more of the same?',
    issue: 'less-human',
    also: ['medium-message'],
    form: 'paraphrase',
  },
  {
    text: 'When I swipe on dating apps, people start to look like products on a shelf. Is that the spectacle turning love into a commodity?',
    issue: 'profit',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Should babies under two be kept away from screens completely?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: "Is there a good screen protector that doesn't crack after a week?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marshal, you died in 1980, so how can you know what smartphones do to us?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'but what about people who read whole books on a kindle, is that less human than paper',
    issue: 'medium-message',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Is it ethical to test new medicines on animals if it saves human lives?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'We remember fewer phone numbers, fewer routes, fewer birthdays. Is outsourcing memory to a device losing a piece of ourselves, or just freeing the brain for better things?',
    issue: 'attention',
    also: ['medium-message'],
    form: 'paraphrase',
  },
  {
    text: 'Debord thought the spectacle was about capitalism. Would screens be fine if no company made money from them?',
    issue: 'profit',
    also: ['medium-message'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'lol anyone else here for the philosophy class assignment',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The French radical talks like there was some authentic life before television. When exactly was that supposed to be?',
    issue: 'panic',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Media prophet, does fake news spread because screens make us dumber, or because we always loved gossip?',
    issue: 'truth',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Can d\u00e9tournement still work when brands remix memes faster than any activist?',
    issue: 'resistance',
    form: 'plain',
  },
  {
    text: 'Last month I did a full week offline. The first two days I felt anxious, then I started noticing my neighbours again. Is that proof of something, McLuhan, or just a nice holiday?',
    issue: 'addiction',
    also: ['resistance'],
    addresses: 'mcluhan',
    form: 'named',
  },
];
