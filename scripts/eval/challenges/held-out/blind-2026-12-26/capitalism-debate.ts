// The blind set of 2026-12-26 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'If the market is so free, why do I feel trapped in a job I hate?',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Mr Smith, you never saw Amazon. Would you still trust the invisible hand with one company that sells almost everything?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'I drive for a delivery app. No boss, I pick my own hours, and yet the app decides what I earn per drop and can switch me off without a reason. Am I free or not?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Marx, every country that tried your ideas ended up with queues and secret police. Why should anyone listen now?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'anyone know if the farmers market on the square is open sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'what even is surplus value in normal words? the German lost me',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Hundreds of millions of people in China and India left extreme poverty once markets opened up. Doesn't that settle it?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'so the bearded guy thinks my landlord is exploiting me. ok but who builds the flats then',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Does buying stuff actually make us happier, or just keep us buying?',
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: "Professor Smith, you wrote a whole book about sympathy before the Wealth of Nations. Where's the sympathy in a market that lets people sleep in doorways?",
    issue: 'inequality',
    also: ['self-interest'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'If physics is deterministic, can anyone have free will at all?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My dad ran a small bakery for thirty years, then a supermarket chain undercut him until he closed. That was the market working, right? Tell me why it should feel like freedom.',
    issue: 'big-business',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: "That's just envy dressed up as philosophy. Some people work harder and earn more, what's wrong with that?",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: "Is a billionaire's fortune ever really earned, Smith?",
    issue: 'inequality',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "Karl, when robots do all the work, who owns the robots? Isn't that the whole question?",
    issue: 'machines',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "The pin factory: one worker per step, thousands more pins a day. But doesn't doing the same tiny step forever make people dull? I think Smith admitted as much himself.",
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "I'm a nurse. Our hospital was bought by a private equity fund and now everything is measured in beds per hour. Are there things that just can't be sold without breaking them?",
    issue: 'government',
    also: ['work-meaning'],
    form: 'paraphrase',
  },
  {
    text: "my phone's on 4% so if i vanish mid sentence that's why",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Was capitalism built on slavery and colonies, or did it grow in spite of them?',
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'plain',
  },
  {
    text: "come on marks, you lived off engels and his dad's factory money. bit rich, no?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Adam, can a market deal with climate change, or will it burn the planet as long as burning pays?',
    issue: 'government',
    also: ['planning'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "Question for the man from Kirkcaldy: you warned that businessmen rarely meet without plotting against the public. So why are you on the market's side?",
    issue: 'big-business',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "Doesn't a union limit my freedom as much as a boss does?",
    issue: 'wages-hours',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: "The Nordic countries have markets and huge welfare states and seem pretty happy. Isn't that the answer neither of you quite gave?",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'How did the first living cells form out of plain chemistry?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'is crypto the free market finally escaping the banks or just gambling with extra steps',
    issue: 'market-freedom',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'What does alienation mean for someone like me, who answers customer emails all day from my kitchen table?',
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: "So you admit the market can't put a price on clean air or a friendship. What else can't it price?",
    issue: 'government',
    also: ['consumerism'],
    form: 'plain',
  },
  {
    text: "If I inherit my parents' house and rent it out, am I a capitalist now, Marx?",
    issue: 'exploitation',
    also: ['inequality'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is there any freedom in being free to starve?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: "how do i turn the subtitles on, my hearing isn't great",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Influencers sell their own faces and moods every day. Is that commodity fetishism taken to the limit, or just a new kind of small business?',
    issue: 'consumerism',
    also: ['work-meaning'],
    form: 'paraphrase',
  },
  {
    text: 'the revolutionary one keeps predicting the collapse. its been like 150 years. when',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Should healthcare and schools be left to the market?',
    issue: 'government',
    form: 'plain',
  },
  {
    text: "My teenage daughter says she wants to abolish money and I honestly don't know what to say to her. What would you tell her, Adam Smith?",
    issue: 'alternatives',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Was dropping the atomic bomb on Hiroshima justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Wouldn't a universal basic income fix most of what Marx complains about while keeping the markets?",
    issue: 'government',
    also: ['alternatives'],
    form: 'plain',
  },
  {
    text: "but what about the people who just can't compete, the sick, the old? who does the invisible hand feed then",
    issue: 'government',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: 'haha my cat just walked across the keyboard, ignore that last bit',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why do prices keep going up while my wages never catch up?',
    issue: 'wages-hours',
    form: 'plain',
  },
];
