// The blind set of 2026-12-07 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone (2026-12-05), the text locked by sha256 before labelling. Never read
// for tuning and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it
// (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'If I have nothing to hide, why should I care about being watched?',
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'Bentham, my company installed software that logs every keystroke and screenshots my screen every ten minutes. Productivity went up, sure. But I feel like a lab rat. Is that just the price of having a job now?',
    issue: 'institutions',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'ok so like do cameras actually reduce crime or just move it round the corner',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "Foucault, are you saying I'm my own prison guard when I check how many likes I got?",
    issue: 'watched-self',
    also: ['sharing-online'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "what's a good show to watch tonight, I'm out of ideas",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Who watches the watchers?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: 'The guy who had his own body stuffed and put on display in London: why should we trust your designs for anything?',
    issue: 'prison',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'i stopped posting my political opinions online after my cousin lost her job over a tweet. is that what you mean by society getting quieter',
    issue: 'watched-self',
    form: 'paraphrase',
  },
  {
    text: 'Should police be allowed to use facial recognition at football matches?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: "Michel, come on, a traffic camera isn't a conspiracy of power. It's a traffic camera.",
    issue: 'power-knowledge',
    also: ['safety'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Is there any good evidence that the universe had a beginning?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My mum tracks my location on Life360 and I'm 19. She says it's for my safety. Which of you two would she hire as her lawyer?",
    issue: 'institutions',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'so you admit your prison was never really built the way you drew it, Jeremy?',
    issue: 'prison',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Snowden showed the government was collecting everyone's phone records. Did that make us safer or just more obedient?",
    issue: 'safety',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Is privacy a right or a luxury?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: 'The French philosopher with the bald head, do you think schools and hospitals are prisons too?',
    issue: 'institutions',
    also: ['prison'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'brb gotta feed the cat',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'How does your greatest happiness sum work out for one innocent person wrongly flagged by an algorithm?',
    issue: 'nothing-to-hide',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'foucalt what would discipline and punish say about my fitbit lol',
    issue: 'data-tracking',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "China's social credit system: utopia for the panopticon man or total nightmare?",
    issue: 'population',
    also: ['data-tracking'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'I installed a Ring doorbell after a break-in. Now I watch my whole street on my phone every night. Did I just become the guard?',
    issue: 'watched-self',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Greatest Happiness, would you put cameras in every home if it cut crime in half?',
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'What were the main causes of the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does encryption protect criminals more than it protects ordinary people, Foucault?',
    issue: 'resistance',
    also: ['safety'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "but what about domestic abuse victims, surveillance can save them too, can't it",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: "Bentham, is being watched any different if it's a corporation doing it instead of the state?",
    issue: 'data-tracking',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "During covid my country had a tracing app that knew everyone I'd been near. I downloaded it gladly. Was that a moment when the trade was worth it?",
    issue: 'population',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'how do I report a bug, the subtitles are lagging behind the voices',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Foucault, if power is everywhere, is there any way out, or is resistance just part of the game?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Does being watched change who you are, not just what you do?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'is alexa listening to my arguments with my husband and does that make me act different at home',
    issue: 'watched-self',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Is it morally wrong to have children given how much suffering there is in the world?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just paranoia dressed up as theory, honestly",
    issue: 'power-knowledge',
    form: 'plain',
  },
  {
    text: "The Analyst of Power keeps saying we learn to watch ourselves. Isn't that just called having a conscience?",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Body cameras on police: good surveillance or bad surveillance?',
    issue: 'watching-watchers',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: "Why do some languages have grammatical gender and others don't?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "lol the moderator keeps saying 'indeed', take a sip every time",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Jeremy Bentham, my friend's private photos leaked after her cloud account got hacked. Your 'honest have nothing to fear' line didn't help her much. What would you actually tell her?",
    issue: 'nothing-to-hide',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Is it worse to be watched by a person or by an AI that never sleeps, Bentham?',
    issue: 'data-tracking',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Are dating apps that sell my data to advertisers part of the same panopticon, or is that something different?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
];
