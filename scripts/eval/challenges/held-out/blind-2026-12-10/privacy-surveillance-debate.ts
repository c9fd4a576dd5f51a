// The blind set of 2026-12-10 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 78). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I have nothing to hide, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "My company installed software that logs every keystroke and takes a screenshot every ten minutes. Productivity went up, but everyone's miserable and nobody jokes in Slack anymore. Is that safer, or just quieter?",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Bentham, would you be okay with a camera in your own living room?',
    issue: 'nothing-to-hide',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  { text: 'good morning from Lisbon everyone!', issue: null, form: 'off-topic' },
  {
    text: "Foucault, isn't it a bit paranoid to compare a supermarket CCTV to a prison?",
    issue: 'watched-self',
    also: ['institutions'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'London has more cameras per person than almost anywhere and people still get stabbed. so does it even work',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'What did Snowden actually prove about whether mass surveillance stops terrorism?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: "I track my teenage daughter's location on her phone. She says it's a prison. I say it's because I love her. Who's right?",
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'so the honest have nothing to fear... until the definition of honest changes. ask anyone who was gay in 1950',
    issue: 'nothing-to-hide',
    also: ['normal'],
    form: 'paraphrase',
  },
  { text: 'Is there any chance of life on Europa under the ice?', issue: null, form: 'off-topic' },
  {
    text: 'Question for the panopticon guy: who watches the guard?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Do police body cameras count as the same kind of watching, or is watching the powerful something different?',
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: 'i literally post my location on instagram every day, nobody forced me. am i the panopticon now',
    issue: 'sharing-online',
    form: 'paraphrase',
  },
  { text: "What's the safety rating on a 2019 Honda Civic, anyone know?", issue: null, form: 'off-topic' },
  {
    text: "Monsieur Foucault, if the guard isn't needed once we watch ourselves, is that actually a bad thing? Fewer cops, less violence?",
    issue: 'watched-self',
    also: ['safety'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Is China's social credit system the logical end point of Bentham's idea?",
    issue: 'data-tracking',
    also: ['population'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Does a smart speaker count as watching me if no human ever listens to the recordings?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: "During covid I happily installed the contact tracing app. Would I be a hypocrite to refuse a face scanner at the airport now, or was that app already what you'd call biopower?",
    issue: 'population',
    also: ['data-tracking'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "How do I switch the moderator's voice to something less robotic?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on Michel, you can't just say power is everywhere and then refuse to tell us what to do about it",
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Jeremy, why would a utilitarian want the guard unseen? Wouldn't visible guards deter more people?",
    issue: 'prison',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'named',
  },
  { text: 'What caused the fall of the Western Roman Empire, really?', issue: null, form: 'off-topic' },
  {
    text: 'does being watched change what i think or only what i do foucoult',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "My kid's school put cameras in every classroom after a shooting two states away. Teachers say the kids now perform instead of learn. Is that the price?",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Does facial recognition make minorities less safe, given how often it misidentifies darker faces?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'the bald french one, what do you mean by discipline, like school discipline or something bigger',
    issue: 'watched-self',
    also: ['institutions'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "For the English reformer: run your felicific calculus on this. If a Ring doorbell on every house cuts burglaries in half, isn't that just a good trade?",
    issue: 'safety',
    addresses: 'bentham',
    form: 'epithet',
  },
  { text: "hang on my phone's about to die", issue: null, form: 'off-topic' },
  { text: "Is it privacy I'm losing, or just the illusion of it?", issue: 'privacy-right', form: 'plain' },
  {
    text: 'Who profits from all this data anyway, the state or Google and the data brokers?',
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: "So you admit, Bentham, that a society under total watch would be quieter. Isn't quiet just another word for afraid?",
    issue: 'watched-self',
    addresses: 'bentham',
    form: 'named',
  },
  { text: 'Is beauty in the eye of the beholder, or is it objective?', issue: null, form: 'off-topic' },
  {
    text: 'my smartwatch counts my steps my sleep my heart rate and i check it like 30 times a day. nobody is making me. this is exactly the self-watching thing right',
    issue: 'watched-self',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Should governments be as transparent to us as they want us to be to them?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: 'Is surveillance fine in a democracy but dangerous in a dictatorship, or is that line a fantasy?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: "Wasn't Bentham's body stuffed and put on display at UCL? Kind of fitting for a guy who wanted everyone visible lol. But seriously, did he ever care about his own privacy?",
    issue: 'privacy-right',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Should central banks keep raising interest rates to fight inflation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Under GDPR I can ask companies for all the data they hold on me. Does having rights on paper change anything about the power, Foucault?',
    issue: 'privacy-right',
    also: ['resistance'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "For the analyst of power: what's the difference between being protected and being managed?",
    issue: 'population',
    also: ['safety'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Dating apps know who I swipe on at 2am. Honestly that scares me more than the police. Should it?',
    issue: 'data-tracking',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
];
