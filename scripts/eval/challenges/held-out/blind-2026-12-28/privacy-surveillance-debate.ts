// The blind set of 2026-12-28 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I've got nothing to hide, why should I care about cameras?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'Bentham, would you put a camera in every home if it cut crime in half?',
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'my boss installed software that tracks my keystrokes and takes screenshots every 10 min. i work way more carefully now but i kind of hate myself for it. is that what foucault meant',
    issue: 'watched-self',
    also: ['institutions'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Do CCTV cameras actually reduce crime or just move it elsewhere?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "Foucalt who's the guard when it's Instagram? I watch myself more than anyone watches me",
    issue: 'watched-self',
    also: ['sharing-online'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "my camera isn't working in the app, anyone else having this?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "China's social credit system scores citizens on behaviour. Is that the panopticon made real?",
    issue: 'data-tracking',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "Snowden showed the NSA was collecting everyone's phone records. Did that make Americans safer, or just watched?",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'Is privacy a right or a luxury?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: 'ok so like my mom has my location on 24/7 bc she worries, is that love or surveillance lol',
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'Is there such a thing as objective beauty, or is it all in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Panopticon Architect \u2014 who watches the watchers in your prison?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Our school uses proctoring software that watches our eyes during online exams. If I look away to think, it flags me. Is that about cheating or about training us to sit still?',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Michel, if power is everywhere, is there any way out of it at all?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'what caused the 2008 financial crisis in simple terms',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does facial recognition at protests make people afraid to protest?',
    issue: 'watched-self',
    form: 'paraphrase',
  },
  {
    text: 'but what about Ring doorbells, now every neighbour is a little guard. does that count as the state watching us or us watching each other',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Jeremy Bentham, your body is stuffed and on display at a university. Did you want to be watched forever?',
    issue: 'sharing-online',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Police body cameras: are they surveillance of citizens or of the police?',
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: 'I wear a fitness tracker, log my sleep, count my steps. Nobody forces me. Foucault, is that freedom or have I just become my own guard?',
    issue: 'watched-self',
    also: ['data-tracking'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'brb charging phone',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so you admit the honest have something to fear when the guards can change the definition of honest',
    issue: 'nothing-to-hide',
    also: ['normal'],
    form: 'plain',
  },
  {
    text: 'Apple says it protects my privacy, Google says it needs my data to give me free stuff. Which is more honest?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: "After 9/11 airports got full body scanners and nobody argued much. Do people give up privacy only when they're scared?",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'why did the dinosaurs die out, was it just the asteroid',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'if a smart speaker is always listening, is it spying even when no human ever hears the recording?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: "the french guy sounds like he thinks schools and hospitals are prisons, isn't that a bit much",
    issue: 'institutions',
    also: ['prison'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "What's the greatest happiness principle got to do with watching people, Bentham?",
    issue: 'safety',
    also: ['prison'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "is there a guard dog breed that's good with small kids",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Could AI that predicts who'll commit crimes be fair, or would it just watch poor neighbourhoods harder?",
    issue: 'normal',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: "Governments want backdoors into encrypted apps like WhatsApp to catch terrorists. Is breaking everyone's privacy worth catching a few?",
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'Is it possible to prove God exists using reason alone?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on Bentham, if the guard's unseen how do we know he's not abusing his power?",
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Reality TV stars sign up to be filmed 24/7. Why do we find being watched so entertaining when it's voluntary?",
    issue: 'sharing-online',
    form: 'paraphrase',
  },
  {
    text: "I'm a teacher and parents can now see a live feed of our classroom. My lessons are safer but so much more boring. Am I teaching or performing?",
    issue: 'watched-self',
    also: ['institutions'],
    form: 'paraphrase',
  },
  {
    text: 'Does having a criminal record that follows you online forever help society or just punish people twice?',
    issue: 'prison',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: "what's the weather looking like for saturday anyone",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Foucault, was 1984 by Orwell basically your book but as a novel?',
    issue: 'watched-self',
    also: ['power-knowledge'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Is a society where everyone behaves because they might be seen actually a moral one?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "Open-plan offices were sold as collaboration. Aren't they just a way for managers to see everyone at once?",
    issue: 'institutions',
    form: 'paraphrase',
  },
];
