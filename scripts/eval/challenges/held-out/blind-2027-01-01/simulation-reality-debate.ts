// The blind set of 2027-01-01 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are we living in a computer simulation or not?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Elon Musk said the odds we're in base reality are one in billions. Plato, would you agree with him, or is that a different kind of cave?",
    issue: 'simulation-hypothesis',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'ok so if its a simulation whos running it and why would they bother with my boring tuesday',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "Baudrillard, is Instagram the simulation you were talking about? My cousin's feed looks nothing like her actual life, and she seems to prefer the feed.",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'sorry my mic was on, my dog is barking at the mailman',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If I can't tell the difference, why should I care whether it's real?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "The French guy says there's no way out of the cave anymore. So what, we just give up looking for the real thing?",
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'is deja vu a glitch in the matrix lol serious question',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'Platon, what would the Forms even look like to someone who grew up only on screens?',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Is it fair to tax inherited wealth heavily?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I spent more hours in a VR headset last year than outdoors. When I take it off, the real world feels flat and low-res. Which one is the shadow at this point?',
    issue: 'hyperreal',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'If the world is simulated, is my suffering still real?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'Would you take the blue pill or the red pill, Jean?',
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "that's just the Matrix with extra steps, no?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Isn't Disneyland more honest than a 'real' town full of identical chain stores?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'does this app work offline? im on a train and the signal keeps dropping',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Physicists say space might be made of tiny discrete units, like pixels. Would that count as evidence we're in a simulation?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'Plato, how did the prisoner who escaped know the outside was the real one and not just a bigger cave?',
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "My grandfather watches cable news all day and reacts to it like it's happening in his living room. Is he seeing the world, or a picture of the world someone made for him?",
    issue: 'media-events',
    form: 'paraphrase',
  },
  {
    text: 'Come on, simulation theory is just religion for tech bros. God with a keyboard.',
    issue: 'simulation-hypothesis',
    also: ['maker'],
    form: 'plain',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the difference between a copy and a simulacrum?",
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: "Baudrillard said the Gulf War did not take place. Isn't that insulting to the people who died in it?",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'The ancient Greek one: if you thought paintings were copies of copies, what would you make of AI-generated photos of people who never existed?',
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'i mean how would we even test it. like is there an actual experiment',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "If we're simulated, do the simulators owe us anything, the way we might owe something to characters in a game?",
    issue: 'maker',
    form: 'paraphrase',
  },
  {
    text: 'how do I tell if a designer handbag is real or a fake before I buy it secondhand',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My partner and I met in an online game and lived together in it for a year before meeting in person. Honestly, the game version of us was happier. Was that love less real?',
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  {
    text: "Is the mind the only thing that definitely isn't simulated?",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: "Mr Simulacra, you seem to enjoy the idea that nothing's real. Doesn't that get depressing?",
    issue: 'does-it-matter',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Why would some perfect idea be more real than the stuff I can touch every day?',
    issue: 'appearance-reality',
    also: ['copy-original'],
    form: 'plain',
  },
  {
    text: 'What is dark matter actually made of?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Money is just numbers on a screen now, and crypto is numbers about numbers. Is the economy the best example of a copy with no original?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'so you admit, Plato, that most people would rather stay in the cave?',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Do video game characters have any idea they're in a game, and could we be like them?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'anyone watched any good sci-fi shows lately? need something for tonight',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If we found proof tomorrow that it's all simulated, should we keep living the same way?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'Google Maps tells me where a caf\u00e9 is and I trust the blue dot more than the street in front of me. Is that what Baudrillard meant, or am I overthinking a phone app?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Do animals have free will, or are they just following instinct?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Plato, would you ban TikTok from your ideal republic the way you wanted to ban the poets?',
    issue: 'art-fiction',
    addresses: 'plato',
    form: 'named',
  },
];
