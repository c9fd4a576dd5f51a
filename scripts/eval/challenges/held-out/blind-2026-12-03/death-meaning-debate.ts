// The blind set of 2026-12-03 for The Final Question (Epicurus against Martin Heidegger): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 meant on the theme and 8 off it, then
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const deathMeaningBlind: readonly EvalChallenge[] = [
  {
    text: 'If we lived forever, would anything matter?',
    issue: 'death-and-meaning',
    also: ['living-forever'],
    form: 'plain',
  },
  {
    text: "Epicurus, I'm not scared of being dead, I'm scared of dying. The pain, the hospital. What do you say to that?",
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: 'heidegar what does finitude even mean in normal words',
    issue: 'death-and-meaning',
    addresses: 'heidegger',
    form: 'named',
  },
  { text: "Prove that death isn't bad.", issue: 'harm-of-death', form: 'plain' },
  {
    text: "My mum was diagnosed with cancer last year and honestly she's never been more alive, calling old friends, saying sorry to people. Isn't that exactly Heidegger's point? Garden guy, how do you explain that?",
    issue: 'living-with-mortality',
    addresses: 'epicurus',
    form: 'epithet',
  },
  { text: 'Should we punish criminals, or only try to reform them?', issue: null, form: 'off-topic' },
  {
    text: "Hey Garden Sage, it's easy to say don't lose sleep. Have you ever lost a child?",
    issue: 'grief',
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'So you admit dying is the thing that gets us out of bed in the morning?',
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: "What's the meaning of 'fair' anyway? Is it fair that some people are born rich and others poor?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'But what about people who die young? Did their lives count for less?',
    issue: 'worthwhile-life',
    also: ['harm-of-death'],
    form: 'plain',
  },
  {
    text: "Mr Phenomenologist, I'm 22 and I never think about dying. Am I doing life wrong?",
    issue: 'living-with-mortality',
    also: ['denial-of-death'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  {
    text: 'Tech billionaires want to upload their brains and live forever. Would that ruin life or save it?',
    issue: 'living-forever',
    also: ['technology-death'],
    form: 'plain',
  },
  {
    text: "Epicurius if I won't be there to feel it, why do I still feel sick thinking about it",
    issue: 'fear-of-death',
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "Is it selfish to be afraid of dying when it's your family who'll be left behind?",
    issue: 'fear-of-death',
    form: 'plain',
  },
  { text: 'Good evening, gentlemen. How are you both today?', issue: null, form: 'off-topic' },
  {
    text: "I work in a care home and see people pass away every week. Some go calm, some go terrified. What's the difference?",
    issue: 'dying-well',
    also: ['fear-of-death'],
    form: 'plain',
  },
  {
    text: "Heidegger, if I'm always thinking about the end, won't I just be depressed?",
    issue: 'living-with-mortality',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Does believing in heaven make life more meaningful or less?',
    issue: 'gods-religion',
    also: ['death-and-meaning'],
    form: 'plain',
  },
  { text: 'Is being scared of death natural or something we learn?', issue: 'fear-of-death', form: 'plain' },
  {
    text: 'hydegger ur saying we need death to have meaning but loads of meaning comes from love, not dying',
    issue: 'death-and-meaning',
    addresses: 'heidegger',
    form: 'named',
  },
  { text: 'What would either of you actually say to someone at a funeral?', issue: 'grief', form: 'plain' },
  {
    text: 'My dog died last month. She never knew she was going to die. Did her life mean nothing?',
    issue: 'death-and-meaning',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: "My phone's battery life is awful, which made me think: could a machine ever actually be conscious?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Epicurus, what about the time before I was born? I don't miss that. Is after really the same?",
    issue: 'harm-of-death',
    also: ['fear-of-death'],
    addresses: 'epicurus',
    form: 'named',
  },
  {
    text: "Is it okay to want to die when you're very old and just tired?",
    issue: 'dying-well',
    form: 'plain',
  },
  { text: 'Can we ever really know anything for certain?', issue: null, form: 'off-topic' },
  {
    text: 'Why does every deadline at work make me more productive? Is that the same idea, that an end gives things weight?',
    issue: 'death-and-meaning',
    form: 'plain',
  },
  {
    text: 'Phenomenologist, you keep talking about choosing yourself. Most people just pay bills and die. Were they all wrong?',
    issue: 'living-with-mortality',
    also: ['worthwhile-life'],
    addresses: 'heidegger',
    form: 'epithet',
  },
  { text: 'Is there a way to pause this and come back later?', issue: null, form: 'off-topic' },
  {
    text: 'If a doctor told you that you had one year left, what would each of you do differently?',
    issue: 'living-with-mortality',
    form: 'plain',
  },
  { text: 'Which one of you would win at arm wrestling?', issue: null, form: 'off-topic' },
  {
    text: "Wouldn't it be healthier to just not think about death at all?",
    issue: 'denial-of-death',
    also: ['living-with-mortality'],
    form: 'plain',
  },
  {
    text: 'garden sage how do you stay calm when your whole body is falling apart',
    issue: 'fear-of-death',
    also: ['dying-well'],
    addresses: 'epicurus',
    form: 'epithet',
  },
  {
    text: 'Is leaving something behind, like kids or a book, a way of beating death?',
    issue: 'afterlife',
    also: ['worthwhile-life'],
    form: 'plain',
  },
  {
    text: "My grandad says he's ready to go and he's at peace. My gran is terrified. Same age, same church. Which of you explains that?",
    issue: 'fear-of-death',
    also: ['gods-religion'],
    form: 'plain',
  },
  { text: 'Is it better to go suddenly or to see it coming?', issue: 'dying-well', form: 'plain' },
  {
    text: 'Heidegger, if an AI knew it was going to be switched off for good, would its existence suddenly mean something?',
    issue: 'death-and-meaning',
    addresses: 'heidegger',
    form: 'named',
  },
  {
    text: 'Can your life have meaning if nobody remembers you a hundred years from now?',
    issue: 'worthwhile-life',
    form: 'plain',
  },
  { text: 'Sorry, my headphones cut out. What did you just say?', issue: null, form: 'off-topic' },
  {
    text: "Honestly, isn't this whole debate just a fancy way of coping?",
    issue: 'denial-of-death',
    form: 'plain',
  },
];
