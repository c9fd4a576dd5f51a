// The blind set of 2026-12-12 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 81). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'If we were in a simulation, would there be any way to find out from inside?',
    issue: 'simulation-hypothesis',
    also: ['escape'],
    form: 'plain',
  },
  {
    text: 'plato ur cave thing... what if outside is just another bigger cave',
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'I spent six hours in a VR headset yesterday, and when I took it off my own living room looked weirdly flat and fake. Which one was the shadow?',
    issue: 'hyperreal',
    also: ['appearance-reality'],
    form: 'paraphrase',
  },
  {
    text: "is there a dark mode for this app, it's burning my eyes at night",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Baudrillard, didn't you say The Matrix got your ideas completely wrong? What did they miss?",
    issue: 'hyperreal',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Does it even matter if it's a simulation? My coffee still tastes like coffee.",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "Elon Musk says the odds we're in base reality are one in billions. Is that argument actually any good, or just a billionaire's late-night thought?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'The Frenchman who said the Gulf War did not take place - come on, people died. How is that not offensive?',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'What would the Forms even be in a simulated world? The source code?',
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'Is it ethical to have children when we know the climate is getting worse?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'every filter on insta makes my face look better than my face. at this point which one is the real me',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'Jean, is Disneyland fake, or is it the most honest place in America?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Sometimes I get déjà vu so strong it feels like a glitch. Is it silly to take that as evidence?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'Plato, if someone dragged you out of the cave today, would you come back down and tell us about it on TikTok?',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'If whoever runs the simulation could switch us off any second, should we try to stay interesting so they keep us running?',
    issue: 'maker',
    also: ['puppeteers'],
    form: 'plain',
  },
  {
    text: 'anyone know where to get a proper paper map of the Lake District trails? my phone GPS always dies up there',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit there's no exit, Baudrillard. Then isn't your whole theory just a very elegant way of giving up?",
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "The ancient Greek one thinks there's a real world behind the fake. The other one thinks there's nothing behind it. Isn't that basically optimism versus pessimism?",
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: 'My mum watches AI-generated videos of cats rescuing babies and believes every one. How do you teach someone to see shadows as shadows?',
    issue: 'escape',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'brain in a vat vs cave prisoner, whats the actual difference',
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'If a simulated person feels pain, is the pain fake, Plato?',
    issue: 'copy-original',
    also: ['does-it-matter'],
    addresses: 'plato',
    form: 'named',
  },
  { text: 'How did the printing press change religion in Europe?', issue: null, form: 'off-topic' },
  {
    text: 'Physicists say space might come in tiny pixels, the Planck length or whatever. Is that a clue or a coincidence?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'Why did Plato want to kick poets and painters out of his ideal city? Because they only make copies of copies?',
    issue: 'art-fiction',
    also: ['copy-original'],
    form: 'plain',
  },
  {
    text: 'i mean if god made the world and a programmer made a simulation whats even the difference lol',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "Platon, how do you know the sun outside the cave isn't just a better lamp?",
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Las Vegas has a fake Venice and a fake Paris, and tourists say they're nicer than the real ones. Mr Simulacra, is that where we're all headed?",
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "my cat literally just walked across my keyboard and sent ';;;;;lkkkkk' sorry",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is money a simulation? It's numbers on a screen that everyone agrees to believe in.",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: 'Would you take the blue pill or the red pill, Plato? Honestly.',
    issue: 'escape',
    also: ['virtual-life'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "That's just solipsism with extra steps, Mr Idealist.",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "My kid asked if the characters in her video game know they're in a game. I laughed, but I kind of couldn't answer. Can you?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'If we build simulated worlds full of simulated people one day, do we owe them anything?',
    issue: 'maker',
    also: ['does-it-matter'],
    form: 'plain',
  },
  {
    text: 'Is capitalism actually compatible with democracy, or does money always end up buying power?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'baudrillard what would you make of the metaverse, like would you be horrified or just say told you so',
    issue: 'virtual-life',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Can love be real if the person I love is part of a simulation? Or if I am?',
    issue: 'does-it-matter',
    also: ['virtual-life'],
    form: 'plain',
  },
  {
    text: 'what time does this session end? I have to pick my son up at five',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Hyperreality sounds clever, but how is a supermarket tomato 'more real than real'? It's a tomato, Baudrilard.",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Why do we age? Is it just wear and tear, or is it built into our cells?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The guy with the allegory says someone escapes and sees the truth. Who's the escaped prisoner today - scientists? Monks? Hackers?",
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
];
