// The blind set of 2026-12-19 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
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
    text: "My company installed software that logs every keystroke and takes a screenshot every ten minutes. My boss says it's about security. Is that safety or just control?",
    issue: 'institutions',
    also: ['safety'],
    form: 'paraphrase',
  },
  {
    text: 'Foucault, do we all just act like prisoners now because of our phones?',
    issue: 'data-tracking',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Bentham honestly would you have wanted a camera in your own house',
    issue: 'watching-watchers',
    also: ['nothing-to-hide', 'privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'which watch should I buy, apple or garmin? mine just died',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do CCTV cameras actually reduce crime or just move it around the corner?',
    issue: 'safety',
    form: 'plain',
  },
  {
    text: "so the prison guy thinks being watched makes you honest?? people are either honest when nobody's looking or they aren't",
    issue: 'watched-self',
    also: ['safety'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "After the London bombings, CCTV footage helped identify the attackers within days. Doesn't a case like that prove Jeremy's point?",
    issue: 'safety',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Michel, who watches the watchers in your picture? Or is there nobody at the top at all?',
    issue: 'watching-watchers',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'i mean i already self-censor on instagram bc my parents and future employers might see it. is that what you mean by watching yourself',
    issue: 'watched-self',
    also: ['sharing-online'],
    form: 'paraphrase',
  },
  {
    text: "Is privacy a right, or just a luxury we can't afford anymore?",
    issue: 'privacy-right',
    form: 'plain',
  },
  {
    text: "My sister put a tracking app on her 14-year-old's phone. He found out and hasn't spoken to her in a week. Where's the line between protecting a kid and spying on him?",
    issue: 'institutions',
    form: 'paraphrase',
  },
  {
    text: 'Is there likely to be life on other planets, or are we alone?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Bentham, greatest happiness for the greatest number: does that mean the majority gets to watch the minority?',
    issue: 'privacy-right',
    also: ['watching-watchers'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'What happens to protest when every face in the crowd can be recognised by software?',
    issue: 'resistance',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: "That's just paranoia though. Most cameras are never even looked at by a human being.",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "China's social credit system rates citizens on their behaviour. Is that the panopticon finished, or something worse?",
    issue: 'data-tracking',
    also: ['normal', 'population'],
    form: 'paraphrase',
  },
  {
    text: "come on foucault, you'd rather have more crime just so nobody feels uncomfortable?",
    issue: 'safety',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'If my Alexa is always listening, am I ever really alone in my own kitchen?',
    issue: 'data-tracking',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'brb, someone at the door',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Snowden showed the NSA was collecting phone records of millions of ordinary Americans. Some call him a traitor, some a hero. Which was he, Jeremy Bentham?',
    issue: 'watching-watchers',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "Why does being watched change how we behave even when we're doing nothing wrong?",
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: "the french guy with the bald head, does he think all schools and hospitals are prisons too? because that's a bit much",
    issue: 'institutions',
    also: ['prison'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: 'Is beauty objective, or really just in the eye of the beholder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My health insurer offers a discount if I wear a fitness tracker and share the data. It sounds great, until I imagine what they'd do if I stopped going to the gym. Am I being paranoid?",
    issue: 'data-tracking',
    also: ['power-knowledge'],
    form: 'paraphrase',
  },
  {
    text: 'Was the violence of the French Revolution justified by what it achieved?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Bentam, would you put cameras in parliament too? watch the politicians not just the poor',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'ok so what if the watching is done by an AI, not a person. does it still count as being watched',
    issue: 'data-tracking',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Police body cameras were supposed to protect the public from officers. Is that surveillance pointed the right way round for once, Foucault?',
    issue: 'watching-watchers',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Does encryption help criminals more than it helps ordinary people?',
    issue: 'safety',
    also: ['resistance'],
    form: 'plain',
  },
  {
    text: 'is it safe to swim in the sea in October or am I mad',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit, Mr Panopticon, that the honest do have something to fear, they just don't know it yet?",
    issue: 'nothing-to-hide',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "When my girlfriend checks my phone 'just to make sure', is that love or surveillance?",
    issue: 'power-knowledge',
    also: ['institutions'],
    form: 'paraphrase',
  },
  {
    text: 'doesnt the whole internet run on being watched. free apps, ads, cookies. we pay with our data every day and nobody signed anything',
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: 'What made the Ottoman Empire last for six hundred years?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'During the pandemic, contact-tracing apps logged where we went and most of us accepted it without a fuss. Looking back, should that worry us?',
    issue: 'population',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Foucault, if disciplinary power is everywhere, is there any way to actually get free of it? or do we just swap one guard for another',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'If crime fell to zero but nobody could ever be alone, would that be a good trade?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'can I change my display name on here? I typed it wrong',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the prison designer: didn't people in small villages always watch each other? Is the internet just village gossip scaled up?",
    issue: 'data-tracking',
    also: ['sharing-online'],
    addresses: 'bentham',
    form: 'epithet',
  },
];
