// The blind set of 2026-12-09 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 77). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I've got nothing to hide, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "My employer installed software that logs every keystroke and takes a screenshot every ten minutes. Productivity went up, but everyone's miserable. Bentham, is that the happiness you had in mind?",
    issue: 'institutions',
    addresses: 'bentham',
    form: 'named',
  },
  { text: 'who watches the guard though', issue: 'watching-watchers', form: 'plain' },
  {
    text: 'Foucault, if we all watch ourselves anyway, is there any point in fighting CCTV?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  { text: 'how do i mute the moderator lol he keeps interrupting', issue: null, form: 'off-topic' },
  {
    text: 'London has cameras on almost every corner. Is it actually safer than cities with fewer, or does crime just move somewhere else?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: "Snowden showed the government was collecting everyone's phone records. Some call him a traitor, others a hero. Which is he?",
    issue: 'watching-watchers',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Panopticon, would you be happy living in one yourself?',
    issue: 'watching-watchers',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'so ur saying my instagram is a prison i built myself? kind of harsh michel',
    issue: 'sharing-online',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Can safety even be measured well enough to trade privacy for it?',
    issue: 'safety',
    form: 'plain',
  },
  { text: "Does God's existence need proof, or is faith enough?", issue: null, form: 'off-topic' },
  {
    text: "I track my 14-year-old's phone location. She hates it, I sleep better. Am I protecting her or training her to accept being watched for the rest of her life?",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Jeremy, honest question: what happens when the unseen guard is corrupt?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "the bald french guy basically thinks everything is power. isn't that a bit paranoid",
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Facial recognition gets darker-skinned faces wrong more often. Who pays the price for that kind of safety?',
    issue: 'safety',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: 'In some Chinese cities, jaywalkers get their faces shown on big public screens. Does that make the streets safer, or the people smaller?',
    issue: 'watched-self',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'What did the Stasi files teach us about what happens to friendships when anyone might be an informer?',
    issue: 'watched-self',
    form: 'paraphrase',
  },
  {
    text: 'anyone know if pharmacies are open sunday in germany? sorry off topic',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Bentham would just add up the happiness. But how do you put a number on the feeling of being looked at?',
    issue: 'watched-self',
    also: ['nothing-to-hide'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'During the pandemic I gladly installed a contact-tracing app. Was that the right call, or the first step down a slope?',
    issue: 'population',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the prison designer: is a smart speaker in my kitchen a panopticon if I bought it myself?',
    issue: 'data-tracking',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "That's just conspiracy thinking dressed up in big words, Foucault.",
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'If the cameras point at the police too, bodycams, phones filming arrests, does the power flip?',
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: 'Is climate change still reversible, or are we past the tipping point?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does being watched change what we think, or only what we do, Focault?',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'My health insurer offers a discount if I wear a fitness tracker. Nobody forces me. Is that freedom or a softer kind of discipline?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Analyst of power: you describe the problem brilliantly, but what would you actually build instead?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'ok but like if a camera stops one kid from being kidnapped isnt it worth it??',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'Credit scores, Uber ratings, algorithms ranking us all day. Is that a new kind of watchtower where nobody even needs to look?',
    issue: 'data-tracking',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: 'Should prisons be about reforming people at all, Mr Bentham, or just about keeping the rest of us safe?',
    issue: 'prison',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Good evening from Lisbon, it's pouring here. What's everyone drinking tonight?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My university used proctoring software in exams that flagged you for looking away from the screen. I got flagged for staring at the ceiling while thinking. Is that what you mean by discipline?',
    issue: 'institutions',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: "What's the difference between a fact and a value, and can science ever tell us what we ought to do?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would Bentham have loved Ring doorbells? Neighbours filming neighbours, all of it shared with the police.',
    issue: 'data-tracking',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Come on, Michel, you can't seriously say a hospital and a prison are the same thing.",
    issue: 'institutions',
    also: ['prison'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Doesn't privacy matter most to the people who DO have something to hide, like dissidents, journalists, or gay people in some countries?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'is there such a thing as being too safe benthem',
    issue: 'safety',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'my webcam light keeps flickering on and off in this app, is that normal?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'Was the French Revolution worth the Terror that came with it?', issue: null, form: 'off-topic' },
  {
    text: 'If the next generation grows up never once being unobserved, will they even know what they lost?',
    issue: 'watched-self',
    form: 'plain',
  },
];
