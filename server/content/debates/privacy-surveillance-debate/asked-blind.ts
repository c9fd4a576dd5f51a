// Challenges for The Watchtower Trial (Jeremy Bentham against Michel Foucault), written blind (from the debate's title, question and two names) as a held-out set and
// labelled from its issue list; measured once on the knowledge as first written (on topic 63 to 78 % across the new
// debates), then spent on tuning: eval:debate counts them with the tuned-on set, and a fresh held-out set replaces them.
import type { AskedInput } from '../../schema';

export const privacySurveillanceDebateSpent: readonly AskedInput[] = [
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
  // A second set, written blind from the debate's card (title, question, description, names) and labelled from its
  // issue list; a second reader labelled it apart, and an issue that reader chose first is among "also". Read for the
  // engine's misses (on topic 71 % across the nine new debates), so spent.
  {
    text: 'Do CCTV cameras actually stop crime or just move it down the street?',
    issue: 'safety',
    form: 'plain',
  },
  { text: "Wouldn't we all be safer if the police could see everything?", issue: 'safety', form: 'plain' },
  {
    text: "When people know they're being watched, do they just behave or do they stop being themselves?",
    issue: 'watched-self',
    form: 'plain',
  },
  { text: 'Who watches the people doing the watching?', issue: 'watching-watchers', form: 'plain' },
  {
    text: 'Privacy — is that even a real right, or something we made up?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: 'Why should a government get to read my messages just to keep me safe?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'plain',
  },
  {
    text: "Being watched all the time makes people scared to speak up, doesn't it?",
    issue: 'watched-self',
    form: 'plain',
  },
  { text: 'How much of my privacy am I supposed to give up for security?', issue: 'safety', form: 'plain' },
  {
    text: "What's worse, a bit more crime or everyone being monitored all the time?",
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'Surveillance always ends up being used against the poor and minorities, right?',
    issue: 'normal',
    also: ['power-knowledge'],
    form: 'plain',
  },
  { text: 'After a terror attack, is mass surveillance ever justified?', issue: 'safety', form: 'plain' },
  {
    text: "Do we end up policing ourselves even when nobody's actually looking?",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'So basically, being watched is just the price we pay for safety these days?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "Can a society where everyone's observed still call itself free?",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'Honestly, does surveillance make us safer or just more obedient?',
    issue: 'safety',
    also: ['watched-self'],
    form: 'plain',
  },
  {
    text: "Shouldn't the watchers be watched too, like body cams on the police?",
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: 'My boss tracks every keystroke on my work laptop. Am I more productive or just more anxious?',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "My mum put a tracking app on my phone and says it's for my safety. Is she right?",
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'Every house on our street has a Ring doorbell now. Does that make it a better neighbourhood?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'They put cameras in the school corridors and now nobody messes about, but it feels weird.',
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: "I stopped posting political stuff online because I figured someone's keeping a file on me.",
    issue: 'watched-self',
    form: 'paraphrase',
  },
  {
    text: "China's social credit thing — is that where we're all heading?",
    issue: 'population',
    form: 'paraphrase',
  },
  {
    text: "Facial recognition at the football stadium caught a few wanted criminals, so what's the big deal?",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'My smart speaker is always listening. Should I be worried or am I just paranoid?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Amazon warehouse workers get timed on every toilet break. Is that just efficiency?',
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'Would you rather live in a town with zero crime where every room had a camera?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'Prisons, schools, hospitals, offices, factories — why do they all kind of look the same?',
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'Bentham, would you honestly want to live in your own prison design?',
    issue: 'prison',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'What would Foucault say about fitness trackers that reward you for hitting your step count?',
    issue: 'data-tracking',
    also: ['normal'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Mr Bentham, isn't it creepy to design a building where people never know if they're being watched?",
    issue: 'watched-self',
    also: ['prison'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Michel Foucault, is there any way to actually escape being watched today?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Question for the panopticon guy: did you ever think it'd be used on everybody, not just prisoners?",
    issue: 'institutions',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "To the analyst of power — who actually holds the power when everyone's on camera?",
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Hey, the French philosopher, are you saying schools are basically prisons?',
    issue: 'institutions',
    addresses: 'foucault',
    form: 'epithet',
  },
  { text: "What's a good camera for taking holiday photos on a budget?", issue: null, form: 'off-topic' },
  { text: 'Can you recommend a decent watch for running?', issue: null, form: 'off-topic' },
  { text: "What's the safest way to reheat leftover rice?", issue: null, form: 'off-topic' },
  { text: 'What time does the café close today?', issue: null, form: 'off-topic' },
  { text: 'Tell me a joke about penguins.', issue: null, form: 'off-topic' },
];
