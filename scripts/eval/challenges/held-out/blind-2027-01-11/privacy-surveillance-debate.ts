// The blind set of 2027-01-11 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I've done nothing wrong, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'Bentham, would you be happy with a camera in your own bedroom?',
    issue: 'nothing-to-hide',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "My company installed software that logs every keystroke and takes a screenshot every ten minutes. My manager says it's about 'security'. Is that the panopticon, or am I being dramatic?",
    issue: 'institutions',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'foucault so basically ur saying instagram is a prison',
    issue: 'data-tracking',
    also: ['sharing-online'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Does more CCTV actually cut crime, or does it just move it round the corner?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "We put a tracking app on our 14-year-old's phone after a scary night when she didn't come home. Now she's furious with us. Did we buy safety, or just teach her to live being watched?",
    issue: 'institutions',
    also: ['safety', 'watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the Panopticon Architect: who watches the guard?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'my watch keeps buzzing every time someone talks, how do i make it stop',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Michel, is there any kind of being watched you'd actually call good? A nurse checking on a patient at night, say?",
    issue: 'institutions',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "What did Snowden's leaks prove about all this?",
    issue: 'data-tracking',
    also: ['watching-watchers'],
    form: 'paraphrase',
  },
  {
    text: "China's social credit system is basically this debate turned into policy, right? Does it work?",
    issue: 'watched-self',
    also: ['population'],
    form: 'paraphrase',
  },
  {
    text: 'honest people have nothing to fear sure. until the government changes what counts as honest. then what',
    issue: 'nothing-to-hide',
    also: ['normal'],
    form: 'plain',
  },
  {
    text: 'Is privacy a human right or just a modern luxury?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: 'Is free will compatible with a world where every event has a cause?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Monsieur Foucault, I read Discipline and Punish in college and came out thinking schools, hospitals and factories are all prisons. Isn't that a bit paranoid?",
    issue: 'institutions',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Why did the prison designer want his building to be round?',
    issue: 'prison',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "I got a Ring doorbell after a parcel was stolen. Now I can see every neighbour who walks past, and I check it more than I'd like to admit. Am I the guard now?",
    issue: 'data-tracking',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Does being watched change how honest people behave, or only the guilty?',
    issue: 'watched-self',
    also: ['nothing-to-hide'],
    form: 'plain',
  },
  {
    text: 'Jeremy, you wanted the greatest happiness for the greatest number. How do you put a number on the unhappiness of never being alone?',
    issue: 'privacy-right',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'but what about the police? body cameras on cops are surveillance too and everyone wanted those',
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: "The French guy keeps saying power is everywhere. If it's everywhere, how can anyone resist it?",
    issue: 'resistance',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "lol the guard dog next door hasn't stopped barking this whole debate",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My uni used proctoring software that tracked my eyes through the webcam during exams. I was so scared of looking away that I couldn't think. Did it stop cheating or just stop thinking?",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Is it worse to be watched by the government or by Google, Foucault?',
    issue: 'data-tracking',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "So you admit, Bentham, that the prisoner never knows if anyone's there at all? Sounds like a con.",
    issue: 'watched-self',
    also: ['prison'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'The Stasi had a whole country informing on itself. Was East Germany the panopticon working perfectly?',
    issue: 'watched-self',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
  {
    text: 'does posting my whole life on tiktok count as watching myself or is that different',
    issue: 'sharing-online',
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'During covid we all accepted contact-tracing apps pretty quickly. Was that a fair trade, or did we just get used to it?',
    issue: 'population',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'Was the atomic bombing of Hiroshima morally justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the difference between discipline and punishment, Foucault?",
    issue: 'prison',
    also: ['normal'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Come on, the man who had his own body stuffed and put on display at a university isn't really one to lecture us about privacy.",
    issue: 'privacy-right',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'hang on my tea went cold, back in 2 min',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Apple says what happens on your iPhone stays on your iPhone. Should governments get a back door into encrypted messages to catch terrorists and child abusers?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'My insurer offered me a discount if I wear a fitness tracker and share the data. Cheaper premiums in exchange for my heart rate - is that a good deal, Mr Bentam?',
    issue: 'data-tracking',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "If people stop protesting because they know they're being filmed, is that peace or fear?",
    issue: 'watched-self',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'How do mRNA vaccines teach the immune system what to attack?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't the smartphone just a panopticon we pay for ourselves?",
    issue: 'data-tracking',
    also: ['sharing-online'],
    form: 'plain',
  },
  {
    text: "the analyst of power guy - do you think we'd even notice if the watching stopped?",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "can i change the moderator's voice, it sounds like a satnav",
    issue: null,
    form: 'off-topic',
  },
];
