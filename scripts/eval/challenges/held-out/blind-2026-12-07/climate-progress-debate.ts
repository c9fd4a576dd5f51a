// The blind set of 2026-12-07 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone (2026-12-05), the text locked by sha256 before labelling. Never read
// for tuning and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it
// (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology fix climate change or is that wishful thinking?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "Thoreau, I just got an electric car and my neighbour says I'm only swapping one mine for another. Lithium, cobalt, all of it. Was she right that I haven't actually changed anything?",
    issue: 'tech-fix',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'ok so nuclear power yes or no, i feel like nobody ever gives a straight answer',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Francis, people quote you as wanting to put nature on the rack and force her secrets out. Isn't that exactly the attitude that got us here?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'anyone know a good farmers market in Leeds on Saturdays?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Did the ozone layer get saved by progress or by people agreeing to stop?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: "My uncle lives completely off-grid in Wales, solar panels and a compost loo. He's smug about it but he still drives 40 minutes into town. Is going back to the woods even possible for eight billion people?",
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'the woodsman guy only lived at walden for two years and his mom did his laundary, why should we listen',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Is carbon capture a real solution or an excuse to keep drilling?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Mr Knowledge Is Power, if knowledge really is power, why have we known about global warming since the 70s and done so little?',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Is mathematics discovered or invented?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Henry, would you have glued yourself to a motorway with the climate protesters, given your night in jail over taxes?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'What about poorer countries that want the same progress we had?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: 'Bill Gates says innovation is the only way out. Greta says we need to change the whole system. Bacon, are you Team Gates?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "so basically Thoreau is saying we should all be poorer, that's the plan?",
    issue: 'simple-living',
    also: ['growth'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Every time engines get more efficient we just drive more. Doesn't that show progress can't save us on its own?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "hold on someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should we try geoengineering, like spraying stuff into the sky to cool the planet down?',
    issue: 'redesign',
    form: 'plain',
  },
  {
    text: 'i work in a data centre and the AI boom is eating power like crazy, like is that progress or the opposite',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'Does eating less meat matter more than any invention?',
    issue: 'simple-living',
    form: 'plain',
  },
  {
    text: 'The old Lord Chancellor: would you even recognise our science as the one you dreamed of in New Atlantis?',
    issue: 'better-off',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Thoreau, is buying less stuff a real answer or just a way to feel better about ourselves?',
    issue: 'simple-living',
    also: ['individual-collective'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Elon wants to go to Mars. Is escaping a planet we wrecked really progress?',
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: 'My grandfather farmed the same land for fifty years. He says tractors and fertilisers fed millions but killed the soil. Which of you does his life prove right?',
    issue: 'better-off',
    also: ['mastery'],
    form: 'paraphrase',
  },
  {
    text: "come on bacon, nature doesn't 'obey' anyone, ask anybody who's lived through a hurricane",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Is there anything wrong with wanting to control nature, Thoreau?',
    issue: 'mastery',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'how do I make the text bigger, I can barely read the transcript',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I've got eco-anxiety so bad I can't sleep. Does Walden have anything to say to someone who can't even afford a cabin?",
    issue: 'hope',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'the guy from Concord, whats the point of a simpler life if the corporations keep polluting anyway',
    issue: 'individual-collective',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Which matters more, changing our technology or changing what we want?',
    issue: 'simple-living',
    also: ['tech-fix'],
    form: 'plain',
  },
  {
    text: 'How does the immune system know what to attack?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Prophet of Progress, you warned us about idols of the mind. Isn't blind faith in progress one of them?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'Thoreau would you hate solar farms covering meadows or love them',
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Can a war fought with drones ever be a just war?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should we have fewer children to save the planet?',
    issue: 'simple-living',
    also: ['future-generations'],
    form: 'plain',
  },
  {
    text: 'can I save this debate and listen to the rest on the train?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Sir Francis, if your scientific method had been born in a culture that worshipped forests, would we be in this mess at all?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Bacon, will our grandkids thank us for progress or curse us for it?',
    issue: 'future-generations',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "is 'progress' even measurable if GDP goes up and the rivers die?",
    issue: 'growth',
    also: ['better-off'],
    form: 'plain',
  },
];
