// The blind set of 2026-12-24 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "Is it fine to be watched if you've got nothing to hide?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'My company just installed software that logs every keystroke and takes a screenshot every ten minutes. Productivity is up, sure, but I feel like a lab rat. Is that a fair trade, Mr Bentham?',
    issue: 'institutions',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'foucault so basically youre saying the cameras dont even need to be switched on',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'can I make the text bigger on this thing? my eyes are not great',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do CCTV cameras actually reduce crime or just move it round the corner?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'The Stasi kept files on a huge share of East Germans. Was East Germany safer for it, or just more afraid?',
    issue: 'safety',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Jeremy, who watches the inspector in the central tower?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'i mean i literally carry a tracking device in my pocket by choice and pay for it monthly so like did we lose this argument already',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Is there any good argument left for the existence of God?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the difference between being protected and being controlled?",
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'Can consciousness ever be fully explained by physics and chemistry?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Michel, you wrote about prisons and asylums. Would you say the modern school is built the same way?',
    issue: 'institutions',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "My sister has an app that shows her where her 15-year-old is every minute. She says it's love. Her son says it's a leash. Who's right?",
    issue: 'institutions',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: "Does the greatest happiness principle justify reading everyone's messages if it stops one bombing?",
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'the utilitarian guy, would you want cameras in your own bedroom if it made the numbers add up?',
    issue: 'privacy-right',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Is privacy a right or just a preference?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "After Snowden we found out governments were hoovering up the phone records of millions. Nothing much changed. Does that mean people don't really care?",
    issue: 'resistance',
    also: ['nothing-to-hide'],
    form: 'paraphrase',
  },
  {
    text: "my phone's security update keeps failing halfway, any idea why?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Fookault, isn't posting my whole life on Instagram basically me building my own little prison tower",
    issue: 'sharing-online',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Facial recognition gets Black faces wrong far more often. How can a system be called safe if it's wrong about some people more than others?",
    issue: 'safety',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: "Isn't filming the police, and making them wear body cams, the good side of surveillance?",
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: "that's just paranoia though. most people are too boring for anyone to bother watching them",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'Should my smart speaker be allowed to listen all the time if it can call an ambulance when I fall?',
    issue: 'data-tracking',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'Bentham, your own body sits on display in a glass case in London. Is that you practising what you preached about being seen?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'What does the French power guy mean when he says power produces knowledge?',
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'gonna grab a coffee, back in 5',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "China's social credit scores reward good citizens and punish bad ones. Bentham would love it, wouldn't he? Or would he?",
    issue: 'population',
    also: ['normal'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Do people behave better when they think they're being watched, or just more carefully?",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "If an algorithm can predict who'll commit a crime, should police act before anything happens?",
    issue: 'safety',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
  {
    text: 'so you admit the panopticon was never really about prisons, it was about everybody',
    issue: 'institutions',
    also: ['prison'],
    form: 'plain',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My health insurer offered me a discount if I wear a fitness tracker and share the data. Sounds harmless. Is this how the watching creeps in, Foucault?',
    issue: 'data-tracking',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Mr Foucault, is encryption a threat to public safety or the last bit of freedom we have?',
    issue: 'resistance',
    also: ['safety'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Can a society where everyone self-censors still call itself free?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'Question for the prison designer: would you accept the public watching every hour you spend in office?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'lol my cat just walked across the keyboard sorry',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Exam software at my university watches our eyes through the webcam and flags us if we look away too long. I got flagged for glancing at my dog. How is that not exactly what the Frenchman warned about?',
    issue: 'institutions',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'but what about abuse victims who need cameras to prove what happened to them, analyst of power?',
    issue: 'safety',
    also: ['watching-watchers'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Does normalization mean we all end up the same in the end?',
    issue: 'normal',
    also: ['watched-self'],
    form: 'plain',
  },
  {
    text: 'Was Napoleon more of a reformer or a tyrant?',
    issue: null,
    form: 'off-topic',
  },
];
