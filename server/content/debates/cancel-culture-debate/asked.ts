import type { AskedInput } from '../../schema';

// The Tolerance Trap: Mill (the Liberal) against Marcuse (the Critical Theorist); Spinoza, the Exile, moderates.
// Written from the issue list of server/content/debates/cancel-culture-debate/topic.ts, in a visitor's own words.
export const toleranceTrapChallenges: readonly AskedInput[] = [
  // plain
  {
    text: 'If an opinion is simply untrue, is there any good reason to let people keep spreading it?',
    issue: 'silencing-falsehood',
    form: 'plain',
  },
  {
    text: 'Do I actually need to listen to the people who disagree with me to understand what I believe?',
    issue: 'hearing-opponents',
    form: 'plain',
  },
  {
    text: 'In a totally open debate, does the truth tend to come out ahead?',
    issue: 'marketplace-of-ideas',
    form: 'plain',
  },
  {
    text: 'Is being tolerant of every view really neutral, or does it favour whoever already has power?',
    issue: 'repressive-tolerance',
    form: 'plain',
  },
  {
    text: 'Should a free country put up with movements that want to get rid of freedom?',
    issue: 'tolerating-intolerant',
    form: 'plain',
  },
  {
    text: 'At what point does saying something turn into actually hurting someone?',
    issue: 'harm-line',
    form: 'plain',
  },
  {
    text: 'Should the law forbid speech that is hateful toward a group of people?',
    issue: 'hate-speech',
    form: 'plain',
  },
  {
    text: 'Is cancelling people a fair way of holding them accountable, or is it mob rule?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Should colleges and websites deny some people a stage to speak from?',
    issue: 'deplatforming',
    form: 'plain',
  },
  {
    text: 'Who has the right to say which ideas are too dangerous for the rest of us?',
    issue: 'who-decides',
    form: 'plain',
  },
  {
    text: 'Even when nobody is censoring anything, do we all end up thinking the same way?',
    issue: 'conformity',
    form: 'plain',
  },
  {
    text: 'Does society get better through open argument, or through fighting the other side?',
    issue: 'social-progress',
    form: 'plain',
  },
  {
    text: 'Is there any opinion so wrong that it deserves to be shut down?',
    issue: 'silencing-falsehood',
    form: 'plain',
  },

  // paraphrase
  {
    text: 'My aunt shares posts saying the earth is flat. Should the site just delete them?',
    issue: 'silencing-falsehood',
    form: 'paraphrase',
  },
  {
    text: "A scientist in the past was jailed for saying the earth moves. Could today's censors be just as wrong?",
    issue: 'silencing-falsehood',
    form: 'paraphrase',
  },
  {
    text: 'I only follow people who think like me. Am I making myself stupider without noticing?',
    issue: 'hearing-opponents',
    form: 'paraphrase',
  },
  {
    text: 'If you never have to defend your beliefs, do they slowly turn into empty words?',
    issue: 'hearing-opponents',
    form: 'paraphrase',
  },
  {
    text: 'A rich guy buys a huge social network. Is the contest of ideas still fair after that?',
    issue: 'marketplace-of-ideas',
    also: ['repressive-tolerance'],
    form: 'paraphrase',
  },
  {
    text: 'Fake stories get shared way more than the fact checks. So does the truth actually win?',
    issue: 'marketplace-of-ideas',
    form: 'paraphrase',
  },
  {
    text: 'The news had a climate scientist and a denier debate as if they were equals. Is that fair reporting?',
    issue: 'repressive-tolerance',
    form: 'paraphrase',
  },
  {
    text: 'We march every year and nothing ever changes. Is being allowed to protest just a way to let off steam?',
    issue: 'repressive-tolerance',
    form: 'paraphrase',
  },
  {
    text: 'Should a far right party that promises to end elections be allowed to campaign?',
    issue: 'tolerating-intolerant',
    form: 'paraphrase',
  },
  {
    text: 'If someone had stopped Hitler from giving speeches in the twenties, would the war have happened?',
    issue: 'tolerating-intolerant',
    form: 'paraphrase',
  },
  {
    text: "A guy tells an angry crowd outside a landlord's house that landlords are parasites. Is that still just an opinion?",
    issue: 'harm-line',
    form: 'paraphrase',
  },
  {
    text: 'Can a speech cause damage even if it never tells anyone to hurt somebody?',
    issue: 'harm-line',
    form: 'paraphrase',
  },
  {
    text: 'Comedians keep making jokes about gay people. Should there be rules against that?',
    issue: 'hate-speech',
    form: 'paraphrase',
  },
  {
    text: "Someone found my cousin's old posts and now she can't get hired anywhere. Is that justice?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'Nobody at my office says what they really think about politics anymore. Is that healthy?',
    issue: 'cancel-culture',
    also: ['conformity'],
    form: 'paraphrase',
  },
  {
    text: 'Students blocked the doors so a controversial author could not give his lecture. Were they right?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'If a tech company removes your account, has it taken away your free speech?',
    issue: 'deplatforming',
    form: 'paraphrase',
  },
  {
    text: 'Would you want a government office in charge of deciding what is true?',
    issue: 'who-decides',
    also: ['silencing-falsehood'],
    form: 'paraphrase',
  },
  {
    text: 'Everyone I know wants the same phone, the same sneakers and the same opinions. Are we actually free?',
    issue: 'conformity',
    form: 'paraphrase',
  },
  {
    text: 'Were the people who chained themselves to railings for the vote right to break the law?',
    issue: 'social-progress',
    form: 'paraphrase',
  },

  // named
  {
    text: 'Mill, if a lie is spreading and hurting people, why not just stop it?',
    issue: 'silencing-falsehood',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Marcuse, how is tolerance supposed to be a bad thing?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'John Stuart Mill, would you really defend the right of neo-Nazis to hold a rally?',
    issue: 'tolerating-intolerant',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Herbert Marcuse, who gets to decide which side deserves tolerance?',
    issue: 'who-decides',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Mill, is a crowd of strangers attacking someone online a kind of tyranny?',
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Marcuse, if people are free to buy whatever they want, in what sense are they unfree?',
    issue: 'conformity',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'Mill, should a university ever refuse to host a speaker?',
    issue: 'deplatforming',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Marcuse, is it ever right for the oppressed to break the law?',
    issue: 'social-progress',
    addresses: 'marcuse',
    form: 'named',
  },

  // off-topic
  { text: 'What time does the pharmacy on the corner close tonight?', issue: null, form: 'off-topic' },
  { text: 'How many calories are in a banana smoothie?', issue: null, form: 'off-topic' },
  { text: 'Can you help me fix a flat tyre on my bike?', issue: null, form: 'off-topic' },
  { text: 'Who won the Champions League final last year?', issue: null, form: 'off-topic' },

  // epithet
  {
    text: 'For the liberal: is being offended ever a good enough reason to ban what someone said?',
    issue: 'hate-speech',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Question for the critical theorist: can an open debate be fair when the media is owned by corporations?',
    issue: 'marketplace-of-ideas',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'To the utilitarian: what do we gain by hearing people who are obviously wrong?',
    issue: 'hearing-opponents',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'The Frankfurt School philosopher should answer this: is propaganda already a kind of violence?',
    issue: 'harm-line',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Let the author of On Liberty tell me whether society needs oddballs and misfits.',
    issue: 'conformity',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'To the Marxist: should a campus give its stage to somebody defending a war?',
    issue: 'deplatforming',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Englishman, would you trust any government with the power to silence people?',
    issue: 'who-decides',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Sixties radical, is boycotting a company for its politics the same as cancelling someone?',
    issue: 'cancel-culture',
    addresses: 'marcuse',
    form: 'epithet',
  },
];
