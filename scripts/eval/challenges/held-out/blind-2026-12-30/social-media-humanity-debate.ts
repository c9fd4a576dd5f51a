// The blind set of 2026-12-30 for The Feed Fight (Marshall McLuhan against Guy Debord): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const socialMediaHumanityBlind: readonly EvalChallenge[] = [
  {
    text: 'Do likes actually make people happier or just more anxious?',
    issue: 'addiction',
    also: ['performance'],
    form: 'plain',
  },
  {
    text: "My niece is thirteen, spends six hours a day on TikTok and already talks about her 'brand'. Is she losing something human, or is this just what growing up looks like now?",
    issue: 'children',
    also: ['performance'],
    form: 'paraphrase',
  },
  {
    text: "McLuhan, you said the medium is the message. So what's the message of a vertical video feed that never ends?",
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'at concerts now everyone films instead of watching, like are we even there anymore',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'can i switch to text only, my kid is asleep next to me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Debord, wasn't your spectacle about TV and ads in the sixties? Does it even fit Instagram, where we're the ones making the content?",
    issue: 'performance',
    also: ['truth'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "People once said writing would ruin memory and novels would rot young minds. Isn't every screen panic the same old panic?",
    issue: 'panic',
    form: 'plain',
  },
  {
    text: "My grandmother lives 3000 km away and we video call every Sunday. Without screens I'd barely know her. How is that making me less human?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "is it the screens' fault or the companies designing them to be addictive?",
    issue: 'profit',
    also: ['addiction'],
    form: 'plain',
  },
  {
    text: 'Question for the Canadian: did you actually predict the internet, or do people just say that?',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'so the french guy thinks everything is fake now? even this conversation?',
    issue: 'truth',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: "I've worked remotely for two years and haven't spoken to a coworker in person since. Honestly I'm more productive. But some days I feel like a ghost. Which of you explains that better?",
    issue: 'connection',
    form: 'paraphrase',
  },
  {
    text: 'Is doomscrolling at 2am my choice or is the app choosing for me?',
    issue: 'addiction',
    also: ['profit'],
    form: 'plain',
  },
  {
    text: "what's a good screen protector that doesn't crack after a week",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Global Village, the village turned out to be full of angry neighbours shouting at each other. Did you see polarization coming?',
    issue: 'polarization',
    addresses: 'mcluhan',
    form: 'epithet',
  },
  {
    text: 'Can you be lonely with two thousand friends?',
    issue: 'connection',
    form: 'plain',
  },
  {
    text: 'dating apps turned people into a catalogue you swipe through, how is that not making us less human, debord',
    issue: 'less-human',
    also: ['connection'],
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "My friend uses a beauty filter on every photo and now says she doesn't recognise herself in the mirror. Isn't that literally the image replacing the person?",
    issue: 'truth',
    also: ['performance'],
    form: 'paraphrase',
  },
  {
    text: 'Marshall, if every medium extends some part of us, what does the smartphone amputate?',
    issue: 'medium-message',
    also: ['attention'],
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'Is there life under the ice on Europa, and how would we even check?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are kids who grow up with iPads going to have less empathy?',
    issue: 'children',
    form: 'plain',
  },
  {
    text: "Come on, Debord, you were a Marxist who hated everything modern. Isn't this just nostalgia in a beret?",
    issue: 'panic',
    addresses: 'debord',
    form: 'named',
  },
  {
    text: "During lockdown screens were the only thing keeping a lot of us sane. Doesn't that count for something?",
    issue: 'connection',
    also: ['less-human'],
    form: 'paraphrase',
  },
  {
    text: "What does 'less human' even mean? We've always used tools.",
    issue: 'less-human',
    also: ['panic'],
    form: 'plain',
  },
  {
    text: 'my attention span is shot i cant read a book for more than 10 min anymore, does that come back or is my brain rewired for good',
    issue: 'attention',
    form: 'plain',
  },
  {
    text: 'lol the moderator sounds exactly like my dentist',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Some countries are banning phones in classrooms now. Good idea or moral panic?',
    issue: 'children',
    also: ['panic'],
    form: 'paraphrase',
  },
  {
    text: 'The situationist wanted people to drift through cities and break their routines. Would he tell me to delete my apps and just go wander?',
    issue: 'resistance',
    addresses: 'debord',
    form: 'epithet',
  },
  {
    text: 'When someone dies now their profile stays up and people keep posting birthday wishes on it. Is that mourning or performance?',
    issue: 'performance',
    form: 'paraphrase',
  },
  {
    text: 'mcluhn is the phone a hot medium or a cool one? never understood that part',
    issue: 'medium-message',
    addresses: 'mcluhan',
    form: 'named',
  },
  {
    text: 'How do central banks decide when to raise interest rates?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Influencers sell their whole life as content: breakfasts, breakups, babies. At what point does a life stop being lived and start being a product?',
    issue: 'performance',
    also: ['profit'],
    form: 'paraphrase',
  },
  {
    text: 'What is the actual difference between weather and climate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But what about activism? Hashtags got millions into the streets. Isn't that the opposite of passive spectators?",
    issue: 'resistance',
    form: 'paraphrase',
  },
  {
    text: 'Does fake news spread faster because of the medium itself, or because of us?',
    issue: 'medium-message',
    also: ['truth'],
    form: 'plain',
  },
  {
    text: "hang on someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I did a digital detox for a month. First week I felt naked, by week three I felt more like myself than in years. Then I went straight back. Why couldn't I stay away?",
    issue: 'addiction',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: "that's just boomer talk tbh, my friendships online are as real as any",
    issue: 'connection',
    also: ['panic'],
    form: 'plain',
  },
  {
    text: "Guy, if we're all performing for strangers, is there any way out that isn't just another performance?",
    issue: 'resistance',
    also: ['performance'],
    addresses: 'debord',
    form: 'named',
  },
];
