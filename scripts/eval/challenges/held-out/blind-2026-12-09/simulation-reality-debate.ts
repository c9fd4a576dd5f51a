// The blind set of 2026-12-09 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 77). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  { text: 'Are we living in a simulation?', issue: 'simulation-hypothesis', form: 'plain' },
  {
    text: "Plato, if I walked out of your cave today, wouldn't I just find another screen?",
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "ok so Elon Musk says the odds we're in base reality are like one in billions. is he right or just high",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'My kid spends six hours a day in Minecraft and says that world feels more real than school. Is she in the cave, or has Baudrillard already won?',
    issue: 'hyperreal',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'What would count as proof that this world is fake?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  { text: 'whats playing at the cinema tonight, anyone know', issue: null, form: 'off-topic' },
  {
    text: 'Baudrillard, you said the Gulf War did not take place. Tell that to the people who died in it.',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "If the simulation is perfect, does it even matter whether it's real?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'the simulacra guy, is Disneyland the fake one or is the rest of America the fake one',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'I edit wedding photos for a living. Couples ask me to remove scars, add sunsets, swap in faces from other shots. Years later they remember the photo, not the day. Which one is the real wedding?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'Jean, the Wachowskis made your book required reading for The Matrix. Did they get you right?',
    issue: 'hyperreal',
    also: ['art-fiction'],
    addresses: 'baudrillard',
    form: 'named',
  },
  { text: 'Is the death penalty ever morally justified?', issue: null, form: 'off-topic' },
  {
    text: 'Are the Forms real in a way that my coffee cup is not?',
    issue: 'appearance-reality',
    also: ['copy-original'],
    form: 'plain',
  },
  {
    text: "that's just religion with a computer instead of god",
    issue: 'maker',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'If someone programmed us, do we owe them worship or a complaint about all the suffering, Plato?',
    issue: 'maker',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Platon why should I trust the philosopher who came back from outside, he could just be lying to the rest of us',
    issue: 'escape',
    also: ['puppeteers'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Physicists say space might be pixelated at the Planck length. Does that sound like evidence of a simulation to you?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  { text: "how do I share this debate with a friend? there's no button", issue: null, form: 'off-topic' },
  {
    text: 'Is a perfect copy of something less real than the original?',
    issue: 'copy-original',
    form: 'plain',
  },
  {
    text: 'i mean every time i get deja vu i think ok glitch in the matrix lol is that dumb',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'To the ancient Greek: you wanted to throw the poets out of your city for making copies of copies. What would you do with Netflix?',
    issue: 'art-fiction',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Come on, Baudrillard, if I drop a brick on your foot, is the pain a simulacrum too?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Does believing the world is fake make people care less about it?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  { text: 'How did life on Earth start in the first place?', issue: null, form: 'off-topic' },
  {
    text: "There's a casino in Las Vegas with a fake Venice, canals and gondolas and all, and some tourists say they like it more than the real Venice. What does that say about us?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "Plato, is mathematics the light behind us, the one thing that isn't a shadow?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "So you admit there's no way out of the cave at all? Then what's the point of philosophy?",
    issue: 'escape',
    form: 'plain',
  },
  {
    text: 'Is it wrong to eat animals if we can live healthily without meat?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the french theorist thinks the map ate the territory. fine. but who drew the map',
    issue: 'puppeteers',
    also: ['maker'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'its so bright out i cant see my screen, whole debate is just glare',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If we are a simulation, could the people running it just shut us off one day, Baudrillard?',
    issue: 'maker',
    also: ['puppeteers'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "My girlfriend and I met on an app and our first months were all filters and curated profiles. Now we're engaged. Were we in love with simulacra of each other, or with each other?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "Plato, isn't your realm of Forms just the original simulation theory, 2400 years early?",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'named',
  },
  { text: 'Should wealthy countries pay reparations for colonialism?', issue: null, form: 'off-topic' },
  {
    text: "what if we're in a dream and not a computer, is that any different",
    issue: 'dreaming',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: "Doesn't a theory that can never be disproved stop being a real theory?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'Baudrillard how do we know the news is real anymore',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  { text: 'brb coffee', issue: null, form: 'off-topic' },
  {
    text: 'Mr Hyperreality, is there still anything real left to find, or only better fakes?',
    issue: 'hyperreal',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Question for the idealist: if we ever build a perfect simulation ourselves, would the beings inside it have real lives?',
    issue: 'virtual-life',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'epithet',
  },
];
