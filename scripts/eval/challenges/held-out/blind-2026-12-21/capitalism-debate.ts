// The blind set of 2026-12-21 for The Market Showdown (Adam Smith against Karl Marx): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const capitalismBlind: readonly EvalChallenge[] = [
  {
    text: "If the market makes us free, why do I feel like I can't quit my job?",
    issue: 'market-freedom',
    form: 'paraphrase',
  },
  {
    text: 'Mr Smith, did you actually say the invisible hand thing or did economists make that up later?',
    issue: 'self-interest',
    also: ['planning'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'ok so i drive for uber like 50 hours a week and the app decides my pay. am i my own boss or not',
    issue: 'market-freedom',
    also: ['wages-hours'],
    form: 'paraphrase',
  },
  {
    text: 'Marx, every country that tried your ideas ended up with breadlines. Why should anyone listen now?',
    issue: 'alternatives',
    also: ['planning'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'is this app free or do I have to pay after the trial?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "China lifted hundreds of millions out of poverty once it opened up its markets. Doesn't that settle it?",
    issue: 'prosperity',
    form: 'paraphrase',
  },
  {
    text: 'What does alienation actually mean in plain English?',
    issue: 'work-meaning',
    form: 'plain',
  },
  {
    text: 'My sister works in a warehouse where a scanner counts her toilet breaks. She chose the job, nobody forced her. But is that freedom, Karl?',
    issue: 'market-freedom',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "The Scottish guy seems to think the butcher feeds us because he's selfish. Isn't that a bit cynical?",
    issue: 'self-interest',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: 'Who owns the robots when the robots do all the work?',
    issue: 'machines',
    form: 'plain',
  },
  {
    text: 'but what about climate change, can a system that needs endless growth survive on a finite planet',
    issue: 'alternatives',
    form: 'plain',
  },
  {
    text: 'Is there any good argument that free will exists if the brain is just physics?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Be honest though, Marx, workers today live longer, have phones and paid holidays. Aren't they better off than in 1850?",
    issue: 'prosperity',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'Smith, you warned that merchants conspire to raise prices whenever they meet. Would Amazon and Google horrify you?',
    issue: 'big-business',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "Is a billionaire proof the system works or proof it's broken? Curious what the 18th-century economist says.",
    issue: 'inequality',
    addresses: 'smith',
    form: 'epithet',
  },
  {
    text: "I run a small bakery with three employees. I work harder than any of them and I'm barely breaking even. Am I the exploiter in your story?",
    issue: 'exploitation',
    form: 'paraphrase',
  },
  {
    text: 'adam smith wrote a whole book on moral sentiments, sympathy and all that. why does nobody ever mention it',
    issue: 'self-interest',
    addresses: 'smith',
    form: 'named',
  },
  {
    text: 'brb my pasta is boiling over',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Come on, the pin factory is 250 years old. Does division of labour still explain anything about an office job?',
    issue: 'work-meaning',
    also: ['prosperity'],
    form: 'paraphrase',
  },
  {
    text: 'Should healthcare be bought and sold like any other product?',
    issue: 'government',
    form: 'plain',
  },
  {
    text: "What happens to people's motivation when nobody can get rich? I'd like the Revolutionary to answer that one.",
    issue: 'alternatives',
    also: ['self-interest'],
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: "My landlord raised the rent 20% this year and didn't fix a thing. Is owning flats and collecting money real work, or is that the exact thing you two are arguing about?",
    issue: 'exploitation',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'Karl Marks do you think the gig economy proves you right',
    issue: 'exploitation',
    also: ['wages-hours', 'market-freedom'],
    addresses: 'marx',
    form: 'named',
  },
  {
    text: "what's the best market for fresh fish around here on a saturday?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Sweden has high taxes and lots of free markets. Is that capitalism or socialism, and which of you gets to claim it?',
    issue: 'alternatives',
    also: ['government'],
    form: 'paraphrase',
  },
  {
    text: 'what time does this debate end? I have a bus to catch',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just a fancy way of saying the rich deserve it.",
    issue: 'inequality',
    form: 'plain',
  },
  {
    text: 'How did the Roman Republic turn into an empire? Was it inevitable?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Britain got rich partly on slave-grown cotton. Can you really call that free trade, Mr Smith?',
    issue: 'prosperity',
    also: ['exploitation'],
    addresses: 'smith',
    form: 'named',
  },
  {
    text: "If I sell my time for money, am I selling myself? That one's for the German.",
    issue: 'market-freedom',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'i mean dating apps, influencers, people selling their own face online... has the market eaten literally everything?',
    issue: 'consumerism',
    also: ['market-freedom'],
    form: 'paraphrase',
  },
  {
    text: 'Marx, what would a normal Tuesday actually look like in your ideal society? Like, who takes the bins out?',
    issue: 'alternatives',
    addresses: 'marx',
    form: 'named',
  },
  {
    text: 'my economics teacher said the labour theory of value was debunked ages ago. is that true',
    issue: 'exploitation',
    form: 'plain',
  },
  {
    text: 'Why did the dinosaurs die out, was it really just one asteroid?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should there be a minimum wage, or does it just kill jobs for young people?',
    issue: 'wages-hours',
    also: ['government'],
    form: 'plain',
  },
  {
    text: "A guy in my class will inherit three houses and I'll inherit a student loan. Where's the free market in that?",
    issue: 'inequality',
    form: 'paraphrase',
  },
  {
    text: 'Professor Beard, are unions still the answer when half of us work from laptops in different countries?',
    issue: 'wages-hours',
    addresses: 'marx',
    form: 'epithet',
  },
  {
    text: 'Can we know anything for certain, or did Descartes get it wrong?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Crypto was supposed to free money from banks and governments. Did it set anyone free, or just make a new set of rich people?',
    issue: 'market-freedom',
    also: ['inequality'],
    form: 'paraphrase',
  },
  {
    text: 'Would you be fine with AI replacing most jobs as long as everything got cheaper, Smith?',
    issue: 'machines',
    addresses: 'smith',
    form: 'named',
  },
];
