// Held-out evaluation challenges for The Watchtower Trial (Jeremy Bentham against Michel Foucault). Written
// blind from the debate's title, question and the two names only, before the engine saw them; never used for
// tuning. Issue labels are added afterwards, from the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const privacySurveillanceDebateHeldOut: readonly EvalChallenge[] = [
  { text: 'Is it worth giving up our privacy if it makes us safer?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'My city put cameras on every street corner and crime went down, so why do I still feel uneasy about it?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: "If I have nothing to hide, why should I care who's watching me?",
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'My parents put an app on my phone that tracks my location all day. Is that protecting me or controlling me?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: "Do people behave differently when they know they're being watched?",
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Should the government be allowed to read our messages to stop terrorists?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'My boss tracks every keystroke on my work laptop to measure productivity. Is that fair or just creepy?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Who watches the people doing the watching?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'Is privacy a basic right, or just a luxury we can trade away?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'At the airport they scanned my face instead of my passport and it was super fast, but where does that picture go afterward?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Does being constantly monitored change who we are on the inside?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Can surveillance ever be used only for good, or does it always turn into power over people?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: "Schools now use software that watches students' eyes during online exams. Is that preventing cheating or treating kids like suspects?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Is it okay to spy on a few people if it keeps millions safe?',
    issue: 'unlabelled',
    form: 'plain',
  },
  { text: 'Are prisons supposed to punish people or to change them?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'My smart doorbell records everyone who walks past my house. Am I part of the surveillance problem now?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Why do we happily give our data to apps but get angry when the government collects it?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Does knowing you might be watched make people more honest or just more scared?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'My loyalty card knows what I buy, my phone knows where I go, my watch knows my heartbeat, so at what point is it too much?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Are schools, offices and hospitals secretly built a bit like prisons?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Some places give citizens a score based on how they behave. Could a system like that actually be good for society?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Is safety just an excuse governments use to get more control over us?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Bentham, would you put a camera in every home if it stopped domestic violence?',
    issue: 'unlabelled',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Foucault, isn't some surveillance simply necessary to catch criminals?",
    issue: 'unlabelled',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'What would Michel Foucault make of people posting their whole lives on Instagram voluntarily?',
    issue: 'unlabelled',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Jeremy Bentham, did you ever worry your prison design could be used against innocent people?',
    issue: 'unlabelled',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'To the guy who designed the prison with the watchtower in the middle: would you want to live inside it?',
    issue: 'unlabelled',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'For the bald French thinker who wrote about discipline and punishment: are we all prisoners now?',
    issue: 'unlabelled',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Question for the philosopher whose body sits in a glass box at a London university: is privacy overrated?',
    issue: 'unlabelled',
    addresses: 'bentham',
    form: 'epithet',
  },
  { text: "What's the capital of Australia?", issue: null, form: 'off-topic' },
  { text: 'How long should I boil an egg so the yolk stays runny?', issue: null, form: 'off-topic' },
  { text: "What's a good stretch for lower back pain?", issue: null, form: 'off-topic' },
];
