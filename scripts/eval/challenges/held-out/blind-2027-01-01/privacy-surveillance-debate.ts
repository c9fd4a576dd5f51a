// The blind set of 2027-01-01 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I've got nothing to hide, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "My boss just installed software that takes a screenshot of my laptop every ten minutes while I work from home. Productivity's up, apparently. Is that your prison with Wi-Fi, Mr Bentham?",
    issue: 'institutions',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'is my camera on? can anyone see me lol',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do CCTV cameras actually reduce crime, or does crime just move to the next street?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'foucault do you think we all turned into our own guards with instagram. like i literally edit myself before i post anything',
    issue: 'watched-self',
    also: ['sharing-online'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Who watches the watchers?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: "China's social credit system scores people on how they behave. Wouldn't you have loved that, Bentham?",
    issue: 'watched-self',
    also: ['normal'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "What's the strongest argument that God exists?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Jeremy, you keep saying decent people have nothing to worry about. But who decides what decent means? The government that changes every four years?',
    issue: 'normal',
    also: ['nothing-to-hide'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'So is privacy a right or just a luxury?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "Monsieur Foucault, after Snowden showed the NSA was collecting everyone's phone records, did anyone actually become safer? Or did we just get used to it?",
    issue: 'safety',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "I track my 15 year old's phone location. She hates it. I sleep better. Am I protecting her or training her to accept being watched for the rest of her life?",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "question for the bald French guy: is there any kind of surveillance that isn't about power?",
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'what time does this end i need to get my kid from football at 5',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on Michel, a camera in a subway station isn't a plot to discipline my soul, it's there so people don't get stabbed",
    issue: 'safety',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Does being watched make people behave better or just behave more carefully?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'My Alexa lights up sometimes when nobody said anything. Should I be worried, or am I being paranoid?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Is it ethical to eat meat if the animal had a good life?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Bentham, the panopticon was meant for prisoners. How did it end up in schools, hospitals and offices?',
    issue: 'institutions',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'during covid i installed the contact tracing app without thinking twice. in hindsight was that a good trade?',
    issue: 'population',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Would you still believe in watching everyone if the watcher was a corrupt government, Mr Panopticon?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Foucault, what\'s a "docile body" and do I have one?',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Facial recognition at football stadiums caught a few wanted guys but also flagged loads of innocent people, mostly black. Is that a price worth paying?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'anyone watching the match tonight? need to know if I should leave early',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My kid\'s school uses exam software that watches students through the webcam and flags "suspicious eye movements". She cried because she looks at the ceiling when she thinks. Is that what you\'d call safety?',
    issue: 'institutions',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: 'Were East Germans safer under the Stasi?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: "that's just paranoia dressed up as philosophy. most cops dont care about your browser history",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "Isn't Bentham's whole logic just greatest happiness for the greatest number, so a few people losing privacy is fine if most feel safer?",
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'How do vaccines actually teach the immune system to recognise a virus?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Focault you never owned a smartphone. would you have seen this coming, everyone carrying a tracker voluntarily',
    issue: 'data-tracking',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Should police wear body cameras all the time? Then the watched can watch back.',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: 'Would you be ok with the government reading your messages if it stopped one terrorist attack a year, Foucault?',
    issue: 'safety',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Should the voting age be lowered to 16?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So the English utilitarian admits the guard doesn't even need to be there? Then the whole system runs on a bluff.",
    issue: 'watched-self',
    also: ['prison'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'My health insurer offered a discount if I wear a fitness tracker and share the data. Basically they pay me to be watched. Is that freedom or a trap?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'ok so, the Ring doorbell on my street films everyone walking past, the neighbours share clips on a facebook group and honestly half of it is just teenagers being judged. safer? or just nosier',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'For the power analyst: does a society where anyone might be watched end up with fewer criminals, or just fewer rebels and artists?',
    issue: 'watched-self',
    also: ['normal'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'question for the guy whose stuffed body sits in a glass box at UCL: did you want to be watched forever?',
    issue: 'sharing-online',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "Should tech companies be forced to build backdoors into encrypted apps so police can read criminals' chats?",
    issue: 'safety',
    also: ['privacy-right'],
    form: 'plain',
  },
  {
    text: 'sorry my cat just walked across the keyboard, ignore that last bit',
    issue: null,
    form: 'off-topic',
  },
];
