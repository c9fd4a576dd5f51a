import type { AskedInput } from '../../schema';

// The Green Reckoning: Bacon (the Prophet of Progress) against Thoreau (the Woodsman); Aristotle, the Naturalist,
// moderates. Written from the issue list of server/content/debates/climate-progress-debate/topic.ts, in a visitor's
// own words.
export const greenReckoningChallenges: readonly AskedInput[] = [
  // plain
  {
    text: 'Is better technology going to be what finally stops global warming?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Are people supposed to be in control of nature, or are we just one part of it?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: 'Would it be wise to cool the earth on purpose by changing the atmosphere?',
    issue: 'redesign',
    form: 'plain',
  },
  {
    text: 'Is there any reason to keep untouched wilderness if nobody benefits from it?',
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'Would owning and buying a lot less do more good for the earth than new inventions?',
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: 'Can an economy go on expanding year after year without using up the earth?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Are people today actually living better lives than people did a few centuries ago?',
    issue: 'better-off',
    form: 'plain',
  },
  {
    text: 'Why should anyone believe what climate researchers tell us?',
    issue: 'science-trust',
    form: 'plain',
  },
  {
    text: 'Do my own everyday choices matter at all, or is it all down to governments and big business?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: 'Is it ever okay to break the law for the sake of the environment?',
    issue: 'protest',
    form: 'plain',
  },
  {
    text: 'Do we have a duty to the people who will be alive a hundred years from now?',
    issue: 'future-generations',
    form: 'plain',
  },
  {
    text: 'Should we change everything quickly, or take it slowly and carefully?',
    issue: 'pace',
    form: 'plain',
  },
  {
    text: 'Honestly, is there any hope left for the planet?',
    issue: 'hope',
    form: 'plain',
  },
  {
    text: 'Is nuclear energy the way out of the climate crisis?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Should we protect animals and plants from dying out even if it costs us money?',
    issue: 'wildness',
    form: 'plain',
  },

  // paraphrase
  {
    text: 'Every new phone is more efficient than the last, yet we burn more power than ever. Will gadgets ever get us out of this?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'We built dams, drained marshes and flattened hills. Was trying to boss nature around our big mistake?',
    issue: 'mastery',
    form: 'paraphrase',
  },
  {
    text: 'Some startup wants to launch sulfur into the sky to reflect sunlight. Should anyone be allowed to do that?',
    issue: 'redesign',
    form: 'paraphrase',
  },
  {
    text: 'Would you eat tomatoes that were gene edited to survive a heatwave?',
    issue: 'redesign',
    form: 'paraphrase',
  },
  {
    text: 'They want to put a shopping mall where the last old woods in my county stand. Why should I fight for some trees?',
    issue: 'wildness',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'I sold half my clothes and stopped ordering online, and I feel freer. Is that the real answer to the climate problem?',
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'My dad says the stock market has to keep going up or we all lose our jobs. Can that go on forever?',
    issue: 'growth',
    form: 'paraphrase',
  },
  {
    text: 'I check my phone two hundred times a day. Is that what progress looks like?',
    issue: 'better-off',
    form: 'paraphrase',
  },
  {
    text: 'My cousin shares videos saying global warming is made up. What makes people fall for that?',
    issue: 'science-trust',
    form: 'paraphrase',
  },
  {
    text: 'I take the bus and never fly, but my neighbour drives a huge truck. Does what I do even count?',
    issue: 'individual-collective',
    form: 'paraphrase',
  },
  {
    text: 'Some kids in my town lay down on the motorway to stop the traffic. Were they right to do it?',
    issue: 'protest',
    form: 'paraphrase',
  },
  {
    text: 'My baby niece will be eighty in the year 2100. What are we handing her?',
    issue: 'future-generations',
    form: 'paraphrase',
  },
  {
    text: 'The government wants to ban gas boilers next year. Is that too sudden?',
    issue: 'pace',
    form: 'paraphrase',
  },
  {
    text: 'Every headline says we are finished. How am I supposed to get up in the morning and keep trying?',
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: 'My grandparents had no car and no fridge and say they were happier. Were they?',
    issue: 'better-off',
    form: 'paraphrase',
  },
  {
    text: 'If we could pay a company to pull carbon out of the sky, could we keep flying everywhere?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },

  // named
  {
    text: 'Bacon, do you really think knowing more science will get us out of this mess?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Thoreau, would you tell a poor family in a hot city to just want less?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Francis Bacon, should we be the lords of nature or its gardeners?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Henry David Thoreau, would you go to jail for the climate today?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Bacon, what would you say to someone who thinks the planet is already doomed?',
    issue: 'hope',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Thoreau, why should a busy city person care about swamps and wolves?',
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Aristotle, you studied animals: should we redesign living things with genetics?',
    issue: 'redesign',
    addresses: 'aristotle',
    form: 'named',
  },
  {
    text: 'Aristotle, is there a natural limit to how rich a society should get?',
    issue: 'growth',
    addresses: 'aristotle',
    form: 'named',
  },

  // epithet
  {
    text: 'Question for the woodsman: can one person stepping away from a bad system really change it?',
    issue: 'individual-collective',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Prophet of progress, why do people ignore evidence they do not like?',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Let the man from Walden answer: did trains and telegraphs make life any richer?',
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'To the lord chancellor: is it safe to change a whole country overnight?',
    issue: 'pace',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Hey hermit, what should we leave behind for our grandkids?',
    issue: 'future-generations',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'I want the father of empiricism to tell me whether growth can go on forever.',
    issue: 'growth',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'For the tax resister: should I stop paying for things that wreck the earth?',
    issue: 'protest',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Let the statesman answer: should we ever make rain or block out the sun?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'epithet',
  },

  // off-topic
  { text: 'What time does the pharmacy on Main Street close tonight?', issue: null, form: 'off-topic' },
  { text: 'Can you help me write a cover letter for a marketing job?', issue: null, form: 'off-topic' },
  { text: 'Who won the Champions League final last season?', issue: null, form: 'off-topic' },
  { text: 'How do I reset the password on my router?', issue: null, form: 'off-topic' },
];
