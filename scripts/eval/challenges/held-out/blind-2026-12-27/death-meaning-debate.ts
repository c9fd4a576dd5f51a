// The blind set of 2026-12-27 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: "If I'll never experience being dead, why am I so scared of it?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "My dad was diagnosed with terminal cancer last spring, and since then he's been calmer and kinder than I've ever known him. Heidegger, is that what you mean by facing death?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Would life mean anything if we lived forever?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: 'epicurus ok but its not being dead that scares me its the dying part. the pain, the hospital. what about that',
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "what's a good dinner that takes less than twenty minutes",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Garden guy says death is nothing to us. Tell that to someone at a funeral.',
    issue: 'grief',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "Silicon Valley billionaires are spending fortunes trying to stop ageing. If they pull it off, does Heidegger's whole theory fall apart?",
    issue: 'living-forever',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Martin, what does 'being-toward-death' actually look like on a Tuesday morning?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'so you admit, Epicurus, that losing someone else still hurts? your argument only covers your own death',
    issue: 'grief',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "I wasn't around for the billions of years before I was born and that never bothered me. Why should the billions after?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'paraphrase',
  },
  {
    text: 'Why is the sky blue but sunsets red?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is fear of death natural or something we learn?',
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: 'i mean if nothing matters after we die then why does anything matter now',
    issue: 'death-and-meaning',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: 'Heideger, you talk about authenticity, but you joined the Nazi party. How should we judge a philosophy of owning your choices from someone who made that one?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "My seven-year-old asked me last night if I'm going to die. I said 'not for a long time' and felt like a liar. What should I have told her?",
    issue: 'denial-of-death',
    also: ['fear-of-death'],
    form: 'paraphrase',
  },
  {
    text: 'Does believing in heaven make death easier or life less serious?',
    issue: 'gods-religion',
    also: ['afterlife'],
    form: 'plain',
  },
  {
    text: "hold on, my phone's about to die, plugging it in",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "For the phenomenologist: what exactly is 'the They', and why is it so bad to live like everyone else?",
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "Isn't 'you only live once' just a cheap version of Heidegger?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'come on Epicurus, bread and water and a few friends sounds nice but most people want more than that',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'If I could upload my mind to a computer, would I still die?',
    issue: 'technology-death',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: 'Was Napoleon a liberator or a tyrant?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "In video games you respawn, so nothing's really at stake. Is that what a life without death would feel like?",
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'Does a short life mean less than a long one?',
    issue: 'worthwhile-life',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "The old Greek with the four-part cure: don't fear the gods, don't fear death... is that realistic for someone who gets panic attacks about dying?",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'anyone know if this app works offline?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Epicurus, my friend's Facebook page is still up two years after she died and people still post birthday wishes on it. Is she harmed or helped by that? Or neither?",
    issue: 'harm-of-death',
    also: ['technology-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "My grandmother is 96, tired, and says she's ready. Her doctors keep her going anyway. Should she be allowed to choose when, and what would each of you tell her?",
    issue: 'dying-well',
    form: 'paraphrase',
  },
  {
    text: 'What makes a law just, according to natural law theory?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "isn't anxiety about death a sign something's wrong with you? heidegger seems to think it's good??",
    issue: 'fear-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Why do people who nearly died so often change their whole lives?',
    issue: 'living-with-mortality',
    form: 'plain',
  },
  {
    text: "that's just a trick with words, Epicurus. 'where death is, I am not' doesn't stop me lying awake at 3am",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'good evening from Sydney! first time here, love the voices',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should voting be compulsory?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The German in the Black Forest hut: does an animal that doesn't know it will die live a meaningless life?",
    issue: 'death-and-meaning',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'I turned forty and suddenly everything feels urgent. Is a midlife crisis just Heidegger arriving late?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "What's the difference between accepting death and giving up?",
    issue: 'dying-well',
    also: ['living-with-mortality'],
    form: 'plain',
  },
  {
    text: 'Mr Calm, why would nature give us a fear of death if the fear is pointless?',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "A friend survived a car crash and swore he wouldn't waste another day on a job he hated. A year later he's back in the same routine. Does the lesson of death wear off?",
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    form: 'paraphrase',
  },
  {
    text: "Heidegger what's Angst and why would I want it",
    issue: 'fear-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
];
