// The blind set of 2026-12-14 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 82). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: "If I've got nothing to hide, why should I care who's watching?",
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'Our city just put facial recognition cameras at every tram stop. Crime apparently went down 12 percent. Bentham, is that the end of the argument?',
    issue: 'safety',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'foucault so basically instagram is a prison we built ourselves?',
    issue: 'sharing-online',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Is there a cheap phone with a really good camera? Mine is falling apart.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My company installed software that tracks my mouse movements and takes screenshots every ten minutes. I work harder but I feel like a lab rat. Is that the price of being paid?',
    issue: 'institutions',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Panopticon, did you ever actually get your prison built?',
    issue: 'prison',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "Snowden showed the NSA was hoovering up everyone's phone records and it stopped almost no attacks. So why do governments keep doing it?",
    issue: 'safety',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
  {
    text: 'ok so like my mom tracks my location on her phone 24/7 and says its for my safety. im 19. is that love or control',
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'Where can I watch the match tonight without paying for three streaming services?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Michel, you make power sound everywhere and nowhere. Doesn't that make it impossible to fight?",
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  { text: 'Would the Stasi have loved smartphones?', issue: 'data-tracking', form: 'paraphrase' },
  {
    text: 'Bentham, you wanted the greatest happiness of the greatest number. What if the majority is happy to spy on a minority?',
    issue: 'privacy-right',
    addresses: 'bentham',
    form: 'named',
  },
  { text: 'Is privacy a human right or just a modern luxury?', issue: 'privacy-right', form: 'plain' },
  { text: 'What caused the 2008 financial crisis, in simple terms?', issue: null, form: 'off-topic' },
  {
    text: 'In China the social credit system rewards and punishes behaviour, and a lot of people say they feel safer. Analyst of Power, what would you tell them?',
    issue: 'safety',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'i self censor my posts now because future employers might see them. so is that the watchtower working even without a guard',
    issue: 'watched-self',
    form: 'paraphrase',
  },
  {
    text: "My neighbour's doorbell camera records my front garden. I never agreed to that. Who's right here?",
    issue: 'privacy-right',
    form: 'paraphrase',
  },
  {
    text: "come on Foucault, you'd rather get mugged than be filmed?",
    issue: 'safety',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'During my online exam, proctoring software tracked my eyes and flagged me for looking away to think. Is that discipline in exactly your sense, Foucault?',
    issue: 'institutions',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  { text: "brb kettle's boiling", issue: null, form: 'off-topic' },
  {
    text: 'Is it true the utilitarian guy had his body stuffed and put on display? Kind of ironic for a man obsessed with being seen',
    issue: 'sharing-online',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Do more cameras actually reduce crime, or just move it to the next street?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "Should Apple build a backdoor into iPhones so police can read terrorists' messages?",
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: "but what about Covid contact tracing apps — surveillance saved lives there, didn't it?",
    issue: 'population',
    also: ['safety'],
    form: 'paraphrase',
  },
  { text: 'Is it possible to travel faster than light, even in theory?', issue: null, form: 'off-topic' },
  {
    text: 'Jeremy, an honest person has nothing to fear — until the rules change. Things that were fine to say ten years ago can get you fired today.',
    issue: 'nothing-to-hide',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'My fitness tracker shares data with my health insurer and I get a discount for walking 10,000 steps. Fair deal or slow trap?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Does being watched change who we are, not just what we do?',
    issue: 'watched-self',
    form: 'plain',
  },
  { text: "How do I turn subtitles on? I'm in a noisy café.", issue: null, form: 'off-topic' },
  {
    text: "the French philosopher thinks schools hospitals and factories are all prisons. isn't that kind of paranoid",
    issue: 'institutions',
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'So you admit, Bentham, the inspector could be corrupt and nobody below could ever check him?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Is targeted advertising a form of surveillance, or just annoying?',
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: 'Protesters in Hong Kong used umbrellas and masks to block the cameras. Would either of you call that resistance legitimate?',
    issue: 'resistance',
    form: 'paraphrase',
  },
  { text: "What's the difference between Stoicism and Epicureanism?", issue: null, form: 'off-topic' },
  {
    text: 'foucalt what do you mean by normalization? like everyone wanting to look the same?',
    issue: 'normal',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'If an AI could predict crimes before they happen, should police act on it?',
    issue: 'power-knowledge',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: "Airport security takes an hour and I've never seen it catch anything. Security theater or real safety?",
    issue: 'safety',
    form: 'paraphrase',
  },
  { text: 'How did the printing press change who held power in Europe?', issue: null, form: 'off-topic' },
  {
    text: 'Do children who grow up constantly monitored become obedient adults, Mr Foucault?',
    issue: 'watched-self',
    also: ['institutions'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'My Alexa lit up during a private argument with my partner. Nobody asked it to. Should I just throw it out?',
    issue: 'data-tracking',
    also: ['resistance'],
    form: 'paraphrase',
  },
];
