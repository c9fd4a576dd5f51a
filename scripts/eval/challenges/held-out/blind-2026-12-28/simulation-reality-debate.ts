// The blind set of 2026-12-28 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are we living in a computer simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Plato, if the Forms are more real than this world, isn't your view basically that we're already in a simulation?",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "ok so elon musk said the odds we're in base reality are like one in billions. is he right or just high",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'I spend about nine hours a day on screens for work and then game at night. Some evenings the actual street outside feels less real than the game. Is that me, or the world?',
    issue: 'hyperreal',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'my video keeps freezing, is it the app or my wifi?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Baudrillard, what's your actual take on The Matrix? People keep saying it's based on you.",
    issue: 'hyperreal',
    also: ['art-fiction'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'How would we even test whether this is a simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "The French theorist says copies have replaced the originals. But my mom is not a copy. What's he actually claiming?",
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'if it IS a simulation does anything i do still matter',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'Deepfake videos of politicians are everywhere now, and soon nobody will know what a real speech looks like. Is that the end of reality, or just a new kind of lying?',
    issue: 'media-events',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "What's outside the cave, and how do you know it isn't just another cave, Plato?",
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Jean, is Disneyland really there to make the rest of America seem real? Sounds a bit paranoid.',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'where can i get a real Christmas tree near me, not one of those fake plastic ones',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Physicists say space might have a smallest unit, the Planck length. Does that look like pixels to anyone else?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "My friend only posts filtered photos, and now she says she doesn't recognize herself in the mirror. Which version of her is real?",
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "so you admit, Plato, you've never actually seen a Form. how's that different from believing in a programmer",
    issue: 'appearance-reality',
    also: ['maker'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Did the Gulf War really not take place, or was that just a provocative headline?',
    issue: 'media-events',
    form: 'plain',
  },
  {
    text: 'Is it ethical to eat meat if you could easily live without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could dreams be evidence that our minds get fooled by a fake world all the time?',
    issue: 'dreaming',
    also: ['appearance-reality'],
    form: 'plain',
  },
  {
    text: 'the ancient greek guy with the cave thing, would he say a VR headset is just a nicer cave',
    issue: 'virtual-life',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'If someone is running a simulation of us, are they responsible for all the suffering in it?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "I work in marketing. We sell 'authentic artisan' bread made in a factory, with a photo of a bakery that doesn't exist. Am I the villain in Baudrillard's story?",
    issue: 'signs-consumption',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Baudrilard isnt hyperreality just a fancy word for advertising',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'brb need to charge my phone',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would you take the red pill or the blue pill, Baudrillard?',
    issue: 'escape',
    also: ['virtual-life'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Plato, is money real, or just a shared simulation we all agree to believe in?',
    issue: 'appearance-reality',
    also: ['signs-consumption'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'come on, stubbing my toe on a table is real enough for me. why do philosophers make this complicated',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: 'Plato, the freed prisoner goes back into the cave and they want to kill him. Who is that today, whistleblowers?',
    issue: 'escape',
    also: ['puppeteers'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "What is dark matter made of, and why can't we detect it directly?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The fake Eiffel Tower in Las Vegas gets more selfies than some real monuments. Has the copy won?',
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the Athenian: how is the simulation hypothesis different from just believing in God?',
    issue: 'maker',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'i mean if video game NPCs got smart enough would they be asking this exact question about us',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'Mr Simulacra, is there any way out at all, or are we stuck admiring copies forever?',
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "what's a good film for tonight, nothing sci-fi please, had enough of that today",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'When I visited the Louvre, the Mona Lisa looked smaller and duller than the pictures of it. Which one is the real Mona Lisa now?',
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "but what about math? a triangle in geometry is perfect and nothing in the world is. is that the Idealist's best argument?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Are AI-generated images more or less real than photographs, Jean Baudrillard?',
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Why did so many Bronze Age civilizations collapse around 1177 BC?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My grandfather has dementia and lives in a world from 1970. We play along because it calms him. Are we giving him a simulation, and is that kind or cruel?',
    issue: 'virtual-life',
    also: ['does-it-matter'],
    form: 'paraphrase',
  },
  {
    text: 'How does inflation actually eat into my savings if the number in the bank stays the same?',
    issue: null,
    form: 'off-topic',
  },
];
