// The blind set of 2026-12-26 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: "Why are we so scared of dying if we won't be there to feel it?",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: "Epicurus, my problem isn't being dead. It's the dying part: the hospital, the pain, the tubes. Your argument doesn't touch that, does it?",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "My dad got a terminal diagnosis last spring and he's changed completely. He calls old friends, quit the job he hated, laughs more. Did he need death staring at him to start living?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'If we could live forever, would anything still matter?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: 'my phone keeps dying at like 40%, anyone know why',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'heidegger what does being-toward-death actually mean. like in plain english please',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "So you admit, Epicurus, that you can't make anyone stop fearing death, only argue that they shouldn't?",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Tech billionaires are pouring fortunes into stopping ageing. If they win, do they lose the thing that makes life meaningful, or is that just a story the rest of us tell to cope?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: "Isn't it sad anyway that I'll miss everything that happens after I'm gone?",
    issue: 'harm-of-death',
    form: 'plain',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the garden guy sounds chill but has he ever lost a kid? easy to be calm about your own death',
    issue: 'grief',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Martin, you talk about authenticity, but you joined the Nazi party. How am I meant to take life advice from you?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "I didn't exist for billions of years before I was born and it never bothered me. Why should after be any different?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'Does the promise of an afterlife make this life matter less?',
    issue: 'death-and-meaning',
    also: ['gods-religion'],
    form: 'plain',
  },
  {
    text: "i'm 19 and i think about dying basically every night at 3am. is that normal or is something wrong with me",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: "What does the German mean by 'the they', and how does it stop us facing our own death?",
    issue: 'denial-of-death',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "There's an app now that lets you chat with a dead relative, trained on their old texts. Is that cheating death or just refusing to grieve?",
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: "sorry my bus is here, i'll keep listening on the way",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would a god who can never die have a meaningful life?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: 'epicurus you keep on about pleasure and ataraxia but then you live on bread and water?? make it make sense',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Should terminally ill people be allowed to choose when they die?',
    issue: 'dying-well',
    form: 'plain',
  },
  {
    text: 'Deadlines are the only thing that makes me finish anything. Is death just the ultimate deadline, Heidegger?',
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "That's just a trick of logic. Where death is, I am not... fine, but it doesn't make the fear go away at all.",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: 'When my dog died I was wrecked for weeks. Was I grieving for her or for me?',
    issue: 'grief',
    form: 'paraphrase',
  },
  {
    text: 'What caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could someone live a full life and still die too early, Epicurus?',
    issue: 'harm-of-death',
    also: ['worthwhile-life'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "Question for the phenomenologist: if anxiety is what shows us we're finite, should I stop trying to get rid of mine?",
    issue: 'living-with-mortality',
    also: ['fear-of-death'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'ok so yolo is basically heidegger right',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Soldiers who've come close to dying often say everything looks brighter afterwards. Is that what you mean, or is it just adrenaline?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'is there a dark mode? this white screen is killing my eyes at night',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Old Greek with the quiet garden: did your friends there actually stop fearing death, or just stop talking about it?',
    issue: 'fear-of-death',
    also: ['denial-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "What's the point of making plans, having kids, building a career, if it all ends anyway?",
    issue: 'worthwhile-life',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: 'Herr Heidegger, do people who die suddenly in an accident ever get the chance to live authentically?',
    issue: 'living-with-mortality',
    also: ['dying-well'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'but what about people who pay to be frozen after death and woken up later? is that brave or just cowardly',
    issue: 'technology-death',
    also: ['denial-of-death'],
    form: 'paraphrase',
  },
  {
    text: 'Should the voting age be lowered to sixteen?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If death gives life meaning, does a longer life have less of it?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: 'Epicurious, is it wrong to kill someone painlessly in their sleep if they never find out? By your logic nothing bad happened to them.',
    issue: 'harm-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "During lockdown I watched the death counts every evening and somehow stopped feeling anything. Does knowing we die lose its power when it's just numbers on a screen?",
    issue: 'technology-death',
    also: ['denial-of-death'],
    form: 'paraphrase',
  },
  {
    text: "how long do these debates usually run? i've got a meeting at four",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Would you be braver about death if you'd actually lived the life you wanted, Martin Heidegger?",
    issue: 'fear-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
];
