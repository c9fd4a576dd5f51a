// Challenges for The Market Showdown (Adam Smith against Karl Marx), written blind (from the debate's title, question and two names) as a held-out set and
// labelled from its issue list; measured once on the knowledge as first written (on topic 63 to 78 % across the new
// debates), then spent on tuning: eval:debate counts them with the tuned-on set, and a fresh held-out set replaces them.
import type { EvalChallenge } from '../../challenge-set';

export const capitalismDebateSpent: readonly EvalChallenge[] = [
  {
    text: 'Does a free market actually make people free, or just free to pick between brands?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'Is it fair that a CEO earns three hundred times what the people on the factory floor take home?',
    issue: 'inequality',
    form: 'paraphrase',
  },
  {
    text: 'If I work in a warehouse where an app times my bathroom breaks, am I really a free person?',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Why do some people get rich just from owning things while others work all day and stay poor?',
    issue: 'exploitation',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: 'Does everybody chasing their own profit somehow end up helping everybody else?',
    issue: 'self-interest',
    form: 'plain',
  },
  {
    text: 'Is selfishness actually good for the economy?',
    issue: 'self-interest',
    form: 'plain',
  },
  {
    text: 'My dad did the same job on an assembly line for thirty years and hated every day of it. Is that just what work has to be?',
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: 'When rents get crazy, should the government cap them, or leave it to the market to sort out?',
    issue: 'government',
    form: 'plain',
  },
  {
    text: 'One guy is worth hundreds of billions while nurses are using food banks. Does that show the system works or that it is broken?',
    issue: 'inequality',
    form: 'paraphrase',
  },
  {
    text: "Uber drivers are told they're their own boss, but the app sets the fares and can kick them off anytime, so who's really in charge?",
    issue: 'wages-hours',
    form: 'paraphrase',
  },
  {
    text: 'Did capitalism really lift people out of poverty, or did it just move the poverty somewhere we cannot see it?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: 'My uncle day-trades from his couch and makes more than my mom does teaching. Is making money from money fair?',
    issue: 'exploitation',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'Would a world without private property be freer, or would it just be chaos?',
    issue: 'alternatives',
    form: 'plain',
  },
  {
    text: 'When I buy a five-dollar T-shirt sewn in a sweatshop, am I part of the problem?',
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: 'Why does a diamond cost so much more than water when we literally need water to live?',
    // no issue fits: theory of value and price (diamond-water paradox)
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: 'Is competition what keeps businesses honest, or do the big ones just swallow the small ones anyway?',
    issue: 'big-business',
    form: 'plain',
  },
  {
    text: 'I freelance on three different apps and I never really clock off, is this freedom or just a new kind of chain?',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Can you even have a real democracy when a handful of companies own most of everything?',
    issue: 'big-business',
    form: 'plain',
  },
  {
    text: 'What happens to a person when they do one tiny repetitive task all day and never see the finished product?',
    issue: 'work-meaning',
    form: 'plain',
  },
  {
    text: 'If robots end up doing most of the jobs, who should get to own the robots?',
    issue: 'machines',
    form: 'paraphrase',
  },
  {
    text: 'My grandparents grew up in East Germany and say they had jobs but no freedom. Is that what communism always turns into?',
    issue: 'alternatives',
    form: 'paraphrase',
  },
  {
    text: 'Is the price of something really set by how much work went into it, or by what people are willing to pay?',
    // no issue fits: theory of value: labour or demand sets price
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'Smith, if the invisible hand works so well, why do we keep getting huge financial crashes?',
    issue: 'planning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "Marx, didn't workers end up way better off under capitalism than you predicted?",
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is Amazon basically owning online shopping what Adam Smith had in mind?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Karl Marx, is a gig worker with a phone and a car a proletarian or a tiny business owner?',
    // no issue fits: class status of gig workers
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Does the old Scottish economist really think the butcher and the baker looking out for themselves can feed a whole city fairly?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Okay, bearded revolutionary, what would you actually put in place of markets?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "I want the Communist Manifesto guy to answer this: isn't some inequality just the price of having any innovation at all?",
    issue: 'inequality',
    addresses: 'marx',
    form: 'epithet',
  },
  { text: "What's the capital of Australia, Sydney or Canberra?", issue: null, form: 'off-topic' },
  { text: 'How long should I boil an egg if I want the yolk runny?', issue: null, form: 'off-topic' },
  { text: 'Any tips for learning guitar as an adult with small hands?', issue: null, form: 'off-topic' },
];
