// The blind set of 2026-12-10 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 78). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Is the market actually free if you need a job to not starve?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'I drive for a delivery app. I can log on whenever I want, which is great, but some weeks I make less than minimum wage after gas. Am I free or just my own underpaid boss?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Adam, what did you actually mean by the invisible hand? People quote it like scripture.',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "ok so marx like who owns the means of production if it's an iphone factory in china and the shares are in my pension fund",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "what's the best market for fresh fish in lisbon? asking for tonight",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'A billion people left extreme poverty in the last forty years, mostly through trade. How does the bearded one explain that?',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Smith, you wrote a whole book about sympathy and moral sentiments. Would you be horrified by what people do in your name today?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Every communist country ended up with bread lines or gulags. Why should anyone still listen to Marx?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'If Amazon controls half of online shopping, is that still a free market?',
    issue: 'big-business',
    form: 'paraphrase',
  },
  {
    text: "my dad worked the same factory line for 31 years and says he was proud of it. was he alienated and didn't know it, or are you being condescending Karl",
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'is this app free or do I have to pay to keep listening after ten minutes?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But what about the Nordic countries? Markets plus a big welfare state. Doesn't that beat both of you?",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the 1700s guy: does buying stuff make me free, or does it just feel like freedom?',
    issue: 'consumerism',
    also: ['market-freedom'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'The man from Kirkcaldy worried the division of labour would make workers stupid. So he kind of agreed with Marx?',
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "If AI takes most jobs, who owns the robots? Isn't that your nightmare on steroids, Marx?",
    issue: 'machines',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is consciousness something the brain produces, or could it exist without one?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why is rent so high if landlords are supposedly competing with each other?',
    issue: 'big-business',
    form: 'plain',
  },
  {
    text: "Karl, you lived off Engels' factory money for decades. Bit rich to lecture us about capitalists, no?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Should people be allowed to sell a kidney if they want to? Free market, right?',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: "that's just saying poor people should be grateful for sweatshops",
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'plain',
  },
  {
    text: 'marx what would you even replace money with',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  { text: 'hold on my cat just sat on the keyboard, give me a sec', issue: null, form: 'off-topic' },
  {
    text: 'The Revolutionary keeps saying workers own nothing. I own a house, a car and some index funds. Am I the bourgeoisie now?',
    issue: 'exploitation',
    also: ['inequality'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Can a market ever price in climate damage, or does it always push the cost onto someone else?',
    issue: 'government',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: 'Did Britain get rich from free trade or from colonies and slavery? Because that changes the whole story.',
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'Mr Smith, you said merchants rarely meet without conspiring against the public. So why do libertarians worship you?',
    issue: 'big-business',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  { text: 'What actually caused the Bronze Age collapse around 1200 BC?', issue: null, form: 'off-topic' },
  {
    text: "I'm a nurse in the US and some of my patients ration their insulin. Should healthcare be left to a market at all?",
    issue: 'government',
    form: 'paraphrase',
  },
  {
    text: "come on, nobody forces you to work at one particular company. you can quit. isn't that freedom?",
    issue: 'market-freedom',
    form: 'plain',
  },
  { text: 'freedom to starve is not freedom lol', issue: 'market-freedom', form: 'plain' },
  {
    text: 'Is profit basically unpaid labour? Like the surplus value thing?',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'Would you have liked crypto, Mr Smith? Money with no government behind it at all.',
    issue: 'government',
    addresses: 'smith',
    form: 'named',
  },
  { text: 'can i pause this and pick it up on my laptop later?', issue: null, form: 'off-topic' },
  {
    text: 'Why do billionaires exist if the system is supposed to be fair?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'My startup has four employees and I work harder than any of them. Am I exploiting them just because I own the company?',
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: 'For the guy who wrote Das Kapital in the British Museum: did unions win us the weekend, or did markets just get rich enough to afford it?',
    issue: 'wages-hours',
    addresses: 'marx',
    form: 'epithet',
  },
  { text: 'Should judges be elected by voters or appointed by experts?', issue: null, form: 'off-topic' },
  {
    text: 'so you admit, smtih, that markets need strong laws and a state around them to work at all',
    issue: 'government',
    also: ['planning'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'If everything I love, music, friendships, even dating, turns into a product, is the market still freeing me?',
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  { text: 'How does CRISPR actually cut and edit a gene?', issue: null, form: 'off-topic' },
];
