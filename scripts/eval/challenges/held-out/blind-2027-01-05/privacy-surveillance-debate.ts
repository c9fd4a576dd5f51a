// The blind set of 2027-01-05 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'Does putting cameras on every street corner actually lower crime, or does it just move it somewhere else?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: "My company installed software that takes a screenshot of my laptop every ten minutes while I work from home. My boss says it's 'for security'. Mr Bentham, is this your dream come true?",
    issue: 'institutions',
    also: ['data-tracking'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'if i have nothing to hide why should i care who reads my messages',
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'Foucault, what do you mean we watch ourselves? nobody is forcing me to do anything',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'what time does this debate end? I have to pick up my kid at 5',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Who watches the watchers, Mr Architect?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "After the Boston Marathon bombing they found the brothers through surveillance footage and people's phone photos. Doesn't that show cameras save lives?",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'ok so like the panopticon guy, did he actually ever get his prison built or was it just a drawing',
    issue: 'prison',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "My mom has Life360 on my phone and knows exactly where I am all the time. I'm 17. Is that protecting me or training me to be obedient?",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Is privacy a human right or a modern luxury?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: 'What caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "In China some cities combine facial recognition with scores for citizens. Is that where Bentham's logic ends up if you follow it all the way?",
    issue: 'population',
    also: ['data-tracking'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Michel, isn't the internet the opposite of a panopticon? Everyone watches everyone, not one tower watching all.",
    issue: 'data-tracking',
    also: ['sharing-online'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'so you admit the honest DO have something to fear then. what if the government decides honest means something else next year',
    issue: 'nothing-to-hide',
    also: ['normal'],
    form: 'plain',
  },
  {
    text: "people in small villages 200 years ago knew everything about each other and nobody called it surveillance. why's it different now",
    issue: 'privacy-right',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: "I've noticed I don't google certain medical questions anymore because I worry it'll end up with my insurer. Is that what you call discipline, Foucault?",
    issue: 'watched-self',
    also: ['data-tracking'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'anyone know a cheap safe deposit box near downtown?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Was Snowden a traitor or a hero, jeremy?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "The French guy keeps saying power is everywhere. If it's everywhere, how could we ever escape it?",
    issue: 'resistance',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "What's the greatest happiness of the greatest number got to do with spying on people?",
    issue: 'safety',
    also: ['population'],
    form: 'plain',
  },
  {
    text: 'My Alexa once lit up in the middle of a private argument with my husband. Honestly creeped me out. Are we installing the guard in our own living rooms now?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'hey analyst of power, but what about police body cams? thats surveillance pointed at the powerful for once, isnt that good',
    issue: 'watching-watchers',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Is there any scientific evidence that dreams have a purpose?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would you rather live in a totally watched city with zero crime or a private city with normal crime?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'Bentam why did you want your body stuffed and put in a glass box? is that also about being seen lol',
    issue: 'sharing-online',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "During covid my country had an app that tracked who you'd been near. I installed it without thinking. Was that a reasonable trade, and should it have been switched off sooner?",
    issue: 'population',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'Is being watched by an algorithm the same as being watched by a person? Nobody is actually looking at my data, right?',
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: "That's just paranoia, Foucault. Most cameras are never even reviewed by anyone.",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'hold on the doorbell just rang, be right back',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do kids who grow up being watched all the time, baby monitors, school cameras, tracking apps, turn out different as adults?',
    issue: 'watched-self',
    also: ['institutions'],
    form: 'plain',
  },
  {
    text: "Mr Panopticon, what's the difference between a prison and a modern open-plan office?",
    issue: 'institutions',
    also: ['prison'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Should governments be allowed to force WhatsApp to build a backdoor into encryption to catch terrorists and child abusers?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'i post my whole life on insta voluntarily, no one makes me. am i my own prison guard or just having fun',
    issue: 'sharing-online',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Foucault, what does 'normal' mean in Discipline and Punish and why should I be worried about it?",
    issue: 'normal',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Jeremy Bentham, would you accept a camera in your own bedroom for the sake of the public good?',
    issue: 'privacy-right',
    also: ['watching-watchers'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "If people behave better when they think they're being watched, isn't that a good thing? Who cares why they're good, Bentham?",
    issue: 'watched-self',
    also: ['safety'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'the sound keeps cutting out on my phone, is it just me?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Data brokers sell my location to anyone who pays. It's not even the state anymore, it's companies. Does either of you have a theory for that?",
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Is it ethical to eat meat if lab-grown meat becomes cheap?',
    issue: null,
    form: 'off-topic',
  },
];
