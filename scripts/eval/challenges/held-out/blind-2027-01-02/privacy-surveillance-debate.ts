// The blind set of 2027-01-02 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I've done nothing wrong, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "Bentham, would you put cameras in people's bedrooms if it halved crime?",
    issue: 'privacy-right',
    also: ['safety'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "my boss installed software that screenshots my screen every 10 mins. i've stopped even opening my personal email. is that what you mean by watching yourself",
    issue: 'watched-self',
    also: ['institutions'],
    form: 'paraphrase',
  },
  {
    text: "Foucault, isn't this all a bit paranoid? Most cameras are just recording a car park nobody ever looks at.",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'anyone know a good app to watch the football tonight',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do cameras actually stop crime or just move it round the corner?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "I track my 15-year-old's phone and she doesn't know. After a kid at her school went missing I felt I had no choice. Am I protecting her or training her to be watched?",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'the prison designer guy, would you agree to live in your own panopticon?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "China's social credit system is basically a panopticon with an app. Is that where we're all heading?",
    issue: 'data-tracking',
    also: ['population'],
    form: 'paraphrase',
  },
  {
    text: 'Does free will exist if every event has a cause?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is privacy a right or a luxury?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "so you admit the guard doesn't even need to exist. then who's actually in charge, nobody?",
    issue: 'power-knowledge',
    also: ['watching-watchers'],
    form: 'plain',
  },
  {
    text: 'Michel, when my Ring doorbell films the whole street, am I the guard or the prisoner?',
    issue: 'data-tracking',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Snowden showed the NSA was collecting everybody's phone records. Traitor or hero?",
    issue: 'watching-watchers',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: "But what about the police? Body cameras have caught officers lying. Isn't being watched sometimes how the weak fight back?",
    issue: 'watching-watchers',
    also: ['resistance'],
    form: 'paraphrase',
  },
  {
    text: 'my screen just froze, can anyone else still hear them?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Jeremy, greatest happiness for the greatest number. Does that count the unhappiness of being watched all the time?',
    issue: 'privacy-right',
    also: ['nothing-to-hide'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "ok but like google already knows everything about me so isn't this debate kind of over",
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Would people behave better if they believed God was always watching?',
    issue: 'watched-self',
    form: 'paraphrase',
  },
  {
    text: "I'm a teacher and my school put cameras in every classroom 'for safeguarding'. The kids are calmer. So am I, honestly, because I'm nervous. Is calm the same as safe?",
    issue: 'institutions',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'How does a vaccine actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Foucalt, is the fitness tracker my insurer gives me a discount for a kind of discipline?',
    issue: 'data-tracking',
    also: ['normal'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Who watches the watchers?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: "During covid I happily let an app track everywhere I went. Was that a fair trade, or did I give up something I won't get back?",
    issue: 'population',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'come on, society is obviously safer with cameras, murders get solved because of them every week',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'going to make a cup of tea, back in five',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the French analyst of power: is social media just a panopticon we volunteered for?',
    issue: 'sharing-online',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Should facial recognition be allowed at football matches, Mr Bentham?',
    issue: 'safety',
    also: ['data-tracking'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Bentham, is it true your actual body sits in a glass case in London? Feels on-brand for a man who wanted everyone visible.',
    issue: 'watching-watchers',
    also: ['sharing-online'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "My friend is a journalist in a country where the government reads people's messages. She says her sources have simply stopped talking. Quieter, sure, but whose safety does that serve?",
    issue: 'safety',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Was the French Revolution worth all its violence?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it different when a company watches me than when the government does, Foucault?',
    issue: 'data-tracking',
    also: ['power-knowledge'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Do you think privacy will even exist for our grandchildren, Mr Panopticon?',
    issue: 'resistance',
    also: ['data-tracking'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'The 18th-century Englishman says the honest have nothing to fear. Honest people get misidentified by these systems all the time, though?',
    issue: 'nothing-to-hide',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'My uni made us sit exams with a webcam tracking our eyes for two hours. I got flagged because I looked at the ceiling to think. Safety of what, exactly?',
    issue: 'institutions',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: "what's the weather doing in manchester this weekend, is it going to rain the whole time",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "isnt it only creepy if you know? if nobody knows they're watched nobody gets hurt right",
    issue: 'privacy-right',
    also: ['nothing-to-hide'],
    form: 'plain',
  },
  {
    text: 'Michel Foucault, is a school just a gentler prison? Timetables, uniforms, exams, a desk for every body.',
    issue: 'institutions',
    also: ['prison'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'What makes a piece of music beautiful rather than just pleasant?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just cynicism. Every modern state needs records on people, otherwise how do you even collect taxes?",
    issue: 'population',
    form: 'plain',
  },
];
