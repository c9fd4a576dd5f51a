// The blind set of 2027-01-15 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Does having more choices at the supermarket actually make me freer?',
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  {
    text: "I drive for a delivery app. No boss, pick my own hours, sounds like freedom, right? Except the algorithm cuts my pay whenever it wants and I can't afford to log off. Which one of you explains my life better?",
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Adam Smith, what would you make of Amazon? Is that the free market or the end of it?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Marx, every country that tried your ideas ended up with bread lines and secret police. Why should anyone listen now?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'is this app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so like if markets are so great why cant anyone my age afford a house',
    issue: 'prosperity',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: 'Mr Invisible Hand, where exactly is the hand when rents go up 30% in a year?',
    issue: 'planning',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "China pulled hundreds of millions of people out of poverty after opening up to markets. Doesn't that just end the argument?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: "What is surplus value, explained like I'm twelve?",
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'My dad worked 35 years at the same factory and was proud of it. Then it moved to Mexico and he got a plaque. Was he free that whole time or just useful?',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: "the bearded guy lived off his rich friend's factory money, kinda ironic no?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Isn't Smith the one who said businessmen rarely meet without it ending in a conspiracy against the public? Sounds like he'd side with Marx on half of this.",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'What caused the First World War? Was it really just one assassination?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If robots and AI end up doing most jobs, who owns the robots, and does that decide everything?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: "Can you be free if you're one missed paycheck from being homeless?",
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'come on karl, workers today have iphones and netflix, the proletariat is doing fine',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "I'm a nurse in the US and half my shift is fighting insurance companies. Should healthcare even be a market, Mr. Smith?",
    issue: 'government',
    also: ['planning'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Is the pin factory example still relevant when one person now does ten jobs on a laptop?',
    issue: 'work-meaning',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: "what's the best market around here for fresh fish on a saturday",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Are billionaires a sign the system works or that it's broken?",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Unions: do they make workers freer, or just protect the ones already inside?',
    issue: 'wages-hours',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: 'Question for the Scottish economist. You wrote a whole book about sympathy and moral sentiments before The Wealth of Nations. Did you expect people to only ever read the second one?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "but then markets need the state to enforce contracts and property. so how are they 'free' exactly",
    issue: 'government',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: 'Sweatshop jobs in Bangladesh pay more than farming. Is taking one a free choice or a forced one?',
    issue: 'market-freedom',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: "Can science ever explain consciousness, or is there something it can't reach?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Karl Marx, what would you actually replace money with?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'i have three side hustles and still cant save anything. is that freedom or just hustle culture brainwashing lol',
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Climate change: can the market fix the mess it made, or do we need to throw it out?',
    issue: 'alternatives',
    also: ['government', 'planning'],
    form: 'paraphrase',
  },
  {
    text: "What about Sweden and Denmark? They've got markets and welfare and people seem happy. Does that prove both of you wrong?",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'Alienation sounds fancy but I think I get it. I make spreadsheets all day that nobody reads. Is that what you meant?',
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: 'lol sorry my cat just walked across the keyboard',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Market moralist, is self-interest really enough to hold a society together?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "The German revolutionary predicted capitalism would collapse. It's been 150 years. At what point is that prediction just wrong?",
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Crypto people say Bitcoin frees money from governments. Smith, is that your dream or your nightmare?',
    issue: 'government',
    also: ['market-freedom'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'im 24 with 80k in student debt. did i choose that freely or was i sold it',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Is it wrong to eat meat once lab-grown meat tastes the same?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'but who decides the price of labor if not the market? a committee, Marks?',
    issue: 'wages-hours',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Who was the better general, Hannibal or Scipio?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'can you guys hear me? my mic keeps cutting out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My grandmother queued for hours for toilet paper in 1980s Poland, and now my cousin there runs a software company. Honestly, Marx, how do you argue with that?',
    issue: 'alternatives',
    also: ['prosperity'],
    addresses: 'marx',
    form: 'named',
  },
];
