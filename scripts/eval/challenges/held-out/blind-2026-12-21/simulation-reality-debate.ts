// The blind set of 2026-12-21 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'How would we ever know if we were in a simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'Plato, if the world we see is just shadows, what exactly is casting them?',
    issue: 'puppeteers',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'I spent the weekend in a VR headset and when I took it off my living room felt less real for an hour. Is that what you meant by the cave?',
    issue: 'appearance-reality',
    also: ['virtual-life'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'baudrillard is disneyland real or not im confused',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Nick Bostrom says if advanced civilisations run lots of simulations, we're probably in one. Is that argument actually sound?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'does this app have a dark mode? my eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My niece asked me whether the people in her video game have feelings. I laughed, but now I'm not so sure. If we can be simulated, can they feel too?",
    issue: 'copy-original',
    also: ['simulation-hypothesis'],
    form: 'paraphrase',
  },
  {
    text: "Jean, you said the Gulf War did not take place. Wasn't that a bit insulting to the people who died in it?",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'If it is a simulation, does anything I do matter?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'ok so the matrix movie, was that basically you two arguing',
    issue: 'simulation-hypothesis',
    also: ['appearance-reality'],
    form: 'paraphrase',
  },
  {
    text: "Doesn't modern physics sort of hint at pixels, with a smallest possible length and all that?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'What caused the Bronze Age collapse around 1200 BC?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Simulacra, is my Instagram feed a copy of my life, or has it become more real than my life?',
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "That's just the old sceptic trick with a sci-fi coat of paint.",
    issue: 'simulation-hypothesis',
    also: ['dreaming'],
    form: 'plain',
  },
  {
    text: 'Who would even build a simulation like this, and why make it so boring?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "I can't tell AI-generated photos from real ones anymore. My dad shared a fake picture of the Pope in a puffer jacket and believed it. Are we already past the point where the original matters?",
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'the greek guy with the forms - is a perfect circle more real than the wheels on my car?',
    issue: 'copy-original',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Platon, what happens to the prisoner who comes back into the cave and tries to tell everyone the truth?',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "what's the best map app for hiking trails, google keeps getting me lost",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit, Baudrillard, there's no way to test your theory at all?",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Can a copy ever be better than the original, Baudrillard?',
    issue: 'copy-original',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "I manage an 'authentic' Irish pub in Singapore. Nothing in it comes from Ireland, but customers say it feels more Irish than Ireland. Is that hyperreality?",
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'Is it ever morally okay to eat animals?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'if we are simulated is god just a programmer',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'The Frenchman says the map swallowed the land. But I still get wet when it rains. How is that not real?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'D\u00e9j\u00e0 vu, weird coincidences, glitches... could they be bugs in the code?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "Plato would you say dreams are a kind of simulation too? every night I'm fooled completely.",
    issue: 'dreaming',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "gonna grab a coffee, don't end the debate without me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Money is just numbers on a screen now. Is the economy itself a simulation everybody agrees to believe in?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: 'Baudrillard, did you really hate the Matrix, even though it put your book on screen?',
    issue: 'art-fiction',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Come on, Plato, your 'true world' of Forms is just another simulation nobody can check.",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Reality TV shows are scripted but people still call them reality. Which stage of the simulacra are we on with that?',
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'Why did the Soviet Union collapse so quickly in 1991?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the theorist of simulacra: if scientists proved tomorrow that we're in a simulation, what should we actually do differently?",
    issue: 'does-it-matter',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Would it be wrong to switch off a simulated world full of conscious beings?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'i mean deepfake videos of politicians right before elections... does truth even survive that',
    issue: 'media-events',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "The ancient idealist thinks the light behind us is real. What if there's nothing behind us, just more screens?",
    issue: 'appearance-reality',
    also: ['hyperreal'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Is the stream lagging for anyone else?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does it matter whether my memories really happened or were planted, if they feel the same?',
    issue: 'virtual-life',
    also: ['does-it-matter'],
    form: 'plain',
  },
  {
    text: 'How do mRNA vaccines actually teach the immune system?',
    issue: null,
    form: 'off-topic',
  },
];
