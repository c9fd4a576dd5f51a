// The blind set of 2027-01-09 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 92). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are we in a simulation? Like, really?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Plato, if the shadows are all we've ever seen, how would we even know to turn around?",
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Elon Musk said the odds we're in base reality are one in billions. Is that a real argument or just a billionaire saying something cool on stage?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'ok so if its a simulation who is running it and do they even care about us',
    issue: 'maker',
    also: ['puppeteers'],
    form: 'plain',
  },
  {
    text: 'is the map in this app broken? it keeps putting me in the wrong city',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Baudrillard, you said Disneyland is there to make the rest of America look real. What's our Disneyland now, Instagram?",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'I spend about six hours a day in VR for work, and sometimes when I take the headset off my kitchen feels less real than the virtual office. Should I be worried, or is that just what a cave feels like from the inside?',
    issue: 'virtual-life',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'What are the Forms, in plain English?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: "Does it even matter if it's a simulation, if the pain still hurts?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'The French guy says the map ate the territory. Come on, I still need to eat actual bread. How is that not real?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'How do antibiotics stop working? Is resistance really going to kill more people than cancer?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My dad saw a deepfake of a politician last week and refused to believe it was fake even after the news debunked it. If people can't tell copies from originals anymore, does the original still matter at all?",
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'plato do you think a simulated person has a soul',
    issue: 'copy-original',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Isn't the Matrix basically your cave with better special effects?",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Jean, I read that you actually disliked The Matrix and said they got you wrong. What did they miss?',
    issue: 'hyperreal',
    also: ['art-fiction'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'i mean dreams feel totally real while youre in them so how do i know im not dreaming right now',
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: 'lol my cat just walked across the keyboard, ignore that',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Physicists say space might have a smallest unit, the Planck length. Isn't that basically a pixel? Would that count as evidence, old man from Athens?",
    issue: 'simulation-hypothesis',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "If we're simulated, is the programmer God? And doesn't that make the simulation argument just religion for nerds?",
    issue: 'maker',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: "Wait, Baudrillard, if you can't point to a single thing that isn't a simulation, then the word means nothing, right?",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Would it be wrong to build a simulation with conscious beings in it who can suffer?',
    issue: 'does-it-matter',
    also: ['maker'],
    form: 'plain',
  },
  {
    text: "What's the strongest economic case for and against a universal basic income?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I work in marketing. Half my job is making photos of burgers that look nothing like the burger you actually get. Sometimes I wonder if people prefer the photo. Is that what hyperreality means?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: 'Why would the real world be the one beyond the senses? Everything I know came in through my eyes.',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: "The idealist guy thinks there's a perfect chair somewhere. Where? In heaven? In my head? In IKEA?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Is the Gulf War thing a joke? You seriously wrote that it did not take place?',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'what happens when you die in a simulation, do you just respawn',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'where can i get copies printed near the central station, my printer just died',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My kids are growing up with AI-generated pictures everywhere; half the cat videos they watch are fake. Will they even care what's real, or is that just an old person's worry, Mr Baudrillard?",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Hey Mr Cave, if the prisoners were happy, why drag them out into the light? Isn't that kind of cruel?",
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "Can maths prove we're not in a simulation, Plato?",
    issue: 'simulation-hypothesis',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Was the Treaty of Versailles really the main cause of World War II?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Suppose tomorrow the sky flickers and everyone on earth sees it. Would you two finally agree on something, or would one of you call the glitch part of the show?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "Platon, what's the sun in your story supposed to be? The Good? God? Science?",
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Reality TV, influencers pretending to be 'authentic', filters on every face. Has the copy already won, or is this a phase like powdered wigs?",
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'what time does this debate end? i have a train at 6',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'question for the simulacra guy: is deja vu a glitch in the matrix or just my brain lagging',
    issue: 'simulation-hypothesis',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Descartes worried an evil demon could fake everything. How is a simulation any different from that?',
    issue: 'simulation-hypothesis',
    also: ['dreaming'],
    form: 'paraphrase',
  },
  {
    text: "If the whole world is fake, is my love for my wife fake too? Because it doesn't feel fake, Plato.",
    issue: 'does-it-matter',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'How close are we to nuclear fusion power plants that actually put electricity on the grid?',
    issue: null,
    form: 'off-topic',
  },
];
