// The blind set of 2026-12-20 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I've got nothing to hide, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'Bentham, would you live in your own panopticon? Honestly?',
    issue: 'watching-watchers',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "My company installed software that screenshots our screens every ten minutes while we work from home. Output went up, but everyone's miserable and nobody jokes on Slack anymore. Did we get safer or just quieter?",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'london has cameras on every corner and theres still knife crime so what exactly are we paying for',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: "is my camera on? i can't see my own face on the screen",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Foucault, you say we learn to watch ourselves. Isn't that just having a conscience?",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Who watches the watchers?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: "Snowden showed the NSA was collecting everyone's phone records. Did that actually stop any attacks, or did it just make people nervous about what they google?",
    issue: 'safety',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'ok so the french guy thinks schools and hospitals are basically prisons too?? that seems like a stretch',
    issue: 'institutions',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "Is China's social credit system the panopticon finally finished, or something new?",
    issue: 'data-tracking',
    also: ['population'],
    form: 'paraphrase',
  },
  {
    text: "I track my 15-year-old daughter's phone location and she doesn't know. I'd do anything to keep her safe, but lately I wonder if I'm teaching her that love means being monitored. Jeremy, would you approve?",
    issue: 'institutions',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'brb phone at 3%',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the analyst of power: doesn't surveillance mostly protect the people who already have it?",
    issue: 'power-knowledge',
    also: ['watching-watchers'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'What do you mean by docile bodies, Foucault?',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Come on, Bentham, 'the honest have nothing to fear' is exactly what every secret police in history has said.",
    issue: 'nothing-to-hide',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Facial recognition at football stadiums caught a bunch of wanted people, but it also flagged innocent fans, disproportionately Black ones. Is some error rate acceptable if overall crime drops?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'Does being watched change who you are, or only how you act?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the greatest happiness guy: if the math says a thousand people are safer and ten get wrongly watched, is that just fine?',
    issue: 'safety',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'My Ring doorbell films half the street and my neighbours never agreed to it. Am I the guard in the tower now?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'foucalt i mean isnt power sometimes good, like a doctor has power over you and saves your life',
    issue: 'power-knowledge',
    also: ['institutions'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'If police wear body cameras, is that surveillance protecting us from them?',
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: 'The Stasi had files on millions of East Germans and informers in every apartment block. Was East Germany actually safer, and even if it was, was it worth it?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'anyone know a decent running watch under 200 bucks',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should encrypted messaging apps give governments a back door so they can catch terrorists?',
    issue: 'safety',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: "so you admit the guard doesn't even have to exist... then what's the actual threat, Michel?",
    issue: 'watched-self',
    also: ['power-knowledge'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'During covid my country used phone tracking for contact tracing and it probably saved lives. They promised to delete the data afterwards. Should we ever trust that kind of promise?',
    issue: 'population',
    also: ['watching-watchers'],
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the 2008 financial crash?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Aren't we doing it to ourselves now, tagging our location on Instagram for free?",
    issue: 'sharing-online',
    form: 'paraphrase',
  },
  {
    text: "Mr Panopticon, isn't it a bit creepy that your own preserved body sits in a glass box at a university for everyone to stare at?",
    issue: 'sharing-online',
    also: ['watching-watchers'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'At my university the exam software watched our eyes through the webcam and flagged me for looking away to think. How is that any different from a prison tower?',
    issue: 'institutions',
    also: ['prison'],
    form: 'paraphrase',
  },
  {
    text: 'Is privacy even a real right, or a pretty recent invention?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: 'the moderator keeps saying my name wrong lol can i fix that',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "what's the difference between being watched by the government and being watched by google",
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: 'Bentham designed it for prisons. Why should ordinary people who never committed a crime be treated like inmates?',
    issue: 'institutions',
    also: ['nothing-to-hide'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Could there be life in the ocean under Europa's ice?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But what about victims? A woman being stalked would love a camera on her street. Isn't privacy kind of a luxury for people who already feel safe?",
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'Will we ever get privacy back, or is it gone for good?',
    issue: 'resistance',
    form: 'plain',
  },
  {
    text: "My health insurer gives me a discount if I wear a fitness tracker and share the data. Sounds like a great deal. Where's the catch, if there is one, Foucault?",
    issue: 'data-tracking',
    also: ['power-knowledge'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Why did the Ottoman Empire finally collapse after six hundred years?',
    issue: null,
    form: 'off-topic',
  },
];
