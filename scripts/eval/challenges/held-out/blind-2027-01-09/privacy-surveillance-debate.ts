// The blind set of 2027-01-09 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'Is it worth giving up privacy to be safer?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "Bentham, would you put cameras in people's homes if it cut crime in half?",
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "My company installed software that screenshots my laptop every ten minutes. I've noticed I don't even open news sites anymore, even on my lunch break. Is that what Foucault means, or am I just being a good employee?",
    issue: 'watched-self',
    also: ['institutions'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "ok so if i have nothing to hide why should i care who's watching",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'anyone know a good running watch under 100 bucks?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Foucault, you make every camera sound like a prison. Isn't a CCTV camera on a dark street just... a camera?",
    issue: 'watched-self',
    also: ['safety'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'London has one of the highest numbers of CCTV cameras in the world. Is it actually safer than cities with far fewer?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'The prison architect guy: would you live in your own panopticon? Honestly?',
    issue: 'watching-watchers',
    also: ['prison'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Who watches the watchers?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: "Snowden showed the government was collecting everyone's phone records. Did that make anyone safer, or just more obedient?",
    issue: 'safety',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Is Kant right that you should never lie, even to a murderer asking where your friend is hiding?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i track my 14 yr old on find my iphone. shes furious about it. am i keeping her safe or teaching her that being watched is normal',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "Isn't surveillance just the greatest happiness for the greatest number? Crime down, happiness up. What's the problem, Jeremy?",
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Apparently in some Chinese cities you can lose points for jaywalking and it shows up when you try to book a train. Isn't that exactly what you were warning about?",
    issue: 'data-tracking',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: 'Does being watched make people better, or just better at hiding?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'Michel, what is biopower? In small words please.',
    issue: 'population',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'brb grabbing a coffee',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My Alexa once answered a question nobody asked it. Now I unplug it at dinner. Am I paranoid, or does the watchtower live in my kitchen now?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: "So you admit, Bentham, that the guard only works because people are afraid? That's not safety, that's fear.",
    issue: 'safety',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'the bald french guy thinks schools and hospitals are prisons too?? thats a stretch no',
    issue: 'institutions',
    also: ['prison'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "Should police wear body cameras? Doesn't that turn the whole thing around and put the guards under watch?",
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: "What's the actual evidence for dark matter, and could it just be a mistake in our equations for gravity?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'After 9/11 we accepted full-body scanners and endless airport checks. Twenty years later nobody even questions it. Is that how it always goes: security first, and then it never leaves?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'Mr Bentam, is it true your body is sitting in a glass box at a London university? Are you still keeping an eye on everyone?',
    issue: 'watched-self',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Analyst of power, what do you even mean by power? Isn't power just whoever has the guns?",
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'i mean my fitness watch knows my heart rate, my sleep, where i run. and i PAID for it. did we just build the panopticon ourselves',
    issue: 'data-tracking',
    also: ['sharing-online'],
    form: 'paraphrase',
  },
  {
    text: 'My neighbour has one of those doorbell cameras pointed at the street, and the police can apparently ask him for the footage. So is my walk to the bus now evidence?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'how do i switch the app language to spanish',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could predictive policing with AI stop crimes before they happen, or does it just punish the poor neighbourhoods twice?',
    issue: 'safety',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: "Isn't privacy kind of a modern invention anyway? In a village everyone knew everything about everyone.",
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "The utilitarian from the 1700s: how do you weigh one person's privacy against a whole city's safety? Is there an actual number?",
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Why did the Roman Republic turn into an empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'foucault if nobody is actually watching and we still behave, then who has the power exactly',
    issue: 'power-knowledge',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'During covid my country had a contact tracing app and I installed it happily. Was that different from being spied on? Because it felt different.',
    issue: 'population',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'question for the English reformer: is it the same thing when my boss watches me and when my mum does?',
    issue: 'institutions',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "what's the weather going to be like in Manchester this weekend?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'but what about the honest people who get flagged by mistake? like that guy in Detroit who got arrested because facial recognition matched the wrong face',
    issue: 'nothing-to-hide',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'Protesters now cover their faces because of face scanning, and some just stay home. When people stop showing up, is that order or fear, Foucault?',
    issue: 'watched-self',
    also: ['resistance'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Apple refused to unlock a terrorist's iPhone for the FBI. Right call, Mr Bentham?",
    issue: 'privacy-right',
    also: ['safety'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'How exactly does inflation hurt poor people more than rich people?',
    issue: null,
    form: 'off-topic',
  },
];
