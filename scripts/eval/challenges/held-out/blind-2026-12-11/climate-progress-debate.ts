// The blind set of 2026-12-11 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 79). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology fix climate change or is that just wishful thinking?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "Bacon, your whole idea was to put nature on the rack and make her confess her secrets. Isn't that exactly how we got here?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "I switched to an electric car and felt great, then I read about cobalt mines in the Congo where kids dig by hand. Did I help the planet or just move the damage somewhere I can't see it?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'thoreau lived in a cabin for two years and his mom did his laundry lol. is that really a model for 8 billion people',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'is there a way to save my progress in this app if i close it? dont wanna lose the debate',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why not just pump sulfur into the sky to cool the Earth? Too risky, Bacon?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "The ozone hole is healing because scientists found the cause and governments banned CFCs. Isn't that proof that progress can save us?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Henry, you'd hate my job. I'm a software engineer training AI models that use as much electricity as a small town. Should I quit?",
    issue: 'individual-collective',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'What would the woodsman say about nuclear power?',
    issue: 'tech-fix',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'ok so every time engines get more efficient we just drive more. so does efficiency even help or',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'plain',
  },
  {
    text: 'Do we actually have free will, or is every choice already determined by physics?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'my basil plant keeps dying, is it too much water or not enough sun',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Francis Bacon, do you think humans will ever control the weather?',
    issue: 'redesign',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "My cousin's farm in India doubled its yield thanks to new seeds and fertilizer. Nobody there wants to go back to the old way. Isn't simple living a luxury for rich people?",
    issue: 'simple-living',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: "come on, you can't tell a country like Nigeria to stop developing because Americans already used up the carbon budget",
    issue: 'growth',
    form: 'paraphrase',
  },
  { text: 'Is it wrong to have kids given the climate?', issue: 'future-generations', form: 'plain' },
  {
    text: 'Thoreau went to jail rather than pay a tax for a war he hated. Activists today glue themselves to roads. Would he be with them?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "What's the actual evidence for dark matter? Could gravity just work differently?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Elizabethan guy who died experimenting with a frozen chicken, tell me, is there any problem science can't solve if we try hard enough?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Prophet of progress, carbon capture machines or planting trees, which one actually works?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "but what about lab-grown meat? that's progress AND less cows. doesn't that make both of you happy",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'I feel guilty every time I fly to see my family overseas. Is personal sacrifice meaningful, or is it just a drop in the ocean while big corporations pollute?',
    issue: 'individual-collective',
    form: 'paraphrase',
  },
  {
    text: 'Thorough, is it even possible to slow down in a world that runs on deadlines?',
    issue: 'simple-living',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'named',
  },
  { text: 'Idols of the tribe — do climate deniers fall into that?', issue: 'science-trust', form: 'plain' },
  { text: 'Should the US get rid of the Electoral College?', issue: null, form: 'off-topic' },
  {
    text: 'Why do rich people want to go to Mars instead of fixing Earth, Thoreau?',
    issue: 'mastery',
    also: ['tech-fix'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "You both assume nature is something separate from us. Aren't cities and dams and smartphones just what nature does through humans?",
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: 'Mr Progress, the people who built the first coal plants thought they were saving humanity too. Why trust the next invention?',
    issue: 'tech-fix',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'epithet',
  },
  { text: 'is it too late', issue: 'hope', form: 'plain' },
  {
    text: 'any good woods near Boston for a weekend hike? like actual trails, not a park',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Scientists want to bring back the woolly mammoth to protect the permafrost. Is that saving nature or playing God with it?',
    issue: 'redesign',
    also: ['wildness'],
    form: 'paraphrase',
  },
  {
    text: "Would you guys really give up antibiotics and the internet to save the climate? Because that's what going back to the woods means.",
    issue: 'simple-living',
    also: ['better-off'],
    form: 'plain',
  },
  {
    text: 'My eco-anxiety keeps me up at night, honestly. Should I put my faith in engineers or learn to live with less?',
    issue: 'simple-living',
    also: ['tech-fix', 'hope'],
    form: 'paraphrase',
  },
  {
    text: 'Was the Treaty of Versailles really the main cause of World War Two?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does the free market move fast enough to stop warming without governments stepping in?',
    issue: 'pace',
    also: ['individual-collective'],
    form: 'plain',
  },
  {
    text: 'Bacon, what would your New Atlantis do about rising seas?',
    issue: 'tech-fix',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "that's just romanticism. nature isn't kind, it gives us droughts and plagues",
    issue: 'mastery',
    also: ['wildness'],
    form: 'plain',
  },
  { text: 'brb phone at 2%, gotta charge', issue: null, form: 'off-topic' },
  {
    text: 'Walden guy, is a national park progress or the opposite of it?',
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Henry David Thoreau, if you had a smartphone, would you throw it in the pond?',
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
];
