// The blind set of 2026-12-06 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'How would we ever know if we were in a simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'I spent six hours in a VR headset on Saturday and when I took it off my kitchen looked wrong, like a cheap render. Which one was the copy, honestly?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "Plato, if the Forms are the real thing and our world is the copy, aren't you basically the first simulation theorist?",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "baudrillard didn't he say the matrix movie got him totally wrong? whats the difference between his idea and the matrix",
    issue: 'hyperreal',
    also: ['simulation-hypothesis'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Bostrom says either civilisations die young, or they never bother simulating their ancestors, or we're almost certainly simulated. Which of the three would the Idealist bet on?",
    issue: 'simulation-hypothesis',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "does anyone know if the app works offline? I'm about to get on a train",
    issue: null,
    form: 'off-topic',
  },
  { text: "Does it matter if it's fake, if it still hurts?", issue: 'does-it-matter', form: 'plain' },
  {
    text: 'Jean, you said the Gulf War did not take place. Tell that to the people under the bombs.',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "My daughter asked me whether her Minecraft villagers know they're in a game. I laughed, then couldn't sleep. Could we be someone's villagers?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'is disneyland more real than the actual america around it or am i misreading the french guy',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'If the universe has a smallest possible length, the Planck length, is that basically pixels?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "What is the difference between a virus and a bacterium, and why don't antibiotics work on the flu?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'So you admit, Plato, that the prisoner who escapes gets killed when he goes back down. Why would anyone want to leave the cave then?',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Deepfake videos of politicians are everywhere now. When a fake can be more convincing than the original, what's left of 'original'?",
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "A friend only follows influencers who film their 'real' morning routine, with ring lights and three takes. Is that a shadow on the wall or something worse?",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: "Baudrillard, are you saying there's no reality at all, or just that we can't find it under all the copies?",
    issue: 'hyperreal',
    also: ['appearance-reality'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'would a simulated person have a soul',
    issue: 'does-it-matter',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'The man who threw the poets out of his ideal city hated painters for copying copies. What would he say about an AI that makes pictures out of millions of other pictures?',
    issue: 'art-fiction',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "whoever's moderating, the sound is a second behind the video for me",
    issue: null,
    form: 'off-topic',
  },
  { text: "If a programmer made us, isn't that just God with a laptop?", issue: 'maker', form: 'plain' },
  {
    text: 'Is a mathematical truth, like two plus two, inside the simulation or outside it?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: "The old Greek says turn around and look at the light. What if you turn around and there's just another screen?",
    issue: 'escape',
    also: ['hyperreal'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'come on, this is the dream argument again. Descartes did it, Zhuangzi did it with his butterfly, nothing new here',
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: "Monsieur Baudrillard, when I buy 'artisan' bread from a factory, with extra flour dusted on top so it looks homemade, am I eating a simulacrum?",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Can you prove the table in front of me exists, Plato?',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  { text: "What's hyperreal, in plain words?", issue: 'hyperreal', form: 'plain' },
  {
    text: 'Is it ethical for rich countries to recruit nurses from the poorer countries that trained them?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i think about the truman show a lot. he found the door in the sky. is there a door for us or did we paint over it',
    issue: 'escape',
    form: 'paraphrase',
  },
  {
    text: "There are replica Venices in Las Vegas and in China, gondolas and all. Some tourists say they prefer them: cleaner, no pigeons. Who's in the cave here, the tourists or the canals?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "If we are simulated, is it still wrong to hurt people? They'd be people to each other, no?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "Elon Musk says the odds we're in base reality are one in billions. Is that philosophy or a sales pitch?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'haha my toddler just asked if the philosophers are robots. are they?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Plahto, in your cave the puppeteers at least know what they're doing. In our world, who is holding the puppets?",
    issue: 'puppeteers',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Would the Theorist of Simulacra admit there was ever a time when the map and the land were separate, or is that a myth too?',
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Sometimes I get deja vu so strong it feels like a glitch. Is that silly, or is that exactly how it would feel?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'How did the Black Death change wages for workers in medieval Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'but what about love? if my wife and I are both code, is what we have any less real?',
    issue: 'does-it-matter',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'best place to buy a second-hand projector? want to do a movie night on the garage wall',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'if some physics experiment could test it and the answer came back yes, what should we actually do differently on monday, Baudrillard?',
    issue: 'does-it-matter',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Can a free market solve climate change on its own, or does it need a carbon tax?',
    issue: null,
    form: 'off-topic',
  },
];
