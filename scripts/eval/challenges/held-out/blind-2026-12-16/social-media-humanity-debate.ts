// The blind set of 2026-12-16 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  { text: 'Are phones making us lonelier?', issue: 'connection', form: 'plain' },
  {
    text: 'Last night at dinner all four of us were on our phones, including my 70-year-old dad. Nobody said a word for twenty minutes. Is that just the new normal or are we actually losing something human?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "McLuhan, you said the medium is the message. So what's the message of TikTok?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'honestly like i post my gym stuff every day and i dont even enjoy working out if i cant post it. is that the spectacle thing',
    issue: 'performance',
    form: 'paraphrase',
  },
  { text: 'can someone turn the volume up, the moderator is barely audible', issue: null, form: 'off-topic' },
  {
    text: "Debord, you died before Instagram existed. Wouldn't you be shocked at how right you were?",
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'My grandma lives in another country and we video call every Sunday. She met her great-grandson on a screen and cried. How is that making anyone less human?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "Isn't this just the same panic people had about novels, radio and TV?",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'The Canadian guy seems way too cheerful about all this. Global village? Feels more like a global shouting match.',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Teen depression rates went up around 2012, right when smartphones took over. Is that a coincidence?',
    issue: 'children',
    form: 'paraphrase',
  },
  {
    text: 'If a chatbot is the only one my lonely uncle talks to all day, and it makes him happier, is that less human or just a different kind of human?',
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  { text: 'How do mRNA vaccines actually teach the immune system?', issue: null, form: 'off-topic' },
  {
    text: "Guy, be real: you'd have a Substack today and you know it.",
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Do dating apps turn people into products you swipe through?',
    issue: 'profit',
    also: ['less-human'],
    form: 'plain',
  },
  {
    text: "The Situationist keeps talking about spectacle, but what's the exit? Throw my phone in the river?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'i cant read a book anymore without checking my phone every 3 pages. is my brain actually rewired or am i just lazy',
    issue: 'attention',
    form: 'plain',
  },
  {
    text: "My niece is 14 and makes money as an 'influencer'. She plans every outfit and every smile for the camera. Is she living her life or acting it?",
    issue: 'performance',
    also: ['celebrity'],
    form: 'paraphrase',
  },
  {
    text: "So you admit, Marshall, that the tool shapes us, not the other way round? Then we're not really in control at all.",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Hot and cool media: where does a smartphone fit? It seems to be both at once.',
    issue: 'medium-message',
    form: 'plain',
  },
  { text: 'my screen keeps freezing, is it the app or my wifi?', issue: null, form: 'off-topic' },
  {
    text: "The Arab Spring was organized on Facebook and Twitter. Doesn't that show screens can make people more political, more alive, not less?",
    issue: 'less-human',
    form: 'paraphrase',
  },
  {
    text: 'Debbord, when someone dies now, people post about it before they even call the family. What does that do to grief?',
    issue: 'performance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Come on, people performed for strangers long before screens. Ever been to a royal court, or a Victorian dinner party?',
    issue: 'performance',
    also: ['panic'],
    form: 'paraphrase',
  },
  {
    text: 'Why does everything rebellious end up being sold back to us as merch? Asking Debord.',
    issue: 'resistance',
    also: ['profit'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Is there anything a screen can never replace, like touch or smell?',
    issue: 'less-human',
    also: ['connection'],
    form: 'plain',
  },
  {
    text: "What's the strongest argument for God's existence, in your view?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "At my job we talk on Slack all day, even to the guy sitting three metres away. We're more 'connected' than ever and I feel like I barely know anyone. Is that the medium doing that?",
    issue: 'connection',
    also: ['medium-message'],
    form: 'paraphrase',
  },
  {
    text: 'mcluhan said tech is an extension of man. so whats the phone extending, my anxiety?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: "If my kids grow up on iPads, will they even know what boredom is? Isn't being bored kind of human?",
    issue: 'children',
    also: ['attention'],
    form: 'paraphrase',
  },
  {
    text: 'But what about disabled people for whom the internet is the only way to have a social life at all?',
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  { text: 'lol sorry, wrong tab, ignore that', issue: null, form: 'off-topic' },
  {
    text: 'Algorithms decide what I see, what I want, even who I date. At what point am I not choosing anything, Marshal?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'To the French one: is a protest still real if half the people there are only filming it for their story?',
    issue: 'performance',
    also: ['resistance'],
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Question for the media prophet: once everyone wears AR glasses and sees filtered faces all day, will we still know what a real face looks like?',
    issue: 'truth',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  { text: 'Why did the Soviet Union collapse so suddenly in 1991?', issue: null, form: 'off-topic' },
  {
    text: "Mr Medium-is-the-Message, were you a fan of television or were you warning us about it? I genuinely can't tell.",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "Mcluhan, what does 'less human' even mean here? Humans have always used tools, that's kind of our thing.",
    issue: 'less-human',
    addresses: 'mcluhan',
    form: 'named',
  },
  { text: "What's the weather supposed to be like this weekend in Chicago?", issue: null, form: 'off-topic' },
  {
    text: "That's just nostalgia, Debord. Every generation thinks the next one stopped living.",
    issue: 'panic',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Is there any real chance of finding life on Mars in our lifetime?',
    issue: null,
    form: 'off-topic',
  },
];
