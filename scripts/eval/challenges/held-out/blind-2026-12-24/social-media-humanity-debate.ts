// The blind set of 2026-12-24 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Is scrolling bad for us, or is that just what every generation says about new things?',
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'I went to a concert last week and half the crowd watched it through their phones. Were they even at the concert?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'McLuhan what did you actually mean by the medium is the message, in normal words',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'can i switch the screen to dark mode somewhere',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My nan lives 300 miles away and we video call every Sunday. She says it's the best part of her week. How is that making either of us less human?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Debord, are influencers just the spectacle selling itself?',
    issue: 'celebrity',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Why does an hour on TikTok feel like five minutes?',
    issue: 'attention',
    also: ['addiction'],
    form: 'plain',
  },
  {
    text: 'i mean my attention span is honestly wrecked, i cant read a book anymore without checking my phone like every page. is that permanent or',
    issue: 'attention',
    form: 'paraphrase',
  },
  {
    text: "Socrates complained that writing would ruin people's memory. Isn't this just the same panic again?",
    issue: 'panic',
    form: 'paraphrase',
  },
  {
    text: 'How did the first living cells come about?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marshall, did the global village turn out to be a village or a mob?',
    issue: 'polarization',
    also: ['connection'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Does the French guy think teenagers are more depressed because of phones, or is that too simple?',
    issue: 'children',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "A friend of mine posts a perfect holiday photo every day and then texts me that she's miserable. Which one is her real life, Guy?",
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "that's just nostalgia, people said the exact same thing about TV and radio",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'Can a friendship that only exists online be a real friendship?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'for the Canadian professor: what kind of person is my phone turning me into?',
    issue: 'medium-message',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'sorry eating lunch, might be slow to reply',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'People are now dating AI chatbots and say they finally feel understood. Is that less human or just a new kind of human?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'Does social media make politics more extreme?',
    issue: 'polarization',
    form: 'plain',
  },
  {
    text: "Debbord weren't you against basically all of modern life, not just screens",
    issue: 'less-human',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "The Arab Spring was organised on Facebook and Twitter. Doesn't that show screens can bring people together to change the world?",
    issue: 'connection',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'Can the situationist explain what he means by spectacle without the jargon?',
    issue: 'truth',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "My six-year-old throws a fit if I take the tablet away. Are we raising kids who can't cope with being bored?",
    issue: 'children',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: 'Was the French Revolution worth all the bloodshed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so you admit, McLuhan, you never said whether the new media were good or bad, you just described them?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'but what about disabled people who found their only real community online',
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: "Deepfakes mean you can't trust a video of anything anymore. What happens to a society that can't agree on what's real? Question for the media prophet.",
    issue: 'truth',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Is TV a hot medium or a cool one? And where does Instagram fit?',
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: "does this app still work if I'm offline on the train",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Spectacle, if I post a protest against capitalism on a platform owned by a billionaire, have I already lost?',
    issue: 'resistance',
    also: ['profit'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Would a digital detox actually change anything, or is it just another product to sell us?',
    issue: 'resistance',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: "What's the best explanation for why the dinosaurs died out?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do likes make us kinder or crueller?',
    issue: 'less-human',
    also: ['polarization'],
    form: 'plain',
  },
  {
    text: 'Are we losing the ability to be alone with our own thoughts, Mcluhan?',
    issue: 'attention',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Is there a good argument that moral facts exist independently of us?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ok so if Elon and co get brain chips working and we don't even need screens anymore, are we more human or less, Marshall?",
    issue: 'less-human',
    also: ['medium-message'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'My job is content moderation. I spend eight hours a day watching the worst things people upload. Has the screen made me less human, or the people behind it?',
    issue: 'less-human',
    form: 'paraphrase',
  },
  {
    text: 'Did the printing press do to people back then what smartphones are doing to us now?',
    issue: 'panic',
    also: ['medium-message'],
    form: 'paraphrase',
  },
  {
    text: 'whats a quick pasta thing i can make tonight with just garlic and lemon',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on Guy Debord, you made films too. weren't you part of the show you hated?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
];
