// The blind set of 2026-12-31 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'Does CCTV actually reduce crime or just move it around the corner?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'My boss installed software that tracks my keystrokes and takes screenshots every ten minutes. I work harder but I feel like a lab rat. Is this what you had in mind, Bentham?',
    issue: 'institutions',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "If I've got nothing to hide, why should I care?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "Foucault, but isn't some self-discipline good? I don't steal because I learned not to, not because someone is watching. Is that so bad?",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "how do I turn off notifications for this app, they're driving me nuts",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ok so i track my 15 year old's phone location. she hates it. am i keeping her safe or training her to be watched forever",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "What about China's social credit system? Is that the panopticon finished?",
    issue: 'population',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Jeremy, be honest: would you have let anyone watch YOU all day?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Snowden showed the government was collecting everyone's phone records. Did that make anyone safer, or did it just make people careful about what they search?",
    issue: 'safety',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'What caused the 2008 financial crisis, in plain terms?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the bald french guy keeps saying power is everywhere. if its everywhere how can you even fight it',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Is privacy even a natural right, or did we invent it pretty recently?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "That's just paranoia dressed up as theory. Most cops just want to catch burglars.",
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "Police body cameras: the public watching the watchers. Doesn't that flip your prison around, Mr Panopticon?",
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'We have a Ring doorbell, and so does the whole street. Now the neighbourhood WhatsApp is basically a surveillance network run by retirees. Safer? Definitely nosier.',
    issue: 'safety',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: "anyone else watching from work lol hope my manager isn't looking",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does an Alexa in the kitchen count as a guard in the tower?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'michel how is posting my whole life on instagram surveillance if i choose to do it',
    issue: 'sharing-online',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Greatest happiness of the greatest number: if cameras stop one murder a year, doesn't that outweigh everyone's slight discomfort?",
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'My health insurer gives a discount if I wear a fitness tracker. Cheaper premiums, but now they know when I sleep. Where does that end?',
    issue: 'data-tracking',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
  {
    text: 'Is it possible for a machine to ever truly understand language?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Should Apple build a backdoor into iPhones so police can read terrorists' messages?",
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'so you admit, Bentham, honest people should worry too, if the guard gets to decide who counts as honest',
    issue: 'nothing-to-hide',
    also: ['normal'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "I stopped googling certain medical symptoms because I don't want ads following me around. Is that what the analyst of power means by policing yourself?",
    issue: 'watched-self',
    also: ['data-tracking'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Facial recognition at football stadiums: what does the old utilitarian say, ok or creepy?',
    issue: 'safety',
    also: ['data-tracking'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "uh if nobody's in the tower how is that different from a scarecrow",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "what's the safest neighbourhood in Lisbon to book an airbnb",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Foucalt, you wrote about prisons, schools, hospitals and barracks all looking alike. Is my open-plan office on that list too?',
    issue: 'institutions',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'During Covid, contact tracing apps maybe saved lives. Would you both have installed one?',
    issue: 'population',
    form: 'paraphrase',
  },
  {
    text: "Come on, the Englishman had his own skeleton dressed up and put on display. Of course he didn't mind being looked at.",
    issue: 'sharing-online',
    also: ['watching-watchers'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Did the printing press cause the Reformation, or just speed it up?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is there a difference between being watched by the state and being watched by Google?',
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: "Predictive policing software decides which streets get patrolled based on past arrests. Doesn't that just lock in old bias, Bentham?",
    issue: 'normal',
    also: ['power-knowledge'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "what about cameras in classrooms, my niece's school has them now. is that for safety or for obedience",
    issue: 'institutions',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: "Do people behave better when they think someone's looking? Like those posters with eyes printed on them?",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "can we get a debate on climate change next? that'd be cool",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Michel Foucault, if discipline produces who we are, is there any 'me' left underneath to protect?",
    issue: 'watched-self',
    also: ['resistance'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Why did Rome become an empire instead of staying a republic?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm dating someone who checks my phone. They say it's about trust. Feels like the opposite. Who's right, Foucault?",
    issue: 'power-knowledge',
    also: ['nothing-to-hide'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'hey Jeremy B, would you accept cameras in your own bedroom if it prevented one crime?',
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
];
