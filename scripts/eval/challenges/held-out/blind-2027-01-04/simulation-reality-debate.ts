// The blind set of 2027-01-04 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: "If we're in a simulation, who's running it?",
    issue: 'maker',
    also: ['puppeteers'],
    form: 'plain',
  },
  {
    text: "Elon Musk said the odds we're in base reality are one in billions. Plato, is he right, or is he just staring at a fancier wall?",
    issue: 'simulation-hypothesis',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'baudrillard ok but the matrix movie literally had your book in it, did you like it or hate it',
    issue: 'art-fiction',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Does it matter if it's a simulation, if my coffee still tastes like coffee?",
    issue: 'does-it-matter',
    form: 'paraphrase',
  },
  {
    text: 'Last year I fell for a deepfake video of a politician saying something awful. I shared it before anyone told me. Jean, is that what you mean by the copy replacing the original?',
    issue: 'hyperreal',
    also: ['media-events'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Can't we test it? Look for glitches in physics or something?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'is it going to rain this weekend or should i book the barbecue',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Plato, if the Forms are the real thing, is a perfect circle more real than my actual round table?',
    issue: 'copy-original',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'My kid thinks the Minecraft villagers are alive and gets genuinely sad when they die. At what point does a simulation deserve to be treated as real?',
    issue: 'does-it-matter',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'so you admit nobody ever actually got out of the cave, its just a story',
    issue: 'escape',
    form: 'plain',
  },
  {
    text: 'The Greek guy with the cave, what would he make of VR headsets?',
    issue: 'virtual-life',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "Why did Baudrillard say the Gulf War didn't take place? Wasn't that insulting to the people who died?",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "What's the best way to get rid of fruit flies in the kitchen?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "i mean if everythings hyperreal now how would we even know we'd lost the real. like would it feel different",
    issue: 'hyperreal',
    form: 'plain',
  },
  {
    text: "If God made the world, isn't that already a kind of simulation with a programmer?",
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'Is a dream a simulation?',
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: 'Disneyland, Las Vegas, Instagram filters. Which one is the worst fake, Baudrillard?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Come on, Plato, your 'real' world of Forms sounds way more like a simulation than this one does.",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'How did the printing press change Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The French theorist seems to think there's no original left at all. But my mum is not a copy of anything, surely?",
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "Does it change morality? If it's all code, is hurting someone still wrong?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'ok so brain in a vat vs the cave, same thing or not',
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'My friend works on AI image generators. She says soon no photo will prove anything. Does that make the whole world a simulation in practice, even if physics is real?',
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: "Can the maths of the universe tell us whether it's made of code, Plato?",
    issue: 'simulation-hypothesis',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Is there a simulation mode in this app where I can practise first?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Platon, in your cave the prisoners are chained. In ours we chose the screens ourselves. Does that make us worse off?',
    issue: 'escape',
    also: ['puppeteers'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Mr Simulacra, is a map that covers the whole land even possible, or is that a metaphor I'm missing?",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'What caused the extinction of the dinosaurs, the asteroid alone?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just a fancy way of saying people like TV, isn't it",
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'plain',
  },
  {
    text: "Reality TV shows are scripted but everyone calls them reality. Is that exactly the kind of thing Baudrillard's on about?",
    issue: 'hyperreal',
    also: ['media-events'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'To the idealist: if the simulation has suffering in it, are the people who built it evil?',
    issue: 'maker',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'lol my cat just walked across the keyboard sorry',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'But what about the guy who escapes the cave and comes back, and everyone laughs at him? Is that about conspiracy theorists too?',
    issue: 'escape',
    form: 'paraphrase',
  },
  {
    text: "Baudrilard, could we ever build a simulation with people inside who think they're real?",
    issue: 'simulation-hypothesis',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Is it fair that rich countries pay so little to poorer ones for climate damage?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The ancient Athenian and the postmodern Parisian: do you two actually disagree, or are you both just saying 'don't trust what you see'?",
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: "What's a simulacrum, in normal words?",
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: "Which is more real, my Instagram profile or me? People who've only met me online would probably say the profile.",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'Jean Baudrillard, did you ever want the real back, or were you fine with it being gone?',
    issue: 'hyperreal',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Was Athenian democracy really democratic if women and slaves couldn't vote?",
    issue: null,
    form: 'off-topic',
  },
];
