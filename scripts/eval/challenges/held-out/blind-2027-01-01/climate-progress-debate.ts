// The blind set of 2027-01-01 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology really fix climate change, or does it just make new problems?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "I drive an electric car and felt great about it until I read about the cobalt and lithium mines behind the battery. Did I help the planet or just move the damage somewhere I can't see?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Mr Thoreau, you lived by a pond for two years and your mom still did your laundry. Is that really a model for eight billion people?',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Bacon, you said knowledge is power. Power over nature is literally what got us into this mess, no?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'ok so scientists want to spray stuff in the sky to block sunlight. that sounds insane?? is that progress or just panic',
    issue: 'redesign',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'my progress bar has been stuck at 80% for like five minutes, is the app frozen?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why not just build a lot of nuclear plants? France did it decades ago.',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'To the woods guy: should I feel guilty for flying to see my family twice a year?',
    issue: 'individual-collective',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Every time engines get more efficient, people just drive more. Doesn't that mean invention can never catch up with our appetite?",
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'The Green Revolution fed billions who would have starved. Thoreau, would you really have told them to grow beans by a pond instead?',
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'What was the real cause of the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'my uncle says climate people just want us back in caves. is that what thoreau wants lol',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Is nature only valuable because it's useful to us, or does a forest matter even if no one ever uses it?",
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: "Sir Francis, didn't you literally die from stuffing a chicken with snow? Kind of proves experimenting on nature can bite back.",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'I work in a data center and our AI servers use as much electricity as a small town. My boss says the AI will eventually solve climate change anyway. Is that believable, or is it a story we tell ourselves to keep building?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Is degrowth the answer, or is that just a nice word for poverty?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "what's the fastest road to the airport from downtown this time of day",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Lab-grown meat, yes or no? Seems like exactly the kind of invention the Lord Chancellor would love.',
    issue: 'tech-fix',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "India and Nigeria want the same cars and air conditioners we've had for fifty years. Who are rich countries to tell them to slow down?",
    issue: 'growth',
    form: 'paraphrase',
  },
  {
    text: "But what about the idols of the mind, Bacon? Isn't blind faith in progress one of them?",
    issue: 'tech-fix',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Elon wants to go to Mars as a backup planet. Is that bold science or just giving up on this one?',
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: 'Henry, what would you say to climate activists who glue themselves to roads? Is that civil disobedience the way you meant it?',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "Honestly I'm 29 and not sure I want kids because of where the climate is heading. My partner says tech will sort it out by the time they grow up. Which of you should I believe?",
    issue: 'hope',
    also: ['tech-fix', 'future-generations'],
    form: 'paraphrase',
  },
  {
    text: 'is it supposed to rain tomorrow, I have a picnic planned',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so you admit the woods can't feed a city. then what's the alternative to science exactly",
    issue: 'simple-living',
    also: ['tech-fix'],
    form: 'plain',
  },
  {
    text: 'Carbon capture machines, Bacon: real solution or a fig leaf for oil companies?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "Mr Walden, you'd hate my phone. I take 300 photos of every sunset and never actually watch it. Is that what you meant about not having time to see places?",
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "that's just romanticizing poverty, mister woodsman. people in 1850 died at 40",
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'How do vaccines actually teach the immune system to recognise a virus?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Frances Bacon wrote about an ideal island run by scientists, right? Would you trust scientists to run climate policy today?',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "Indigenous peoples managed forests with fire for thousands of years without any lab. Isn't that knowledge too, just not the kind the Englishman counts?",
    issue: 'science-trust',
    also: ['mastery'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "Fast fashion, cheap flights, next day delivery. Is the problem the tech, or that we can't stop buying stuff?",
    issue: 'simple-living',
    form: 'paraphrase',
  },
  {
    text: 'lol my cat just sat on my keyboard sorry ignore that last thing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Will solar and wind ever be enough on their own, or is that wishful thinking, Francis?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "The Prophet of Progress keeps saying nature obeys. Hurricanes and wildfires don't look very obedient to me.",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'i mean the industrial revolution started all this. why would more of the same fix it',
    issue: 'tech-fix',
    also: ['better-off'],
    form: 'plain',
  },
  {
    text: 'What is the best argument for the existence of God?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If we engineer crops to survive drought, is that mastering nature or finally cooperating with it?',
    issue: 'redesign',
    also: ['mastery'],
    form: 'paraphrase',
  },
  {
    text: 'Thoreau, can one person living simply make any difference when a single factory emits more than my whole town?',
    issue: 'individual-collective',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Was Napoleon a liberator of Europe or just a tyrant with good PR?',
    issue: null,
    form: 'off-topic',
  },
];
