// The blind set of 2027-01-09 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Is capitalism actually making people freer or just busier?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: "I drive for Uber. Nobody tells me when to work, which I love, but if the app changes its rates overnight I can't pay rent. Am I free or not?",
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Adam Smith, would you be a fan of Amazon or would it horrify you?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'marx be honest did you ever actually work in a factory',
    issue: 'exploitation',
    also: ['work-meaning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Where can I trade in my old phone for the best price?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "China pulled hundreds of millions out of poverty after opening up to markets, but it's still run by a communist party. Who does that prove right?",
    issue: 'prosperity',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: 'To the economist from Kirkcaldy: you warned that businessmen rarely meet without plotting against the public. So why trust them with the economy?',
    issue: 'big-business',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "Why shouldn't the people who do the work own the company?",
    issue: 'alternatives',
    also: ['exploitation'],
    form: 'plain',
  },
  {
    text: 'Come on, Karl, every communist state ended up poorer and less free than its capitalist neighbours. How is that not the end of the argument?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'If robots and AI end up doing most of the jobs, who gets the money, Karl?',
    issue: 'machines',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'one sec delivery guy at the door',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My dad worked at the same car plant for 30 years, then it moved to Mexico almost overnight. The town never recovered. Was that the market working or the market failing?',
    issue: 'prosperity',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: 'Is it possible to prove God exists using reason alone?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so like if billionaires earned it fair and square why does it feel so wrong',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'whats surplus value in normal words',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'Smith, you also wrote a whole book about sympathy and moral sentiments. Do markets make people kinder or greedier?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Rent takes 60 percent of my salary and my landlord owns eleven flats. Is he a job creator or just collecting money for owning things?',
    issue: 'exploitation',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'The butcher and the baker sell me dinner out of self-interest, fine. But who feeds the person with no money to buy bread?',
    issue: 'government',
    also: ['self-interest'],
    form: 'paraphrase',
  },
  {
    text: 'What killed the dinosaurs, was it really just the asteroid?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Bearded revolutionary, you predicted the revolution would start in rich industrial countries like England. It happened in Russia. What went wrong?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Mr Communist Manifesto, is working a job you hate just to survive any kind of freedom?',
    issue: 'market-freedom',
    also: ['work-meaning'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'I work in fast fashion buying. The T-shirts we sell for five pounds are sewn in Bangladesh for pennies, and people tell me those factory jobs still beat farming there. Does that make them fair?',
    issue: 'exploitation',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Smith, if you saw the pin factory today, people doing one tiny task all day, would you still call it progress?',
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "isn't alienation just what everyone feels on a monday morning tho",
    issue: 'work-meaning',
    form: 'plain',
  },
  {
    text: "My battery's at 4 percent, will the debate still be here if I reconnect?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Hey market moralist, can a market fix climate change, or is the planet the thing it's using up?",
    issue: 'planning',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "Karl Marks, your friend Engels owned a cotton mill and paid your bills. Doesn't that make you a bit of a hypocrite?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Should healthcare be a market like phones and cars, or is that where it breaks?',
    issue: 'government',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: "Denmark and Sweden are rich, have markets, and still have huge welfare states. Is that the compromise you'd both accept?",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'Is consciousness just what the brain does, or something more?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My sister started an Etsy shop selling her ceramics and says it's the first time she's ever felt like her own boss. Isn't that exactly the kind of freedom markets give?",
    issue: 'market-freedom',
    also: ['work-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'What about unions? Do they make the market fairer or just jam it up?',
    issue: 'wages-hours',
    form: 'plain',
  },
  {
    text: "Adam, are you annoyed that people quote the 'invisible hand' and skip the other thousand pages?",
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Inheritance, though. If the market rewards effort, why do rich kids start at the finish line?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Should judges be elected or appointed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is the farmers' market by the station open on Sundays?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the old Scottish economist and the German guy in one room, this is gonna be spicy. ok first question, does money buy happiness',
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: "Crypto people say they're building a market with no banks and no governments. Would that be Smith's dream or just a new casino, Marx?",
    issue: 'government',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "When a company like Apple makes billions and its suppliers' workers sleep in factory dormitories, whose labour is the profit really made of?",
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: 'If capitalism is so bad, why does nearly every country that tried to escape it eventually come back, Dr Marx?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
];
