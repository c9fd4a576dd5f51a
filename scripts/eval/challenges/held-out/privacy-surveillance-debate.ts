// Held-out evaluation challenges for The Watchtower Trial (Jeremy Bentham against Michel Foucault). Written blind from the debate's title, question and
// the two names only, before the engine saw them; never used for tuning. Issue labels are added afterwards, from
// the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const privacySurveillanceDebateHeldOut: readonly EvalChallenge[] = [
  {
    text: 'Is giving up some privacy worth it if it makes the streets safer?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "People always say if you've got nothing to hide you've got nothing to fear. Is that actually true?",
    issue: 'nothing-to-hide',
    form: 'paraphrase',
  },
  {
    text: 'Do people behave differently just because they think someone might be watching?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'My parents track my location on my phone all the time. Is that keeping me safe or just controlling me?',
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'Should police be allowed to use facial recognition cameras in train stations?',
    issue: 'safety',
    form: 'plain',
  },
  { text: 'Who watches the people who are doing the watching?', issue: 'watching-watchers', form: 'plain' },
  {
    text: 'My boss installed software that counts my keystrokes and takes screenshots. Does that make me a better worker or just a more anxious one?',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Can a prison ever actually reform someone, or does it only teach them to obey?',
    issue: 'prison',
    form: 'plain',
  },
  {
    text: "If surveillance prevents more harm than it causes, isn't it simply the right thing to do?",
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'My smart speaker is always listening for its wake word. Should I be worried about who else might be listening?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: "Are schools, hospitals and offices also places where we're trained to follow rules without noticing?",
    issue: 'institutions',
    form: 'plain',
  },
  {
    text: 'Should governments be as transparent to their citizens as they want citizens to be to them?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: 'China gives people scores based on their behaviour. How different is that really from my credit score and my Uber rating?',
    issue: 'data-tracking',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: 'Is privacy a basic human right, or just a fairly modern preference?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "After a terror attack everyone wants more cameras, and five years later nobody remembers why they're there, so is that a problem or just how safety works?",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'Do tech companies know more about us than governments do?',
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: 'Do people need a bit of privacy to grow up, experiment and make mistakes?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "I act differently on Instagram than I do in real life because everyone's looking. Am I basically policing myself?",
    issue: 'watched-self',
    form: 'paraphrase',
  },
  {
    text: 'Does collecting data about people give whoever holds it power over them?',
    issue: 'power-knowledge',
    form: 'plain',
  },
  {
    text: 'My gym app, my bank and my phone all know where I was last Tuesday night. Who actually owns that information?',
    // no issue fits: asks who owns personal data; no data-ownership issue
    issue: 'privacy-right',
    form: 'paraphrase',
  },
  {
    text: 'Is it okay to trade my personal data for free apps if I clicked agree on the terms?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'What counts as normal behaviour, and who gets to decide that?',
    issue: 'normal',
    form: 'plain',
  },
  {
    text: 'Bentham, would you put cameras in every home if it cut crime in half?',
    issue: 'safety',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'What does Jeremy Bentham think about body cameras on police officers?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Foucault, isn't some surveillance genuinely protective, like CCTV that catches a child abductor?",
    issue: 'safety',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Michel Foucault, why do you think modern power prefers watching people to punishing them in public?',
    issue: 'prison',
    also: ['power-knowledge'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'To the inventor of the all-seeing prison: would you want to live inside one yourself?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "Question for the utilitarian: does the happiness of the many really outweigh one person's privacy?",
    issue: 'privacy-right',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'For the French historian of prisons: is the internet just one giant prison now?',
    issue: 'data-tracking',
    addresses: 'foucault',
    form: 'epithet',
  },
  { text: 'What time does the sun set in London in December?', issue: null, form: 'off-topic' },
  { text: 'How many calories are in a banana?', issue: null, form: 'off-topic' },
  { text: 'Can you recommend a good thriller series on Netflix?', issue: null, form: 'off-topic' },
];
