// The blind set of 2026-12-25 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'Does a camera on every corner actually stop crime, or just move it down the street?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: 'Bentham, who watches the guard in your tower?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "My company installed software that screenshots our screens every ten minutes while we work from home. My output hasn't changed, but I feel like I'm in a fishbowl all day. Is that the point?",
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'if i have nothing to hide why should i care tbh',
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'is my smartwatch supposed to buzz every time someone new joins the room',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Foucault, are you saying we've all become our own prison guards?",
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "So you admit, Mr Bentham, that your perfect prison only works because the prisoners can never be sure. Isn't that just fear dressed up as reform?",
    issue: 'prison',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "My sister tracks her 16-year-old's phone around the clock. She says it's for his safety; he says it's like living with the police. Who's right?",
    issue: 'institutions',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: "What did Snowden's leaks actually change?",
    issue: 'watching-watchers',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: "Does the placebo effect still work if you know you're taking a placebo?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The French one keeps saying power is everywhere. If it's everywhere, isn't it kind of nowhere? how do we even push back against it",
    issue: 'resistance',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "In East Germany the Stasi kept files on millions of people and the streets were quiet. Is that the kind of safety we're talking about?",
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'ok so i stopped posting political stuff on insta because my boss follows me. nobody told me to stop. is that what michel means by discipline',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Is privacy a right or a luxury?',
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: 'To the man who designed the all-seeing prison: did anyone ever actually build the thing?',
    issue: 'prison',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Facial recognition misidentifies black faces far more often than white ones. Safer for whom, exactly?',
    issue: 'safety',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: "After every terror attack people beg for more surveillance, then forget it's there. Do we ever get that freedom back?",
    issue: 'resistance',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: "China's social credit system rewards good behaviour and punishes bad. Jeremy, wouldn't you call that the greatest happiness of the greatest number?",
    issue: 'population',
    also: ['normal'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'anyone know a decent camera for birdwatching under 300 bucks',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why does being watched change how people act even when they're doing nothing wrong?",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'I\'m a teacher, and the exam software we use films students through their webcams and flags "suspicious eye movement". One of my best kids got flagged for glancing at her baby sister. What are we teaching them?',
    issue: 'institutions',
    also: ['normal'],
    form: 'paraphrase',
  },
  {
    text: "foocault is it still a panopticon if nobody's in the tower anymore, just algorithms",
    issue: 'data-tracking',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Isn't it a bit rich for the man whose stuffed body sits in a glass case at a London university to lecture us about being seen?",
    issue: 'sharing-online',
    also: ['watching-watchers'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Would you hand your doorbell camera footage to the police without a warrant?',
    issue: 'data-tracking',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'but what about the woman whose attacker was only caught because of a camera? tell her privacy matters more',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'What really triggered World War One, the assassination or the alliances?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it still surveillance if we volunteer for it, like sharing our location on Instagram?',
    issue: 'sharing-online',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Smart speakers sit in every kitchen listening for their wake word. Is Alexa the panopticon or just a gadget?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'During Covid my country used phone data to trace contacts and it probably saved lives. Foucault, was that biopower or just good public health?',
    issue: 'population',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'can the philosophers hear me or do they only read what I type?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Come on, Michel, "docile bodies"? People in cities are ruder and louder than ever. Where\'s all this obedience?',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Predictive policing software keeps sending officers to the same neighbourhoods because that's where the data says crime is, and then they find more crime there. Isn't that a loop?",
    issue: 'power-knowledge',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'Analyst of Power, is it ever ok for governments to read encrypted messages?',
    issue: 'privacy-right',
    also: ['safety'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Can we know anything for certain without experience, the way people say we know maths?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My insurer gives me a discount for plugging a tracker into my car. I drive more carefully now. Is that freedom lost or a better driver gained?',
    issue: 'watched-self',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: "the utilitarian guy vs the bald french guy, who'd win in a fight lol. ok serious one: does surveillance make the watchers any safer than the watched?",
    issue: 'safety',
    also: ['watching-watchers'],
    form: 'plain',
  },
  {
    text: "what's the weather like where everyone is? pouring here in Manchester",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Will anyone even remember what privacy felt like in fifty years, Monsieur Foucault?',
    issue: 'privacy-right',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "Which is scarier, a government watching you or a company that knows what you'll buy before you do, Bentham?",
    issue: 'data-tracking',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Could we ever realistically terraform Mars?',
    issue: null,
    form: 'off-topic',
  },
];
