// The blind set of 2026-12-08 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 76). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should a university let a speaker on campus if students say his views put them in danger?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'Mill, would you still defend letting a Holocaust denier speak, knowing how many people it hurts?',
    issue: 'silencing-falsehood',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'ok so my cousin got fired over a tweet he made when he was 16. like it was bad but he was a kid. is that accountability or a mob',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  { text: 'Who gets to decide which voices are too dangerous?', issue: 'who-decides', form: 'plain' },
  { text: "can i put subtitles on? my flatmate's asleep", issue: null, form: 'off-topic' },
  {
    text: "Marcuse, isn't repressive tolerance just a fancy way of saying you only tolerate your own side?",
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'When Twitter banned a sitting US president, was that protecting democracy, or a private company deciding what a whole country gets to hear?',
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Does banning an idea make it weaker or just make it cooler? Asking the German professor.',
    issue: 'silencing-falsehood',
    also: ['marketplace-of-ideas'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'To the liberal in the room: on a platform where an algorithm boosts whatever enrages people most, does the best argument really win?',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: "Nice line about the stadium, Herbert, but billionaires own the platforms now, not the left. Doesn't your argument cut the other way?",
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  { text: 'How did the Black Death change wages and serfdom in Europe?', issue: null, form: 'off-topic' },
  { text: 'i mean isnt boycotting someone also just free speech', issue: 'cancel-culture', form: 'plain' },
  {
    text: "John Stuart, you said a truth that's never challenged turns into dead dogma. Does that mean we actually need flat-earthers?",
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'During the pandemic, platforms removed posts questioning masks and lockdowns, and some of those questions later turned out to be reasonable. Should that make us more careful about silencing, or was it still the right call at the time?',
    issue: 'silencing-falsehood',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "Is there any real difference between hate speech and an opinion I just really don't like?",
    issue: 'hate-speech',
    form: 'plain',
  },
  {
    text: 'Question for the Frankfurt School man: if the system absorbs every rebellion, how can you tell whether your own views are free?',
    issue: 'conformity',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'My uncle says wild stuff at every family dinner. Do I argue with him or just stop inviting him?',
    issue: 'hearing-opponents',
    also: ['deplatforming'],
    form: 'paraphrase',
  },
  { text: 'what time does this finish? i have a train at 9', issue: null, form: 'off-topic' },
  {
    text: "Come on, Mill, you also thought some nations weren't ready for liberty. Whose voices did you really mean?",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Is a comedian getting booed off stage being cancelled, or is that just the audience doing its job?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: "Germany bans Nazi symbols and Holocaust denial, and it still seems a fairly free country. Doesn't that show some limits work?",
    issue: 'hate-speech',
    also: ['tolerating-intolerant'],
    form: 'paraphrase',
  },
  {
    text: 'marcusse do you think the right would say the same thing about your side owning the universities',
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Question for the English philosopher: can someone who was cancelled ever earn their way back? What would that even look like?',
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'epithet',
  },
  { text: 'sorry my cat just walked across the keyboard', issue: null, form: 'off-topic' },
  {
    text: 'Popper said unlimited tolerance ends up destroying itself. Which of you two agrees with him more?',
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: 'Where does the harm principle end, Mill? Is offence a harm?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'If an AI chatbot refuses to discuss some topics, is that a voice being silenced or just a product being designed?',
    issue: 'deplatforming',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  { text: 'Was Napoleon more a tyrant or a moderniser?', issue: null, form: 'off-topic' },
  {
    text: "A school district near me pulled a bunch of novels from the library after parents complained. They say they're protecting kids, and honestly they sound just like people who deplatform speakers. Isn't it the same thing from the other side?",
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'Mr On Liberty, does free speech include the right to lie?',
    issue: 'silencing-falsehood',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Should anonymous accounts have the same right to be heard as people posting under their real names?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'anyone know how to stop my laptop microphone buzzing? the mic icon keeps flashing red',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Herbert Marcuse, in 1968 the students loved you. Would today's students cancel you?",
    issue: 'cancel-culture',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Is it censorship if the government isn't the one doing it?",
    issue: 'cancel-culture',
    also: ['conformity'],
    form: 'plain',
  },
  {
    text: 'I run a small online forum about gardening, and politics keeps creeping in and turning nasty. If I ban it, am I a tyrant or just a gardener, Mr Mill?',
    issue: 'deplatforming',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'If a teleporter copies you atom by atom and destroys the original, did you survive?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is debating a racist on live TV giving him a stage, or beating him in public?',
    issue: 'deplatforming',
    also: ['hearing-opponents'],
    form: 'paraphrase',
  },
  {
    text: "So you admit, Marcuse, that you'd take the microphone away from people who disagree with you?",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Do we have any moral duties to future generations who don't exist yet?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does the right to speak include a right to be listened to?',
    issue: 'hearing-opponents',
    also: ['deplatforming'],
    form: 'plain',
  },
];
