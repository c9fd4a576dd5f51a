// The blind set of 2026-12-22 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'Does CCTV actually reduce crime or just move it round the corner?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'Bentham, who watches the watchman in your prison?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'My company installed software that logs every keystroke and takes a screenshot every ten minutes. Productivity went up, but everyone is miserable and nobody jokes in Slack anymore. Is that the safer, quieter society you two are arguing about?',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'if i have nothing to hide why should i care',
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'can i watch a replay of this debate later or is it live only',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Foucault, isn't it a bit paranoid to see a prison in every school and hospital?",
    issue: 'institutions',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "I track my 15-year-old's phone location. She found out and said I'm treating her like a criminal. Am I keeping her safe or teaching her to live under a guard?",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "So the Panopticon guy would basically love China's social credit system?",
    issue: 'population',
    also: ['normal'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'ok so my alexa is listening all the time right, like is that the panopticon or just convenience lol',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: "Snowden showed the NSA was collecting everyone's phone records. Traitor, or the kind of publicity Bentham himself said governments should be subject to?",
    issue: 'watching-watchers',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Is privacy a right or just a preference?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "What's the strongest argument that mathematics is discovered rather than invented?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Michel, if the guard doesn't even need to exist, then who is actually in charge? Nobody?",
    issue: 'power-knowledge',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'But what about police body cameras? Watching the watchers seems like a good thing.',
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: 'I stopped posting political stuff on Instagram after my cousin got in trouble at work for a tweet. Nobody told me to stop. Is that what you mean by learning to watch yourself?',
    issue: 'watched-self',
    form: 'paraphrase',
  },
  {
    text: 'Does facial recognition at stadiums and airports make us safer or just easier to sort?',
    issue: 'safety',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: "the bald french guy keeps saying power is everywhere, but if it's everywhere isn't the word kind of useless",
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "Would you give up your own phone's privacy for a guarantee of no terror attacks, Jeremy Bentham? And would you ask everyone else to?",
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'good evening from Manila, first time here!',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'East Germany had the Stasi watching a huge part of the country. Was it safe? It was certainly quiet.',
    issue: 'safety',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "Why does being watched change how we act even when we're doing nothing wrong?",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "come on bentham, 'the honest have nothing to fear' is what every dictator has said",
    issue: 'nothing-to-hide',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'my fitbit, my calorie app, my screen time report... am i just surveilling myself for free now',
    issue: 'data-tracking',
    also: ['sharing-online'],
    form: 'paraphrase',
  },
  {
    text: 'Is predictive policing just the Panopticon with a spreadsheet, Foucalt?',
    issue: 'data-tracking',
    also: ['power-knowledge'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'what started World War One, really? one assassination seems too small a cause',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Everyone on our street got Ring doorbells and now the group chat is full of clips of 'suspicious' teenagers walking home. Is the street safer, or did we just build a watchtower out of ourselves?",
    issue: 'safety',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: 'To the utilitarian: how do you weigh a small loss of privacy for millions against a few lives saved?',
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "Doesn't Foucault just describe things without ever saying what we should do about them?",
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'During covid my country made us scan a QR code to enter every caf\u00e9. Nobody complained much. Was that reasonable or the start of something?',
    issue: 'population',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'is it just me or is the audio lagging',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should governments be allowed a backdoor into encrypted messages like WhatsApp?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Panopticon, did you ever imagine your design would end up as the open-plan office?',
    issue: 'institutions',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "so you admit surveillance works, foucault, you just don't like what it does to us? that's a taste, not an argument",
    issue: 'watched-self',
    also: ['resistance'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "My girlfriend checks my phone while I'm asleep. She says it's because she was cheated on before and it makes her feel safe. Is her safety worth my privacy?",
    issue: 'privacy-right',
    also: ['nothing-to-hide'],
    form: 'paraphrase',
  },
  {
    text: 'Is it ethical to have children given climate change?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'are kids who grow up with cameras everywhere even going to know what privacy is, foucault',
    issue: 'watched-self',
    also: ['privacy-right'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Who owns the data once I've been watched: me, the company, or the state?",
    issue: 'data-tracking',
    also: ['privacy-right'],
    form: 'plain',
  },
  {
    text: 'whats the safest way to get to the airport from here at night, taxi or train',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Bentham, you had your own body preserved and put on display. Is that the ultimate 'I have nothing to hide'?",
    issue: 'nothing-to-hide',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Does the many-worlds interpretation of quantum mechanics have any evidence behind it?',
    issue: null,
    form: 'off-topic',
  },
];
