// Held-out evaluation challenges for The Final Question (Epicurus against Martin Heidegger).
// Written blind from the debate's title, question and the two names only, before the engine saw them; never used
// for tuning. Issue labels are added afterwards, from the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const deathMeaningDebateHeldOut: readonly EvalChallenge[] = [
  {
    text: 'Would life still mean anything if we lived forever?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: "Why should I be scared of dying if I won't be around to feel it?",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: 'My grandfather knew he had six months left and said they were the best months of his life. Why would that be?',
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: 'Does knowing I will die someday make what I do now matter more, or less?',
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: 'Rich tech guys are paying to freeze their bodies or upload their minds. Is cheating death even a good idea?',
    issue: 'living-forever',
    form: 'paraphrase',
  },
  { text: 'Is it irrational to fear death?', issue: 'fear-of-death', form: 'plain' },
  {
    text: 'If I thought about death every single day, would I live better or just get depressed?',
    issue: 'living-with-mortality',
    form: 'plain',
  },
  {
    text: 'Why do we spend so much of our lives distracted, as if we were never going to die?',
    issue: 'denial-of-death',
    form: 'plain',
  },
  {
    text: 'My cousin died at 25 after backpacking around the world, and my great-aunt lived to 98 without ever leaving town. Whose life was better?',
    issue: 'worthwhile-life',
    form: 'paraphrase',
  },
  {
    text: 'After my friend died in a car crash I stopped caring about stupid stuff. Is that what death is supposed to teach us?',
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: "What's the point of working so hard if it all ends anyway?",
    issue: 'worthwhile-life',
    form: 'plain',
  },
  {
    text: 'Is death actually bad for the person who dies, or only for the people left behind?',
    issue: 'harm-of-death',
    form: 'plain',
  },
  {
    text: 'If someone offered you a pill that let you live a thousand years, would you take it?',
    issue: 'living-forever',
    form: 'paraphrase',
  },
  {
    text: 'Is a simple life with good friends and good food really all we need before we go?',
    issue: 'worthwhile-life',
    form: 'plain',
  },
  {
    text: 'My therapist keeps telling me to live authentically. What does that even have to do with dying?',
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: "I wasn't upset about not existing before I was born, so why does not existing after I die freak me out so much?",
    issue: 'fear-of-death',
    form: 'paraphrase',
  },
  {
    text: 'Should we stop treating death as a taboo and actually talk about it over dinner?',
    issue: 'denial-of-death',
    form: 'plain',
  },
  {
    text: 'If an AI trained on all my texts kept chatting with my family after I died, would some part of me still be alive?',
    issue: 'afterlife',
    also: ['technology-death'],
    form: 'paraphrase',
  },
  {
    text: 'Why does everyone at funerals say life is short and then go right back to living exactly the same way?',
    issue: 'denial-of-death',
    form: 'paraphrase',
  },
  {
    text: 'Is everybody just following the crowd until something reminds them they are going to die?',
    issue: 'denial-of-death',
    form: 'plain',
  },
  {
    text: 'Do we need a heaven for life to mean something, or can it matter even if death is the end?',
    issue: 'gods-religion',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: "I'm twenty and it feels like I have forever, is that a mistake?",
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: 'Epicurus, if death is nothing to us, why does losing my mom hurt so much?',
    issue: 'grief',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Heidegger, how is facing my own death supposed to make me more myself?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'What would Epicurus tell someone who just got a terminal diagnosis and is terrified?',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "Martin Heidegger, can't I live a meaningful life without constantly staring at the grave?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'To the Greek who ran a philosophy school in a garden: is pleasure enough to make a life worth living?',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Can the author of Being and Time explain what my death has to do with how I live today?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'For the ancient Greek who told us death is nothing: why bother making the most of life, then?',
    issue: 'death-and-meaning',
    addresses: 'epicurus',
    form: 'epithet',
  },
  { text: 'How do I make my sourdough starter more bubbly?', issue: null, form: 'off-topic' },
  { text: "What's the best time of year to visit Japan?", issue: null, form: 'off-topic' },
  { text: 'Can you explain how compound interest is calculated?', issue: null, form: 'off-topic' },
];
