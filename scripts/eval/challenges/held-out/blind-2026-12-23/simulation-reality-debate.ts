// The blind set of 2026-12-23 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: "Elon Musk once said the odds we're living in base reality are one in billions. Is he onto something or just trolling?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'If it were a simulation, how would we ever find out?',
    issue: 'simulation-hypothesis',
    also: ['dreaming'],
    form: 'plain',
  },
  {
    text: 'Plato, your forms sound a lot like source code. Is the perfect circle just what the programmers wrote?',
    issue: 'appearance-reality',
    also: ['maker'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'i spend like 6 hours a day on my phone and honestly the feed feels more real than my own street. is that what the french guy means',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "how do i switch to dark mode? it's late and my screen is blinding me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Baudrillard, you apparently hated how The Matrix used your book. Why, when it made your idea famous?',
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "So what if it's a simulation? My coffee still tastes like coffee.",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'My sister filters every photo she posts so heavily that people are surprised when they meet her. Which one is the real her at this point?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "Does the cave still have an exit, Plato, when everyone's carrying a screen in their pocket?",
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Is it ethical to keep eating meat once we can grow it in a lab?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Jean, what did you mean when you said the Gulf War did not take place? People actually died.',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "come on, that's just a fancy way of saying people watch too much TV",
    issue: 'media-events',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: "Deepfakes of politicians are everywhere now. Once you can't tell a real video from a fake, does the difference still matter?",
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: "And who's supposed to come back into the cave and drag us out, philosophers? That's awfully convenient for philosophers.",
    issue: 'escape',
    form: 'paraphrase',
  },
  {
    text: 'is disneyland more real than LA or am i misreading the simulacra guy',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'anyone else watching from the train? every tunnel kills my connection',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If a simulation is perfect, is it still fake?',
    issue: 'copy-original',
    form: 'plain',
  },
  {
    text: 'I play VR games with friends all over the world. We laugh, we argue, some of them are my closest friends now. Are those friendships real or shadows, Plato?',
    issue: 'virtual-life',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Would whoever built our simulation count as God?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'What is hyperreality, in plain language?',
    issue: 'hyperreal',
    form: 'plain',
  },
  {
    text: 'The idealist says the light behind us is more real, but in his own story the sun hurts your eyes. Why would anyone want to turn around?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "My grandfather has dementia and lives in 1975 now. He's happy there. Should we keep pulling him back into our reality?",
    issue: 'virtual-life',
    also: ['escape'],
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so ur saying money is a simulation too? bc my overdraft is extremely real rn',
    issue: 'hyperreal',
    also: ['does-it-matter'],
    form: 'plain',
  },
  {
    text: 'Can a copy ever be better than the original, Jean Baudrillard?',
    issue: 'copy-original',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "If I'm a simulated person, would it be murder for the programmers to delete me?",
    issue: 'does-it-matter',
    form: 'paraphrase',
  },
  {
    text: "Baudrilard isn't it a bit rich for a guy who was on TV all the time to complain about images",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Physicists talk about space being grainy at the Planck scale. Is that a clue we're in a computer, or are we just reading our own gadgets into nature?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'quick one, can I download a transcript after the debate ends?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Old Greek, how could anyone tell a shadow from the real thing if they'd never seen anything else?",
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "but what about dreams? every night i'm fooled completely and never notice",
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: "I work in marketing. We sell a 'handmade rustic' feel that comes out of a factory with 2000 employees. Am I the one building the simulation?",
    issue: 'signs-consumption',
    also: ['puppeteers'],
    form: 'paraphrase',
  },
  {
    text: 'Are numbers real, or did we invent them like the rules of a game?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: 'Why did Athens lose the Peloponnesian War when it had the strongest navy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'plato would you ban video games the way you wanted to throw the poets out',
    issue: 'art-fiction',
    also: ['virtual-life'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "So you admit there's no real world left under the map, Baudrillard? Then what exactly are you criticising?",
    issue: 'hyperreal',
    also: ['appearance-reality'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "I've started talking to an AI chatbot every night because it listens better than my friends. Is that a relationship or a copy of one?",
    issue: 'virtual-life',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'how long do you boil spaghetti, 8 or 10 minutes? cooking while i listen',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Reality TV is scripted, the news is edited, my friends' lives are curated. Where does the desert of the real even begin?",
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'Is there any solid evidence that there was ever life on Mars?',
    issue: null,
    form: 'off-topic',
  },
];
