// The blind set of 2026-12-23 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I've got nothing to hide, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "My boss installed software that logs every keystroke and takes screenshots every ten minutes. Productivity went up, but everyone's miserable. Bentham, is that a win by your math?",
    issue: 'institutions',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'foucault be honest do you think people were freer before cameras or just less catalogued',
    issue: 'power-knowledge',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'will this debate be saved so i can watch it later?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does CCTV actually cut crime or just move it down the street?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "I track my 15 year old's location on my phone. She says it's creepy; I say it's safety. Which one of us is right?",
    issue: 'institutions',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'ok so like the panopticon guy, did he ever actually build his prison or was it just a drawing',
    issue: 'prison',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "Jeremy, who gets to decide who counts as 'honest' in your system?",
    issue: 'normal',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "China's social credit system scores people on their behaviour. Is that the logical end point of the panopticon?",
    issue: 'normal',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: "So you admit the cameras work, you just don't like how they make people feel?",
    issue: 'safety',
    also: ['watched-self'],
    form: 'plain',
  },
  {
    text: 'Is free will compatible with a world where every event is caused?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do we post our whole lives online and then complain about privacy?',
    issue: 'sharing-online',
    form: 'plain',
  },
  {
    text: "the French guy says we end up policing ourselves. isn't that just called having a conscience?",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "After Snowden we learned governments were collecting everyone's phone records. Did that ever actually stop an attack, or did we trade our privacy for nothing?",
    issue: 'safety',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Facial recognition at football stadiums: good idea or terrible idea?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'i mean my alexa is probably listening right now lol, should i be worried or is that paranoid',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Foucault, what do you mean by docile bodies and do I have one?',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'hold on my cat just walked across the keyboard',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Police wear body cameras now to protect the public from them. Doesn't that show watching can also protect the weak, Michel?",
    issue: 'watching-watchers',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "What's the difference between being watched and being seen?",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'Bentham wanted the greatest happiness for the greatest number. If 99 people feel safer and 1 person loses all privacy, does that count as a good trade?',
    issue: 'privacy-right',
    also: ['safety'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'but what about the watchers? who watches the people behind the cameras',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: "During lockdown my phone told me I'd been near someone with covid. I was grateful and a bit horrified at the same time. Where's the line?",
    issue: 'population',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Benthem is it true you're on display in a glass case in London? kind of fitting for a guy who loved people being watched",
    issue: 'sharing-online',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Exam software at my university watches us through the webcam and flags us if we look away too long. I have ADHD and got flagged three times. Is this safety or just control?',
    issue: 'institutions',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: 'Does being watched make people more honest, or just better at hiding, Foucault?',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "The analyst of power keeps saying power is everywhere. If it's everywhere, how would we even resist it?",
    issue: 'resistance',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "my girlfriend wants us to share passwords and locations 'for trust' but isn't that the opposite of trust?",
    issue: 'nothing-to-hide',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
  {
    text: 'my wifi keeps cutting out, is it just me?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should encrypted apps like WhatsApp have to give police a back door to catch terrorists?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: "that's just Orwell with footnotes though isnt it, Mr Panopticon",
    issue: 'watched-self',
    also: ['safety'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Does God exist, and could reason ever prove it either way?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Every time I go through an airport I take off my shoes for security. Does any of that make flights safer, or is it theatre to make us feel watched over?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: "Is a society where nobody breaks the rules because they're scared actually a good society, Jeremy Bentham?",
    issue: 'watched-self',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'How do vaccines teach the immune system to recognise a virus?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Come on Foucault, the Stasi had files on millions of East Germans. Are you really saying a doorbell camera is the same thing?',
    issue: 'data-tracking',
    also: ['power-knowledge'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Question for the power guy: companies know more about me than the government does. Should I be more scared of Google or the state?',
    issue: 'data-tracking',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'does this app have a dark mode',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If the cameras vanished tomorrow, would people behave any worse, Mr. Bentham?',
    issue: 'watched-self',
    also: ['safety'],
    addresses: 'bentham',
    form: 'named',
  },
];
