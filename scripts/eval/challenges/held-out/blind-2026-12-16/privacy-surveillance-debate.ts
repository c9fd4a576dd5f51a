// The blind set of 2026-12-16 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I've got nothing to hide, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "My company installed software that tracks my mouse and takes screenshots every ten minutes. My output hasn't gone up, I just jiggle the mouse more. Bentham, is that what you had in mind?",
    issue: 'institutions',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "foucault are you saying i'm my own prison guard when i scroll instagram",
    issue: 'watched-self',
    also: ['sharing-online'],
    addresses: 'foucault',
    form: 'named',
  },
  { text: 'can i change the voice speed? the moderator talks too fast', issue: null, form: 'off-topic' },
  { text: 'Do security cameras actually reduce crime?', issue: 'safety', form: 'plain' },
  {
    text: "What about police body cams? That's surveillance pointed the other way, isn't it?",
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: 'London has more CCTV cameras per person than almost anywhere, and people still get stabbed. So who is all that watching actually for?',
    issue: 'safety',
    form: 'paraphrase',
  },
  { text: 'Jeremy, who watches the guard?', issue: 'watching-watchers', addresses: 'bentham', form: 'named' },
  { text: 'Does free will exist if the brain is just chemistry?', issue: null, form: 'off-topic' },
  {
    text: "My sister put a tracking app on her 15-year-old's phone. He found out and now he leaves it at a friend's house. Is there any kind of watching that doesn't just teach kids to hide better?",
    issue: 'institutions',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: "so basically china's social credit thing is the panopticon but real right",
    issue: 'data-tracking',
    also: ['population'],
    form: 'paraphrase',
  },
  { text: 'Is privacy a right or a luxury?', issue: 'privacy-right', form: 'plain' },
  {
    text: 'Monsieur Foucault, if power is everywhere, is there anywhere to stand outside it and resist?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "After Snowden we learned the NSA was collecting everyone's phone records. Almost nobody changed their behaviour. Does that prove Bentham right, or Foucault?",
    issue: 'watched-self',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'does anyone know if the new safety rules mean I need a helmet on an e-scooter?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the bald french guy keeps talking about discipline, but isnt a little discipline good for society',
    issue: 'institutions',
    also: ['normal'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Would you let Alexa listen in if it meant a burglar got caught?',
    issue: 'safety',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Bentham, is it true your skeleton is sitting in a glass box at University College London, still being stared at? Feels like poetic justice.',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "But what about terrorists? If watching everyone stops one bombing, isn't that worth it?",
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "I stopped posting my political opinions online after a colleague got fired for a tweet. I'm not in jail, nobody's threatening me. Am I less free, or just more careful?",
    issue: 'watched-self',
    form: 'paraphrase',
  },
  { text: 'brb kettle', issue: null, form: 'off-topic' },
  {
    text: 'Is a society where everybody behaves because they might be seen actually a moral society?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'To the prison designer: would you have agreed to live in one of your own cells?',
    issue: 'prison',
    also: ['watching-watchers'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'facial recognition at concerts and football stadiums now, is that the future or a line we shouldnt cross',
    issue: 'data-tracking',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: "that's just paranoia, Foucault. most cameras are watched by nobody and everybody knows it",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Does it matter whether it's the government watching or a company like Google?",
    issue: 'data-tracking',
    form: 'plain',
  },
  { text: 'How did the printing press change religion in Europe?', issue: null, form: 'off-topic' },
  {
    text: "During covid I happily let an app track who I'd been near. Two years later that feels strange. Was that a fair trade, or did we get used to something we shouldn't have?",
    issue: 'population',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'i wear a smartwatch that counts my steps and sleep and i feel guilty when the numbers are low. is that self surveillance, Michel?',
    issue: 'watched-self',
    also: ['normal'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Can you be truly yourself if you always suspect an audience?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'Benthem, greatest happiness for the greatest number: if 99 people feel safer and 1 person feels spied on, is that just a sum you win?',
    issue: 'privacy-right',
    also: ['safety'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'so you admit the honest DO have something to fear, Jeremy. they fear being mistaken for the dishonest',
    issue: 'nothing-to-hide',
    addresses: 'bentham',
    form: 'named',
  },
  { text: 'Was dropping the atomic bomb on Hiroshima justified?', issue: null, form: 'off-topic' },
  {
    text: "Our neighbourhood WhatsApp group shares doorbell camera clips of 'suspicious' people every day. Mostly it's delivery drivers. Are we safer, or just more suspicious of each other?",
    issue: 'safety',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "Should governments be allowed to break encryption to read criminals' messages?",
    issue: 'safety',
    also: ['privacy-right'],
    form: 'plain',
  },
  {
    text: 'The historian of madhouses and clinics: is a hospital watching its patients the same kind of power as a prison?',
    issue: 'institutions',
    addresses: 'foucault',
    form: 'epithet',
  },
  { text: 'Is there life on Mars, or at least was there once?', issue: null, form: 'off-topic' },
  { text: 'my screen froze for a sec, did I miss what the moderator said?', issue: null, form: 'off-topic' },
  {
    text: "come on, Bentham was trying to reform brutal prisons. Isn't watching better than whipping?",
    issue: 'prison',
    form: 'plain',
  },
  {
    text: 'Do people behave better when they think God is watching? Is that the original panopticon?',
    issue: 'watched-self',
    form: 'plain',
  },
];
