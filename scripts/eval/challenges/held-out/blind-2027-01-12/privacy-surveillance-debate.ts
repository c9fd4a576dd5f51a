// The blind set of 2027-01-12 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'Does CCTV actually reduce crime, or does it just move it round the corner?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'My company installed software that tracks my mouse and takes a screenshot every ten minutes. I work harder, sure, but I feel like a lab rat. Is this your panopticon, Foucault?',
    issue: 'institutions',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Bentham, the guard in your tower can see everyone. Who watches the guard?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'i have nothing to hide so why should i care honestly',
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: "where's the mute button on this, my baby's asleep",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit the guard doesn't even need to be there, Foucault? Then the camera doesn't need to work either, it just needs to hang on the wall.",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "My mum still has my location on Find My iPhone and I'm 24. She says it's for my safety. Is she right, or is this control dressed up as love?",
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'Mr Panopticon, would you put your tower in a primary school?',
    issue: 'institutions',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "What does Foucault mean by 'docile bodies'?",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "After Snowden we found out the NSA was collecting everyone's phone records. Did that make anyone safer, or did it just turn us all into suspects?",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'Mr Bentham, is being watched by an algorithm any different from being watched by a person? Nobody is actually looking at my data, are they?',
    issue: 'data-tracking',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "What actually caused the 2008 financial crisis? I still don't get the mortgage bond part.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "China's social credit system: is that where Bentham's idea was always heading, or a twisted version of it?",
    issue: 'data-tracking',
    also: ['population'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'ok so on insta nobody forces me to post but i still curate everything like someones grading me. is that the same thing or am i overthinking',
    issue: 'sharing-online',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Jeremy, greatest happiness of the greatest number, fine. But how do you add up the unhappiness of a million people who each feel slightly watched?',
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Protesters in Hong Kong used umbrellas and lasers to block facial recognition cameras. If watching is about safety, why were they the ones who felt in danger?',
    issue: 'resistance',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: "Is privacy even a right, or a modern luxury? In a village everyone always knew everyone's business.",
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "hang on someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The French guy makes power sound like it's everywhere and nowhere at once. Isn't that a bit paranoid?",
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Michel, if surveillance is everywhere, is there any way out, or do we just pick our cage?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'During my finals the proctoring software watched my eyes through the webcam and flagged me for looking away to think. Who exactly was being kept safe there?',
    issue: 'institutions',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'would you rather live in a city with cameras on every corner or one with none and twice the muggings',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: "Can you be free if you never know whether someone's watching, Foucalt?",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Could a plant be conscious in some way, or does awareness need a brain?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My neighbour's Ring doorbell points straight at my front door. He says it's for the street's security. Does he have the right to film me coming home every night?",
    issue: 'privacy-right',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'Bentham had his own body preserved and put on display in a glass case at UCL. Was he making a point about being watched forever?',
    issue: 'sharing-online',
    also: ['watching-watchers'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'come on, police need some tools. without phone data half of murders would never get solved',
    issue: 'safety',
    also: ['data-tracking'],
    form: 'plain',
  },
  {
    text: "Foucault, you analyse power, but don't you hold some too? Half the universities on earth make students read you.",
    issue: 'power-knowledge',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Does surveillance make people honest, Bentham, or just better at hiding?',
    issue: 'watched-self',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'is the transcript of this saved anywhere? want to send it to my teacher',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If I could watch the government as closely as it watches me, would that make it fair?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: "We put smart speakers in our kitchens that listen all day for a wake word. Orwell's telescreen was forced on people; didn't we just buy ours?",
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Analyst of power: is it the watching itself that changes behaviour, or the punishment that might follow?',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'How did the Black Death change wages for European peasants?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "During covid I happily downloaded the contact tracing app. Was that the right trade, or did we set a precedent we'll regret?",
    issue: 'population',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'Father of utilitarianism, honest question: would you be fine with a camera in your own study?',
    issue: 'watching-watchers',
    also: ['nothing-to-hide'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'what is biopower and why does everyone in my sociology seminar keep saying it',
    issue: 'population',
    form: 'plain',
  },
  {
    text: 'Should the voting age be lowered to 16?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why should safety always win? Isn't some danger just the price of being free?",
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "what's the safest airline to fly these days, my mum is nervous about her trip",
    issue: null,
    form: 'off-topic',
  },
];
