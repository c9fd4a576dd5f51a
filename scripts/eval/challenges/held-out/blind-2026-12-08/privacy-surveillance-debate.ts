// The blind set of 2026-12-08 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 76). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I've got nothing to hide, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'Bentham, would you have wanted a camera in your own bedroom?',
    issue: 'privacy-right',
    also: ['nothing-to-hide'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'My company installed software that logs every keystroke and takes a screenshot every ten minutes. Output went up, but everyone is miserable and nobody jokes in the team chat anymore. Is that a safer office or just a quieter one?',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'so foucault is basically saying instagram is a prison we built ourselves?? lol',
    issue: 'sharing-online',
    addresses: 'foucault',
    form: 'named',
  },
  { text: 'Was the atomic bombing of Hiroshima morally justified?', issue: null, form: 'off-topic' },
  { text: 'Who watches the people who run the cameras?', issue: 'watching-watchers', form: 'plain' },
  {
    text: 'Mr Panopticon, was any real prison ever built to your design, and did it actually work?',
    issue: 'prison',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'London has one of the highest numbers of CCTV cameras per person in the world. Did crime actually fall, or did it just move around the corner?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'i mean my mum tracks my location on life360 and she says its for my safety. im 19. is she right',
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'Michel, is there any way out of the gaze, or is resisting just another part of the system?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Did the Treaty of Versailles make the Second World War inevitable?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on, 'honest people are safe' only holds until someone changes what counts as honest.",
    issue: 'nothing-to-hide',
    also: ['normal'],
    form: 'plain',
  },
  {
    text: 'After the Snowden leaks I stopped searching certain things, even out of plain curiosity. Is that the self-watching Foucault talks about?',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'To the Englishman with the prison blueprint: would you accept the same glass walls for parliament and the police?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Foucault, what about facial recognition at protests? Is it safety if it makes people afraid to march?',
    issue: 'safety',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Foucalt you always talk about power but do you ever say what should actually be done about it',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Is privacy even a natural right, or something we invented quite recently?',
    issue: 'privacy-right',
    form: 'plain',
  },
  { text: 'brb gotta take the laundry out', issue: null, form: 'off-topic' },
  {
    text: 'Jeremy, run your felicific calculus for me: does the happiness of a million safer people outweigh the discomfort of all of them being watched?',
    issue: 'safety',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "A neighbour put up a doorbell camera that covers my front door. Parcel thefts on our street have stopped, but I feel like I'm living on a film set. Who's right here, me or her?",
    issue: 'safety',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "hey french guy, china's social credit system. is that the panopticon finished or what",
    issue: 'data-tracking',
    also: ['normal'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "Is a smart speaker that's always listening any different from a guard in a tower?",
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'does anyone know a good small safe for passports, like a fireproof one?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But Bentham, the guard is supposed to be unseen. Isn't an invisible power exactly the kind nobody can hold to account?",
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "During COVID we all accepted contact-tracing apps. Was that a reasonable trade or a door we can't close again?",
    issue: 'population',
    form: 'paraphrase',
  },
  {
    text: 'Question for the Analyst of Power: do docile bodies make a safer society, or just a more obedient one?',
    issue: 'watched-self',
    also: ['safety'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Why are people less scared of being watched by Google than by their own government?',
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: "that's just paranoia though. most people aren't interesting enough to watch",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  { text: 'Is beauty objective, or really just in the eye of the beholder?', issue: null, form: 'off-topic' },
  {
    text: 'Schools now use AI proctoring that flags students for looking away from the screen. My sister got flagged for crying during an exam. Is that discipline in the sense you mean?',
    issue: 'institutions',
    also: ['normal'],
    form: 'paraphrase',
  },
  { text: 'Can a society be too safe, Foucault?', issue: 'safety', addresses: 'foucault', form: 'named' },
  {
    text: 'My health insurer gives me a discount if I share my fitness tracker data. Is that a choice or a leash, Mr Foucault?',
    issue: 'data-tracking',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Bentham do you really think criminals can be reformed just by being watched all the time',
    issue: 'prison',
    addresses: 'bentham',
    form: 'named',
  },
  { text: "Is there a real chance of life in the ocean under Europa's ice?", issue: null, form: 'off-topic' },
  {
    text: 'Bentham, should governments get a backdoor into encrypted messaging apps to catch terrorists and abusers?',
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'the guy whose skeleton is sitting in a glass box at UCL, is that you? were you trying to make a point about being watched forever',
    issue: 'watched-self',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Would you two at least agree that watching the powerful is good even if watching everyone is bad?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: 'is it going to rain in London tomorrow? need to know whether to cycle',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the sound keeps cutting out, is it just me or is the app glitching?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If my kids grow up never knowing privacy, will they even miss it?',
    issue: 'privacy-right',
    also: ['watched-self'],
    form: 'plain',
  },
];
