// The blind set of 2026-12-20 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'How would we even tell if we were in a simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'Plato, if the prisoners in your cave were happy, why drag them out into the sun?',
    issue: 'escape',
    also: ['virtual-life'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'ok so my friend swears she saw the same black cat walk past twice like in the matrix. glitch or is she just tired',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "Elon Musk said the odds we're in base reality are one in billions. Is that philosophy or just a rich guy's sci-fi hobby?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'is it me or is there like a shadow stuck in the corner of my screen',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Baudrillard, is my Instagram feed more real to my friends than my actual life?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Does it matter if it's fake, as long as it feels real?",
    issue: 'virtual-life',
    also: ['does-it-matter'],
    form: 'plain',
  },
  {
    text: "I spend six hours a day in a VR game where I run a bakery and have friends who log on every night. My therapist says it's escapism. Which world is the real one for me?",
    issue: 'virtual-life',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "So the Frenchman thinks there's no exit. Then what's the point of philosophy at all?",
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'If someone programmed us, are they God?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'Is it ethical to keep elephants and orcas in zoos?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Monsieur Baudrillard, you said the Gulf War did not take place. Tell that to the people who died in it.',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'What are the Forms, in plain words? Like is there a perfect chair somewhere?',
    issue: 'appearance-reality',
    also: ['copy-original'],
    form: 'plain',
  },
  {
    text: 'i mean disneyland is fake but so is main street in my town now honestly',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'Physicists say space might have a smallest possible size, like pixels. Would that be evidence of a simulation, or am I reading too much into it?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "That's just the cave story with computers. What's actually new here?",
    issue: 'simulation-hypothesis',
    also: ['appearance-reality'],
    form: 'plain',
  },
  {
    text: 'To the ancient Greek: if the real world is outside the cave, how did you get out when nobody else can?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "Do AI-generated photos mean we'll never trust a picture again?",
    issue: 'media-events',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'what time is it in tokyo right now, my brother just landed',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'jean you saw the matrix movie right, did they get you wrong',
    issue: 'simulation-hypothesis',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'My daughter thinks the influencers she follows really live like that. How do I explain filters and staging to a twelve-year-old without sounding like an old cynic?',
    issue: 'media-events',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "If we're simulated, does my suffering still count morally?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "Platon, wouldn't your Forms count as the original code and this world just the running program?",
    issue: 'copy-original',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Should rich countries cancel the debts of the poorest nations?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "But what about dreams? Every night I'm fooled completely and I never notice until I wake up.",
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: 'Question for the simulacra guy: could we ever hack our way out, or talk to whoever runs the server?',
    issue: 'escape',
    also: ['puppeteers'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Reality TV shows are scripted and everyone knows it, yet people still cry at them. Is that your hyperreality, Baudrillard?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Money is just numbers on a screen now. Is the economy already a simulation?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: 'can I change the voices to something less robotic?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'plato ur kind of arrogant, who decides whos still in the cave and whos enlightened',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'The French theorist keeps saying the map swallowed the land. Which map? Google Maps?',
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'When I go hiking I photograph the view instead of looking at it. Did I see the mountain or just make another copy of it?',
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "Come on, if I stub my toe it hurts. Isn't that enough reality for anyone?",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'What really killed off the dinosaurs, the asteroid or the volcanoes?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do video game characters have a world from their own point of view, Jean?',
    issue: 'simulation-hypothesis',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'So you admit, Plato, that art and poetry are copies of copies. Would you ban Netflix too?',
    issue: 'art-fiction',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Would knowing we're in a simulation change how we should live?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'brb charging my phone',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't a simulation only possible if there's a real world somewhere running it? Sounds like Plato wins by default.",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Is assisted dying morally acceptable for people with incurable illness?',
    issue: null,
    form: 'off-topic',
  },
];
