// The blind set of 2027-01-05 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'If markets make us free, why do so many people feel trapped in jobs they hate?',
    issue: 'market-freedom',
    also: ['work-meaning'],
    form: 'plain',
  },
  {
    text: "I have driven for a delivery app for three years. They keep telling me I'm my own boss and I can log on whenever I like, which is true, but the algorithm sets my pay per drop, changes it without warning, and can deactivate me any second with no one to call. My cousin says I'm freer than he is in his office job. Am I free or not?",
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Smith, what stops one giant company from just buying up all its competitors?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'whats the best market for fresh fish around here, the one downtown closes so early',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'marx every time communism was tried it ended in breadlines or gulags. why should anyone listen to you now',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Did capitalism really lift billions out of poverty, or is that a statistic that hides a lot?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: "The bearded German says workers own nothing, but I have a pension invested in stocks. Doesn't that make me an owner too?",
    issue: 'exploitation',
    also: ['inequality'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Is it fair that someone can inherit a fortune and never work a day?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'ok so if robots do all the work eventually who gets the money, like seriously',
    issue: 'machines',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: 'Is the mind just the brain, or is consciousness something extra?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Adam, you wrote a whole book about sympathy before the one on wealth. How do those two fit together?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'My rent went up 30% this year and the landlord did nothing new to the flat. Is that the free market working or something else?',
    issue: 'exploitation',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'Invisible hand who?',
    issue: 'self-interest',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: 'Karl Marx, what did you actually mean by workers being alienated? I make spreadsheets all day, is that it?',
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'So you admit, Smith, that merchants who meet for fun usually end up conspiring against the public? Then why trust them at all?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Should healthcare be bought and sold like any other product?',
    issue: 'government',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: 'is this app free or is there a premium thing coming',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'how does china fit in, its communist on paper but looks super capitalist',
    issue: 'alternatives',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: "The Scot with the pin factory: doesn't splitting work into tiny tasks make people dumber, like you yourself worried?",
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'come on, marx lived off engels and engels owned a factory. isnt that a bit hypocritical',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Do cheap clothes from sweatshops help poor countries develop, or just exploit them?',
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Ottoman Empire side with Germany in World War One?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would a universal basic income make people freer or just make them dependent on the state, Marx?',
    issue: 'market-freedom',
    also: ['government'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'I just joined a union at my warehouse and my manager is furious. Does organising make the market fairer, or does it get in the way, Mr Invisible Hand?',
    issue: 'wages-hours',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "Can you be free if you're in debt up to your eyeballs?",
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'Marks, what does surplus value mean in normal words',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'sorry my toddler is screaming, back in five',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why do the Nordic countries seem to make both markets and a big welfare state work? Doesn't that prove you're both half right?",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'The revolutionary keeps talking about owning the means of production. Would a company owned by its workers solve it?',
    issue: 'alternatives',
    also: ['exploitation'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Is buying stuff we don't need because of ads really a free choice?",
    issue: 'consumerism',
    form: 'plain',
  },
  {
    text: 'Should the voting age be lowered to sixteen?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If I start a small bakery and hire two people, am I an exploiter now, Karl?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Adam Smith would you support tariffs to protect local factories like lots of politicians want now?',
    issue: 'prosperity',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "that's just theory. people want to own things, you can't change human nature",
    issue: 'alternatives',
    also: ['self-interest'],
    form: 'plain',
  },
  {
    text: 'What would either of you think of crypto? Freedom from banks or just more speculation?',
    issue: 'alternatives',
    also: ['big-business'],
    form: 'paraphrase',
  },
  {
    text: 'what time does the next debate start? I liked this one',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is a job you need to survive really a free contract, Smith?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Why do CEOs earn 300 times what their workers make? Is that the market deciding, or just power?',
    issue: 'inequality',
    also: ['wages-hours'],
    form: 'plain',
  },
  {
    text: "the 19th century guy predicted capitalism would collapse. it's still here. doesn't that mean he was wrong?",
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Could we ever terraform Mars, and what would it actually take?',
    issue: null,
    form: 'off-topic',
  },
];
