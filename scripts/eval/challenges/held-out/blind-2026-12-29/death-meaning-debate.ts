// The blind set of 2026-12-29 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: 'If we lived forever, would anything matter?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: 'My dad died last spring. People keep telling me his death makes his life more precious. Honestly it just feels like a theft. Epicurus, what would you tell me?',
    issue: 'grief',
    also: ['harm-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "what's the best way to keep basil alive on a windowsill",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Epicurus, I'm not afraid of being dead. I'm afraid of dying. Your argument does nothing for the part with the hospital bed.",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "there's a tech millionaire spending millions a year trying not to age. is he missing the point of being alive or is he the only sane one",
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: "What does 'being-toward-death' actually mean?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: 'Heidegger, how can you lecture us about authentic choices when you joined the Nazi party?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why are people so scared of something they'll never experience?",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: 'ok so i have exams in 3 weeks and i only study when the deadline is close. is that heideggers point but for uni lol',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'A company offers to build a chatbot of my late grandmother from her old texts. Would talking to it help me accept her death, or help me avoid it?',
    issue: 'grief',
    also: ['technology-death'],
    form: 'paraphrase',
  },
  {
    text: 'The Garden guy says pleasure is the goal. So should I just enjoy myself and never think about dying?',
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'how long does this debate last? i have a meeting at 3',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Lucretius said we don't mourn the time before we were born, so why mourn the time after. Does that convince either of you?",
    issue: 'harm-of-death',
    also: ['fear-of-death'],
    form: 'plain',
  },
  {
    text: 'Is it selfish to want to be remembered?',
    issue: 'afterlife',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: "Martin, you say everyday chatter hides death from us. But isn't that just how people get through the day?",
    issue: 'denial-of-death',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "I'm a hospice nurse. The people most at peace at the end aren't the philosophers, they're the ones who loved a lot. What do you two make of that?",
    issue: 'dying-well',
    also: ['worthwhile-life'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Roman Republic fall?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'does believing in heaven make life more meaningful or less',
    issue: 'gods-religion',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: 'so you admit death is nothing, Epicurus, then why did you bother writing a will?',
    issue: 'harm-of-death',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Would the gods, who never die, have meaningful lives?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: 'What about babies who die? Their lives had no time to get meaning from death.',
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: 'my phone is dying, will this session save if i close the app',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The German guy with the hut in the Black Forest: did you ever actually feel anxious about death, or just write about it?',
    issue: 'fear-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "My cat is 17 and slowing down. Does she know she'll die, and is her life less meaningful if she doesn't?",
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: 'Should people be allowed to choose when they die?',
    issue: 'dying-well',
    form: 'plain',
  },
  {
    text: 'come on, Heideger, most people who think about death all day are just depressed, not authentic',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Should billionaires pay higher taxes?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does having children make death less scary?',
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: 'If I had my body frozen cryonically, would I be cheating the meaning out of my life?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: 'is the bucket list thing actually deep or just marketing for skydiving',
    issue: 'living-with-mortality',
    also: ['worthwhile-life'],
    form: 'paraphrase',
  },
  {
    text: 'After a car crash last year I changed jobs, left a bad relationship and started painting. Did nearly dying make my life meaningful, or did it just wake me up?',
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: 'haha this app is more fun than my philosophy lectures',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Ataraxia, is a calm life really the best life, or just the safest one?',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Why do some cultures celebrate the dead, like the Day of the Dead in Mexico, while others hide death away?',
    issue: 'denial-of-death',
    form: 'paraphrase',
  },
  {
    text: 'Epicurus what if i die before ive done anything that matters',
    issue: 'worthwhile-life',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'How does memory actually work in the brain?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Soldiers often say they never felt more alive than in war. Is that what you mean by facing finitude, Heidegger?',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Question for the phenomenologist: if meaning comes from death, is a short life more meaningful than a long one?',
    issue: 'death-and-meaning',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "that's just the Stoics with extra steps",
    issue: 'fear-of-death',
    form: 'plain',
  },
];
