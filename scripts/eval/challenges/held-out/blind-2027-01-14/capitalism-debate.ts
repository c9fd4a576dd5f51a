// The blind set of 2027-01-14 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Does the free market actually make people free, or just free to starve?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'Mr Smith, you wrote that the butcher and the baker feed us out of self-interest. But what about when self-interest means dumping waste in a river nobody owns?',
    issue: 'self-interest',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'i drive for uber like 50 hrs a week and they call me my own boss lol. am i free or is this what marx was on about',
    issue: 'market-freedom',
    also: ['wages-hours'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'anyone know if the farmers market downtown runs on sundays in january?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Karl, the Soviet Union tried your ideas and people queued for bread. Why should we listen now?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'What is surplus value, in plain English?',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: "China pulled hundreds of millions of people out of poverty after it opened up to trade. Isn't that a point for the Scottish professor?",
    issue: 'prosperity',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "Is a billionaire's fortune ever earned, or always taken from someone?",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Hold on, professor from Glasgow, so you agree the merchants will rig prices if nobody stops them. Then how is that a free market?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'My dad worked thirty years in the same car plant and was proud of it. Then it moved to Mexico and nobody even said thank you. Who was right about him, Smith or Marx?',
    issue: 'prosperity',
    also: ['work-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'Marx do you think AI will finally automate the workers out completely, and then who buys the stuff?',
    issue: 'machines',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Did the Treaty of Versailles make the Second World War inevitable?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My phone was assembled by people earning a few dollars a day. Am I exploiting them just by owning it?',
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: 'Why are rents going up everywhere if the market is supposed to balance supply and demand?',
    issue: 'planning',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: "Adam, what would you make of Amazon? One company selling almost everything doesn't sound like the competition you had in mind.",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'come on, the bearded one never ran a business or met a payroll in his life',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Is it fair that I'll inherit my grandmother's house while my coworker rents forever?",
    issue: 'inequality',
    form: 'paraphrase',
  },
  {
    text: "ok but like sweden has markets AND high taxes and people seem fine?? isn't that just the answer",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'my screen froze for a second, did I miss what the moderator said?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the Revolutionary: after the revolution, who decides how many shoes get made?',
    issue: 'planning',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Can the market fix climate change, or is pollution just the cost of doing business?',
    issue: 'government',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: 'Smith wrote a whole book about moral sympathy before The Wealth of Nations. Does the invisible hand only work if people are decent to begin with?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'I run a small bakery with two employees. I work harder than both of them and some months I earn less. Am I the exploiter here, Marx?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'What does alienation mean for someone who answers emails in an office all day?',
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: 'How do mRNA vaccines actually teach the immune system what to attack?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do we still work forty hours a week when productivity has doubled since the seventies?',
    issue: 'wages-hours',
    also: ['machines'],
    form: 'plain',
  },
  {
    text: 'But what about healthcare? Should the market decide who gets a kidney?',
    issue: 'government',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: "The pin factory: splitting the work into tiny steps makes more pins, sure, but doesn't it make the worker kind of dull? You admitted that yourself, Smith.",
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "What's the best argument that God exists?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "lol what's the capital of Kazakhstan, my son is doing a quiz next to me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Karl Marks, do unions still matter now that hardly anyone works in a factory?',
    issue: 'wages-hours',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'My sister bought crypto because she thought it would free her from the banks. Then she lost half her savings in a crash. Was that the market setting her free, or just a new casino?',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: "is capitalism the reason everyone's so tired all the time",
    issue: 'wages-hours',
    also: ['work-meaning'],
    form: 'plain',
  },
  {
    text: 'To the 18th-century economist: would you support a minimum wage today?',
    issue: 'wages-hours',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "Is there a good argument that consciousness can't be explained by the brain alone?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just nostalgia for a workers' paradise that never existed anywhere.",
    issue: 'alternatives',
    form: 'plain',
  },
  {
    text: "When the banks crashed in 2008 the government bailed them out. Isn't that socialism for the rich and the free market for everyone else?",
    issue: 'government',
    also: ['big-business'],
    form: 'paraphrase',
  },
  {
    text: 'Do poor countries get richer by trading with rich ones, or do they just get stuck making cheap stuff forever?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: 'brb, need to grab my laundry before someone dumps it on the floor',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If a robot does my job and the owner keeps all the profit, who should get the money, Mr Smith?',
    issue: 'machines',
    also: ['exploitation'],
    addresses: 'smith',
    form: 'named',
  },
];
