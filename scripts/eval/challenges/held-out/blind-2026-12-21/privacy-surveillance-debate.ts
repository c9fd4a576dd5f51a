// The blind set of 2026-12-21 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'Does CCTV actually reduce crime or just move it round the corner?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "I've got nothing to hide, so why should I care if the government reads my messages?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'My company installed software that screenshots our screens every ten minutes when we work from home. Productivity went up, morale went through the floor. Bentham, is that your prison with a Slack channel?',
    issue: 'institutions',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'foucault you keep saying power is everywhere but like who is actually in charge then',
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "is it raining where you guys are? it's pouring here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My mum tracks my location on her phone and I'm 19. She says it's because she loves me. Is that safety or control?",
    issue: 'institutions',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'Bentham, is it true your actual body is sitting in a glass box at a university in London?',
    issue: null,
    addresses: 'bentham',
    form: 'off-topic',
  },
  {
    text: 'What did the panopticon prison look like, and was one ever built?',
    issue: 'prison',
    form: 'plain',
  },
  {
    text: "So the cameras work, you just don't like how they make people feel? Is that the whole objection?",
    issue: 'watched-self',
    also: ['safety'],
    form: 'plain',
  },
  {
    text: "What's the difference between a virus and bacteria, and why don't antibiotics work on a cold?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so after the snowden leaks everyone was outraged for like a month and then we all just kept using our phones. what does that say about us',
    issue: 'resistance',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'In China your social credit score can stop you buying a train ticket. Is that where all this ends up, Mr Foucault?',
    issue: 'data-tracking',
    also: ['population'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'If I post my whole life on Instagram voluntarily, who exactly is the guard? Over to the Frenchman.',
    issue: 'sharing-online',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Who watches the people who watch us?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: 'Michel, do you think prisons should exist at all?',
    issue: 'prison',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "My neighbour's Ring doorbell films my front door all day. I never agreed to that. Do I have any right to complain?",
    issue: 'privacy-right',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'can I change the voice of the moderator, it sounds a bit robotic',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Police body cameras: isn't that the panopticon turned the other way, so we finally get to watch the guards?",
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: "Isn't the greatest happiness of the greatest number a perfect excuse to spy on a minority?",
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: 'The unseen-guard guy honestly thinks the honest have nothing to fear. Has he ever met a government?',
    issue: 'nothing-to-hide',
    also: ['watching-watchers'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "During COVID we all let apps trace who we'd been near. Was that a reasonable trade, or did we set a precedent we'll regret?",
    issue: 'population',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'facial recognition at football stadiums, yes or no, bentham?',
    issue: 'safety',
    also: ['data-tracking'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Did the Cuban missile crisis really nearly start a nuclear war, or is that exaggerated?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Sounds like paranoia dressed up as theory, Foucault. Most police aren't watching anyone for fun.",
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "My university uses proctoring software that tracks my eyes during online exams. If I look away too long it flags me for cheating, so now I stare at the screen like a robot even when nobody's checking. Isn't that exactly the self-watching you describe?",
    issue: 'watched-self',
    also: ['institutions'],
    form: 'paraphrase',
  },
  {
    text: 'If my smartwatch tells my insurer how little I sleep, will they charge me more? Where does the watching stop?',
    issue: 'data-tracking',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
  {
    text: 'Is it worse to be watched by the state or by Google? Curious what the Analyst of Power thinks.',
    issue: 'data-tracking',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'does being watched make people better or just better at hiding',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'sorry my cat just walked across the keyboard',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Jeremy Bentham, would you put cameras in schools? In bedrooms? Where would you draw the line?',
    issue: 'institutions',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Should governments get a backdoor into encrypted apps like WhatsApp to catch terrorists?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: "Foucalt what's disciplinary power, explain it like i'm 12",
    issue: 'power-knowledge',
    also: ['normal'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Everyone agrees children need protecting online. But age checks mean uploading your ID to random websites. Can we have one without the other?',
    issue: 'safety',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: "What's the best argument for the existence of God?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'But what about the people cameras actually saved? A missing kid found in hours thanks to CCTV footage. How does the power guy argue with that?',
    issue: 'safety',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "To the 18th-century architect: did you ever imagine the inspector's tower would end up in everyone's pocket?",
    issue: 'data-tracking',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Supermarkets can guess a woman is pregnant from her shopping before her family knows. Is it surveillance if no human ever looks?',
    issue: 'data-tracking',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
  {
    text: 'I act differently when I know a Zoom call is being recorded, even if nobody will ever watch it. Is that the guard inside my head, Foucault?',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'my son keeps watching the same cartoon on repeat, any tips for getting him to bed?',
    issue: null,
    form: 'off-topic',
  },
];
