// The blind set of 2027-01-08 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: "Could we ever actually prove we're not in a simulation?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Plato, when the prisoner walks out of the cave and sees the sun, how does he know that isn't just a bigger cave?",
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "I work in visual effects. Half the 'real' locations in films are now LED walls and audiences can't tell. At what point does the fake become the thing people actually want?",
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'Baudrillard, is Disneyland still the best example, or is it Instagram now?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "what's the best reality show on right now, need something dumb to watch",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ok so elon musk says the odds we're in base reality are like one in billions. is that a real argument or just vibes",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'If we are simulated, does anything I do still matter morally?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'My grandmother has one album of faded photos; I have 40,000 pictures on my phone. Oddly, hers feel more real than mine. Is that what you mean, Mr Simulacra?',
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "the french guy said the gulf war didn't take place?? how is that not just insulting to the people who died",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "Athenian, why are mathematical truths the same everywhere, if not because there's some higher reality behind them?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Jean, did you like The Matrix or did they get you completely wrong?',
    issue: 'hyperreal',
    also: ['art-fiction'],
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
    text: 'my headphones keep cutting out every few seconds, is it the app or me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'come on plato, a perfect Form of a chair floating somewhere? where exactly',
    issue: 'appearance-reality',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'My daughter talks to an AI chatbot every night and says it understands her better than her friends do. Is that friendship a copy of a real one, or a new kind of real?',
    issue: 'copy-original',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'If someone made a perfect simulation of you, would it be you?',
    issue: 'copy-original',
    form: 'plain',
  },
  {
    text: 'What caused the 2008 financial crisis, in simple terms?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't money already a simulation? It's just numbers on a screen that everyone agrees to believe in.",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the Idealist: you wanted the poets thrown out of your city for making copies of copies. What would you do with TikTok?',
    issue: 'art-fiction',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'deepfakes of politicians are everywhere now so how are we supposed to know what anyone really said',
    issue: 'media-events',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "If this is a simulation, who's running it, and are they basically God?",
    issue: 'maker',
    also: ['puppeteers'],
    form: 'plain',
  },
  {
    text: 'Is there any physics evidence, like pixels or glitches in the universe, that points to a simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'does this app have a dark mode, my eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'But Baudrillard, if the map has swallowed the land, how come I still get wet when it rains?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Is d\u00e9j\u00e0 vu a glitch?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "I'm a tour guide in Venice. Tourists film the canals through their phones and never actually look at them. Which did they visit, the city or the picture of it?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "Is it morally wrong to lie to protect someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'plato would you take the red pill or the blue pill',
    issue: 'escape',
    also: ['virtual-life'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "What happens to the prisoner who goes back down into the cave to tell the others? Didn't that basically happen to Socrates?",
    issue: 'escape',
    form: 'paraphrase',
  },
  {
    text: 'The ancient guy trusts reason to get us out. But what if reason itself is part of the program?',
    issue: 'escape',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Would it be wrong to plug into a perfect simulated life where everything goes well, if nobody ever found out?',
    issue: 'virtual-life',
    also: ['does-it-matter'],
    form: 'paraphrase',
  },
  {
    text: "so what you're saying is nothing is real and i can stop paying rent?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'How do mRNA vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My dating profile photos are filtered and so is everyone else's. When we finally meet, we're both a bit disappointed. Monsieur Baudrillard, have the profiles become more real than the people?",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'lol my cat just walked across the keyboard, ignore me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is the news a window or a screen?',
    issue: 'media-events',
    form: 'plain',
  },
  {
    text: "Why does it even matter whether the world is 'real' if it feels real to me, Plato?",
    issue: 'does-it-matter',
    also: ['virtual-life'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Was Napoleon more of a tyrant or a reformer?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Plato, if the senses deceive us, why should we trust you when you only reach the Forms through reasoning none of us can check?',
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "baudrilard you go on about hyperreality but haven't people always lived half inside stories and myths? what's actually new",
    issue: 'hyperreal',
    also: ['art-fiction'],
    addresses: 'baudrillard',
    form: 'named',
  },
];
