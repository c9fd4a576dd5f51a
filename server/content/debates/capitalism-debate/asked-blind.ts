// Challenges for The Market Showdown (Adam Smith against Karl Marx), written blind (from the debate's title, question and two names) as a held-out set and
// labelled from its issue list; measured once on the knowledge as first written (on topic 63 to 78 % across the new
// debates), then spent on tuning: eval:debate counts them with the tuned-on set, and a fresh held-out set replaces them.
import type { AskedInput } from '../../schema';

export const capitalismDebateSpent: readonly AskedInput[] = [
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
  // A second set, written blind from the debate's card (title, question, description, names) and labelled from its
  // issue list; a second reader labelled it apart, and an issue that reader chose first is among "also". Read for the
  // engine's misses (on topic 71 % across the nine new debates), so spent.
  {
    text: 'Has capitalism really lifted billions out of poverty, or is that just a talking point?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: 'Why are billionaires getting richer while my rent keeps going up?',
    issue: 'inequality',
    form: 'plain',
  },
  { text: 'Is free trade actually good for poor countries?', issue: 'prosperity', form: 'plain' },
  {
    text: "Do workers ever get paid what they're really worth?",
    issue: 'exploitation',
    also: ['wages-hours'],
    form: 'plain',
  },
  {
    text: "Shouldn't the government step in and break up monopolies like Amazon?",
    issue: 'big-business',
    also: ['government'],
    form: 'plain',
  },
  { text: 'Is a minimum wage good or bad for the people on it?', issue: 'wages-hours', form: 'plain' },
  { text: 'Would socialism actually work if we tried it properly?', issue: 'alternatives', form: 'plain' },
  {
    text: 'Why does my job feel so pointless even though it pays okay?',
    issue: 'work-meaning',
    form: 'plain',
  },
  { text: "Greed's actually good for society, isn't it?", issue: 'self-interest', form: 'plain' },
  {
    text: 'How free are you really if you have to work just to survive?',
    issue: 'market-freedom',
    form: 'plain',
  },
  { text: 'Should healthcare be left to the market?', issue: 'government', form: 'plain' },
  { text: 'Do the rich actually deserve their money?', issue: 'inequality', form: 'plain' },
  { text: 'Will robots and AI end up putting everyone out of work?', issue: 'machines', form: 'plain' },
  {
    text: 'Does competition make stuff better, or just cheaper and worse?',
    issue: 'self-interest',
    form: 'plain',
  },
  { text: "What's so wrong with making a profit?", issue: 'exploitation', form: 'plain' },
  { text: 'Should workers own the companies they work for?', issue: 'alternatives', form: 'plain' },
  { text: 'Is capitalism going to wreck the planet?', issue: 'alternatives', form: 'plain' },
  {
    text: 'I work in an Amazon warehouse and they time my bathroom breaks. Is that just how it has to be?',
    issue: 'wages-hours',
    form: 'paraphrase',
  },
  {
    text: 'My phone was made in a factory where people were jumping off the roof. Should I feel guilty buying it?',
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: 'I drive for Uber. Am I my own boss, or just an employee with no benefits?',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: "My grandad worked forty years at one factory and then it moved to Mexico. Who's to blame?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'China went from famine to skyscrapers in forty years. What made that happen?',
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'Why does a CEO make three hundred times what the cleaner in his building makes?',
    issue: 'inequality',
    form: 'paraphrase',
  },
  {
    text: "I'm 28, I work two jobs, and I still can't afford a flat. What am I doing wrong?",
    issue: 'inequality',
    form: 'paraphrase',
  },
  {
    text: 'My landlord just put my rent up twenty percent because he can. Is that fair?',
    issue: 'inequality',
    form: 'paraphrase',
  },
  {
    text: 'If I make candles at home and sell them on Etsy, am I a capitalist now?',
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: "Cuba and Venezuela: proof it doesn't work, or proof nobody let it work?",
    issue: 'alternatives',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: 'My butcher sells me meat because he wants my money, not because he likes me. So why does that work out fine?',
    issue: 'self-interest',
    form: 'paraphrase',
  },
  {
    text: 'Marx, what would you say to someone who absolutely loves their iPhone?',
    issue: 'consumerism',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Adam Smith, would you be okay with how Amazon treats its warehouse workers?',
    issue: 'wages-hours',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'What would Marx think of the gig economy?',
    issue: 'market-freedom',
    also: ['exploitation'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Smith, didn't you also write that people should care about each other? Where's that gone?",
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'To the revolutionary: how do you get rid of bosses without ending up with a dictator?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Hey, Scottish economist, is the invisible hand still working or has it got arthritis?',
    issue: 'planning',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Question for the market moralist: can you really be a good person and make a fortune at the same time?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  { text: "Is there a farmers' market round here on Saturdays?", issue: null, form: 'off-topic' },
  { text: "What's the capital of Australia? I always forget.", issue: null, form: 'off-topic' },
  { text: 'Is the parking here free or do I need a ticket?', issue: null, form: 'off-topic' },
  { text: 'How do I get my toddler to sleep through the night?', issue: null, form: 'off-topic' },
  {
    text: "Can you recommend a decent Scottish whisky for my dad's birthday?",
    issue: null,
    form: 'off-topic',
  },
];
