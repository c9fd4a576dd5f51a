// Challenges for The Watchtower Trial (Jeremy Bentham against Michel Foucault), written blind (from the debate's title, question and two names) as a held-out set and
// labelled from its issue list; measured once on the knowledge as first written (on topic 63 to 78 % across the new
// debates), then spent on tuning: eval:debate counts them with the tuned-on set, and a fresh held-out set replaces them.
import type { EvalChallenge } from '../../challenge-set';

export const privacySurveillanceDebateSpent: readonly EvalChallenge[] = [
  {
    text: 'Is it worth giving up some of our privacy if it means less crime?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "If I've got nothing to hide, why should I care who's watching me?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'Our school put cameras in every hallway after one fight. Are we actually safer now, or just more nervous?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'Do people behave better just because they think someone might be looking?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'My boss installed software that logs every click I make at work. Is that a reasonable thing to do to employees?',
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'Should the police be allowed to run facial recognition on everyone walking down a public street?',
    issue: 'population',
    also: ['safety'],
    form: 'plain',
  },
  {
    text: 'I was talking about sneakers and an hour later my phone showed me sneaker ads. Is it listening to me?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Who gets to watch the people who are doing all the watching?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: 'My parents track my location on an app all day and say it is because they love me. Is that care or control?',
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'Does being watched all the time change who you are, even if nobody ever punishes you for anything?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "Would it be okay for a government to read everyone's messages if it stopped a single terrorist attack?",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'Are prisons supposed to punish people, or to reshape them into someone obedient?',
    issue: 'prison',
    form: 'plain',
  },
  {
    text: 'Why do I happily hand my data to Instagram but freak out when the government asks for it?',
    issue: 'sharing-online',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Is there a real difference between being protected and being managed?',
    issue: 'population',
    form: 'plain',
  },
  {
    text: 'Some cities in China give people scores based on what the cameras catch them doing. Could that happen here too?',
    issue: 'population',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: 'Can a society keep people safe without knowing a lot about them?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'My smart doorbell records everyone who walks down my street, including neighbours who never agreed to it, so is that my right or theirs that wins?',
    issue: 'privacy-right',
    form: 'paraphrase',
  },
  {
    text: 'If cameras everywhere made the greatest number of people happier and safer, would that be enough to justify them?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'Do schools, hospitals and offices all kind of work like prisons, with everyone being monitored and sorted?',
    issue: 'institutions',
    form: 'plain',
  },
  {
    text: 'Is privacy actually a human right, or just something we happened to get used to?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: 'My fitness watch knows my heart rate, my sleep and where I run, and the company sells that. Should it bother me?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'When everybody posts their whole life online anyway, are we basically just watching ourselves now?',
    issue: 'sharing-online',
    form: 'paraphrase',
  },
  {
    text: 'Bentham, would you honestly want to live in one of your all-seeing prisons yourself?',
    issue: 'prison',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Foucault, isn't some surveillance just common sense, like a camera in a dark parking garage?",
    issue: 'safety',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Teachers now run every essay through software to catch cheaters, so is that the kind of thing Foucault warned about?',
    issue: 'institutions',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Jeremy Bentham, how do you weigh the happiness of the people being watched against the safety of everyone else?',
    issue: 'safety',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'You, the inventor of that prison with the watchtower in the middle, would you run a whole city that way?',
    issue: 'population',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Does the French historian of prisons and madhouses think power is always a bad thing?',
    // no issue fits: asks whether power is bad in itself, not whether knowing gives power
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "Let's hear from the man whose stuffed body sits in a glass case in London: does the greatest happiness justify CCTV on every corner?",
    issue: 'safety',
    addresses: 'bentham',
    form: 'epithet',
  },
  { text: "What's a good name for a golden retriever puppy?", issue: null, form: 'off-topic' },
  { text: 'How many calories are in a slice of pepperoni pizza?', issue: null, form: 'off-topic' },
  {
    text: 'Which is the better first car, a Honda Civic or a Toyota Corolla?',
    issue: null,
    form: 'off-topic',
  },
];
