// The blind set of 2027-01-14 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should a university invite a speaker that most of its students find offensive?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'Mill, if someone spreads lies that vaccines cause autism and kids end up dying of measles, is that still a voice we should hear?',
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "I got fired over a joke I tweeted eight years ago, when I was nineteen. I've changed. Does anyone get a second chance in your world, Mr Marcuse?",
    issue: 'cancel-culture',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'whats a decent usb microphone for recording podcasts, not too expensive',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'who gets to decide which opinions are too dangerous though',
    issue: 'who-decides',
    form: 'plain',
  },
  {
    text: 'Herbert, you want to withdraw tolerance from the right. What happens when the right is in power and uses your argument against you?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: "Isn't banning an idea the best free advertising it could ever get?",
    issue: 'silencing-falsehood',
    also: ['marketplace-of-ideas'],
    form: 'plain',
  },
  {
    text: 'The English liberal keeps talking about a marketplace of ideas, but in a market the one with the most money wins. Is that really fair?',
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'When Twitter banned a sitting president, was that censorship or just a company enforcing its own rules?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'Is there any real chance of finding life on Mars in my lifetime?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Popper said unlimited tolerance leads to the disappearance of tolerance. Marcuse, is that basically your point, or do you go further?',
    issue: 'tolerating-intolerant',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'my brother in law watches these youtube guys all day and now he thinks the earth is flat and the elections are rigged. like should youtube just delete them or is that worse',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: 'So you admit, Mill, that some speech causes harm? Then where exactly do you draw the line?',
    issue: 'harm-line',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Germany bans Holocaust denial. Has that made Germany less free, or just more sane?',
    issue: 'hate-speech',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: 'Does free speech mean freedom from consequences?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'the frankfurt school guy sounds like he just wants to silence people he doesnt like, am i wrong',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "does this app work offline? I'm about to get on the underground",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the critical theorist: when one billionaire can buy the platform where everyone argues, does free speech mean anything anymore?',
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "I'm a teacher. One parent wants a novel removed from our library because it has a gay couple in it, another wants a different book gone because it's racist. Should I listen to both, neither, or just one?",
    issue: 'who-decides',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: "John, what do you mean by a 'dead dogma'? Why would a true belief die just because nobody attacks it?",
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Come on, Mill lived when only rich men could get printed. Easy to praise open debate when you're the one holding the pen.",
    issue: 'repressive-tolerance',
    also: ['marketplace-of-ideas'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "What's the strongest argument for and against euthanasia?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'can comedians still joke about anything or is that era over',
    issue: 'cancel-culture',
    also: ['hate-speech'],
    form: 'plain',
  },
  {
    text: 'Should people be allowed to stay anonymous online, even when they use it to harass others?',
    issue: 'harm-line',
    form: 'plain',
  },
  {
    text: 'Mr Repressive Tolerance, who are the oppressed today, and who gets to make that list?',
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Is it ever right to shout down a speaker instead of arguing back?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: "mills you also said society's disapproval can be worse than the law. isnt a twitter pile-on exactly that",
    issue: 'cancel-culture',
    also: ['conformity'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Is math discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What about algorithms? Nobody is silenced, but some voices get a million views and some get zero. Is that the new censorship?',
    issue: 'marketplace-of-ideas',
    also: ['conformity'],
    form: 'paraphrase',
  },
  {
    text: 'Marcuze, you worked for the US government during the war. Did that shape how you think about propaganda?',
    issue: 'repressive-tolerance',
    also: ['conformity'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Do you honestly believe a bad idea can be defeated by a better one, or do people just believe whatever feels good?',
    issue: 'marketplace-of-ideas',
    form: 'plain',
  },
  {
    text: 'Should AI chatbots refuse to talk about some topics, or answer anything a user asks?',
    issue: 'harm-line',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Normans win at Hastings, and how much did it really change England?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "At my office there's a diversity training where you 'can't question' certain things. Is that the opposite of what Mill wanted, or is it protecting people who never got a say?",
    issue: 'hearing-opponents',
    also: ['repressive-tolerance'],
    form: 'paraphrase',
  },
  {
    text: "Isn't 'some people shouldn't be allowed to speak' what every dictator has ever said?",
    issue: 'who-decides',
    form: 'plain',
  },
  {
    text: 'the liberal one: what if the wrong opinion is literally calling for violence against a group, do we still let them talk?',
    issue: 'harm-line',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'is the moderator a real person or also AI? she sounds nice',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'anyone know the score in the city game? my phone died',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "China blocks Western websites to keep 'harmony'. Marcuse, how is your idea any different from theirs in practice?",
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'If I boycott a brand because of what its CEO said, am I cancelling him or just using my own free speech?',
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
];
