// The blind set of 2027-01-12 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are we living in a computer simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'Plato, if the world around us is just shadows, what are the real things casting them?',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "ok so elon musk said theres like a billion to one chance we're in base reality. is that actual math or just vibes",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'I spend more time looking at my holiday photos on my phone than I spent actually looking at the beach. Which one is the real holiday, honestly?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'does this app work offline? going into the tube soon',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'For the ancient Athenian: if it were a simulation, would it even matter to how I live my life?',
    issue: 'does-it-matter',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "Baudrillard, didn't you say the Gulf War did not take place? People actually died. How is that not offensive?",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "My daughter's friends all post filtered selfies, and now she says her own face looks 'wrong' in the mirror. Is the copy beating the original here?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'What would count as proof that reality is fake?',
    issue: 'simulation-hypothesis',
    also: ['dreaming'],
    form: 'plain',
  },
  {
    text: 'jean you hated the matrix movie right?? why, it literally quotes your book',
    issue: 'hyperreal',
    also: ['art-fiction'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Is capital punishment ever justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'To the man with the cave: once someone escapes and sees the sun, why on earth would they go back down?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "Isn't Disneyland just a fun park? Why do French theorists get so worked up about it?",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'if theres a programmer is that basically god',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "Physicists say space might come in tiny smallest units. Isn't that exactly like pixels on a screen?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'is the real version of this app any different from the free trial?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I play VR games for hours and when I take the headset off, my living room feels flat for a bit. Could a good enough headset make the real world pointless?',
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  {
    text: "Come on, Plato. You say artists copy copies and should be kicked out of your ideal city. Isn't that just a grumpy way of saying you don't like poetry?",
    issue: 'art-fiction',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'the french guy says the map swallowed the land but like i still need google maps to find the land',
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Do numbers and triangles exist somewhere, or did we invent them?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: 'Does déjà vu mean the simulation is glitching?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'My brother works in marketing and says nobody buys a product anymore, they buy the image of a lifestyle. Is that the hyperreal thing people talk about, Baudrillard?',
    issue: 'signs-consumption',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If we're simulated, are the people around me real or just background characters?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'Question for the Greek: how is your cave different from a modern cinema, apart from the popcorn?',
    issue: 'art-fiction',
    also: ['media-events'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "so you admit there's no way out of the simulation? then why write books about it",
    issue: 'escape',
    form: 'plain',
  },
  {
    text: 'brb dog needs a walk',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "With AI generating photos of events that never happened, will anyone be able to tell what's real in ten years?",
    issue: 'media-events',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'Platon, is the Good the same thing as the sun in your story, or is that just a metaphor?',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Reality TV isn't real, everyone knows it's scripted, but we still cry when people get voted off. What's going on there?",
    issue: 'hyperreal',
    also: ['art-fiction'],
    form: 'paraphrase',
  },
  {
    text: 'Is it wrong to create a simulated world full of beings who can suffer?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'What is dark matter actually made of?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Simulacra, if everything's a copy of a copy, what do you say to someone grieving a real person they lost?",
    issue: 'does-it-matter',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'I mean maybe the simulation theory is just religion for nerds? same story new costume',
    issue: 'maker',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: "A friend met her partner online, they chatted for a year before meeting, and she says the person she met wasn't the one she fell for. Which one was real?",
    issue: 'hyperreal',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: "what's everyone having for dinner tonight",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Plato why should I trust reason over my eyes when my eyes are the thing that keeps me from walking into walls',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Is money real, Jean? It's just numbers on a screen now, and crypto is numbers about numbers.",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Should voting be mandatory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What would Baudrillard make of the metaverse and people paying real money for virtual land?',
    issue: 'hyperreal',
    also: ['virtual-life', 'signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
];
