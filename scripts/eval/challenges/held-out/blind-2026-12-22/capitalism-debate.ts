// The blind set of 2026-12-22 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'does having more choices in the supermarket actually make me freer',
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'paraphrase',
  },
  {
    text: 'I drive for a delivery app. No boss, I pick my hours, but after fuel and the car I make less than minimum wage. Am I free or not, Mr Smith?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Karl, the countries that tried your ideas ended up with bread queues and secret police. Why should anyone listen now?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'is this app free or is there a premium thing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "China let markets in and hundreds of millions got out of poverty in one generation. Isn't that the strongest argument in the room?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: "but what about the fact that the workers making my phone can't afford the phone",
    issue: 'exploitation',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'Invisible Hand guy, does the hand ever slap anyone',
    issue: 'self-interest',
    also: ['planning'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'ok so marx like. if i own nothing but my labour and i have to sell it or starve, in what sense did i agree to anything',
    issue: 'market-freedom',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Why are billionaires allowed to exist while people are sleeping on the street?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'How did the printing press help spark the Protestant Reformation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Adam, you wrote a whole book about sympathy and moral sentiments. Would you recognise your ideas in today's Wall Street?",
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "My landlord raised the rent 30% because 'that's what the market will bear'. Is that freedom for him and nothing for me?",
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'so you admit capitalism made more stuff than any system before it, Marx? you basically said so yourself in the Manifesto',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'what is surplus value in plain words',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'Robots and AI are about to take half the office jobs. Who should own the machines when the machines do the work?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: "Come on, Dr Marx, sweatshops are better than the farm work people left for. That's why they go there.",
    issue: 'prosperity',
    also: ['exploitation'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'anyone know if the farmers market on 5th is open sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The bearded revolutionary: what would a normal Tuesday look like for me under communism? Who fixes the sewers?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Sweden and Denmark have markets AND huge welfare states and they top the happiness rankings. Doesn't that make this whole debate kind of outdated?",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'isnt amazon proof that free markets end with one giant company owning everything',
    issue: 'big-business',
    form: 'paraphrase',
  },
  {
    text: "Smith, you warned that when merchants meet, even for fun, it ends in a conspiracy against the public. Sounds like you'd side with Marx on corporate lobbying?",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Is there any good evidence for life on Mars, past or present?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Should I be allowed to sell my own kidney if I want to? It's my body.",
    issue: 'market-freedom',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: "I spend 8 hours a day doing one tiny step of an insurance claims process and I honestly don't know what the final product is. Is this what you meant by alienation?",
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: 'Market Moralist, does the market care about the planet or only about the price of oil?',
    issue: 'government',
    also: ['planning'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Scottish economist, quick one: is greed good or not',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "that's just saying the poor are free to sleep under bridges same as the rich",
    issue: 'market-freedom',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: "Marks, you lived off Engels' money, and that came from his family's cotton mills. Bit awkward, no?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'why is healthcare so expensive in america if competition makes things cheaper, Adam Smith?',
    issue: 'big-business',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'my coffee just went cold, second time today, I give up',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "i mean can't we just give everyone a basic income and keep the market? would that fix it or not",
    issue: 'government',
    also: ['alternatives'],
    form: 'plain',
  },
  {
    text: 'Does freedom mean freedom to buy things, or freedom from having to work for somebody else?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'My dad ran a small bakery for 30 years. Brutal hours, but it was his. Would you call him a capitalist exploiter or a worker?',
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: 'Unions won us the weekend, not the free market. Right, Karl Marx?',
    issue: 'wages-hours',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "What actually is dark matter, and why can't we see it?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is it morally wrong to eat animals if we don't need to?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Thinker from Trier, if the revolution was inevitable, why hasn't it happened in Britain or the US?",
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "What's the difference between a market and capitalism? Are they the same thing?",
    issue: 'alternatives',
    form: 'plain',
  },
  {
    text: 'can I switch to another debate without losing my place in this one',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Crypto people say money without governments is true freedom. Did Bitcoin set anyone free or just make a few people rich?',
    issue: 'market-freedom',
    also: ['inequality'],
    form: 'paraphrase',
  },
];
