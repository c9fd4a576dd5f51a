// The blind set of 2026-12-29 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'Does CCTV actually reduce crime, or just move it somewhere else?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "My company installed software that screenshots my screen every ten minutes. My boss calls it 'productivity insights'. Bentham, is that your dream come true?",
    issue: 'institutions',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'if i have nothing to hide why should i care who reads my messages',
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'how do i turn off the notifications from this app, they keep buzzing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Foucault, you'd say I'm already my own guard. But I don't feel watched at all when I'm alone at home. Isn't that a kind of freedom?",
    issue: 'watched-self',
    also: ['resistance'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Is privacy a right, or just a habit we got used to?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "Snowden showed the NSA was collecting everyone's phone records. Did that make anyone safer, and would the old utilitarian have approved?",
    issue: 'safety',
    also: ['data-tracking'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Is there such a thing as objective beauty?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Greatest Happiness, what happens to your calculation when the guard is corrupt?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'who watches the watchers tho',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: "I put a tracking app on my 14-year-old's phone. She's furious, I'm just scared. Who's right?",
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'the bald french guy: so is a school basically a prison with better snacks',
    issue: 'institutions',
    also: ['prison'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "what's the safest way to store leftover rice",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Michel, doesn't the fact that people now film the police on their phones flip your whole story around?",
    issue: 'watching-watchers',
    also: ['resistance'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "What would Bentham make of China's social credit system?",
    issue: 'population',
    also: ['data-tracking'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'i wear a fitness watch that tracks my sleep my steps my heart rate and i check it like 50 times a day. am i the prisoner and the guard at the same time',
    issue: 'watched-self',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Jeremy, you had your own body preserved and put on display at a university. Were you just very comfortable being looked at?',
    issue: 'sharing-online',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "During covid we all downloaded contact-tracing apps without much fuss. Was that a fair trade, or the start of something we'll never undo?",
    issue: 'population',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'What causes inflation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is a quieter society actually a bad thing, if fewer people get hurt?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "What's the difference between surveillance and care?",
    issue: 'institutions',
    also: ['population'],
    form: 'plain',
  },
  {
    text: 'So you admit the panopticon was never built the way you drew it, Bentham? Then why does everyone still talk about it?',
    issue: 'prison',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "hang on someone's at the door, back in 5",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Foucalt what does disciplinary power even mean, like for a normal person',
    issue: 'watched-self',
    also: ['power-knowledge'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'The Stasi kept files on millions of East Germans. Did East Germany have less crime, and was it worth it?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: "My neighbour's Ring doorbell films my front door all day. I never agreed to that. Do I get any say?",
    issue: 'privacy-right',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would you trust a government that lets you see everything it does, as long as it can see everything you do?',
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: 'come on, without cameras half the terror plots in Europe would never have been stopped',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'Does targeted advertising count as surveillance, or is it just annoying?',
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: 'Foucault, is there any way out of being watched, or is resistance just one more thing they record?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'facial recognition at football stadiums, yes or no?',
    issue: 'safety',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'is it going to rain in manchester this weekend',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do people post their entire lives online and then complain about privacy?',
    issue: 'sharing-online',
    form: 'plain',
  },
  {
    text: "I'm a prison officer. Honestly, inmates behave differently on the wings with cameras everywhere: calmer, but sort of dead inside. Which of you does that prove right?",
    issue: 'watched-self',
    also: ['prison'],
    form: 'paraphrase',
  },
  {
    text: 'Is encryption a right or a danger, Mr Bentham?',
    issue: 'privacy-right',
    also: ['safety'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Do animals have consciousness?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Doesn't surveillance always land hardest on poor people and minorities?",
    issue: 'normal',
    also: ['power-knowledge'],
    form: 'plain',
  },
  {
    text: 'To the author of Discipline and Punish: will kids who grow up with phones in their hands ever know what privacy was?',
    issue: 'data-tracking',
    also: ['sharing-online'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'If an AI could predict crimes before they happen, would it be right to act on it?',
    issue: 'safety',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
];
