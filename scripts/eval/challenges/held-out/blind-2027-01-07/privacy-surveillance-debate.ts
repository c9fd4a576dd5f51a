// The blind set of 2027-01-07 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I've got nothing to hide, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'Bentham, who watches the guard? Your unseen guard can do whatever he likes.',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'My boss installed software that takes a screenshot of my laptop every ten minutes. I work harder, sure, but I feel like a lab rat. Is that the panopticon?',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "hold on someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'does CCTV actually lower crime or does it just move it to the next street',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'Foucault, is there any way to live outside all this watching, or is resistance pointless?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "There was a study where a picture of eyes above an honesty box made people pay more for their coffee. So doesn't being watched just make us better?",
    issue: 'watched-self',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Panopticon, would you put cameras in your own home?',
    issue: 'watching-watchers',
    also: ['nothing-to-hide'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Does God exist, and could we ever prove it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'After Snowden we found out governments read everything anyway. Did anything actually change, or did we just get used to it?',
    issue: 'resistance',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: "Is privacy a right, or just a preference we give up whenever it's convenient?",
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: 'ok so i track my 15 yo on life360 and shes furious about it. am i keeping her safe or teaching her to be watched forever',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "Michel, isn't Instagram the perfect example of your idea? Nobody forces us, we post our lives and police ourselves for likes.",
    issue: 'sharing-online',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'is there a dark mode on this app? my eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "China's social credit system: is that Bentham's dream finally built?",
    issue: 'population',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "that's just paranoia. the police have better things to do than watch me eat cereal",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'Would you give up all privacy if it meant no more terror attacks?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'plain',
  },
  {
    text: 'Why did the First World War start from one assassination?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Body cameras on police are surveillance too, but pointed at the powerful. Doesn't that flip the argument, Foucault?",
    issue: 'watching-watchers',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Is a quieter society actually a bad thing? Quiet sounds nice.',
    issue: 'watched-self',
    also: ['normal'],
    form: 'plain',
  },
  {
    text: 'Jeremy Bentham, is it true your body is still sitting in a glass box at a London university? Kind of ironic for the man who wanted everyone watched.',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'During Covid my phone logged everyone I stood near. It probably saved lives. Should we have kept that switched on?',
    issue: 'population',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: "The French guy says we end up watching ourselves. But isn't that just what a conscience is?",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'my watch stopped, what time is it where you guys are?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My university used proctoring software for exams and it flagged me for looking away from the screen. I have ADHD. Who decides what 'normal' behaviour looks like?",
    issue: 'normal',
    also: ['institutions'],
    form: 'paraphrase',
  },
  {
    text: 'The Stasi kept files on millions of East Germans. How is that different from what Google knows about me, Foucault?',
    issue: 'data-tracking',
    also: ['power-knowledge'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'bentham if the honest have nothing to fear why does the guard have to be hidden',
    issue: 'watching-watchers',
    also: ['nothing-to-hide'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "come on, Foucault, you can't blame every problem on 'power'. Some people really do need watching.",
    issue: 'safety',
    also: ['power-knowledge'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do smart speakers listen all the time? And should that bother me if it makes life easier?',
    issue: 'data-tracking',
    also: ['nothing-to-hide'],
    form: 'paraphrase',
  },
  {
    text: "what's worse, the government watching or companies selling my data to advertisers",
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: "My neighbour's Ring doorbell films my driveway all day. I never agreed to that. Does he have the right?",
    issue: 'privacy-right',
    form: 'paraphrase',
  },
  {
    text: "How does 'the greatest happiness of the greatest number' handle someone who just wants to be left alone?",
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "what's the safest way to store cooked rice overnight?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so the analyst of power thinks prisons and schools and hospitals are all the same thing? my kid's school isn't a prison lol",
    issue: 'institutions',
    also: ['prison'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Foucalt would you at least admit some surveillance catches real criminals',
    issue: 'safety',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Is facial recognition in shops okay if it's only used to catch shoplifters, Mr Bentham?",
    issue: 'safety',
    also: ['data-tracking'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Orwell wrote 1984 as a warning. Are we living in it now, just with better marketing?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: "Is it fair that inherited wealth isn't taxed more heavily?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If nobody ever watched us, would people really behave worse? What does the utilitarian say?',
    issue: 'watched-self',
    also: ['safety'],
    addresses: 'bentham',
    form: 'epithet',
  },
];
