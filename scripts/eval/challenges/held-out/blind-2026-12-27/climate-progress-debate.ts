// The blind set of 2026-12-27 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Will solar panels and wind turbines be enough, or do we also have to use less?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: "Mr Bacon, you said knowledge is power. Isn't power over nature exactly how we got into this mess?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "I drive an electric car and feel pretty smug about it, but my friend says lithium mining is wrecking whole valleys in Chile. Am I actually helping or just moving the damage somewhere I can't see?",
    issue: 'tech-fix',
    also: ['individual-collective'],
    form: 'paraphrase',
  },
  {
    text: 'thoreau be honest did your mom really do your laundry while you were out at walden',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Can we just invent our way out of climate change?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Is it going to rain this weekend, do you know?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Every time engines get more efficient, people just drive more. Doesn't better technology make us consume more, not less?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'plain',
  },
  {
    text: 'The Woodsman should explain how eight billion people are supposed to live in cabins by a pond.',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Francis, what would you make of scientists who want to spray particles into the sky to dim the sun?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "ok so nuclear power. its clean but everyone's terrified of it. is the fear of nuclear the real enemy of the planet here",
    issue: 'tech-fix',
    also: ['science-trust'],
    form: 'paraphrase',
  },
  {
    text: "Isn't the ozone hole proof that science can fix what science broke? We banned CFCs and it's healing.",
    issue: 'tech-fix',
    also: ['science-trust'],
    form: 'paraphrase',
  },
  {
    text: "My teenage daughter has panic attacks about climate change and says there's no future worth having. What should I tell her?",
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: 'whats the best houseplant for a room with basically no sunlight',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is capitalism compatible with saving the planet at all?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Henry, you went to jail rather than pay a tax. Would you be gluing yourself to motorways today?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "India and Africa want the same cars and air conditioners we've had for decades. Who are we to tell them to live simply?",
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'What caused the 2008 financial crisis, in simple terms?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so progress caused the problem and now progress is supposed to solve it? sounds like a dealer selling you the cure',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "Lab-grown meat could cut the emissions from cattle massively. Is that the kind of experiment you'd cheer for, Bacon?",
    issue: 'tech-fix',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'the chicken-in-the-snow guy vs the pond guy, love it. real question though: should I stop flying to see my family abroad?',
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: "Does nature have value in itself, or only because it's useful to us?",
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'Is there a setting in the app to slow the voices down?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Musk says we need to become multiplanetary. Is Mars a backup plan or just running away from the mess we made?',
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: 'But what about AI? Data centres are eating electricity and water like crazy. Progress, or part of the problem?',
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: 'Sir Francis, in the New Atlantis you imagined a house of scientists running everything. Would you trust them with the climate?',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'come on, nobody is moving to the woods. give me something realistic',
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: "Is it true there's a proof that the prime numbers never run out? How does it work?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should I feel guilty about having kids, given their carbon footprint, Henry David?',
    issue: 'future-generations',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "I'm a farmer. The new GM seeds halved my pesticide use, but now I have to buy them every year from one giant company. Is that progress saving the land or just a new kind of dependence?",
    issue: 'better-off',
    also: ['redesign'],
    form: 'paraphrase',
  },
  {
    text: "Thoreau, simplify simplify, sure. But wasn't your simple life only possible because the railroad was next door and your friends had money?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "What's the meaning of life if there's no afterlife?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'do small things like recycling even matter or is it all on the big corporations',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: 'Would the old Lord Chancellor ever accept that some knowledge is too dangerous to go after?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'If we could capture all the carbon we emit, would it be fine to carry on exactly as we are?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: "For the man from Concord: aren't dense cities actually greener than everyone living spread out close to nature?",
    issue: 'simple-living',
    also: ['wildness'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Hang on, someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why did the Ottoman Empire collapse after the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Indigenous communities kept forests alive for thousands of years without a single laboratory. Doesn't that show old wisdom beats new invention?",
    issue: 'mastery',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'Is mastering nature really so bad? Vaccines and flood barriers master nature too, Thoreau.',
    issue: 'mastery',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'So you admit, Bacon, that the great experiment went wrong somewhere?',
    issue: 'better-off',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'named',
  },
];
