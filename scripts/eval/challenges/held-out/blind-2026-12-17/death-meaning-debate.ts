// The blind set of 2026-12-17 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  { text: 'Should I be afraid of dying?', issue: 'fear-of-death', form: 'plain' },
  {
    text: "Epicurus, it's not being dead that scares me, it's the dying part. The pain, the hospital. What do you say to that?",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'If I lived forever, would anything I do still matter?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  { text: 'hey is my mic working? can you guys hear me?', issue: null, form: 'off-topic' },
  {
    text: "My dad was given six months last spring. He says it's been the best half-year of his life: he finally called his brother and stopped worrying about money. Did death give his life meaning, or was he just lucky?",
    issue: 'death-and-meaning',
    also: ['living-with-mortality'],
    form: 'paraphrase',
  },
  {
    text: 'heidegger what does being toward death even mean in normal words',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "I wasn't around for the billions of years before I was born and that never bothered me. Why should the billions after be any different?",
    issue: 'fear-of-death',
    also: ['harm-of-death'],
    form: 'paraphrase',
  },
  {
    text: 'ok so tech billionaires are spending fortunes trying to never die. are they missing the point or are they the only sane ones',
    issue: 'living-forever',
    also: ['technology-death'],
    form: 'paraphrase',
  },
  { text: 'Is it wrong to lie to a friend to spare their feelings?', issue: null, form: 'off-topic' },
  {
    text: 'Martin, do you actually think about your own death every day? Sounds exhausting.',
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: "the garden guy says just don't worry about it. easy to say when you're eating cheese in a garden in athens",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Is death just the ultimate deadline? Would we finish anything without one?',
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: 'Does believing in heaven take away the meaning death gives, or add to it?',
    issue: 'death-and-meaning',
    also: ['gods-religion'],
    form: 'plain',
  },
  { text: 'my phone battery is dying, brb', issue: null, form: 'off-topic' },
  {
    text: "My best friend died at 23. People keep saying 'at least he lived fully'. Does a short life have less meaning than a long one?",
    issue: 'worthwhile-life',
    also: ['harm-of-death'],
    form: 'paraphrase',
  },
  {
    text: "That's just a clever trick with words, Epicurus. 'Where death is, I am not' doesn't help much at 3am.",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "Heidegger, you talk a lot about owning your choices, but you joined the Nazi party. Doesn't that make the whole thing hard to take?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Can an AI that talks like my late mother keep her alive in any meaningful way?',
    issue: 'technology-death',
    also: ['grief'],
    form: 'paraphrase',
  },
  { text: 'What actually started the First World War?', issue: null, form: 'off-topic' },
  {
    text: 'What would Epicurus say to someone asking for a painless assisted death?',
    issue: 'dying-well',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "so you admit, Mr Being and Time, that most people just do what 'everyone' does and never face it? isn't that normal and fine",
    issue: 'denial-of-death',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "Do animals know they'll die, and if not, are their lives any less meaningful?",
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: 'is it bad that i never think about dying. like at all',
    issue: 'denial-of-death',
    also: ['living-with-mortality'],
    form: 'plain',
  },
  { text: "need to pick up flowers for my mum's birthday, any ideas lol", issue: null, form: 'off-topic' },
  {
    text: 'If my brain got uploaded to a computer, would that be me surviving or just a copy carrying on?',
    issue: 'afterlife',
    also: ['technology-death'],
    form: 'paraphrase',
  },
  {
    text: "Why do people who nearly die so often say that's when they started living?",
    issue: 'living-with-mortality',
    also: ['death-and-meaning'],
    form: 'paraphrase',
  },
  {
    text: "Epicurius, you said the gods don't care about us. so no judgement after death either?",
    issue: 'afterlife',
    also: ['gods-religion'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "I'm 45 and suddenly very aware I've got maybe thirty good years left. I keep wanting to quit my job and sail somewhere. Is that a midlife crisis or finally seeing clearly?",
    issue: 'living-with-mortality',
    form: 'paraphrase',
  },
  { text: 'How do we know the universe is expanding?', issue: null, form: 'off-topic' },
  {
    text: "Isn't it cruel to tell a dying child that death is what gives life its meaning?",
    issue: 'death-and-meaning',
    form: 'paraphrase',
  },
  {
    text: "Would you want to know the exact date you'll die?",
    issue: 'living-with-mortality',
    form: 'plain',
  },
  {
    text: "Question for the Phenomenologist: can someone else's death teach me anything about mine?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: "the greek one says pleasure is the goal, but wouldn't a life of pure pleasure get empty if nothing ever ended",
    issue: 'death-and-meaning',
    also: ['worthwhile-life'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  { text: 'how long does it take to grow tomatoes in a small garden?', issue: null, form: 'off-topic' },
  { text: 'Do we grieve for the dead, or for ourselves?', issue: 'grief', form: 'plain' },
  {
    text: 'come on, you both died long ago. did either of you actually manage not to be scared at the end?',
    issue: 'fear-of-death',
    also: ['dying-well'],
    form: 'plain',
  },
  {
    text: 'In video games you get infinite lives and nobody cares about dying. Is that what real life would feel like without death?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'paraphrase',
  },
  {
    text: 'Should social media companies be responsible for what their users post?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why is 'live every day like it's your last' such terrible advice?",
    issue: 'living-with-mortality',
    form: 'plain',
  },
  {
    text: 'Is it really death that gives life meaning, or love, or just the things we build?',
    issue: 'death-and-meaning',
    also: ['worthwhile-life'],
    form: 'plain',
  },
];
