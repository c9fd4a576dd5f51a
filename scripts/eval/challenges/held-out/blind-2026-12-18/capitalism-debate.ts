// The blind set of 2026-12-18 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 84). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Does a free market really make people free, or just free to starve?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: "I drive for Uber. I can log on whenever I want and nobody's my boss, but I work 60 hours a week to make rent. Am I free or not?",
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Adam Smith, what would you say about Amazon? Is that the invisible hand or a giant fist?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Marx, every country that tried your ideas ended up poorer and less free. Why should we still listen to you?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  { text: 'hang on my cat is sitting on the keyboard', issue: null, form: 'off-topic' },
  {
    text: 'whats surplus value and does it mean my boss is stealing from me',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: "China pulled hundreds of millions of people out of poverty after opening up its markets. Doesn't that pretty much settle the question?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'The Scottish guy keeps talking about butchers and bakers. Has he seen a modern supply chain?',
    issue: 'self-interest',
    also: ['planning'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Mr Smith, is it true you were actually against big merchants and monopolies? Because people quote you like you were a cheerleader for corporations.',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'ok but like who decides what a fair wage is, the market or the workers',
    issue: 'wages-hours',
    form: 'plain',
  },
  {
    text: "My phone was probably assembled by someone doing 12-hour shifts in a factory that put nets outside so workers wouldn't jump. Is my cheap phone worth that?",
    issue: 'exploitation',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  { text: 'How does CRISPR actually edit genes?', issue: null, form: 'off-topic' },
  {
    text: 'Karl, if workers owned all the companies, who would take the risk of starting one?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Is a billionaire proof the system works or proof it's broken?",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'So you admit, Smith, that the pin factory makes the worker stupid? You wrote that yourself.',
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  { text: 'When robots and AI do all the work, who gets the money?', issue: 'machines', form: 'plain' },
  {
    text: "I grew up in East Germany. We had jobs and rent was cheap, but you waited ten years for a car and couldn't say what you thought. Which of those was freedom?",
    issue: 'market-freedom',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  { text: 'is the premium version worth paying for or is free fine', issue: null, form: 'off-topic' },
  {
    text: 'the revolutionary guy never had a real job right? engels paid for everything lol',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Rent takes 60 percent of my salary, and my landlord does nothing except own the flat. Is that the market working, or exactly the thing Marx was angry about?',
    issue: 'exploitation',
    also: ['inequality'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "What's alienation, and do I have it? I hate my job but I'm not sure that's the same thing.",
    issue: 'work-meaning',
    form: 'plain',
  },
  {
    text: 'Is free trade good for the poorer country, or only for the richer one, Mr Smith?',
    issue: 'prosperity',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "Come on, Marx, the workers of the world didn't unite. They bought iPhones.",
    issue: 'consumerism',
    also: ['alternatives'],
    addresses: 'marx',
    form: 'named',
  },
  { text: 'Why did the Roman Republic collapse into an empire?', issue: null, form: 'off-topic' },
  {
    text: 'Can the market fix climate change on its own, or does somebody have to force it?',
    issue: 'government',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: "Mr Invisible Hand, didn't you also write a whole book saying sympathy between people matters more than self-interest?",
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'my uncle says unions killed the car industry in detroit. my mom says they built the middle class. whos right',
    issue: 'wages-hours',
    form: 'paraphrase',
  },
  {
    text: 'Is buying stuff how we express who we are now? Because that feels kind of sad.',
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: 'smith would you have bailed out the banks in 2008',
    issue: 'government',
    also: ['big-business'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'anyone been to the christmas market in manchester, is it worth the trip?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What would either of you say about crypto? Freedom from the banks, or just another casino?',
    issue: 'market-freedom',
    also: ['big-business'],
    form: 'paraphrase',
  },
  {
    text: 'If Britain got rich partly through colonies and the slave trade, was it ever really a free market?',
    issue: 'prosperity',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'A nurse in the US can go bankrupt from getting sick. Should healthcare be bought and sold at all?',
    issue: 'government',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'Does consciousness come only from the brain, or could a computer have it too?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'but what about small business owners? my mum runs a bakery with two employees, is she a capitalist exploiter now?',
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: 'Herr Marx, you said history moves in stages. What comes after this one?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  { text: "Can you really be free if you're drowning in debt?", issue: 'market-freedom', form: 'plain' },
  { text: 'sorry i joined late, did i miss the intro?', issue: null, form: 'off-topic' },
  {
    text: 'I quit my corporate job to freelance. I earn less, but I feel human again. Is that a freedom the market gave me, or one it had been keeping from me?',
    issue: 'work-meaning',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'What does the Big Bang theory say, if anything, about what happened before the Big Bang?',
    issue: null,
    form: 'off-topic',
  },
];
