// The blind set of 2026-12-19 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Does having more stuff to buy actually make anyone freer?',
    issue: 'market-freedom',
    also: ['consumerism'],
    form: 'plain',
  },
  {
    text: 'I drive for a delivery app. They call me my own boss, but the algorithm sets my pay and can switch me off any time. Am I free or not, Mr Smith?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Marx, every country that tried your ideas ended up with queues and secret police. Why should anyone listen now?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Global trade pulled hundreds of millions of people in China out of poverty. Isn't that the end of the argument?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'does anyone know a good market near the station for fresh fish, going after this',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ok so if i quit my job i starve, if i stay i'm miserable. is that what you guys call a free choice",
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: "Adam, the butcher and the baker feed me out of self-interest, fine. But who feeds the people who can't pay?",
    issue: 'self-interest',
    also: ['government'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'Would the Scottish guy be for or against Amazon?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "What's wrong with getting rich if you built something people actually want?",
    issue: 'inequality',
    also: ['self-interest'],
    form: 'plain',
  },
  {
    text: 'My grandmother worked in a textile mill for forty years and owned nothing at the end but a rented flat. Karl, is that the story you mean?',
    issue: 'exploitation',
    also: ['inequality'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'is this app free or do i have to pay after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The pin factory made workers far more productive, but they spent their lives repeating one tiny motion. Smith, didn't you yourself worry that would make people dull?",
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "Landlords don't produce anything, they just own. Is rent the clearest case of what's wrong here?",
    issue: 'exploitation',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: 'Marks, what would you make of people livestreaming themselves for tips? Are they workers or products?',
    issue: 'market-freedom',
    also: ['work-meaning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "That's just envy dressed up as philosophy, come on.",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'Why did the First World War start? Was it really just one assassination?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is it ever morally okay to lie to protect someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If AI ends up doing most jobs, who should own the machines?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'i mean smith wasnt even pro business right? he hated merchants ganging up to fix prices',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'My startup only survives because we pay interns next to nothing. Is that exploitation or just how you get going?',
    issue: 'exploitation',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Invisible Hand, why does the hand keep missing climate change?',
    issue: 'planning',
    also: ['government'],
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'How can trade make a country richer and its workers poorer at the same time?',
    issue: 'prosperity',
    also: ['inequality'],
    form: 'plain',
  },
  {
    text: 'Is consciousness something a computer could ever have?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so you admit the town gets fed. then what's the problem, Marx?",
    issue: 'self-interest',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Is a minimum wage a restriction on freedom or a condition for it?',
    issue: 'wages-hours',
    also: ['market-freedom', 'government'],
    form: 'plain',
  },
  {
    text: 'The bearded revolutionary keeps talking about who owns what, but I own shares through my pension fund. Am I a capitalist now?',
    issue: 'exploitation',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "Where does profit actually come from, the boss's risk or the workers' extra hours?",
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: "My freind makes furniture and sells it at weekend fairs, and he's happier than anyone I know in an office. Is small-scale trade fine and it's only the giant corporations that are the problem?",
    issue: 'big-business',
    form: 'paraphrase',
  },
  {
    text: 'brb someone at the door',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why does everything keep getting cheaper except housing, healthcare and university?',
    issue: 'government',
    also: ['big-business'],
    form: 'plain',
  },
  {
    text: 'Karl Marx, do you think alienation is worse now that people work from home staring at a laptop all day?',
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "Sweden and Denmark have markets and big welfare states. Is that the compromise you'd both hate?",
    issue: 'alternatives',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'Would Smith approve of heirs sitting on huge fortunes they never worked for?',
    issue: 'inequality',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'lol my cat just walked across my keyboard and typed ggggg sorry',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is wanting brand-name sneakers commodity fetishism, or do I genuinely just like them?',
    issue: 'consumerism',
    form: 'paraphrase',
  },
  {
    text: 'Can a worker really bargain freely with a company that has ten thousand other applicants?',
    issue: 'wages-hours',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: 'In 2008 the banks gambled, lost, and got bailed out with public money. Which of you saw that coming?',
    issue: 'planning',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'the german philospher guy - did you ever actually work in a factory or just write about them',
    issue: 'work-meaning',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Is there any real evidence that a multiverse exists?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Adam Smith also wrote about sympathy and moral sentiments. Does a market need people to be decent first, or does it make them decent?',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
];
