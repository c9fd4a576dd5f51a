// The blind set of 2026-12-26 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Will electric cars actually save us, or just move the pollution to lithium mines?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Thoreau, your mom did your laundry while you were 'living alone' at Walden. Is simple living only for people someone else looks after?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "I work at a solar panel factory and I'm proud of it. My friend says we're just making more stuff to sell. Which of us is right?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'bacon do you think scientists could like just suck the carbon back out of the air',
    issue: 'tech-fix',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'is there a way to save my favourite debates in this app',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can nuclear power be the green option, or is it too dangerous?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "Mr Knowledge Is Power, isn't treating nature as something to conquer exactly how we got here?",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "Should I stop flying to see my family abroad? I feel guilty every time, but it's three flights a year and there are private jets everywhere.",
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'Is it fair to tell poor countries not to industrialize when rich countries already did?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "What does Plato's allegory of the cave actually mean?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the cabin guy, do you honestly think eight billion people can all move to the woods?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Do we need less stuff or better stuff?',
    issue: 'simple-living',
    also: ['tech-fix'],
    form: 'plain',
  },
  {
    text: "My little brother has climate anxiety and can't sleep. What would either of you say to a 12-year-old who thinks the world is ending?",
    issue: 'hope',
    form: 'paraphrase',
  },
  {
    text: 'Henry, would you have glued yourself to a road like climate protesters do now? You went to jail over taxes, after all.',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "When cars got more efficient, people just drove more. Doesn't every invention just make us use more?",
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: "omg it's snowing here for the first time this year",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Francis, your New Atlantis imagined scientists running an ideal island. Should engineers be running climate policy?',
    issue: 'science-trust',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'is lab grown meat progress or just more of the same control over nature thing',
    issue: 'mastery',
    also: ['redesign'],
    form: 'paraphrase',
  },
  {
    text: 'AI data centers are guzzling electricity and water. Is AI a climate solution or part of the problem?',
    issue: 'tech-fix',
    also: ['growth'],
    form: 'paraphrase',
  },
  {
    text: 'Spraying stuff into the sky to block sunlight sounds insane to me. Would Bacon approve, and should we?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "So you admit, Thoreau, that without modern medicine half your readers would be dead. Progress isn't all bad then?",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Why did the Soviet Union collapse?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Does nature have value on its own, or only because it's useful to us?",
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: "The Green Revolution fed billions with fertilizers and new crops. Isn't that proof invention works, even if it wrecked some soil?",
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'paraphrase',
  },
  {
    text: "that's just nostalgia, Woodsman. the past wasn't greener, it was poorer",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Bacon supposedly died after stuffing a chicken with snow to see if cold preserves meat. If small experiments can kill the experimenter, what can planet-sized ones do?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'is recycling actually worth it or is it mostly a feel good thing',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: "what's a good bacon substitute for a vegetarian breakfast",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Elon Musk says we need Mars as a backup planet. Is that progress or just running away?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "I live in a city and don't own a car; my cousin lives in the countryside and drives everywhere. Who's closer to the Walden ideal? Honestly I think it might be me.",
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'Can capitalism ever be green, or does it need endless growth?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "Thoreu, what would you say to someone who can't afford to live slow because they work two jobs?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Bacon wrote about idols of the mind. Which idols make people deny climate change?',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "How do vaccines get tested before they're approved?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But what about the ozone hole? We fixed that with a treaty and new chemicals. Why can't we do the same for CO2?",
    issue: 'tech-fix',
    also: ['individual-collective'],
    form: 'paraphrase',
  },
  {
    text: 'Lord Chancellor, you were impeached for taking bribes. Why should I trust the people promising that tech will fix everything?',
    issue: 'tech-fix',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'can I invite a friend to join this debate with me?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What matters more, changing my own habits or voting for big changes?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: 'Is fast fashion the opposite of everything Walden stands for?',
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'How did the printing press change Europe?',
    issue: null,
    form: 'off-topic',
  },
];
