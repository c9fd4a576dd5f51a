// The blind set of 2027-01-03 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can solar panels and wind farms actually get us to net zero in time?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Thoreau, you lived a short walk from town and your mother did your laundry. Why should we take your simple-life sermon seriously?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'so basically bacon thinks we can just invent our way out of anything? even this?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "The ozone hole is shrinking because scientists found the problem and industry swapped the chemicals. Isn't that proof progress can fix what progress broke?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Is nuclear power green or not?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'can someone tell me how to turn the volume up on this',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My company just announced it'll be carbon neutral by 2040, yet we keep adding flights to meet clients. Is tech going to save us, or are we buying offsets to feel clean?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Mr Bacon, didn't you say knowledge is power? Power over nature is exactly how we got into this mess.",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'What would Thoreau make of electric cars? Still a faster road to nowhere?',
    issue: 'tech-fix',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'i mean cars got way more efficient and we just drove more, so whats even the point of better tech',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'Should rich countries stop growing so poor countries can catch up?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "The guy from the woods makes it sound like we should all move to cabins. Eight billion people can't do that, can they?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'What caused the fall of the Berlin Wall?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Henry, are climate activists gluing themselves to motorways doing your kind of civil disobedience?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Francis, you were thrown out of office for taking bribes. Why should we trust powerful men with the tools to master nature?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "My nephew says he'll never have children because the planet is doomed. What would you two say to someone his age?",
    issue: 'hope',
    also: ['future-generations'],
    form: 'paraphrase',
  },
  {
    text: 'What about geoengineering, like spraying particles into the sky to cool it down? Genius or madness, my Elizabethan friend?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'lol my cat just walked across my keyboard sorry',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok but honestly does recyling even do anything',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: "Doesn't the Prophet of Progress realise experiments can go wrong? Nobody tested what burning coal for two hundred years would do.",
    issue: 'mastery',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "That's just nostalgia. In Thoreau's day people died young of things we now cure with a pill.",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Norman Borlaug's high-yield wheat saved maybe a billion people from famine. Couldn't climate-proof crops do the same? Bacon would be proud, no?",
    issue: 'redesign',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Is eating less meat more important than any new invention?',
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: 'How do vaccines train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I read that training one big AI model uses as much electricity as a small town. Are our smartest inventions making things worse?',
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: 'thoro would you even use a phone if you were alive now',
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Is nature something to conquer or something we belong to?',
    issue: 'mastery',
    form: 'plain',
  },
  {
    text: "I farm in Kenya. The rains come later every year. I don't need a poem about the woods, I need drought-resistant seeds and a pump. Which of you is actually on my side?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'whats the weather going to be like this weekend, thinking of going hiking',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can carbon capture machines really pull enough CO2 out of the air, or is it a fantasy that keeps oil companies in business?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Walden guy, is simple living a personal choice or should governments force it on us?',
    issue: 'simple-living',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Francis Bacon, didn't you die from a chill you caught stuffing a chicken with snow? Seems like nature won that round.",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Who is more to blame for climate change, individuals or corporations?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: "What's the best argument that God exists?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Indigenous peoples managed forests for thousands of years without a laboratory. Shouldn't progress also mean learning from them?",
    issue: 'mastery',
    form: 'paraphrase',
  },
  {
    text: 'but what about the amazon, we know exactly how to stop cutting it down, the science isnt the problem, greed is',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: "My city banned cars from the centre. Shops complained for a year, and now it's full of caf\u00e9s and people walking. Was that progress or going backwards, Mr Thoreau?",
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'is there a transcript of this debate I can download later?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it too late already?',
    issue: 'hope',
    form: 'plain',
  },
  {
    text: 'How do black holes evaporate?',
    issue: null,
    form: 'off-topic',
  },
];
