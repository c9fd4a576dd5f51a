// Held-out evaluation challenges for The Green Reckoning (Francis Bacon against Henry David Thoreau). Written
// blind from the debate's title, question and the two names only, before the engine saw them; never used for
// tuning. Issue labels are added afterwards, from the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const climateProgressDebateHeldOut: readonly EvalChallenge[] = [
  {
    text: 'Can new technology fix climate change, or is technology what caused it?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Everyone says electric cars will save us, but the batteries need mining somewhere. Are we just moving the problem?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Should we live more simply instead of waiting for inventions to rescue us?',
    issue: 'unlabelled',
    form: 'plain',
  },
  { text: 'Is science meant to control nature or to understand it?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'I stayed in a cabin with no Wi-Fi for a month and felt calmer than I had in years. Is that the answer, or just a vacation?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: 'Do we need economic growth to fight pollution?', issue: 'unlabelled', form: 'plain' },
  { text: 'Is it okay to change nature if it makes human life better?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'Some scientists want to spray particles into the sky to cool the Earth down. Is that smart or incredibly reckless?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  { text: "Does nature have value even if it's not useful to us?", issue: 'unlabelled', form: 'plain' },
  { text: 'Is progress always a good thing?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'My grandparents grew their own vegetables and never flew anywhere. Were they living better than we do with all our gadgets?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: "Can one person's choices really make a difference for the climate?",
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Lab-grown meat could cut the emissions from cows, but it feels kind of wrong to me. Should we trust it?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: "Are we too busy and too stuffed with things to notice what we're destroying?",
    issue: 'unlabelled',
    form: 'plain',
  },
  { text: 'Should we protect wilderness by keeping people out of it?', issue: 'unlabelled', form: 'plain' },
  {
    text: 'My town wants to cut down a forest to build a solar farm. Which is greener, the trees or the panels?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Is knowledge really power over nature, and is that a good thing?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: "Why should I give up my comforts for people who aren't even born yet?",
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: "AI data centers use huge amounts of electricity but people say AI will solve climate change, isn't that kind of ironic?",
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Will future generations thank us for our technology or blame us for it?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Honestly I feel guilty every time I take a flight but I also want to see the world so is that hypocrisy or just being human?',
    issue: 'unlabelled',
    form: 'paraphrase',
  },
  {
    text: 'Can governments and scientists plan our way out of an ecological disaster?',
    issue: 'unlabelled',
    form: 'plain',
  },
  {
    text: 'Francis Bacon, if mastering nature got us into this mess, why would more mastery get us out?',
    issue: 'unlabelled',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "Thoreau, isn't living in the woods a privilege most people can't afford?",
    issue: 'unlabelled',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'What does Bacon think about nuclear power as a climate solution?',
    issue: 'unlabelled',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Henry David Thoreau, would you throw away your smartphone if you lived today?',
    issue: 'unlabelled',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'To the man who lived alone by Walden Pond: is simple living enough to save the Earth?',
    issue: 'unlabelled',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'For the English statesman who said knowledge is power: will science beat climate change?',
    issue: 'unlabelled',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Hey, the guy who went to jail rather than pay his taxes, should we break laws to protest climate inaction?',
    issue: 'unlabelled',
    addresses: 'thoreau',
    form: 'epithet',
  },
  { text: "What's the difference between a latte and a flat white?", issue: null, form: 'off-topic' },
  { text: 'How do I get my cat to stop scratching the couch?', issue: null, form: 'off-topic' },
  { text: 'Who wrote the Harry Potter books?', issue: null, form: 'off-topic' },
];
