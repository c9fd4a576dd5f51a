// The blind set of 2026-12-23 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Did capitalism really pull billions out of poverty, or is that just something economists like to repeat?',
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: 'I drive for Uber. They call me my own boss, but the app sets my price, my route, and can drop me with one click. Am I free, Mr Smith?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'marx what would you even replace it with, every time someone tried it ended in bread lines',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Does anyone know if the Saturday farmers market still takes cards or is it cash only?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is a job you can quit but can't afford to quit really a free choice?",
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'Adam, you wrote a whole book about sympathy before the one about wealth. Which should I read first to understand you?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "The rent on my flat went up 30 percent this year. The landlord shrugs and says that's just the market. Is he right that nobody's to blame?",
    issue: 'inequality',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'So you admit the invisible hand needs a very visible government to keep monopolies in check, Smith?',
    issue: 'government',
    also: ['big-business'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'How can one person earn a billion dollars honestly?',
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'ok so the pin factory, more pins, great, but the guy doing pin heads all day must be losing his mind',
    issue: 'work-meaning',
    form: 'paraphrase',
  },
  {
    text: 'How does a vaccine actually teach the immune system what to attack?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Scottish professor, would you be shocked at how Amazon treats its warehouse staff?',
    issue: 'wages-hours',
    also: ['work-meaning'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Karl, workers in my country live better than ever and nobody wants a revolution. Were you just wrong about where history was going?',
    issue: 'alternatives',
    also: ['prosperity'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'If robots end up doing all the work, who owns the robots, and does that decide everything?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'the audio keeps cutting out every few seconds, is it my wifi or the app',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i run a small plumbing business with three guys working for me. am i the evil capitalist in this story lol',
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: 'What does surplus value mean in plain words?',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'Sweden and Denmark are capitalist but have huge welfare states. Is that a compromise both of you could live with?',
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: "The bearded one keeps saying workers own nothing, but my pension fund is full of shares. Doesn't that make me an owner too?",
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Can we ever know if other people see colours the same way we do?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Smith, merchants in your day got together to fix prices and you warned about it. Isn't Big Tech exactly that?",
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'but what about the planet? the market never pays for the smoke',
    issue: 'government',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: 'Why do I feel like a cog at work when I picked this career myself?',
    issue: 'work-meaning',
    form: 'plain',
  },
  {
    text: 'lol my cat just walked over the keyboard and nearly sent a message to Marx',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My dad spent 40 years in a car plant and lost most of his pension when it shut. He still votes for tax cuts. What would Marx say to him?',
    issue: 'exploitation',
    also: ['government'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is buying cheap clothes made in Bangladesh helping those workers or using them?',
    issue: 'prosperity',
    also: ['exploitation'],
    form: 'paraphrase',
  },
  {
    text: 'Can a market be moral, or is morality something we have to bring in from outside?',
    issue: 'self-interest',
    form: 'plain',
  },
  {
    text: "that's just nostalgia for a revolution that never works, come on",
    issue: 'alternatives',
    form: 'plain',
  },
  {
    text: "Herr Marx, is commodity fetishism why I get so excited about a new phone I don't even need?",
    issue: 'consumerism',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Why did the Ottoman Empire take centuries to decline instead of collapsing quickly?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should healthcare be left to the market like bread and beer, Mr Smith?',
    issue: 'government',
    also: ['planning'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'The Revolutionary keeps talking about the hands that do the work. In a world of software engineers and influencers, who even counts as a worker now?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'did smith actually like capitalism? i read somewhere he never even used the word',
    issue: 'market-freedom',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Are unions part of a free market or an attack on it?',
    issue: 'wages-hours',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: "Crypto people say they're freeing money from the banks. Is that the market moralist's dream come true or just a new casino?",
    issue: 'market-freedom',
    also: ['big-business'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "Is this debate being recorded? I'd love to play a bit of it to my class tomorrow",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "karl marks why did you think the middle class would disappear, it's like everywhere now",
    issue: 'inequality',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is freedom having lots of choices in a shop, or having time that belongs to you?',
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'plain',
  },
  {
    text: 'Is it true dark matter makes up most of the universe even though nobody has ever seen it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If the German's ideas were so scientific, why did the Soviet Union fall apart?",
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'epithet',
  },
];
