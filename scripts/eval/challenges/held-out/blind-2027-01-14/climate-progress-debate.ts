// The blind set of 2027-01-14 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology fix climate change, or do we have to actually change how we live?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: "Thoreau, you lived in the woods for two years and then went back to town. Isn't that proof the simple life doesn't really work?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'I drive an electric car now and feel pretty good about it. Then someone told me about the lithium mines and the coal powering the grid. Did I actually help anything?',
    issue: 'tech-fix',
    also: ['individual-collective'],
    form: 'paraphrase',
  },
  {
    text: 'is there a dark mode? the green background is killing my eyes at night',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ok so bacon like, didnt your whole 'conquer nature' thing kind of start this mess",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Should we build more nuclear plants?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Sir Francis, you thought understanding nature meant commanding it. So why is she flooding Pakistan and burning Australia?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Engines got way more efficient over the last century and we burn more fuel than ever. How does inventing better stuff help if we just use more of it?',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: "The cabin guy: what would you say to someone who can't afford to quit their job and go live by a pond?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "My grandfather was a farmer in India, and he says new seeds and fertiliser saved his village from hunger in the sixties. Doesn't that count for something when people say progress is the problem?",
    issue: 'better-off',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'What was there before the Big Bang, if anything?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'is degrowth actually a real plan or just rich people telling poor countries to stay poor',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Is it hypocritical to care about the climate and still fly on holiday twice a year?',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: "Come on, Henry, it's easy to praise simplicity when your mum is still doing your laundry.",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Scientists want to spray particles into the sky to cool the planet. Isn't that exactly the kind of arrogance that got us here?",
    issue: 'redesign',
    also: ['mastery'],
    form: 'paraphrase',
  },
  {
    text: "Lord Chancellor, was 'knowledge is power' ever meant to include the power to wreck the climate?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "We fixed the ozone hole by banning some chemicals. Why can't we do the same with carbon?",
    issue: 'tech-fix',
    also: ['individual-collective'],
    form: 'paraphrase',
  },
  {
    text: "any progress on the android version? I'm on my friend's iphone rn",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Does nature have value in itself, or only because it's useful to us?",
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'Elon Musk says we should go to Mars as a backup planet. Is that progress or just running away from the mess?',
    issue: 'tech-fix',
    also: ['mastery'],
    form: 'paraphrase',
  },
  {
    text: 'thoreu what would you even think of smartphones lol',
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "I'm 17 and honestly I have nights where I can't sleep thinking about the future. My parents say scientists will figure it out. Is that true or just something adults say, Bacon?",
    issue: 'hope',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "So you admit the Woodsman's answer is basically 'everyone get poorer'?",
    issue: 'simple-living',
    also: ['growth'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Francis Bacon, would lab-grown meat solve the problem of cows and cleared forests?',
    issue: 'tech-fix',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The AI boom needs huge data centres that drink water and electricity. Is that the progress that saves us, or the next problem?',
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: 'If people had stayed farmers like two hundred years ago, would the planet be fine now?',
    issue: 'simple-living',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: "What's the point of me recycling when a single factory somewhere pollutes more in a day than I will in my life?",
    issue: 'individual-collective',
    form: 'paraphrase',
  },
  {
    text: "Bacon, what are the 'idols' that stop people from seeing the climate clearly?",
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'brb grabbing a coffee',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just nostalgia for a past that never existed, Thoreau",
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Climate protesters glue themselves to roads and throw soup at paintings. Is that civil disobedience the way you meant it, Mr Walden?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Can poor countries be asked to skip coal when rich countries got rich by burning it?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'The Englishman with the experiments: did you really die from stuffing a chicken with snow? Kind of fitting for this debate honestly.',
    issue: null,
    addresses: 'bacon',
    form: 'off-topic',
  },
  {
    text: 'How does a vaccine teach the immune system to remember a virus?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'but what about fusion, every ten years they say its ten years away',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "My town just approved a big wind farm on the hills where I used to walk as a kid. I'm for clean energy but it breaks my heart. Which side am I supposed to be on?",
    issue: 'wildness',
    also: ['mastery'],
    form: 'paraphrase',
  },
  {
    text: 'my basil keeps dying on the windowsill, too much sun or too little water?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'what time does this debate end? I have a train at 7',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Henry David Thoreau, do you think a forest is something we should manage or just leave alone?',
    issue: 'wildness',
    also: ['mastery'],
    addresses: 'thoreau',
    form: 'named',
  },
];
