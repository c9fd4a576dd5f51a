// The blind set of 2027-01-13 for The Tolerance Trap (John Stuart Mill against Herbert Marcuse): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const cancelCultureBlind: readonly EvalChallenge[] = [
  {
    text: 'Should a platform be allowed to ban someone for lying?',
    issue: 'silencing-falsehood',
    also: ['deplatforming'],
    form: 'plain',
  },
  {
    text: 'Mill, would you really let a Holocaust denier speak on a university stage?',
    issue: 'deplatforming',
    also: ['silencing-falsehood'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "My cousin got fired over a joke he posted eleven years ago when he was seventeen. He's not the same guy now. Is that justice or a mob?",
    issue: 'cancel-culture',
    form: 'paraphrase',
  },
  {
    text: 'is this app free or do i need a subscription',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Who gets to decide which opinions are dangerous?',
    issue: 'who-decides',
    form: 'plain',
  },
  {
    text: 'Marcuse, your repressive tolerance idea basically says tolerate my side and not theirs. How is that not censorship with better manners?',
    issue: 'repressive-tolerance',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'ok but like if a billionaire owns the platform then free speech is whatever he feels like that day right',
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    form: 'paraphrase',
  },
  {
    text: 'The Liberal says bad ideas lose in open debate. Then explain why conspiracy theories are winning.',
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Did Germany get it right by banning Nazi symbols?',
    issue: 'tolerating-intolerant',
    also: ['hate-speech'],
    form: 'paraphrase',
  },
  {
    text: 'I moderate a big forum as a volunteer. Every ban I make gets called censorship, every post I leave up gets called complicity. Is there a principle I can actually use at two in the morning?',
    issue: 'harm-line',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Does quantum mechanics mean the universe is truly random?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so you admit some voices should be silenced, you just want to pick which ones',
    issue: 'who-decides',
    form: 'plain',
  },
  {
    text: 'Mr Mill, can a comedian be cancelled for a joke, and should they be?',
    issue: 'cancel-culture',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "John Stuart, where's the line between offending someone and actually harming them?",
    issue: 'harm-line',
    also: ['hate-speech'],
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'During the pandemic my aunt shared videos saying vaccines had microchips. They got taken down, and now she trusts the news even less. Did removing them help or backfire?',
    issue: 'silencing-falsehood',
    form: 'paraphrase',
  },
  {
    text: 'how do i turn up the volume, the microphone button does nothing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is boycotting a company the same as silencing it?',
    issue: 'cancel-culture',
    form: 'plain',
  },
  {
    text: 'Herbert, you wrote in the 1960s. Does social media prove your point or destroy it?',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'The old Frankfurt School guy says one side owns the stadium. Fine, but in your world who owns it after the revolution?',
    issue: 'who-decides',
    also: ['repressive-tolerance'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: 'Should schools remove books parents find offensive?',
    issue: 'hate-speech',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: 'Was dropping the atomic bomb on Hiroshima morally justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "In Russia, laws against 'false information' are used to jail people who criticize the war. Doesn't that show why letting everyone talk is the safer rule?",
    issue: 'silencing-falsehood',
    also: ['who-decides'],
    form: 'paraphrase',
  },
  {
    text: "come on mill, people don't change their minds from debates, they change them from whoever shouts loudest",
    issue: 'marketplace-of-ideas',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'What about when nobody gets arrested, but everyone is too scared of their neighbours to say anything?',
    issue: 'conformity',
    form: 'plain',
  },
  {
    text: "hang on my train's arriving, back in five",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the critical theory guy: should AI chatbots refuse to answer certain questions?',
    issue: 'deplatforming',
    also: ['harm-line'],
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "My company's Slack has a 'respectful communication' policy, and in practice it means you can't criticize leadership. Is that protecting people or protecting the bosses?",
    issue: 'repressive-tolerance',
    form: 'paraphrase',
  },
  {
    text: "If you let a flat-earther debate a physicist on TV, doesn't that already make it look like a 50-50 question?",
    issue: 'deplatforming',
    also: ['marketplace-of-ideas'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Roman Republic turn into an empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mister On Liberty, would you extend free speech to people who'd abolish it the moment they won?",
    issue: 'tolerating-intolerant',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'Marcusse is free speech a luxury for people who already have power',
    issue: 'repressive-tolerance',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'quick dinner ideas with just eggs and rice?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is shouting someone down at a protest a form of free speech too?',
    issue: 'deplatforming',
    also: ['cancel-culture'],
    form: 'plain',
  },
  {
    text: 'Salman Rushdie spent years in hiding and was stabbed on stage for a novel. What does each of you say to that, Mill first?',
    issue: 'hate-speech',
    also: ['harm-line'],
    form: 'paraphrase',
  },
  {
    text: 'Are deepfakes speech?',
    issue: 'harm-line',
    also: ['silencing-falsehood'],
    form: 'plain',
  },
  {
    text: "that's just elitism, who are you to decide the masses are brainwashed",
    issue: 'conformity',
    also: ['who-decides'],
    form: 'plain',
  },
  {
    text: 'Does the algorithm deciding what I see count as silencing people, Herbert?',
    issue: 'conformity',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'My teenage son wants to watch a popular streamer who says awful things about women. Banning it would make it cooler. Letting him watch feels wrong. What would you do?',
    issue: 'hate-speech',
    form: 'paraphrase',
  },
  {
    text: 'What is the mind-body problem, in simple terms?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'When Twitter suspended a sitting president, was that protecting democracy or a private company overruling voters, Marcuse?',
    issue: 'deplatforming',
    also: ['who-decides'],
    addresses: 'marcuse',
    form: 'named',
  },
];
