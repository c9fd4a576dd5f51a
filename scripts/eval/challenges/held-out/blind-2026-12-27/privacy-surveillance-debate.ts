// The blind set of 2026-12-27 for The Watchtower Trial (Jeremy Bentham against Michel Foucault): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const privacySurveillanceBlind: readonly EvalChallenge[] = [
  {
    text: 'If I have nothing to hide, why does being watched still make me uncomfortable?',
    issue: 'nothing-to-hide',
    form: 'plain',
  },
  {
    text: 'My company installed software that tracks my keystrokes and takes screenshots every ten minutes. I work harder, sure, but I feel like a lab rat. Bentham, is that your dream office?',
    issue: 'institutions',
    also: ['watched-self'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Do CCTV cameras actually reduce crime or just move it round the corner?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: 'foucault so like is instagram a panopticon we built ourselves lol',
    issue: 'sharing-online',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'can someone tell me if the audio is lagging or is it just me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Jeremy, who watches the guard?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'To the man who designed the all-seeing prison: would you put cameras in parliament too, so the public can watch the lawmakers?',
    issue: 'watching-watchers',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: "Should parents track their teenager's phone location?",
    issue: 'institutions',
    form: 'plain',
  },
  {
    text: 'so you admit, Foucault, that some watching prevents real harm? a doorbell camera caught the guy who attacked my neighbour',
    issue: 'safety',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "After Snowden we learned the NSA was collecting phone records of millions. Nobody I know changed a single habit. Doesn't that prove we've just accepted it?",
    issue: 'resistance',
    also: ['data-tracking'],
    form: 'paraphrase',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does facial recognition in train stations make me safer or just turn me into a suspect?',
    issue: 'safety',
    form: 'paraphrase',
  },
  {
    text: "that's just paranoia though, isn't it? most of the data is used to sell me shoes",
    issue: 'data-tracking',
    form: 'plain',
  },
  {
    text: 'Mr Panopticon, what happens to an honest person when the government changes its mind about what counts as honest?',
    issue: 'nothing-to-hide',
    also: ['normal'],
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'I stopped posting political opinions online after a coworker got fired for a tweet. Nobody told me to stop. Is that the self-discipline Foucault talks about?',
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
    text: 'Greatest happiness for the greatest number: does that mean spying on a few innocent people is fine if it stops one bombing, Bentham?',
    issue: 'safety',
    also: ['privacy-right'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'brb someone at the door',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "China's social credit system rewards good behaviour and punishes bad. Isn't that the Panopticon finished?",
    issue: 'data-tracking',
    also: ['watched-self'],
    form: 'paraphrase',
  },
  {
    text: 'Michel, is there any way out, or is resistance just another part of power?',
    issue: 'resistance',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'my smart speaker is always listening is that even surveillance if i invited it in',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'Our university used AI proctoring for exams and flagged anyone whose eyes moved too much. Half my friends got flagged. For the Analyst of Power: is that discipline or just bad software?',
    issue: 'institutions',
    also: ['normal'],
    addresses: 'foucault',
    form: 'epithet',
  },
  {
    text: "What's the strongest argument that animals have moral rights?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on Bentham, you'd hate someone reading your letters",
    issue: 'privacy-right',
    also: ['nothing-to-hide'],
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: 'Should end-to-end encryption have a backdoor for the police?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: "Is it still surveillance if I'm the one watching, like filming the police on my phone?",
    issue: 'watching-watchers',
    form: 'paraphrase',
  },
  {
    text: "During Covid my country had a tracing app and I installed it happily. Would I do it again for a bad flu season? Where's the line, Foucault?",
    issue: 'population',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: "what's the weather like for everyone else? it's pouring here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Foucalt wrote that the soul is the prison of the body. What on earth does that mean for someone just walking past a camera?',
    issue: 'watched-self',
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Does being watched make people more honest, or just better at hiding?',
    issue: 'watched-self',
    form: 'plain',
  },
  {
    text: 'How did the Black Death change wages in medieval Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The English reformer had his own body stuffed and put on display at a university. Was he fine with being looked at forever?',
    issue: 'sharing-online',
    addresses: 'bentham',
    form: 'epithet',
  },
  {
    text: 'Data brokers sell my location to anyone who pays. No guard, no tower, just a spreadsheet. Which of you explains that better?',
    issue: 'data-tracking',
    form: 'paraphrase',
  },
  {
    text: 'If everyone were watched equally, the rich and powerful included, would that fix it?',
    issue: 'watching-watchers',
    form: 'plain',
  },
  {
    text: 'is there a dark mode on this thing, my eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'but what about victims? someone being stalked wants the stalker tracked. privacy for whom?',
    issue: 'safety',
    also: ['privacy-right'],
    form: 'paraphrase',
  },
  {
    text: 'Is a universal basic income actually affordable?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is Orwell's 1984 still the right book to read about this, or has Foucault replaced it?",
    issue: 'data-tracking',
    also: ['watched-self'],
    addresses: 'foucault',
    form: 'named',
  },
  {
    text: 'Jeremy Bentham, did your prison design ever actually work anywhere it was built?',
    issue: 'prison',
    addresses: 'bentham',
    form: 'named',
  },
  {
    text: "My mum reads my diary 'for my safety'. Is that love or control?",
    issue: 'institutions',
    form: 'paraphrase',
  },
];
