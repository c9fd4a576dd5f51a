// The blind set of 2027-01-04 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I have nothing to hide, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "Bentham, your prison had one guard for hundreds of cells. Today it's one algorithm for millions of phones. Is that your dream come true or the nightmare?",
    issue: 'data-tracking',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "My company installed software that logs every keystroke and takes screenshots every ten minutes. My productivity went up but I feel like a lab rat. Who's winning here?",
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: "Foucault, do I only post my gym selfies because I've learned to watch myself?",
    issue: 'sharing-online',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Can I watch a replay of this later? I have to leave for work in 10 min',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'does facial recognition actually stop crime or just make ppl feel better',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'London has one of the highest numbers of CCTV cameras per person in the world. Is it actually a safer city because of it?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: "Jeremy, is it true your skeleton is sitting in a glass box at a university? Who's watching who now?",
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Snowden showed the government was collecting everyone's phone records. Did that make us safer, or just more obedient?",
    issue: 'safety',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'How do vaccines actually teach the immune system to recognise a virus?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i track my 16 year old on life360 and she hates it. am i keeping her safe or am i basically building a little prison in her head',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Panopticon, would you be happy to live in one of your own cells?',
    issue: 'watching-watchers',
    also: ['prison'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Is privacy a right, or just a luxury for people who already feel safe?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: 'So you admit, Foucault, that some discipline is necessary. Schools, hospitals, traffic lights. Where exactly do you draw the line?',
    issue: 'institutions',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "China's social credit system rewards and punishes citizens based on their behaviour. Is that the utilitarian ideal, Bentham?",
    issue: 'population',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Police body cameras mean the watchers are being watched. Doesn't that flip your whole argument, Foucault?",
    issue: 'watching-watchers',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "my battery's at 3%, brb",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'After 9/11 people happily gave up privacy for security. Twenty years later, do we actually have the security?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'who watches the watchers tho',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: "During COVID my country's app tracked everyone's contacts. It probably saved lives and then got quietly switched off. Is that a case where being watched was worth it?",
    issue: 'population',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: "Foucalt how is 'power is everywhere' not just a fancy way of saying nothing can be done about it",
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Anyone know a good watch repair shop in Brooklyn? my grandpa's Omega stopped",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "For the Analyst of Power: does knowing you're being watched make people more honest, or just better at hiding?",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'I stopped going to protests after a friend got identified from drone footage and lost her job. Nobody ever arrested me. Is that what a society getting quieter rather than safer looks like?',
    issue: 'watched-self',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'To the French bald guy: if the prisoner guards himself, is there any way out of the prison at all?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Alexa is always listening in my kitchen. Should I care?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: "come on, Bentham, 'the honest have nothing to fear' is exactly what every secret police in history has said.",
    issue: 'nothing-to-hide',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Online exam proctoring software watched my eyes for two hours and flagged me for looking at the ceiling while I was thinking. How does being watched like that change the way we learn?',
    issue: 'watched-self',
    also: ['institutions'],
    form: 'paraphrase',
  },
  {
    text: 'What happens to consciousness when someone is under general anaesthesia?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Michel, what would you say to a woman who put up a Ring doorbell after being stalked? For her, the camera is freedom.',
    issue: 'safety',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'hi from Manila!! first time here, this is so cool',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'is the greatest happiness for the greatest number worth it if the minority being watched is always the same group',
    issue: 'normal',
    form: 'plain',
  },
  {
    text: "Data brokers sell my location to advertisers. That's not the government, it's a shoe company. Is commercial tracking the same thing as a panopticon?",
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Big Brother in 1984 was supposed to be a warning. Now Big Brother is a TV show people beg to be on. What happened?',
    issue: 'sharing-online',
    form: 'paraphrase',
  },
  {
    text: 'Why did the Roman Republic turn into an empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If an AI could watch every camera and prevent every murder, would it be wrong to switch it on?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the utilitarian: how do you even measure the unhappiness of being watched against the happiness of being safe?',
    issue: 'safety',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "For the 18th-century Englishman: kids today are photographed before they're even born. Will they even want privacy when they grow up?",
    issue: 'privacy-right',
    also: ['sharing-online'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "But what about encryption? Shouldn't ordinary people be able to hide their messages even from the police, Bentham?",
    issue: 'resistance',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
];
