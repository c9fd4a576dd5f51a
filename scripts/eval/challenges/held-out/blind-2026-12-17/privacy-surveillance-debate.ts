// The blind set of 2026-12-17 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I have nothing to hide, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'Bentham, would you put cameras in every home if it stopped domestic violence?',
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'My employer installed software that tracks my mouse movements and takes screenshots every ten minutes. I work harder but I feel like a lab rat. Is that safety, productivity, or something else?',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "foucault so basically you're saying we all became our own prison guards?? thats bleak man",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'my watch battery died, do jewellers replace them for cheap or should i just buy a new one',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do cameras actually reduce crime, or just move it around the corner?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'After the Boston Marathon bombing they found the suspects through photos and CCTV. Hard to argue with that. Where exactly would you two draw the line?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'The guy whose skeleton sits dressed up in a glass box in London: did you want to be watched forever too?',
    issue: 'sharing-online',
    addresses: 'bentham',
    form: 'epithet',
  },
  { text: 'Is there any solid argument for the existence of God?', issue: null, form: 'off-topic' },
  {
    text: "I track my 14-year-old's phone location. She found out and says I don't trust her. Am I keeping her safe or teaching her that being watched is normal?",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "Michel, isn't some discipline good though? Kids need to learn not to run into traffic.",
    issue: 'institutions',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Was the Treaty of Versailles really the main cause of World War Two?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is China's social credit system the panopticon finished?",
    issue: 'data-tracking',
    also: ['population'],
    form: 'paraphrase',
  },
  {
    text: 'ok so like my alexa is always listening right. should i be worried or is that paranoid',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Jeremy Bentham, the greatest happiness for the greatest number sounds nice, but what if the majority is happy watching a minority?',
    issue: 'privacy-right',
    addresses: 'bentham',
    form: 'named',
  },
  { text: "That's just authoritarianism with better branding.", issue: 'safety', form: 'plain' },
  {
    text: 'the bald french guy — does power even need a person at the top anymore, or is it just algorithms now?',
    issue: 'power-knowledge',
    also: ['data-tracking'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Should police be allowed to use facial recognition at protests?',
    issue: 'resistance',
    also: ['safety'],
    form: 'paraphrase',
  },
  { text: "can you two talk a bit slower, i'm listening on the bus", issue: null, form: 'off-topic' },
  {
    text: "Snowden showed the NSA was collecting everyone's phone records, and I never saw proof that it stopped anything. Mr Foucault, would you call him a hero?",
    issue: 'watching-watchers',
    also: ['resistance'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Why do people behave differently when they think someone is watching?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "Bodycams on police officers are surveillance pointed the other way. Bentham, isn't that exactly your idea working for the little guy?",
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'During covid my country used phone tracking for contact tracing and most people went along with it. The emergency is over but the law is still on the books. Is that how it always goes?',
    issue: 'population',
    form: 'paraphrase',
  },
  {
    text: 'To the panopticon designer: would you agree to live in one of your own cells?',
    issue: 'watching-watchers',
    also: ['prison'],
    addresses: 'bentham',
    form: 'epithet',
  },
  { text: 'How do black holes lose mass if nothing can escape them?', issue: null, form: 'off-topic' },
  {
    text: "but what about encryption? if criminals can hide, shouldn't we all be allowed to hide too",
    issue: 'privacy-right',
    also: ['resistance'],
    form: 'plain',
  },
  {
    text: 'fucalt what does biopower mean in normal words',
    issue: 'population',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'My university made us install proctoring software that watched our eyes during online exams. I got flagged for looking at the ceiling while thinking. Is that what safety looks like now?',
    issue: 'institutions',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: 'Does being watched make people more honest, or just more careful?',
    issue: 'watched-self',
    form: 'plain',
  },
  { text: 'haha the moderator sounds exactly like my old headmaster', issue: null, form: 'off-topic' },
  {
    text: 'Would you rather live in a safe city with cameras everywhere or a free city with more crime?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'Bentham, did you design the panopticon as a prison or as a model for the whole of society?',
    issue: 'prison',
    also: ['institutions'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Come on Foucault, before all this watching, punishment meant dungeons and public executions. Wasn't being observed an improvement?",
    issue: 'prison',
    addresses: 'foucault',
    form: 'named',
  },
  { text: 'What makes a painting beautiful rather than just skilful?', issue: null, form: 'off-topic' },
  {
    text: "Instagram is voluntary surveillance. We post where we are, what we eat, who we're with. Did we build the tower ourselves, for free?",
    issue: 'sharing-online',
    form: 'paraphrase',
  },
  { text: 'is privacy a right or a luxury', issue: 'privacy-right', form: 'plain' },
  {
    text: 'Predictive policing software flags neighbourhoods before crimes happen. Is that prevention or prejudice with math?',
    issue: 'safety',
    also: ['normal'],
    form: 'paraphrase',
  },
  { text: "brb someone's at the door", issue: null, form: 'off-topic' },
  {
    text: 'the English utilitarian one, would you let the government read my texts if it saved one child?',
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'So you admit, Michel, that without any watching at all, the strong would just prey on the weak?',
    issue: 'safety',
    addresses: 'foucault',
    form: 'named',
  },
];
