// The blind set of 2027-01-08 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'Would you let the police put a camera in your living room if it cut crime in half?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'Bentham, if the guard is unseen, who watches the guard?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'My company installed software that takes screenshots of my laptop every ten minutes while I work from home. I get more done, sure, but I feel like a lab rat. Is that just the deal now?',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "what's a decent watch under 200 bucks, my old one died",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "nothing to hide nothing to fear, isn't that basically right",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'Foucault, am I disciplining myself when I check my step count every evening?',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "My sister tracks her 15-year-old's location on her phone 24/7. She says it's love. My niece says it's prison. Who's right?",
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: "China's social credit system: is that the panopticon finally built?",
    issue: 'data-tracking',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: 'Does CCTV actually reduce crime, or just move it round the corner?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "Question for the Analyst of Power: if we've all learned to watch ourselves, is there anything left of the self that isn't the guard?",
    issue: 'watched-self',
    also: ['resistance'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'why did the soviet union collapse so fast in the end',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so like my alexa is always listening right?? should i be worried or is that paranoid',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: "Jeremy, you had your own body preserved and put on display in a glass case at UCL. Is that the ultimate 'nothing to hide'?",
    issue: 'nothing-to-hide',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Is privacy a right or a privilege?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "Edward Snowden showed the government was collecting everyone's phone records, and then not much changed. Does that mean people decided they don't mind?",
    issue: 'nothing-to-hide',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: "does facial recognition work worse on darker skin, and if so isn't it dangerous to use it for policing",
    issue: 'normal',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: "Michel, isn't posting my whole life on Instagram kind of building my own prison and selling tickets?",
    issue: 'sharing-online',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Is it ok to read my partner's messages if I suspect they're cheating?",
    issue: 'privacy-right',
    form: 'paraphrase',
  },
  {
    text: 'How does photosynthesis actually turn light into sugar?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Panopticon Architect says the honest have nothing to fear. Honest by whose standards, though?',
    issue: 'normal',
    also: ['nothing-to-hide'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Are we safer today than people were 100 years ago, with all the cameras?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'can you see me through my camera right now? bit creepy',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'After a terror attack everyone suddenly wants more surveillance, and nobody rolls it back later. Is safety ever really the reason, or just the excuse?',
    issue: 'safety',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
  {
    text: "Foucalt you say power is everywhere but if it's everywhere doesn't the word stop meaning anything",
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Should apps that track periods be allowed to hand data to police in places where abortion is illegal?',
    issue: 'data-tracking',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'what time do pharmacies usually close on sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Greatest Happiness, if surveillance makes most people a bit safer and a few people miserable, is that still a win in your sums?',
    issue: 'safety',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "Does knowing you're watched make people behave better, or just behave more carefully?",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "At my kid's school they put vape detectors in the bathrooms and cameras in every hallway. The head says it's for safety. Does a school that watches like this teach kids something worse than vaping?",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'come on, the state watching you and google watching you are not the same thing. one of them can arrest you',
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: 'Is existentialism saying life has no meaning, or that we have to make our own?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What would it take for you to trust a government with all your data?',
    issue: 'population',
    also: ['watching-watchers'],
    form: 'plain',
  },
  {
    text: 'brb, dog needs a walk',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "the french bald guy, what's 'biopower' in plain words please",
    issue: 'population',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Bentham, you designed it for prisons but then wanted it for schools, factories and hospitals too. Why stop at prisons, and why stop anywhere?',
    issue: 'institutions',
    also: ['prison'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Do encryption backdoors for the police make us safer, or just make everyone easier to hack?',
    issue: 'safety',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Is there life on Mars, or at least was there once?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Every house on my street has a Ring doorbell now and the neighbourhood app is full of people posting 'suspicious' teenagers. Are we safer, or just meaner?",
    issue: 'safety',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: 'whats the difference between being watched and being cared for, Foucault?',
    issue: 'institutions',
    also: ['power-knowledge'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'if i never find out i was watched was i harmed at all bentham',
    issue: 'nothing-to-hide',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
];
