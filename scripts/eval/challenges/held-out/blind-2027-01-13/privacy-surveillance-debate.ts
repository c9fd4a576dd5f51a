// The blind set of 2027-01-13 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'Would you give up your privacy if it meant zero crime?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'plain',
  },
  {
    text: 'Bentham, who watches the guard in your prison?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "My company installed software that screenshots our screens every ten minutes when we work from home. My manager says it's just for 'productivity'. Is this the panopticon or am I being dramatic?",
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'if you have nothing to hide you have nothing to fear, right? whats actually wrong with that',
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'anyone else watching the match tonight after this? who are you backing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Foucault, are you saying I'm my own prison guard every time I check how many likes I got?",
    issue: 'watched-self',
    also: ['sharing-online'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'London has cameras on every corner and people still get stabbed. So does all that watching actually make anyone safer?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'so basically mr panopticon wants to turn the whole country into a prison and call it safety',
    issue: 'safety',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Is privacy a human right or just a modern luxury?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "My ex used to track my location 'because he worried'. Now my parents want to put an app on my 14-year-old brother's phone that does the same. Is it different when it's family? Where's the line between caring and controlling?",
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'Michel, what do you mean by discipline? Like school detention?',
    issue: 'watched-self',
    also: ['institutions'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Do we have free will if our brains are just chemistry?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "China's social credit system: is that what you'd both predict happens when a state takes surveillance seriously?",
    issue: 'population',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Jeremy, if the guard tower is so good for everyone, would you live in a glass flat yourself?',
    issue: 'watching-watchers',
    also: ['nothing-to-hide'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'what does the french guy think about ring doorbells, my whole street films each other now',
    issue: 'data-tracking',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Is it fair for police to use facial recognition on protesters?',
    issue: 'resistance',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'ok but like snowden showed the NSA was reading everything and most people just shrugged. does that prove foucault right that weve already gotten used to it',
    issue: 'watched-self',
    also: ['resistance'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Come on, the cameras caught the guy who attacked my cousin. Without them he'd be walking around free. Isn't that enough of an argument?",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'how do I turn the subtitles on, the sound is terrible in this café',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does being watched make people behave better, or just hide better?',
    issue: 'watched-self',
    also: ['safety'],
    form: 'plain',
  },
  {
    text: 'My university uses exam software that films you through the webcam and flags you if your eyes move too much. I have ADHD and got flagged twice. Who is this actually protecting?',
    issue: 'normal',
    also: ['institutions'],
    form: 'paraphrase',
  },
  {
    text: 'For the utilitarian: can you really add up the happiness of the safe majority and subtract the misery of the watched few?',
    issue: 'privacy-right',
    also: ['safety'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Foucalt is power always bad or can being watched be good sometimes',
    issue: 'power-knowledge',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'What about filming the police back? Body cams, phones. Does watching work both ways?',
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: 'Should the voting age be lowered to sixteen?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean google knows more about me than my mum does. is it worse when a company watches us or the government',
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: 'During Covid we all downloaded contact-tracing apps without a second thought. Was that sensible, or were we just practising obedience?',
    issue: 'population',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: "Mr Bentham, would your greatest happiness principle justify reading everyone's messages if it stopped one terror attack a year?",
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "so you admit the guard doesn't even need to exist. then what are we actually scared of, Foucault?",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Do kids who grow up online even care about privacy anymore?',
    issue: 'sharing-online',
    also: ['privacy-right'],
    form: 'plain',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Governments want a backdoor into encrypted chats like WhatsApp to catch child abusers. Nobody wants to defend abusers. But is this exactly how every freedom gets lost, or is there a version of it that's actually fine?",
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'Is it still surveillance if I choose to wear a fitness tracker and my insurer gives me a discount for it?',
    issue: 'data-tracking',
    also: ['sharing-online'],
    form: 'paraphrase',
  },
  {
    text: "To the Analyst of Power: isn't it a bit paranoid to see prisons in schools, hospitals and offices?",
    issue: 'institutions',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "What's the best explanation for the Bronze Age collapse?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If AI can watch all the footage at once, does that change everything, or was one guard in a tower already enough?',
    issue: 'watched-self',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Jeremy Bentham, your actual body sits in a glass case at UCL for people to stare at. Was that a joke about being watched?',
    issue: 'sharing-online',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "that's just fearmongering. most cameras are never even looked at by anyone",
    issue: 'watched-self',
    also: ['nothing-to-hide'],
    form: 'plain',
  },
  {
    text: 'any tips for a safe route to cycle to work in the rain?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How close are we to nuclear fusion actually powering homes?',
    issue: null,
    form: 'off-topic',
  },
];
