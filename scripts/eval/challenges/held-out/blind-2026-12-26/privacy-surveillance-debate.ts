// The blind set of 2026-12-26 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I have nothing to hide, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "My boss installed software that tracks every keystroke and takes a screenshot every ten minutes. He says it's for security. Is it?",
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'Bentham, would you be happy living in your own Panopticon?',
    issue: 'watching-watchers',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Foucault, what do you mean the guard doesn't need to exist? Someone's watching the cameras, surely",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "is it safe to eat chicken that's been in the fridge four days? asking before I cook",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'London has hundreds of thousands of CCTV cameras. Is it actually safer than cities with fewer?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'i track my 15 year old on life360 and she hates it. like am i keeping her safe or teaching her to be watched forever',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Did Snowden make us safer or more vulnerable?',
    issue: 'safety',
    also: ['watching-watchers'],
    form: 'paraphrase',
  },
  {
    text: "China's social credit system rewards good behaviour. Isn't that basically what the English guy designed?",
    issue: 'watched-self',
    also: ['normal'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "so you admit, Michel, that cameras do solve some crimes? then what's the problem",
    issue: 'safety',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Why do I act differently when I think someone's looking, even when no one is?",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "What's the strongest evidence that dark matter actually exists?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Jeremy, your skeleton is sitting in a glass box at UCL for everyone to stare at forever. Was that your idea of a joke?',
    issue: 'sharing-online',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Everyone's got Ring doorbells now, my whole street films each other. Who is watching who at this point?",
    issue: 'watching-watchers',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Is giving my data to Google any different from giving it to the government?',
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: "that's just paranoia, nobody at the NSA cares about my shopping list",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'the bald French guy: are schools and hospitals really prisons in disguise or is that an exaggeration',
    issue: 'institutions',
    also: ['prison'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "During covid my country used phone tracking for contact tracing. It saved lives, but they never really switched it off. Where's the line, Bentham?",
    issue: 'population',
    also: ['safety'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "brb kettle's boiling",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does a police body camera watch the citizen or the officer?',
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: 'If a camera network stopped one terrorist attack a year, would that justify filming everyone, every day?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'My Fitbit counts my steps and my sleep and I check it obsessively. Foucault, have I become my own guard?',
    issue: 'watched-self',
    also: ['data-tracking'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'What does "the greatest happiness of the greatest number" say about the privacy of one person?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: 'Would the Panopticon Architect be a fan of facial recognition at football stadiums?',
    issue: 'data-tracking',
    also: ['safety'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Was Napoleon a liberator of Europe or just a tyrant with good PR?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is privacy even a natural right, or a pretty recent invention?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: 'Why do we voluntarily post our location, our meals and our kids online and then complain about surveillance?',
    issue: 'sharing-online',
    form: 'plain',
  },
  {
    text: 'Fucault i read discipline and punish for uni and honestly didnt get it, can u explain the panopticon bit simply',
    issue: 'watched-self',
    also: ['prison'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Online exams at my university use software that watches your eyes through the webcam. If I look away too long I get flagged for cheating. Is that safety or just suspicion?',
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: "can i change the moderator's voice? it's a bit robotic",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does being watched make people more honest or just better at hiding?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'Governments want a backdoor into encrypted chats to catch criminals. Should they get it, Mr Foucault?',
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'To the analyst of power: how would you resist being watched without just going off grid?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "Predictive policing software tells cops which neighbourhoods to patrol. Isn't that just watching the poor more closely?",
    issue: 'watching-watchers',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
  {
    text: "anyone know if the metro's running tonight? there's a strike and I need to get home",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Religion had an all-seeing God long before cameras. Was that the first panopticon?',
    issue: 'watched-self',
    form: 'paraphrase',
  },
  {
    text: 'come on Bentham, "the honest have nothing to fear" is what every dictator says',
    issue: 'nothing-to-hide',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Is beauty objective, or is it entirely in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How did the first living cells arise from non-living chemistry?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Orwell's 1984 or Huxley's Brave New World, which one did we end up in?",
    issue: 'data-tracking',
    also: ['sharing-online'],
    form: 'paraphrase',
  },
];
