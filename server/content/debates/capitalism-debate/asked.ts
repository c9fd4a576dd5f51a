import type { AskedInput } from '../../schema';

// The Market Showdown: Adam Smith (the Market Moralist) against Karl Marx (the Revolutionary); Hume, the Essayist,
// moderates. Written from the issue list of server/content/debates/capitalism-debate/topic.ts, in a visitor's own words.
export const capitalismChallenges: readonly AskedInput[] = [
  // plain
  { text: 'Does a free market actually make ordinary people free?', issue: 'market-freedom', form: 'plain' },
  {
    text: 'Is it a good thing that the economy runs on people chasing their own interest?',
    issue: 'self-interest',
    form: 'plain',
  },
  {
    text: 'Should somebody plan the economy, or should the market be left to sort itself out?',
    issue: 'planning',
    form: 'plain',
  },
  {
    text: 'Is profit just money taken from the people who did the work?',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'Who really gets to decide how much we earn and how long we work?',
    issue: 'wages-hours',
    form: 'plain',
  },
  {
    text: 'Is it just that some people have billions while others have nothing?',
    issue: 'inequality',
    form: 'plain',
  },
  { text: 'Has the market economy actually made the world less poor?', issue: 'prosperity', form: 'plain' },
  { text: 'Why does so much modern work feel empty?', issue: 'work-meaning', form: 'plain' },
  { text: 'Are robots going to set us free or put us all out of a job?', issue: 'machines', form: 'plain' },
  { text: 'Does owning more things make people any happier?', issue: 'consumerism', form: 'plain' },
  { text: 'Do huge companies rig the game against everyone else?', issue: 'big-business', form: 'plain' },
  { text: 'How much should the government get involved in the economy?', issue: 'government', form: 'plain' },
  {
    text: 'Is there anything better than capitalism that could actually work?',
    issue: 'alternatives',
    form: 'plain',
  },
  {
    text: 'Are employees cheated out of some of the value they create?',
    issue: 'exploitation',
    form: 'plain',
  },
  { text: 'Do rich people deserve what they have?', issue: 'inequality', form: 'plain' },

  // paraphrase
  {
    text: 'My grandfather was a sharecropper and I work at a call center. Which of us was freer?',
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'A pharmacist only stocks my medicine because it makes him money. Does it matter why, as long as I get my pills?',
    issue: 'self-interest',
    form: 'paraphrase',
  },
  {
    text: 'Every few years the stock market crashes and people lose their homes. Is that just how markets work?',
    issue: 'planning',
    form: 'paraphrase',
  },
  {
    text: 'The company I clean offices for made record profits while my pay stayed flat. Where did that profit come from?',
    issue: 'exploitation',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'My manager keeps adding shifts and says I can leave if I do not like it. Is that fair bargaining?',
    issue: 'wages-hours',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'The guy who owns my apartment building inherited it. Did he earn the rent I pay him?',
    issue: 'inequality',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: 'Cheap imported clothes mean I can afford more, but a factory town near me died. Was trade worth it?',
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'I spend eight hours a day scanning barcodes and feel like a robot. Is this what work is supposed to be?',
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: 'The hospital I work at is bringing in software that does half my job. Should I be worried or relieved?',
    issue: 'machines',
    form: 'paraphrase',
  },
  {
    text: 'I scroll through ads until midnight and always want something new. Who put that wanting in me?',
    issue: 'consumerism',
    form: 'paraphrase',
  },
  {
    text: 'Three companies own nearly every grocery brand in my supermarket. Is that still a free market?',
    issue: 'big-business',
    form: 'paraphrase',
  },
  {
    text: "Should my taxes pay for other people's kids to go to school?",
    issue: 'government',
    form: 'paraphrase',
  },
  {
    text: 'My friend wants the workers to take over the factories. Would that be a disaster or a liberation?',
    issue: 'alternatives',
    form: 'paraphrase',
  },
  {
    text: 'Does running everything on profit make people care less about each other?',
    issue: 'self-interest',
    form: 'paraphrase',
  },
  {
    text: 'If my job were automated tomorrow, would society owe me anything?',
    issue: 'machines',
    also: ['government'],
    form: 'paraphrase',
  },

  // named
  {
    text: 'Adam Smith, would you side with the workers or the bosses in a strike?',
    issue: 'wages-hours',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "Marx, where exactly does my boss's profit come from?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Smith, would you have liked working in your own pin factory all day?',
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Karl Marx, do you admit capitalism has made people richer than ever before?',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Mr Smith, would you have trusted a government to plan everything we make?',
    issue: 'planning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Marx, if there were no private property, why would anyone bother to work hard?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Hume, you knew Adam Smith personally, so tell me: does commerce make people freer?',
    issue: 'market-freedom',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'What do you make of billionaires, Adam Smith?',
    issue: 'inequality',
    addresses: 'smith',
    form: 'named',
  },

  // epithet
  {
    text: 'To the revolutionary: is greed a personal flaw or something the system produces?',
    issue: 'self-interest',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Question for the economist: should rich people pay a bigger share of taxes?',
    issue: 'government',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'I want the communist to explain why all those machines have not given us shorter days.',
    issue: 'machines',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'For the father of capitalism: do giant corporations betray your free market?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Let the man from Trier answer this: are we slaves to the things we buy?',
    issue: 'consumerism',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Dear moral philosopher, is it wrong to look up to people just because they are rich?',
    issue: 'inequality',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'The German philosopher keeps saying workers are unfree. Is a nurse who can switch hospitals unfree?',
    issue: 'market-freedom',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Ask the Scottish economist whether free trade ever hurts a country.',
    issue: 'prosperity',
    addresses: 'smith',
    form: 'epithet',
  },

  // off-topic
  { text: 'What is the best way to get rid of fruit flies in my kitchen?', issue: null, form: 'off-topic' },
  {
    text: 'Can you recommend a good science fiction novel for a long flight?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'How do I reset the password on my wifi router?', issue: null, form: 'off-topic' },
  { text: 'Who painted the ceiling of the Sistine Chapel?', issue: null, form: 'off-topic' },
];
