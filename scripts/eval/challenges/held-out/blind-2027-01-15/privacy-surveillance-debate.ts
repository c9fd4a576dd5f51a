// The blind set of 2027-01-15 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'Does CCTV actually lower crime or does it just move it to the next street?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'My company installed software that screenshots our screens every ten minutes. Output went up, but everyone is miserable and nobody jokes in Slack anymore. Bentham, is that a win in your calculation?',
    issue: 'institutions',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "if you've got nothing to hide you've got nothing to fear, right? why is that wrong",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "is my camera on? i can't see my own face in the corner",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Foucault, if we all learn to watch ourselves, is there any way out, or is resistance just another part of the system?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'What would the Panopticon guy say about Ring doorbells filming the whole street?',
    issue: 'data-tracking',
    also: ['safety'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'i track my 15 year old on life360 and she hates it. am i keeping her safe or teaching her to accept being watched forever',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "Snowden showed the NSA collecting everyone's phone records. Was he a traitor or a hero?",
    issue: 'watching-watchers',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'Michel, you never gave us a plan. What would a society without disciplinary power even look like?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Who watches the watchers, Bentham?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Is posting my whole life on Instagram a kind of surveillance I signed up for myself?',
    issue: 'sharing-online',
    form: 'paraphrase',
  },
  {
    text: "What's a decent watch for running, something under 200 bucks?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "In China a social credit score can stop you from buying a train ticket. Isn't that just the logical end of your prison, Mr Bentham?",
    issue: 'power-knowledge',
    also: ['normal'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "so you admit the cameras do stop some crimes. then what's the problem",
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'How did the Black Death change wages for ordinary workers in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "During covid my country had a contact-tracing app that logged where I'd been. It probably saved lives. Should I have been more worried than I was?",
    issue: 'population',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'Does being watched make people honest, or just careful?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'ok but like the french guy keeps saying power is everywhere, doesnt that make the word useless',
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Jeremy, would you be happy with a camera in your own bedroom?',
    issue: 'privacy-right',
    also: ['watching-watchers'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "My insurer offers a discount if I wear a fitness tracker that shares my data. It's just cheaper. Is saying yes a free choice or exactly the normalising you wrote about, Foucault?",
    issue: 'normal',
    also: ['data-tracking'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Is encryption a right or a loophole for criminals?',
    issue: 'privacy-right',
    also: ['safety'],
    form: 'plain',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Police body cameras turn the watching back on the police. Doesn't that prove surveillance can protect the weak, not just control them?",
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: "the stasi had files on like a third of east germany and it didn't save the regime lol so how safe did it make anyone",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: "Isn't the greatest happiness principle exactly how governments justify spying on minorities?",
    issue: 'safety',
    also: ['population'],
    form: 'plain',
  },
  {
    text: 'Is consciousness just what the brain does, or something extra?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Foucalt do you really think schools and hospitals work like prisons? my kid's school seems fine",
    issue: 'institutions',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Exam proctoring software tracked my eyes during finals and flagged me for looking away to think. Is that the future of trust?',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Why do I behave differently when I know Alexa might be listening?',
    issue: 'watched-self',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Dear Analyst of Power: if I stop caring about being seen, am I free, or did I just get better at the game?',
    issue: 'resistance',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "come on, nobody's locked in a tower, we carry the phones voluntarily",
    issue: 'data-tracking',
    also: ['sharing-online'],
    form: 'plain',
  },
  {
    text: "What's the strongest argument for God's existence that still holds up today?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should facial recognition be banned at protests, Foucault?',
    issue: 'resistance',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Question for the guy whose stuffed body sits in a glass case in London: did anyone ever actually build your prison the way you drew it?',
    issue: 'prison',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'does the pharmacy near the station open on sundays, anyone know',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Data brokers know more about me than my government does. Should I fear companies more than the state?',
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: 'A neighbourhood where nobody dares to argue in the street, is that peaceful or scared?',
    issue: 'watched-self',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'Bentham, how much privacy would you trade for one fewer murder a year? Give me a number.',
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Why do plants need nitrogen from the soil when the air is mostly nitrogen?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'what about dating apps, they watch who i swipe on and sort me. Discipline and Punish guy, is the algorithm the new guard?',
    issue: 'data-tracking',
    also: ['normal'],
    addresses: 'foucault',
    form: 'epithet',
  },
];
