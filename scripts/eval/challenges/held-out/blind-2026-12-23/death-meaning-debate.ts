// The blind set of 2026-12-23 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: "If I won't be there when I die, why does the thought of it still keep me up at night?",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: "Epicurus, my dad died last spring. Saying death is nothing doesn't help the people left behind. What about us?",
    issue: 'grief',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'tech billionaires are trying to live forever with blood transfusions and like 100 pills a day. if they pull it off do their lives mean less',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: "what's a good gift for a coworker who's retiring? something not too cheesy",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would life get boring if we never died?',
    issue: 'living-forever',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  {
    text: 'Heidegger, what does being-toward-death actually mean for someone who just wants to survive Monday?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "I'm a hospice nurse. At the end people almost never talk about money or work, always about who they loved. Does that prove one of you right?",
    issue: 'worthwhile-life',
    also: ['dying-well'],
    form: 'paraphrase',
  },
  {
    text: "the garden guy sounds chill but isn't he kind of dodging the whole question",
    issue: 'death-and-meaning',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Can we ever prove other minds exist, or do we just assume it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "For billions of years before I was born I didn't exist and it never bothered me. Why should the time after be any different?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "So you admit most people never think about dying until they're forced to, Martin?",
    issue: 'denial-of-death',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "How do you face death if you don't believe in heaven?",
    issue: 'gods-religion',
    form: 'plain',
  },
  {
    text: "My friend got a cancer diagnosis at 32 and says it's the first time she's actually living. Did she really need to almost die to wake up?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'the moderator sounds exactly like my old geography teacher lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does having kids make death less frightening, since something of you carries on?',
    issue: 'fear-of-death',
    also: ['afterlife'],
    form: 'plain',
  },
  {
    text: "ok but if nothing matters after, why not just party every night? isn't that basically what Epicurus wants",
    issue: 'living-with-mortality',
    also: ['worthwhile-life'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Heideger, you joined the Nazi party. Why should anyone take lessons in authentic living from you?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Deadlines are the only thing that make me work. Is death just life's biggest deadline, Heidegger?",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Is it selfish to want to live forever, Epicurus?',
    issue: 'living-forever',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'What actually happens when a black hole evaporates, does the information just vanish?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My dog is 14 and slowing down, and I keep planning how to make her last months good. Does she know she's dying, and would it matter if she did?",
    issue: 'living-with-mortality',
    also: ['dying-well'],
    form: 'paraphrase',
  },
  {
    text: "that's just a fancy way of saying YOLO, come on",
    issue: 'living-with-mortality',
    form: 'plain',
  },
  {
    text: "Should someone who's terminally ill be allowed to choose when they die?",
    issue: 'dying-well',
    form: 'plain',
  },
  {
    text: "Mr Phenomenology, what is 'das Man' and why is it so bad to live like everyone else?",
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "The German guy makes death sound like a personal project. Isn't that a bit self-important?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'If we could upload our minds into computers, would that be dying or escaping?',
    issue: 'technology-death',
    also: ['afterlife'],
    form: 'paraphrase',
  },
  {
    text: "hang on someone's at the door, brb",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'epicurus was your garden like a commune? did people actually live there with you',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Soldiers in a trench see death every single day. Do they understand life better than I do sitting in my office?',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'Can a life that ends suddenly, in a car crash say, still be complete, Epicurus?',
    issue: 'worthwhile-life',
    also: ['harm-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Should rich countries pay reparations for colonialism?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Martin Heidegger, is the dread of death a sickness to be cured, or is it telling us the truth?',
    issue: 'fear-of-death',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Does knowing everything ends make love more precious or more pointless?',
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: 'The Greek one says pleasure is the goal but he lived on bread and water. What kind of pleasure is that?',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "Facebook keeps showing me 'memories' from my late brother's account. Is he still here in some way, or is that just a cruel trick?",
    issue: 'technology-death',
    also: ['grief', 'afterlife'],
    form: 'paraphrase',
  },
  {
    text: 'what would you two say to a teenager who thinks life is pointless because we all die anyway',
    issue: 'worthwhile-life',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'Is there a free trial for the premium debates? the ads are driving me mad',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Heidegger, if only a being that knows it will end can choose itself, are animals just stuck being whatever they are?',
    issue: 'death-and-meaning',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Do people who believe in reincarnation live differently, since they expect to come back?',
    issue: 'living-with-mortality',
    also: ['afterlife', 'gods-religion'],
    form: 'plain',
  },
  {
    text: 'Why do we dream, and what is the brain actually doing while we sleep?',
    issue: null,
    form: 'off-topic',
  },
];
