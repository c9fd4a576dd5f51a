// The blind set of 2026-12-03 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 meant on the theme and 8 off it, then
// labelled by another from the issue list alone, the text locked by sha256 before labelling (written on 2026-12-04
// to the same brief, completing the set). Never read for tuning and never learnt from: eval:debate prints its
// figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I have nothing to hide, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'Bentham, did you ever actually get your panopticon built?',
    issue: 'prison',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "My office installed software that screenshots my laptop every ten minutes. I've noticed I don't even get up for coffee anymore. Is that safety or something else?",
    issue: 'watched-self',
    also: ['institutions'],
    form: 'paraphrase',
  },
  {
    text: 'ok so like my ring doorbell records the whole street, am i the guard now??',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Foucault what do you mean by discipline, like school detention discipline?',
    issue: 'watched-self',
    also: ['institutions'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'London has cameras on every corner and crime still happens. Do they actually make anyone safer?',
    issue: 'safety',
    form: 'paraphrase',
  },
  { text: 'is there a wifi password for this', issue: null, form: 'off-topic' },
  {
    text: 'Mr Foucault, after Snowden, do you think anyone really changed how they behave online?',
    issue: 'watched-self',
    also: ['data-tracking'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'the panopticon architect says the honest have nothing to fear, but who gets to decide what honest means?',
    issue: 'normal',
    also: ['nothing-to-hide'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "China scores citizens on how they behave and blocks train tickets for low scores. Is that Bentham's dream carried to its end?",
    issue: 'population',
    also: ['data-tracking'],
    addresses: 'bentham',
    form: 'named',
  },
  { text: 'Is self-censorship a kind of safety or a kind of prison?', issue: 'watched-self', form: 'plain' },
  {
    text: 'i mean my mum tracks my phone location 24/7 and says its bc she loves me. is that surveillance or care',
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: "Come on, the man who designed a prison for total observation can't seriously be on the side of freedom?",
    issue: 'watched-self',
    also: ['prison'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Bentham, would you let the state read your own diary if it prevented one murder?',
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "What's the actual difference between privacy and secrecy?",
    issue: 'nothing-to-hide',
    also: ['privacy-right'],
    form: 'plain',
  },
  {
    text: 'Does facial recognition at the airport count as being watched if no human ever looks at the footage?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  { text: "what's the weather supposed to be like tomorrow", issue: null, form: 'off-topic' },
  {
    text: 'So you admit the guard can be fake and it still works? Then the whole thing is a bluff.',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'Is it true Foucault thought prisons, schools, hospitals and factories all work the same way?',
    issue: 'institutions',
    also: ['prison'],
    addresses: 'foucault',
    form: 'named',
  },
  { text: 'How did the Roman Republic turn into an empire?', issue: null, form: 'off-topic' },
  {
    text: "A friend who's a nurse says every drug cabinet at her hospital now logs who opens it, and the mistakes dropped a lot. Michel, isn't that surveillance doing good?",
    issue: 'institutions',
    also: ['safety'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Would you rather live with no crime and a camera in every room, or with some crime and no cameras?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'the french guy in the turtleneck - does power always come from the top or is it kind of everywhere?',
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "Fitness trackers, smart speakers, loyalty cards... we hand over the data ourselves. Who's the guard when we're the ones uploading?",
    issue: 'data-tracking',
    also: ['sharing-online'],
    form: 'paraphrase',
  },
  {
    text: 'are cops with bodycams also being watched? does that flip it around',
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: "Isn't utilitarianism just a fancy way to justify spying for the greater good, Jeremy?",
    issue: 'safety',
    also: ['population'],
    addresses: 'bentham',
    form: 'named',
  },
  { text: 'my phone camera keeps fogging up when i go outside any tips lol', issue: null, form: 'off-topic' },
  {
    text: 'But what about the watchers themselves, who watches them?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: 'Can consciousness exist without a brain, or is the mind just what the brain does?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a teacher and our school wants cameras in classrooms 'for safety'. The kids already act differently on trips when parents film them. What would each of you tell the school board?",
    issue: 'institutions',
    also: ['watched-self', 'safety'],
    form: 'paraphrase',
  },
  {
    text: 'Bentam why did you want your body stuffed and put on display, was that about being looked at forever',
    issue: 'sharing-online',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Does knowing I might be watched make me more moral or just more careful?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'Analyst of power, can we ever escape it, or is resistance pointless?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Can quantum entanglement be used to send messages faster than light?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is Instagram a panopticon where everyone is both prisoner and guard?',
    issue: 'sharing-online',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'to the utilitarian: how do you weigh a million people feeling safer against one innocent guy wrongly flagged by an algorithm?',
    issue: 'safety',
    also: ['data-tracking'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Do encrypted messaging apps make us less safe because criminals use them too?',
    issue: 'safety',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'Kant says you must never lie, even to a murderer at the door. Is he right?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is this the end of privacy or will the next generation just stop caring, Foucault?',
    issue: 'privacy-right',
    also: ['sharing-online'],
    addresses: 'foucault',
    form: 'named',
  },
  { text: 'lol gotta go pick up my kid, great debate', issue: null, form: 'off-topic' },
];
