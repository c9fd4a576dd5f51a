// The blind set of 2026-12-18 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 84). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I have nothing to hide, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "My company installed software that tracks my mouse and takes a screenshot every ten minutes. I've started wiggling the mouse just to look busy. Is that safety, or something else entirely?",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Bentham, would you have loved facial recognition cameras?',
    issue: 'data-tracking',
    also: ['safety'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Foucault, are you saying prisons, schools, factories and hospitals are all basically the same thing?',
    issue: 'institutions',
    also: ['prison'],
    addresses: 'foucault',
    form: 'named',
  },
  { text: 'can you still hear me? my camera just died', issue: null, form: 'off-topic' },
  {
    text: 'london has like a million cctv cameras and people still get stabbed so whats the point',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: "What's the panopticon, for someone who skipped philosophy class?",
    issue: 'prison',
    also: ['watched-self'],
    form: 'plain',
  },
  {
    text: "The French guy makes it sound like we're all prisoners. Isn't that a little dramatic?",
    issue: 'institutions',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "After the Boston Marathon bombing they identified the bombers from camera footage within days. Doesn't that prove being watched keeps us safe?",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'Was Snowden a hero or a traitor?',
    issue: 'watching-watchers',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'Is free will compatible with a universe where physics determines everything?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I track my teenage daughter's phone location. She says it's because I don't trust her, I say it's because I love her. Which one of us is right?",
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'jeremy what happens when the guard is the one doing crimes tho',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Should I be scared of my Alexa, or is that just paranoid?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'So you admit, Bentham, that innocent people get flagged by mistake all the time?',
    issue: 'nothing-to-hide',
    also: ['safety'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'In China your social credit score can stop you from buying a train ticket. Is that where all of this ends up?',
    issue: 'population',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
  {
    text: "Why do I act differently when I know I'm being filmed, even when I'm doing nothing wrong?",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "anyone know a decent watch brand under 200 bucks? need a present for my dad's birthday",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Michel, what would you make of influencers who film themselves 24/7 completely voluntarily?',
    issue: 'sharing-online',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Question for the utilitarian: if cameras everywhere make most people happier, does the misery of a few count at all?',
    issue: 'privacy-right',
    also: ['safety'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Police body cameras, are those surveillance of us or of them?',
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: 'ok so like my uni uses this exam software that watches your eyes thru the webcam and flags you if you look away. i cheated zero times and got flagged twice. is this just normal now',
    issue: 'institutions',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: "What's a 'docile body', and is it me after eight hours in an open-plan office?",
    issue: 'watched-self',
    also: ['institutions'],
    form: 'paraphrase',
  },
  {
    text: 'but what about terrorists? are we supposed to just let them plan stuff in private chats',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'plain',
  },
  { text: 'What actually caused the Bronze Age collapse?', issue: null, form: 'off-topic' },
  {
    text: 'Should apps like WhatsApp be forced to give the police a backdoor into encrypted messages?',
    issue: 'privacy-right',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'Foucalt, if power is everywhere, is there any way left to resist it?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Is it creepy that Instagram shows me ads for stuff I only ever talked about out loud?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Come on, the man who had his own body stuffed and put on display at a university is going to lecture us about privacy?',
    issue: 'privacy-right',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'I stopped posting political opinions online because a future employer might see them. Nobody forced me to. Is that the kind of self-policing you mean, Foucault?',
    issue: 'watched-self',
    also: ['sharing-online'],
    addresses: 'foucault',
    form: 'named',
  },
  { text: "hold on someone's at the door", issue: null, form: 'off-topic' },
  {
    text: "Does knowing you're watched make you a better person, or just a better actor?",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'My Fitbit tracks my steps, my sleep and my heart rate, and I check it about forty times a day. Did I just build my own tiny prison?',
    issue: 'data-tracking',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  { text: 'Who watches the people watching us?', issue: 'watching-watchers', form: 'plain' },
  { text: 'Should the voting age be lowered to 16?', issue: null, form: 'off-topic' },
  {
    text: 'the designer of the prison wanted to reform prisoners right? not just lock them up? did it ever work anywhere',
    issue: 'prison',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Were East Germans any safer because the Stasi watched everyone, Bentham?',
    issue: 'safety',
    addresses: 'bentham',
    form: 'named',
  },
  { text: 'ugh the rain here is biblical today, anyway what did i miss', issue: null, form: 'off-topic' },
  {
    text: "A neighbour put a doorbell camera pointing straight at my front window. Legally it's fine. Should it be?",
    issue: 'privacy-right',
    form: 'paraphrase',
  },
  { text: 'Why is the sky blue but sunsets red?', issue: null, form: 'off-topic' },
];
