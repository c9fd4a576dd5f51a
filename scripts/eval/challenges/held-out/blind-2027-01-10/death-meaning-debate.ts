// The blind set of 2027-01-10 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: "Is it normal to be terrified of dying even if you don't believe in hell?",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: "Epicurus, I get the logic, but it's not being dead I'm scared of, it's the dying. The hospital, the pain. What have you got for that?",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'would life mean anything if we lived forever',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: "what's a good gift for my mum's 60th? she has everything",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My dad died in March and people keep saying 'at least he had a full life.' It doesn't help. Does death give his life meaning, or just take it away?",
    issue: 'death-and-meaning',
    also: ['grief'],
    form: 'paraphrase',
  },
  {
    text: "Heidegger, what does 'being-towards-death' actually mean in normal words?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "There's a tech millionaire spending a fortune every year to reverse his ageing, blood transfusions from his son and all. If he pulled it off, would his life lose its meaning, Heidegger?",
    issue: 'death-and-meaning',
    also: ['living-forever'],
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Epicurus, were you ever afraid yourself? Like at the very end?',
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "so you admit you can't actually make the fear go away, you just argue it shouldn't be there. thats not the same thing",
    issue: 'fear-of-death',
    form: 'plain',
  },
  {
    text: 'Nobody panicked about the billions of years before they were born. Why panic about the ones after, Epicurus?',
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'How do black holes evaporate?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm an ICU nurse. I see people die every week, and honestly it hasn't made my life feel more meaningful, just more tired. Where does that leave the German's theory?",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'heidigger ok but isnt it kinda depressing to think about death all the time',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "Is a bucket list the authentic life or just more of what 'they' do?",
    issue: 'living-with-mortality',
    also: ['worthwhile-life'],
    form: 'paraphrase',
  },
  {
    text: "Question for the Garden Sage: if there's no afterlife, what stops people from just doing whatever they want?",
    issue: 'gods-religion',
    also: ['living-with-mortality'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Can an app that texts you like your dead grandma help you grieve, or does it stop you?',
    issue: 'grief',
    also: ['technology-death'],
    form: 'paraphrase',
  },
  {
    text: "Martin, you joined the Nazi party. Doesn't that make your talk about authentic choices a bit hollow?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'brb gotta walk the dog before it rains',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If death is nothing to fear, why shouldn't it be something to choose?",
    issue: 'dying-well',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "My 6-year-old asked me at bedtime if I'm going to die. I said not for a long time and she cried anyway. What should I have said?",
    issue: 'fear-of-death',
    also: ['denial-of-death'],
    form: 'paraphrase',
  },
  {
    text: 'Is it death that gives weight to choices, or just the fact that time runs out? Like deadlines at work.',
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: "the guy with the garden seems chill but come on, atoms just scattering? that's it?",
    issue: 'afterlife',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "this audio keeps cutting out and it's killing me, is it my wifi or yours?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does religion make death easier, or does it just postpone the question?',
    issue: 'gods-religion',
    form: 'plain',
  },
  {
    text: 'Epicurius whats the point of ataraxia if it all ends anyway',
    issue: 'worthwhile-life',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'Is euthanasia a way of owning your death, or of avoiding it?',
    issue: 'dying-well',
    form: 'paraphrase',
  },
  {
    text: 'When my grandpa turned 80 he said he finally stopped caring what people thought. Is that what facing the end does to you, Heidegger?',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Can we ever know anything for certain?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Does it matter if anyone remembers me after I'm gone?",
    issue: 'worthwhile-life',
    also: ['afterlife'],
    form: 'plain',
  },
  {
    text: "My friend had a near-death experience after a car crash. She says she's not afraid anymore, and a month later she quit her law firm. Which of you explains her better?",
    issue: 'living-with-mortality',
    also: ['fear-of-death'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Being and Time, is Angst something to fix or something to keep?',
    issue: 'fear-of-death',
    also: ['living-with-mortality'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'what if the afterlife is real tho, doesnt that wreck both your arguments',
    issue: 'afterlife',
    form: 'plain',
  },
  {
    text: "Soldiers stare death in the face every day. Are they living more 'authentically' than the rest of us?",
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  {
    text: 'Was the French Revolution worth all the bloodshed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Epicurus, how do I stop grieving my dog? Everyone says it was just a pet.',
    issue: 'grief',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "But what about the people left behind? Death might be nothing to the dead, but it's everything to us.",
    issue: 'grief',
    form: 'plain',
  },
  {
    text: 'can I save this debate and listen to the rest later?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the old Greek: is a meaningful life possible for someone who dies at twenty?',
    issue: 'worthwhile-life',
    also: ['harm-of-death'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: "Is it wrong to lie to spare someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is a midlife crisis just Heidegger showing up uninvited?',
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    addresses: 'heidegger',
    form: 'named',
  },
];
