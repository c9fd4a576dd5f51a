// The blind set of 2027-01-13 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: 'Would life mean anything if we lived forever?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: "Epicurus, I'm not scared of being dead, I'm scared of dying. The pain, the hospital bed. Your argument doesn't help with that, does it?",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "My dad got a terminal diagnosis last spring. Weirdly, he's never been happier: he quit the job he hated and calls everyone he loves. Did death give his life meaning, or did it just give him permission?",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: "my phone's about to die, brb",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'heidegger what does being toward death even mean in normal words',
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Question for the man from Samos: why do we fear the nothing after death but not the billions of years before we were born?',
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Some tech billionaires spend millions a year trying not to age. If they pull it off, do their lives get more meaningful or less?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: 'ok so if death is nothing, why do we cry at funerals, like whos the crying even for',
    issue: 'grief',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: 'Martin, you joined the Nazi party. Why should we trust a man like that to tell us how to live authentically?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'To the Garden Sage: is a quiet life of bread, water and friends really enough?',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "what's the deadline for renewing a passport, mine runs out in june",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it selfish to want to die on your own terms, with assisted dying?',
    issue: 'dying-well',
    form: 'paraphrase',
  },
  {
    text: "I'm 41, I've got a mortgage, two kids, and I suddenly feel like I've wasted twenty years. Is this what the German guy meant by facing your own death, or is it just a midlife crisis?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'come on epicurus, telling a grieving widow that death is nothing to us would be cruel',
    issue: 'grief',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "What's das Man, and why is it so bad to just do what everyone else does?",
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    form: 'plain',
  },
  {
    text: 'In video games you just respawn. Do kids who grow up with that take death less seriously?',
    issue: 'technology-death',
    form: 'paraphrase',
  },
  {
    text: 'What actually started the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Heidegger, if I upload my mind to a computer before I die, am I still a being that ends?',
    issue: 'technology-death',
    also: ['living-forever'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "but what about people who believe in heaven? for them death isn't an end at all",
    issue: 'gods-religion',
    also: ['afterlife'],
    form: 'plain',
  },
  {
    text: 'Is capitalism compatible with real democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How should I explain death to my five-year-old now that our dog has died?',
    issue: 'grief',
    form: 'paraphrase',
  },
  {
    text: 'Epicure, fine, my atoms just scatter when I die. But what about my name, my work, what people remember? Does any of that count?',
    issue: 'afterlife',
    also: ['worthwhile-life'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'so you admit a life with no end would be boring, Heidegger?',
    issue: 'living-forever',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'is there a good garden centre near here? want to grow tomatoes this year',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Soldiers who've been close to death often say they live more intensely afterwards. Is that proof for Heidegger, or just adrenaline?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Is it possible to be happy knowing you'll die?",
    issue: 'worthwhile-life',
    also: ['fear-of-death'],
    form: 'plain',
  },
  {
    text: "the greek one sounds like he's just telling us not to think about it. isn't that running away?",
    issue: 'denial-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Is lying always wrong, even to save someone, like Kant said?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandmother is 96 and says she's ready, she's just tired. Nobody in our family knows how to talk to her about it. What would each of you say to her?",
    issue: 'dying-well',
    also: ['denial-of-death'],
    form: 'paraphrase',
  },
  {
    text: "Do animals know they'll die? And if they don't, are their lives less meaningful than ours?",
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: 'epicurus pls, i literally cant sleep some nights thinking about not existing. give me something practical',
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Is the fear of death natural, or did religion teach it to us?',
    issue: 'fear-of-death',
    also: ['gods-religion'],
    form: 'plain',
  },
  {
    text: "The phenomenologist says only beings that end can choose who they become. But I didn't choose anything because of death, I chose because of the people I love.",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'can you turn on dark mode in this app? my eyes are killing me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What do near-death experiences tell us, if anything?',
    issue: 'afterlife',
    form: 'paraphrase',
  },
  {
    text: "After Covid I realised how many of my plans were just 'someday'. Mr Heidegger, is 'someday' the thing death takes away from us?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Why is the sky blue but sunsets red?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why would anyone die for a cause, if this life is all we have?',
    issue: 'worthwhile-life',
    also: ['dying-well'],
    form: 'plain',
  },
  {
    text: "that's just a fancy way of saying YOLO, Martin",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Epicurus, if pleasure is the goal, why not just party until the end?',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'named',
  },
];
