// The blind set of 2026-12-24 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: 'Am I actually free if the only choice is work or starve?',
    issue: 'market-freedom',
    form: 'plain',
  },
  {
    text: 'I drive for Uber. I set my own hours and nobody yells at me, but the app takes a huge cut and changes the rates whenever it likes. Am I my own boss or just a part in their machine?',
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: "Mr Smith, would today's billionaires shock you, or is this what you expected?",
    issue: 'inequality',
    also: ['big-business'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'is this app free or do i need a subscription for the full debate',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Marx, every country that tried your ideas ended up with breadlines and secret police. Why should anyone still listen?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'so like the invisible hand thing, is that real or just a metaphor people abuse to justify whatever',
    issue: 'self-interest',
    also: ['planning'],
    form: 'plain',
  },
  {
    text: "Hundreds of millions of people in China got out of extreme poverty once markets opened up. Doesn't that settle it?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'What does alienation actually mean for someone stuck in an office job?',
    issue: 'work-meaning',
    form: 'plain',
  },
  {
    text: 'Can the Scottish guy explain why my rent keeps going up if the market is supposed to sort out prices?',
    issue: 'planning',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "What's the difference between a black hole and a neutron star?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My dad ran a small hardware store for thirty years until a big chain opened down the road and wiped him out. Was that the market working, or failing?',
    issue: 'big-business',
    form: 'paraphrase',
  },
  {
    text: 'Karl, who would make the iPhones in your world?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'If robots and AI end up doing most of the work, who owns the profit? Does that change your argument?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'ok but come on adam smith, you wrote a whole book about sympathy and moral sentiments, did you really think greed alone would feed the town',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'does anyone know if the farmers market is open on sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The revolutionary keeps saying workers own nothing, but I have a pension fund full of shares. Doesn't that make me an owner too?",
    issue: 'exploitation',
    also: ['inequality'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Is it freedom to choose between forty brands of cereal?',
    issue: 'consumerism',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'Sweatshop wages are terrible but often better than farm work in the same country. Is it wrong to buy clothes made there?',
    issue: 'exploitation',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: "Does the market care about the planet at all, or only about what's cheap right now?",
    issue: 'planning',
    also: ['government'],
    form: 'plain',
  },
  {
    text: "i'm a nurse in the US and people literally go bankrupt from cancer. how is healthcare a free market when you cant shop around from the back of an ambulance",
    issue: 'government',
    also: ['planning'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Ottoman Empire side with Germany in the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'So you admit, Marx, that capitalism produced more wealth than any system before it? You said as much in the Manifesto.',
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "What is surplus value, explained like I'm fifteen?",
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'Why is someone sitting on a pile of inherited money freer than the person who actually builds things?',
    issue: 'inequality',
    also: ['market-freedom'],
    form: 'plain',
  },
  {
    text: "Smtih, about the pin factory: splitting work makes it faster, sure, but doesn't doing one tiny task all day make people duller? I think you even admitted that somewhere.",
    issue: 'work-meaning',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'can you guys hear me? my mic keeps cutting out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Amazon warehouse workers get timed on their bathroom breaks. Is that what a free market looks like?',
    issue: 'wages-hours',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'Are unions a kind of freedom or a restriction on the market?',
    issue: 'wages-hours',
    form: 'plain',
  },
  {
    text: "Denmark and Sweden have markets and a strong welfare state. Doesn't that show both of you were partly wrong?",
    issue: 'government',
    also: ['alternatives'],
    form: 'paraphrase',
  },
  {
    text: 'Is it ever ethical to eat meat?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My cousin put his savings into crypto because he says it frees people from banks and governments. He's lost half of it. Is that freedom?",
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'the bearded german guy just wants to take my stuff right?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "If monopolies form naturally, doesn't the market end up destroying its own freedom?",
    issue: 'big-business',
    form: 'plain',
  },
  {
    text: 'We get weekends off because workers fought for them, not because the market handed them over. Or am I wrong about that?',
    issue: 'wages-hours',
    form: 'plain',
  },
  {
    text: 'brb kid is screaming',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't trade between nations what keeps them from going to war? All these new tariffs seem to be making everyone poorer.",
    issue: 'prosperity',
    form: 'plain',
  },
  {
    text: "I'm 26 with student loans, rent eats half my paycheck, and I'll probably never own a house. Everyone tells me I live in the freest economy in the world. Free for whom, exactly?",
    issue: 'market-freedom',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: "Isn't all this talk of exploitation just envy of people who took risks, Marx?",
    issue: 'exploitation',
    also: ['inequality'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What would the father of economics say about governments bailing out the banks in 2008?',
    issue: 'government',
    also: ['big-business'],
    addresses: 'smith',
    form: 'epithet',
  },
];
