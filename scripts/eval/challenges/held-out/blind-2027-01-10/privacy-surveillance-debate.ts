// The blind set of 2027-01-10 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'Does being watched really make people safer?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'Our council just put up facial recognition cameras on the high street. My mum loves it, says she feels safe walking home. I feel like a suspect every time I buy milk. Which of us is right?',
    issue: 'safety',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Bentham, who watches the guard in your tower?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'if ur not doing anything wrong why would u care about cameras tho',
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "who's watching the game tonight? can't decide between the pub and my couch",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Foucault, you make it sound like everyone's a prisoner now. Come on, a school isn't a prison.",
    issue: 'institutions',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "My company installed software that takes a screenshot of my laptop every ten minutes. I've stopped even opening the news at lunch. Is that discipline in your sense, Foucault?",
    issue: 'watched-self',
    also: ['institutions'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Is privacy a right, or just a luxury?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: 'question for the prison designer: would you have been okay living in your own panopticon?',
    issue: 'watching-watchers',
    also: ['prison'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'My phone knows where I sleep, who I text and how fast I drive. Nobody forced me, I clicked accept. Can it still be surveillance if I signed up for it?',
    issue: 'data-tracking',
    also: ['sharing-online'],
    form: 'paraphrase',
  },
  {
    text: 'Is there any chance of life on Europa?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Jeremy, the greatest happiness of the greatest number: does that mean a few innocent people getting spied on is fine if it stops a bomb?',
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "so you admit people behave better when they think someone's looking. then whats the problem",
    issue: 'watched-self',
    also: ['nothing-to-hide'],
    form: 'plain',
  },
  {
    text: "I track my kid's phone location. She's 14. Am I keeping her safe or teaching her to be watched forever?",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "What did Snowden's leaks actually change?",
    issue: 'watching-watchers',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'Michel, is there any way out? or is it power all the way down',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Should the minimum wage rise automatically with inflation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Stasi kept files on millions of East Germans and the state still collapsed. Doesn't that show mass watching doesn't even work?",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'Did anyone ever actually build the panopticon?',
    issue: 'prison',
    form: 'plain',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Half my neighbourhood has those doorbell cameras now and the group chat is full of clips of 'suspicious' teenagers. Is that a safer street or just a meaner one?",
    issue: 'safety',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: 'Does the bald French guy think things were better before CCTV, or just differently bad?',
    issue: 'prison',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "Is self-censorship on social media a form of surveillance, even when nobody's actually reading?",
    issue: 'watched-self',
    also: ['sharing-online'],
    form: 'plain',
  },
  {
    text: 'foucalt isnt it kind of paranoid to see power everywhere',
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Police bodycams get sold as a way to watch the cops for once. Does surveillance pointing upward change anything for you, Bentham?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the power guy: my Apple Watch nags me to stand up every hour and I actually do it. Am I the guard and the prisoner at the same time?',
    issue: 'watched-self',
    also: ['data-tracking'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'During Covid we all downloaded contact-tracing apps without much fuss. Was that a good trade, and did we ever get that privacy back?',
    issue: 'population',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'Jeremy Bentham, governments want a backdoor into encrypted messages to catch child abusers. How do you argue against that without sounding like a monster?',
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Is China's social credit system your panopticon finished, Mr Bentham?",
    issue: 'watched-self',
    also: ['normal'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'does this app work on an ipad or just phones',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Greatest Happiness, is your skeleton really sitting in a glass case in London? Feels like you're still watching us.",
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Foucault, would you say exams and school report cards are surveillance too?',
    issue: 'institutions',
    also: ['normal'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "But what about the people who actually are safer, like the woman whose stalker gets caught on camera? Doesn't she count?",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'ok so like, is Google worse than the government or the other way round',
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: 'Students taking exams at home had software tracking their eyes through the webcam. A friend got flagged for looking at her cat. Is that what the Analyst of Power means by normalising?',
    issue: 'normal',
    also: ['institutions'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'What caused the fall of the Roman Republic?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If crime drops but nobody dares to protest anymore, did we win?',
    issue: 'safety',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'is the audio lagging for anyone else?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do people behave differently when they only might be seen?',
    issue: 'watched-self',
    form: 'plain',
  },
];
