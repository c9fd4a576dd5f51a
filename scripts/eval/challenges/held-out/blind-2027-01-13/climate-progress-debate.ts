// The blind set of 2027-01-13 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology fix climate change, or is that wishful thinking?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: 'Thoreau, you lived two years in a cabin but your mom still did your laundry, right? Easy to preach simplicity like that.',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "My company just bought carbon offsets so our CEO can keep flying private. The brochure says 'innovation will close the gap.' Isn't that just paying to keep polluting?",
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'Bacon, should we be spraying stuff into the sky to cool the planet?',
    issue: 'redesign',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'is it going to be hot this weekend, thinking of a bbq',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why not just build a lot of nuclear plants?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'ok so electric cars, good or bad, because the batteries need all that mining',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'The woods guy keeps romanticizing nature. Nature also gave us smallpox and famines. Science fixed those.',
    issue: 'mastery',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'If every fridge and car gets more efficient, why do we still use more energy every year?',
    issue: 'growth',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'Francis, you said knowledge is power. Power over nature is exactly what got us into this mess, no?',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "I'm 19 and honestly I don't see the point of having kids if the planet's going to cook. My parents say scientists will figure it out. Who's right?",
    issue: 'hope',
    also: ['tech-fix'],
    form: 'paraphrase',
  },
  {
    text: 'How do vaccines actually teach the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Thoreaux, is giving up flying a real help or just a personal guilt thing?',
    issue: 'individual-collective',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Mr Thoreau would you have glued yourself to a road like those climate protesters',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Poorer countries want the same factories and cars rich countries had. Who are we to tell them to slow down?',
    issue: 'growth',
    form: 'paraphrase',
  },
  {
    text: 'the ozone hole is healing because of science and a treaty, so why not the same for carbon',
    issue: 'tech-fix',
    also: ['hope'],
    form: 'paraphrase',
  },
  {
    text: 'does the app save my questions anywhere?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can lab-grown meat replace farms?',
    issue: 'tech-fix',
    also: ['redesign'],
    form: 'paraphrase',
  },
  {
    text: 'Sir Francis, is it true you died from stuffing a chicken with snow? Kind of proves the experiment can bite back.',
    issue: 'mastery',
    also: ['redesign'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "Question for the Englishman with the lab coat energy: who decides what we should invent? Because it's mostly whoever pays.",
    issue: 'tech-fix',
    also: ['better-off'],
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'My town wants to put wind turbines on the hill where I walk my dog every morning. I support clean energy but I love that hill. Is that hypocrisy?',
    issue: 'wildness',
    form: 'paraphrase',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is the problem technology, or just greed?',
    issue: 'simple-living',
    also: ['tech-fix'],
    form: 'plain',
  },
  {
    text: 'those AI data centers use as much power as small countries, so how is more progress supposed to save us',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "Henry, what would you say to someone working a double shift who simply can't 'simplify' their life?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Does nature have value on its own, even if no human ever benefits from it?',
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'anyone know a bakery near the central station that opens before 7?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'But what about feeding eight billion people? Without fertilizer and new crops half of us would starve, Thoreau.',
    issue: 'better-off',
    also: ['simple-living'],
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Prophet of progress, is going to Mars a backup plan or a distraction?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'My dad is an engineer and says every problem has a technical fix. I think some problems are about how we live. We argue every Christmas. Which of us has it wrong?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'paraphrase',
  },
  {
    text: "Bacon talked about idols of the mind. Isn't blind faith in technology one of them?",
    issue: 'tech-fix',
    also: ['science-trust'],
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "What's the strongest argument for God's existence?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, nobody's moving to the woods. give me something i can actually do",
    issue: 'individual-collective',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'Will a carbon tax work better than banning things?',
    issue: 'pace',
    also: ['individual-collective'],
    form: 'plain',
  },
  {
    text: 'The cabin-in-the-woods man: do you think people are happier with less, or is that just something comfortable people say?',
    issue: 'simple-living',
    also: ['better-off'],
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'my cactus is dying, how often do you water those things',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If we rewild huge areas, where do people live?',
    issue: 'wildness',
    form: 'plain',
  },
  {
    text: 'Do you think scientists should be trusted to run things? Your New Atlantis sounded a bit creepy, Lord Bacon.',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Did the printing press really cause the Reformation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I keep seeing ads for a smart thermostat that 'saves the planet.' It also tracks everything I do at home. Is this the progress you mean, Bacon?",
    issue: 'better-off',
    also: ['tech-fix'],
    addresses: 'bacon',
    form: 'named',
  },
];
