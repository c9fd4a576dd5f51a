// The blind set of 2026-12-29 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: "Is there any experiment that could show we're in a simulation?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'Plato, if someone dragged me out of the cave today, what would I actually see? A server room?',
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Elon Musk says the odds we're in base reality are one in billions. Is he just repeating Bostrom, and is the argument any good?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'sorry my wifi keeps cutting out, did i miss anything',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i use a vr headset like 4 hours a day and sometimes the real world feels less real after. is that what you guys are talking about',
    issue: 'hyperreal',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: "Baudrillard, didn't you say The Matrix got your ideas wrong? What did the Wachowskis miss?",
    issue: 'hyperreal',
    also: ['appearance-reality'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "What's a simulacrum, in plain English?",
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: "My friend only posts filtered photos, and now she says she doesn't recognise her own face in the mirror. Which one is the copy?",
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "Was Athenian democracy really a democracy if women and slaves couldn't vote?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If this is all a simulation, does my suffering still count?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'the greek guy with the cave: what if the fire is just a GPU',
    issue: 'simulation-hypothesis',
    also: ['puppeteers'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "So you admit, Jean, there's nothing real left. Then why bother writing books about it?",
    issue: 'hyperreal',
    also: ['does-it-matter'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Mr Hyperreality, is Disneyland more fake than the rest of Los Angeles, or less?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'can you recommend a good film for tonight, anything except the matrix',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Who would build a simulation of a world this boring?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'I work in marketing. Half of what we sell is the image of a lifestyle, not a product. Am I a professional maker of fakes?',
    issue: 'signs-consumption',
    form: 'paraphrase',
  },
  {
    text: "Socrates' student: why should I believe the Forms are any more real than a programmer's code?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'the gulf war did not take place? come on, people actually died there',
    issue: 'media-events',
    form: 'plain',
  },
  {
    text: 'How do vaccines train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could the Forms be the source code and our world the rendered graphics?',
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    form: 'paraphrase',
  },
  {
    text: 'When a deepfake of a politician goes viral and half the country believes it, does it even matter anymore whether it happened?',
    issue: 'media-events',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'Plat\u00f3n, you threw the poets out of your republic for making copies of copies. What would you do with Instagram?',
    issue: 'art-fiction',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'whats the point of asking if the world is fake if nothing changes either way',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'lol my cat just walked across the keyboard',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Bodrillard do you think ai generated art is the last stage of the simulacrum',
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'My grandfather has dementia and lives in memories that never happened the way he tells them. Is his world less real than mine?',
    issue: 'appearance-reality',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "Isn't the cave just about education, not about computers at all?",
    issue: 'escape',
    also: ['appearance-reality'],
    form: 'plain',
  },
  {
    text: 'Would you take the red pill or the blue pill, Plato?',
    issue: 'escape',
    also: ['virtual-life'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Is it wrong to lie to protect a friend's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Do numbers prove there's a deeper reality, since they seem to exist without anything physical?",
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: "The French postmodernist keeps saying the map swallowed the territory, but my GPS still gets me home. Doesn't that mean the territory wins?",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "How do you know you're not dreaming right now, Baudrillard?",
    issue: 'dreaming',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Monsieur Baudrillard, money is just numbers on a screen now. Is my bank balance a simulation of wealth?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'does this app work on android tablets',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just Plato with a French accent though isn't it",
    issue: 'appearance-reality',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "If someone proved tomorrow that we're in a simulation, how should we live differently?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'Plato, the prisoners in your cave kill the one who comes back to free them. Is that why nobody listens to people who say the world is fake?',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'im a game dev and the NPCs in our game just follow scripts but players swear they feel alive. could we be npcs to someone',
    issue: 'simulation-hypothesis',
    also: ['puppeteers'],
    form: 'paraphrase',
  },
  {
    text: 'Is the metaverse just a new cave?',
    issue: 'virtual-life',
    also: ['appearance-reality'],
    form: 'paraphrase',
  },
];
