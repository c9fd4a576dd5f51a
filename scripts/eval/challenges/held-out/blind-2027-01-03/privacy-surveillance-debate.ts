// The blind set of 2027-01-03 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
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
    text: 'My city just put up facial recognition cameras downtown. Crime is supposedly down 10%, but I feel weird walking past them. Is that feeling worth anything against the numbers?',
    issue: 'safety',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Bentham, would you have wanted your own house built like a panopticon?',
    issue: 'watching-watchers',
    also: ['nothing-to-hide'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'foucault so ur saying im my own prison guard now? because of my step counter?',
    issue: 'watched-self',
    also: ['data-tracking'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'where can i get my phone screen fixed cheap',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does CCTV actually stop crime or just move it around the corner?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "I'm a mom and I track my 14-year-old's location on an app. She says it's creepy. I say it's safety. Which of us is right?",
    issue: 'institutions',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: "Michel, if power is everywhere, then isn't it nowhere? What exactly am I supposed to resist?",
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Edward Snowden showed the NSA was collecting everyone's phone records. Did that make anyone safer?",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: "The utilitarian guy would trade any amount of privacy for a bit more total happiness, wouldn't he?",
    issue: 'privacy-right',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "What's the difference between weather and climate, and why do people mix them up?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Who watches the people watching the cameras?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: 'My company installed software that screenshots our screens every ten minutes while we work from home. Productivity went up, morale collapsed. So is that a win, Jeremy?',
    issue: 'institutions',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'ok so alexa is literally listening in my kitchen all day and i paid for it myself. did i build my own panopticon lol',
    issue: 'data-tracking',
    also: ['sharing-online'],
    form: 'paraphrase',
  },
  {
    text: 'Is privacy a human right or just a modern luxury?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "The French bald guy says the guard doesn't even need to exist. Then why do governments keep spending billions on cameras?",
    issue: 'watched-self',
    also: ['safety'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'but what about police body cameras? being filmed made cops behave better, so surveillance can protect the weak too',
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: "do you guys have a transcript option? i'm watching this on mute at the office",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would you accept the government reading all our messages if it stopped one terrorist attack a year?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'Hey panopticon designer, your body is stuffed and sitting in a glass case at a London university. Is that your idea of being watched forever?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Foucault, in Discipline and Punish you say prisons shape souls more than bodies. Does that apply to schools with cameras in every hallway?',
    issue: 'institutions',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "honestly, Bentham's prison was never even properly built. why are we still talking about it",
    issue: 'prison',
    also: ['data-tracking'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Is China's social credit system where we're all headed?",
    issue: 'data-tracking',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: 'Can a democracy survive if most voters no longer trust elections?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean when i know my boss will see my posts i basically write nothing real. is that safety or just silence',
    issue: 'watched-self',
    also: ['institutions'],
    form: 'paraphrase',
  },
  {
    text: 'During covid my country had a contact-tracing app that knew where everyone went. It probably saved lives. Should we have deleted it afterwards, or kept it for next time?',
    issue: 'population',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'Do people behave better when they believe God is watching?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'Jeremy Bentham, the greatest happiness of the greatest number: does that include the happiness of the people being watched?',
    issue: 'privacy-right',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "I'm making pasta, give me 5 min, keep arguing without me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Foucault, is 'normal' just whatever the people behind the cameras want us to be?",
    issue: 'normal',
    also: ['power-knowledge'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "What's worse, the government watching us or Google and Meta selling what they see?",
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: "My neighbor's Ring doorbell films the whole street and he shares clips with the police. I never agreed to that. Do I get any say?",
    issue: 'privacy-right',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: "Is it ever right to break a promise to spare someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Should police use AI to predict who's going to commit a crime?",
    issue: 'safety',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
  {
    text: 'Admit it, Foucault: you never say what a society without surveillance would actually look like. Critique is the easy part.',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Is there a premium version of this app or is it all free?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How did the Black Death change wages in medieval Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Both of you: is there any camera, tracker or database you'd actually be fine with? Focault especially.",
    issue: 'resistance',
    also: ['safety'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Airport security scans my body and my luggage and I'm kind of grateful for it. Isn't some watching just common sense, Michel?",
    issue: 'safety',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "The analyst of power keeps talking about discipline. Isn't a bit of discipline exactly what a safe society needs?",
    issue: 'safety',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'epithet',
  },
];
