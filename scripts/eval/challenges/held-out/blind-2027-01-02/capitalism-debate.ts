// The blind set of 2027-01-02 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Is being free to pick between two bad jobs really freedom?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'Mr Smith, my dad drove for Uber for three years. No sick pay, no pension, and the app changed his rates whenever it felt like it. Where exactly was the invisible hand in that?',
    issue: 'wages-hours',
    also: ['self-interest'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'ok so like if capitalism is so bad why was everyone trying to get out of east germany and not into it',
    issue: 'alternatives',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: 'Marx, what would you actually replace it with? Not the slogan, the actual day-to-day thing.',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'is this app free or is there a premium thing you have to pay for',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Does trade make poor countries richer, or does it just make rich countries' stuff cheaper?",
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: "I run a small bakery. Six employees, I work more hours than any of them and I'm barely breaking even. Am I the bourgeoisie in your story, Karl?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Question for the Scottish one: you wrote a whole book about sympathy before the one about markets. Do the two fit together or did you change your mind?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "China pulled hundreds of millions out of poverty once it opened up to markets. Doesn't that settle it?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'but what about climate change, can a system that needs endless growth ever stop burning the planet',
    issue: 'alternatives',
    also: ['consumerism'],
    form: 'plain',
  },
  {
    text: 'So you admit workers in England got richer over the century after you wrote? Then your prediction was just wrong.',
    issue: 'prosperity',
    also: ['wages-hours'],
    form: 'plain',
  },
  {
    text: 'Is there life after death, and if there is, should it change how we live now?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is a billionaire proof the system works or proof it's broken?",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: "My sister sews clothes in a factory outside Dhaka. She says the work is brutal but better than the village. Who's right, her or the people in Europe boycotting the brand?",
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: 'Herr Marx, does AI taking over office jobs finally prove you right about machines and workers?',
    issue: 'machines',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'what does alienation even mean in plain english',
    issue: 'work-meaning',
    form: 'plain',
  },
  {
    text: 'brb dog needs walking',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The butcher and the brewer serve us out of self-interest, fine. But who serves the people who can't pay?",
    issue: 'self-interest',
    also: ['government'],
    form: 'plain',
  },
  {
    text: 'Come on, every country that tried communism ended up with queues and secret police. Why keep defending it?',
    issue: 'alternatives',
    form: 'plain',
  },
  {
    text: 'to the guy with the big beard: is renting a flat exploitation? my landlord does nothing and takes half my salary',
    issue: 'exploitation',
    also: ['inequality'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Adam, you warned that merchants rarely meet without plotting against the public. Doesn't Amazon look a lot like that?",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Is Scandinavia capitalist or socialist, honestly?',
    issue: 'alternatives',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'What actually wiped out the dinosaurs, was it only the asteroid or were there other causes?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I'm a nurse at a hospital that was bought by a private equity firm last year. Staff cut, prices up, shareholders happy. Are there things markets just shouldn't touch?",
    issue: 'government',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: 'For the revolutionary: if workers owned the company, who would take the risk of starting it in the first place?',
    issue: 'alternatives',
    also: ['exploitation'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Doesn't the division of labour make people kind of dull? Like screwing on the same bolt for forty years.",
    issue: 'work-meaning',
    form: 'plain',
  },
  {
    text: "Can you be free if you're in debt, Marx?",
    issue: 'market-freedom',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'anyone know if the farmers market on saturday is still on with all this rain',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marks, if my pension fund owns shares, do the workers own the means of production now or not?',
    issue: 'exploitation',
    also: ['alternatives'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "That's just waiting for a revolution that never came. Why hasn't it happened in England after all this time?",
    issue: 'alternatives',
    form: 'plain',
  },
  {
    text: 'My grandmother queued for bread in Poland in the 80s and she still gets emotional in a full supermarket. How do you answer her?',
    issue: 'alternatives',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: 'Does the market reward people for being good or just for being useful, Smith?',
    issue: 'inequality',
    also: ['self-interest'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Is it ever morally OK to lie to protect a friend?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "honestly idk if i'm free, i've got three apps telling me what to buy every hour lol is that freedom or just more choice",
    issue: 'consumerism',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Invisible Hand, would you support a minimum wage?',
    issue: 'wages-hours',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "Wasn't a lot of early capitalist wealth built on slavery and colonies? How is that free trade?",
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'plain',
  },
  {
    text: 'If the market is fair, why do some kids start life with a trust fund and others with nothing? Should inheritance be taxed much harder?',
    issue: 'inequality',
    also: ['government'],
    form: 'plain',
  },
  {
    text: "can you turn the moderator down a bit, she's way louder than the other two",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Karl Marx, is my sneaker collection commodity fetishism or just a hobby?',
    issue: 'consumerism',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Why did the Roman Republic turn into an empire?',
    issue: null,
    form: 'off-topic',
  },
];
