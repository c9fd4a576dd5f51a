// The blind set of 2026-12-03 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 meant on the theme and 8 off it, then
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should people really get fired for something they tweeted ten years ago?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Mill, if someone is spreading lies about vaccines and people die, do we still have to let them talk?',
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'marcuse who decides which opinions are the bad ones tho? you?',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Hey Liberal, 'more speech' sounds nice but the guy with the biggest following always wins. How is that fair?",
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'I have a really low pain tolerance, so this is personal: is it ever okay to help someone end their life to stop their suffering?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'Prove that bad ideas ever lose in a fair fight.', issue: 'marketplace-of-ideas', form: 'plain' },
  {
    text: "My cousin posted something dumb and a whole internet mob went after his job. He's not a bad guy. Marcus, is that what you wanted?",
    issue: 'cancel-culture',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "So you admit you'd shut up people you disagree with?",
    issue: 'silencing-falsehood',
    form: 'plain',
  },
  {
    text: "But what about the people being hurt by hate speech? Don't they deserve to be heard too?",
    issue: 'hate-speech',
    form: 'plain',
  },
  {
    text: 'Mr Mills, would you let a Nazi give a talk at a university?',
    issue: 'deplatforming',
    also: ['tolerating-intolerant'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'If a platform bans someone, is that censorship or just a company choosing its customers?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: "Critical theory guy, you say one side owns the stadium. Today billionaires own the platforms. So aren't they the ones doing the silencing?",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'At my work we had a meeting where nobody said what they actually thought because they were scared of HR. Is that tolerance or the opposite?',
    issue: 'conformity',
    also: ['cancel-culture'],
    form: 'plain',
  },
  { text: 'Can I change the language to Spanish?', issue: null, form: 'off-topic' },
  {
    text: 'I lost my voice with a cold last week, and it got me wondering: is the mind just the brain, or is there something more?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What about comedians? Should any jokes be off limits?',
    issue: 'hate-speech',
    also: ['harm-line'],
    form: 'plain',
  },
  {
    text: 'mill ur basically saying flat earthers deserve airtime, thats wild',
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Isn't banning people just going to make them more popular with their own crowd?",
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'Marcuse, if you teach people that silencing the other side is fine, what happens when the other side takes power and does it to you?',
    issue: 'who-decides',
    also: ['tolerating-intolerant'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "I'm a teacher. A kid in my class said something really racist during a discussion. Do I let the class argue it out or shut it down?",
    issue: 'hate-speech',
    also: ['hearing-opponents'],
    form: 'plain',
  },
  {
    text: 'Is there such a thing as objective beauty, or is it all in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Should algorithms get to decide whose posts we see and whose we don't?",
    issue: 'who-decides',
    also: ['deplatforming'],
    form: 'plain',
  },
  {
    text: "Mr Liberal, you lived in a time when most people couldn't even vote. Easy to believe in open debate when you're the one talking.",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'mill',
    form: 'epithet',
  },
  { text: 'Hang on, my kid needs something, give me a sec.', issue: null, form: 'off-topic' },
  {
    text: 'Is boycotting a company because of what the CEO said the same thing as cancelling him?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "What if the 'wrong opinion' turns out later to be right? That's happened loads in history.",
    issue: 'silencing-falsehood',
    form: 'plain',
  },
  {
    text: 'hey marcusey, does your theory still work when its a right wing government doing the silencing?',
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Why should I have to listen to someone who thinks I shouldn't exist?",
    issue: 'hearing-opponents',
    also: ['tolerating-intolerant'],
    form: 'plain',
  },
  {
    text: "My grandma says everyone is too sensitive these days. My sister says people were just too scared to speak up before. Who's right?",
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: "Mill, where's your line between harmful speech and speech that's just offensive?",
    issue: 'harm-line',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  { text: 'Do we owe more to our own family than to strangers in need?', issue: null, form: 'off-topic' },
  {
    text: 'Should AI chatbots refuse to say certain things, or is that censorship too?',
    issue: 'harm-line',
    also: ['who-decides'],
    form: 'plain',
  },
  {
    text: 'Is there a difference between being criticised and being cancelled?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Short answer please: should Holocaust denial be illegal?',
    issue: 'silencing-falsehood',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: "Mr Critical Theorist, you know you'd be the first one they cancel, right?",
    issue: 'who-decides',
    also: ['cancel-culture'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  { text: 'Is the app free or do I have to pay after this one?', issue: null, form: 'off-topic' },
  {
    text: 'Can a society stay free if it refuses to hear some ideas at all?',
    issue: 'silencing-falsehood',
    also: ['tolerating-intolerant'],
    form: 'plain',
  },
  {
    text: 'I got kicked out of a group chat for disagreeing about politics. Was that fair or do people just hate hearing the other side now?',
    issue: 'cancel-culture',
    also: ['hearing-opponents'],
    form: 'plain',
  },
  { text: 'Tell me a joke before we start, I need to wake up.', issue: null, form: 'off-topic' },
  {
    text: "Isn't it a bit funny that a debate app is asking whether everyone should get to speak?",
    issue: null,
    form: 'off-topic',
  },
];
