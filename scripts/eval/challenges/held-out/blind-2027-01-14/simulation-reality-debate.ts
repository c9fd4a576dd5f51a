// The blind set of 2027-01-14 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are we living in a simulation, and would it even matter if we were?',
    issue: 'simulation-hypothesis',
    also: ['does-it-matter'],
    form: 'plain',
  },
  {
    text: "ok so elon musk says the odds we're in base reality are like one in billions. is that a real argument or just a billionaire being weird",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'Plato, when you talk about the light behind us, what is it actually? The sun? God? Maths?',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'My teenage son spends more time in his online game than in the real world, and he says his friends there are more real than the ones at school. Is he wrong?',
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  {
    text: 'does anyone know if the 10:40 bus still runs on sundays',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Baudrillard, you said the Gulf War did not take place. Tell that to the people who died in it.',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'If the universe is made of tiny pixels at the smallest scale, is that evidence of a programmer?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "what's the difference between a copy and a fake",
    issue: 'copy-original',
    form: 'plain',
  },
  {
    text: 'the french guy says the map swallowed the land but i still have to pay rent on actual land mate',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "Every photo on my feed is filtered. My friend's face in real life now looks 'wrong' to me. Have the copies really won?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "What's the actual evidence for dark matter? I keep hearing it's never been detected directly.",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If a programmer made our world, isn't that just God with a keyboard?",
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "Jean, why pick on Disneyland? It's just a theme park, isn't it?",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'so you admit nobody can ever get out of the cave, baudrillard? then whats the point of philosophy at all',
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Did the Wachowskis get you right in The Matrix, or did they miss the point completely, Monsieur Baudrillard?',
    issue: 'hyperreal',
    also: ['simulation-hypothesis'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Plato, you'd have hated Netflix, wouldn't you? Shadows on a wall, all night long.",
    issue: 'art-fiction',
    also: ['media-events'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'If nothing is real, is it still wrong to hurt someone inside a simulation?',
    issue: 'does-it-matter',
    also: ['virtual-life'],
    form: 'plain',
  },
  {
    text: 'is there a way to save this chat, i want to show my sister later',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The old Greek: if the prisoner gets out and comes back, everyone laughs at him. Why should he bother going back at all?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'What would a glitch in the Matrix look like? Is deja vu one?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "I'm an architect. We sell houses with computer renders that look better than the finished building ever will, and clients are disappointed by the real thing. Which one is the real house?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'Can a fake be more real than the original?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'plain',
  },
  {
    text: 'Come on, Plato, a perfect Form of a chair floating around somewhere? That sounds more made up than any simulation.',
    issue: 'appearance-reality',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Should rich countries pay reparations for colonialism?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is money a simulation? It's just numbers on a screen now and everyone agrees to believe in them.",
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'if i cant tell the difference between real and simulated does the difference even exist',
    issue: 'hyperreal',
    also: ['appearance-reality'],
    form: 'plain',
  },
  {
    text: 'An AI made a photo of the Pope in a puffer jacket and my whole family believed it. Professor Hyperreality, is this your nightmare come true?',
    issue: 'hyperreal',
    also: ['media-events'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "But what about pain? When I stub my toe it's pretty real to me, simulation or not.",
    issue: 'appearance-reality',
    also: ['does-it-matter'],
    form: 'paraphrase',
  },
  {
    text: "Plato said painters copy a copy. What would he say about an influencer reposting another influencer's photo of a painting?",
    issue: 'copy-original',
    also: ['art-fiction'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Would you take the red pill or the blue pill, and why?',
    issue: 'escape',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'Do animals have moral rights, or only the ones we choose to give them?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Could we ever test from the inside whether we're simulated, or is that impossible by definition, Plato?",
    issue: 'simulation-hypothesis',
    also: ['dreaming'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Is reality TV the most real thing on television, or the least?',
    issue: 'media-events',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'the sociologist guy seems kind of depressed about everything, is there any hope in what he says or is it just doom',
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "Platon, in your Republic the rulers would tell people a noble lie. Isn't that you building a simulation yourself?",
    issue: 'puppeteers',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If we found out we're in a simulation, should we try to contact whoever runs it, or keep quiet so they don't switch it off?",
    issue: 'maker',
    also: ['puppeteers'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the idealist: my grandad remembers the 1960s totally differently from the documentaries. Which is the real past, his memory or the footage?',
    issue: 'media-events',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "lol my cat is staring at the wall like she's seen a ghost",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'is the debate going to be available in spanish? my mum wants to listen',
    issue: null,
    form: 'off-topic',
  },
];
