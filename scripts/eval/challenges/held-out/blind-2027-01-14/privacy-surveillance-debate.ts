// The blind set of 2027-01-14 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'Does being watched actually make people behave better, or just more careful not to get caught?',
    issue: 'watched-self',
    also: ['safety'],
    form: 'plain',
  },
  {
    text: "Bentham, you say honest people shouldn't worry about being watched. Would you be fine with a camera in your bedroom then?",
    issue: 'nothing-to-hide',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'My company installed software that takes screenshots of our laptops every ten minutes since we went remote. Everyone now just wiggles the mouse and looks busy. Is that safety, productivity, or something else entirely?',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "ok so foucault like, are you saying we're all prisoners even when nobody's looking??",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'can I watch a replay of this later? I have to leave in 5 min',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Who watches the watchers?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: 'London has cameras on almost every corner and people still get stabbed. So what are we actually getting for giving up our privacy?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'The prison-designer guy: did you ever actually get your panopticon built?',
    issue: 'prison',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'i have nothing to hide so why should i care honestly',
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "My mum put a tracking app on my phone when I turned 14 and she still checks it and I'm 19. She says it's because she loves me. Is it?",
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: "Michel, isn't it a bit paranoid to see a prison in every school and hospital?",
    issue: 'institutions',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "What's actually the difference between a virus and a bacterium, and why don't antibiotics work on colds?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Professor Foucault, is there a real difference between a government watching us and a company like Google doing it?',
    issue: 'data-tracking',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Snowden showed the NSA was collecting everyone's phone records. Did that make anyone safer? And if it did, was he a traitor for revealing it?",
    issue: 'safety',
    also: ['watching-watchers'],
    form: 'paraphrase',
  },
  {
    text: 'come on, Jeremy, the greatest happiness of the greatest number is exactly what every dictator says to justify spying',
    issue: 'population',
    also: ['watching-watchers'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "When I post on Instagram I basically edit my whole life for an audience I can't see. Is that the panopticon doing its thing, Foucault?",
    issue: 'sharing-online',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'facial recognition at the supermarket self checkout, yay or nay',
    issue: 'data-tracking',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: "If crime really drops when cameras go up, isn't that the end of the argument?",
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'my watch battery died again, do jewellers usually replace those or do I need a new watch',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What does China's social credit system tell us? Is that where every surveillance society ends up?",
    issue: 'population',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: "So you admit, Mr Analyst of Power, that you don't actually have a solution, just a critique?",
    issue: 'resistance',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "brb kettle's boiling",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My neighbour's Ring doorbell points straight at my front door. He says it's for parcels. I feel like I can't even argue with my girlfriend on the porch anymore. Who's right here?",
    issue: 'privacy-right',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Is privacy a right or just a luxury we got used to in the 20th century, Mr Bentham?',
    issue: 'privacy-right',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Bentam is it true your actual body is sitting in a box at a university in London?? why',
    issue: null,
    addresses: 'bentham',
    form: 'off-topic',
  },
  {
    text: 'Is free will compatible with everything being determined by physics?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the power guy: people talk more freely when nobody's recording. Doesn't constant watching just kill dissent quietly, without anyone banning anything?",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'After 9/11 we accepted body scanners and taking our shoes off at airports. Twenty years later, was that trade worth it?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'what about body cams on police though, thats surveillance pointed the other way and it seems good??',
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: "The French one: what does 'discipline' even mean in your books? Like school discipline?",
    issue: 'watched-self',
    also: ['institutions'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "hello from Lisbon, it's 2am here and I can't sleep lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a teacher and our online exams use software that watches students' eyes through the webcam. Kids with anxiety keep getting flagged for cheating. Is this the future of school?",
    issue: 'institutions',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: "that's just conspiracy thinking dressed up in big words, Foucault",
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Should I be worried that my smart speaker is listening to everything I say at home?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: "Why did the Ottoman Empire join the First World War on Germany's side?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'During covid we let apps trace where we went. Did that prove surveillance can save lives, Bentham?',
    issue: 'population',
    also: ['safety'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Is it ever okay to read your partner's messages if you genuinely suspect they're cheating?",
    issue: 'privacy-right',
    form: 'paraphrase',
  },
  {
    text: 'Mr Panopticon, does the guard in your tower ever get watched himself, or is he the only free man there?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'my cat just walked across the keyboard sorry ignore that',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My health insurer offers a discount if I wear a fitness tracker and share the data. Sounds like a good deal. What's the catch?",
    issue: 'data-tracking',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
];
