// Held-out evaluation challenges for The Tolerance Trap (John Stuart Mill against Herbert Marcuse). Written
// blind from the debate's title, question and the two names only, before the engine saw them; never used for
// tuning. Issue labels are added afterwards, from the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const cancelCultureDebateHeldOut: readonly EvalChallenge[] = [
  {
    text: 'Should people be allowed to say anything, even things that are hateful?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'A comedian made a bad joke ten years ago, it resurfaced, and he lost his show. Is that justice or a mob?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Is it ever right to refuse someone a platform to speak?', issue: 'unlabelled', form: 'plain' },
  { text: 'Should we tolerate people who are intolerant?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'My university cancelled a speaker after students protested. Did they protect people or just avoid hearing something uncomfortable?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Does hearing bad ideas out actually help us find the truth?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'Who gets to decide which opinions are too dangerous to share?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Social media companies ban accounts for spreading misinformation. Are they protecting the public or acting as censors?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Is free speech really free if only rich people own the big platforms?',
    issue: 'unlabelled',
    form: 'plain',
  },
  { text: 'Can words hurt as much as actions?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'My uncle posts conspiracy stuff on Facebook every day. Should I report him or just argue with him?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'If the majority disagrees with someone, should that person just stay quiet?',
    issue: 'unlabelled',
    form: 'plain',
  },
  { text: 'Is social pressure a kind of censorship too?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'Someone got fired because a stranger filmed them ranting in a parking lot. Should your job depend on your worst moment online?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Does tolerating everything just end up protecting the people already in power?',
    issue: 'unlabelled',
    form: 'plain',
  },
  { text: 'Can a wrong opinion still contain some part of the truth?', issue: 'unlabelled', form: 'plain' },
  {
    text: "People were once punished for saying the Earth goes around the sun, so couldn't today's banned ideas be tomorrow's truths?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Should hate speech be against the law?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'The group chats at my school kick out anyone who disagrees and now everyone just agrees with everyone, is that healthy or kind of scary?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Is cancel culture real, or is it just people facing consequences?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'If an AI chatbot refuses to answer certain political questions, is it being responsible or censoring me?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Does being offended give someone the right to silence others?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: "John Stuart Mill, would you defend a neo-Nazi's right to march through a town?",
    issue: 'unlabelled',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: "Marcuse, isn't refusing to tolerate the other side exactly what authoritarians do?",
    issue: 'unlabelled',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'What would Mill say about Twitter banning a president?',
    issue: 'unlabelled',
    addresses: 'mill',
    form: 'named',
  },
  {
    text: 'Herbert Marcuse, who decides which movements are progressive enough to deserve tolerance?',
    issue: 'unlabelled',
    addresses: 'marcuse',
    form: 'named',
  },
  {
    text: 'To the English liberal who wrote On Liberty: where should the line on speech be drawn?',
    issue: 'unlabelled',
    addresses: 'mill',
    form: 'epithet',
  },
  {
    text: 'For the Frankfurt School professor the student radicals loved: is tolerance a trap?',
    issue: 'unlabelled',
    addresses: 'marcuse',
    form: 'epithet',
  },
  {
    text: "Hey, the philosopher who said even one dissenter shouldn't be silenced, does that include trolls?",
    issue: 'unlabelled',
    addresses: 'mill',
    form: 'epithet',
  },
  { text: "What's the best way to get a red wine stain out of a carpet?", issue: null, form: 'off-topic' },
  { text: 'How many players are on a baseball team?', issue: null, form: 'off-topic' },
  { text: 'Do I need a visa to visit Japan as a Canadian?', issue: null, form: 'off-topic' },
];
