// The blind set of 2026-12-22 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: "How would we even tell if we're in a simulation?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Elon Musk says the odds we're in base reality are one in billions. Plato, is he just telling your cave story with a tech budget?",
    issue: 'simulation-hypothesis',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'ok so if its all a simulation does anything i do actually matter',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "Baudrillard, didn't you say the Gulf War did not take place? People actually died.",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "My sister's Instagram looks like a perfect life and I know for a fact it isn't. At some point doesn't the fake version become the one everyone believes in?",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: 'can i change the voice of the moderator, its a bit slow',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What are the Forms supposed to be, in plain words?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: 'The French theorist: is Disneyland fake, or is it the only honest place in America?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "that's just the Matrix movie. didn't you hate that film, Jean?",
    issue: 'simulation-hypothesis',
    also: ['art-fiction'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'What does Kant mean by the categorical imperative?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the difference between a virus and a bacterium?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Platon, once the prisoner escapes and sees the sun, why on earth would he go back down into the cave?',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'I spend about six hours a day in VR for work and some evenings the real office feels less solid than the virtual one. Which one is the shadow here?',
    issue: 'virtual-life',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'Is a photo made by AI of something that never happened a copy of anything?',
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'physicists say space might be made of tiny units like pixels, isnt that evidence were in a computer',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "but what about God? isn't a programmer who made the universe just God with a keyboard?",
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "Mr Cave, how do you know the light behind us isn't just another, bigger screen?",
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'is there a good farmers market near the city centre open on sunday?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does it matter whether the world is real if it feels real?',
    issue: 'does-it-matter',
    also: ['virtual-life'],
    form: 'plain',
  },
  {
    text: 'Baudrillard, if the map really ate the territory, where do I go to touch grass?',
    issue: 'hyperreal',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "My grandmother has dementia and lives half in a world of memories that aren't accurate. Is her reality less real than mine?",
    issue: 'appearance-reality',
    form: 'paraphrase',
  },
  {
    text: "so you admit you can't prove there's an outside to the cave at all, Plato?",
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Could a simulation contain a simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'Should the voting age be lowered to 16?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Reality TV shows are scripted, the audience knows they're scripted, and everyone still argues about them like they're real. Jean Baudrillard, what's going on in our heads?",
    issue: 'hyperreal',
    also: ['media-events'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'the greek guy banned poets from his ideal city right? would he ban video games too',
    issue: 'art-fiction',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'If we are simulated, is it wrong for our creators to let us suffer?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'Plato, are numbers real in your world of Forms, or is maths just code too?',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "come on, a simulation theory you can't test is just religion for programmers",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'brb kettle',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "When I shop I'm buying the logo more than the shoe. Has the brand replaced the thing?",
    issue: 'signs-consumption',
    form: 'paraphrase',
  },
  {
    text: 'Baudrilard, what is a simulacrum and how is it different from a plain fake?',
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Is a dream a kind of simulation?',
    issue: 'dreaming',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'news channels show the same war footage on loop and we feel like we were there. were we?',
    issue: 'media-events',
    form: 'paraphrase',
  },
  {
    text: 'Why did the Ottoman Empire decline so fast in the 1800s?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Idealist: is there a real way out of the cave, or just better shadows?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'If I died in the simulation, would I wake up somewhere?',
    issue: 'escape',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'My kid thinks his Minecraft villagers have feelings. Is he wrong, or is he a small Plato?',
    issue: 'copy-original',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'do you guys have a dark mode? my eyes hurt',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is there still anything original left in a world of copies, Mr Simulacra, or was there ever?',
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
];
