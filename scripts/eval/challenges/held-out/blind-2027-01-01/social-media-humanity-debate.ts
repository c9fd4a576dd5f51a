// The blind set of 2027-01-01 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
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
    text: "My grandma lives in Manila and I live in Toronto. We video call every Sunday and she's met my kids only through a screen. McLuhan, is that less human or is that the global village actually working?",
    issue: 'connection',
    also: ['less-human'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'my screen is cracked, anyone know a cheap repair place in leeds',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Debord, what would you make of influencers? People literally earning money by turning their breakfast into a show.',
    issue: 'celebrity',
    also: ['performance'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "At my cousin's wedding half the guests watched the vows through their phones so they could post them. Did they even attend the wedding?",
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: "ok so tiktok. i can't read more than a page of a book now without reaching for my phone. is my brain actually rewired or am i just lazy",
    issue: 'attention',
    form: 'paraphrase',
  },
  {
    text: 'What does "the medium is the message" actually mean in plain English?',
    issue: 'medium-message',
    form: 'plain',
  },
  {
    text: 'Is euthanasia morally wrong?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Marshall, people panicked about TV, radio, even novels. Isn't this just the same moral panic again?",
    issue: 'panic',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Should schools ban phones?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: "question for the situationist: is there any way to use instagram that isn't part of the spectacle",
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "I'm autistic and I found my closest friends on Discord. Face to face I freeze. Online I'm myself. So who exactly is being made less human here?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: 'can I download the debates and listen offline on a plane?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Guy, you died in 1994, before smartphones. Would you say we've gone past the spectacle into something worse?",
    issue: 'less-human',
    also: ['truth'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Teen depression rates shot up around 2012 when smartphones spread. Coincidence or cause?',
    issue: 'children',
    also: ['panic'],
    form: 'paraphrase',
  },
  {
    text: 'come on, people said writing would ruin our memory too. Socrates complained about it. we survived',
    issue: 'panic',
    form: 'plain',
  },
  {
    text: 'How did the Black Death change European society?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are dating apps turning people into products you swipe through?',
    issue: 'less-human',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: 'The Canadian guy seemed almost excited about new media. Does he regret any of it now that we see what happened?',
    issue: 'less-human',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'my 3 year old throws a tantrum when we take the ipad away, like full withdrawal. should i be scared',
    issue: 'children',
    also: ['addiction'],
    form: 'paraphrase',
  },
  {
    text: "If I talk to an AI chatbot every night because it's easier than talking to people, am I becoming less human, or is it just a new kind of company?",
    issue: 'less-human',
    also: ['connection'],
    form: 'paraphrase',
  },
  {
    text: "That's just nostalgia, Debord. People in the 1950s stared at the TV in silence; at least now we talk back.",
    issue: 'panic',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'Is there actually such a thing as being addicted to your phone, or is it just a habit?',
    issue: 'addiction',
    form: 'plain',
  },
  {
    text: "good morning from melbourne, it's 7am here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I work in marketing. My whole job is making people feel they're missing out so they'll scroll longer. Honestly, I feel like a dealer. Mr McLuhan, are we the problem or is it the technology itself?",
    issue: 'medium-message',
    also: ['profit'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Do algorithms decide what we think now?',
    issue: 'polarization',
    also: ['medium-message'],
    form: 'plain',
  },
  {
    text: "What about the Arab Spring? People organised a revolution through Facebook. Doesn't that count for something, Debourd?",
    issue: 'resistance',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: 'What is dark matter actually made of?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the French radical talks about a d\u00e9rive, just wandering the city with no plan. should we all do that instead of scrolling',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'Question for the medium-is-the-message guy: does anyone still know how to be bored?',
    issue: 'attention',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "McLuhan, is a smartphone a hot medium or a cool one? I genuinely can't tell.",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Should nuclear power be part of fighting climate change?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My friend posted a perfect holiday photo from Bali. She told me later she cried the whole trip because her boyfriend dumped her there. Which one was her real life?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'If we all move into VR headsets someday, is there anything left of being human?',
    issue: 'less-human',
    form: 'paraphrase',
  },
  {
    text: "what's for dinner tonight... thinking tacos again lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is empathy dropping because we watch other people's pain as content, Deboard?",
    issue: 'less-human',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "Deepfakes mean I can't trust videos of anything anymore. When you can't tell real from fake on a screen, what happens to trust between people, mr media prophet?",
    issue: 'truth',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: "isn't it a bit ironic that I'm asking this to AI philosophers on a screen",
    issue: 'less-human',
    form: 'plain',
  },
  {
    text: 'Do kids who grow up with screens lose the ability to read faces?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: 'Marshall McLuhan, did you predict the internet or just get lucky?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
];
