// The blind set of 2027-01-11 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are we living in a simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Plato, if we're all chained up in the cave, how did you get out to tell us?",
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Any good cave tours near Lisbon? Heading there next month.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "so elon musk said the odds we're NOT in a simulation are like one in billions. is he just trolling",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'Bostrom argues that if advanced civilizations run lots of ancestor simulations, simulated minds would vastly outnumber real ones. Baudrillard, would you even care whether a base reality exists?',
    issue: 'hyperreal',
    also: ['appearance-reality'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "If it's a simulation, does anything I do still matter?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "I spend four hours a day in a VR game where I have friends, a job and a house. My mum says it's not real life. Who's right?",
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  {
    text: 'Baudrillard, I heard you hated The Matrix even though it quoted your book. Why?',
    issue: 'hyperreal',
    also: ['art-fiction'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'The French guy says Disneyland exists to make the rest of America look real. What is that supposed to mean?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'what would even count as proof either way? like a glitch?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Every photo on my feed is filtered, every face edited. My little sister thinks real skin doesn't have pores. Is that what a simulacrum is?",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: 'Platon, what are the Forms exactly, and where are they kept?',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'come on, a chair is a chair. why do I need a perfect chair in some other world to explain it',
    issue: 'appearance-reality',
    also: ['copy-original'],
    form: 'plain',
  },
  {
    text: 'brb grabbing a coffee',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't simulation theory just religion for tech people, with a programmer instead of God?",
    issue: 'maker',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'If someone simulated my brain perfectly, would the copy be me?',
    issue: 'copy-original',
    form: 'paraphrase',
  },
  {
    text: "the ancient greek one: what happens to the prisoner who goes back into the cave? don't the others kill him?",
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Before every election now there are deepfake videos of the candidates. If nobody can tell the fake from the real, does the difference still exist?',
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'Jean, did the Gulf War really not take place? My uncle was there.',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Is the sun in the cave story supposed to be God?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: 'ok so if the map ate the territory where do i actually live, on the map??',
    issue: 'hyperreal',
    form: 'plain',
  },
  {
    text: 'My grandfather says the news was real back when there were three TV channels. Was it, or was it just a smaller simulation?',
    issue: 'media-events',
    form: 'paraphrase',
  },
  {
    text: 'plato wants us to leave the cave but what if outside is just a bigger cave',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Physicists say space might come in tiny units at the Planck scale. Isn't that exactly what pixels in a simulation would look like?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'I would happily plug into a machine that gave me a perfect life forever. Is that wrong, Plato?',
    issue: 'virtual-life',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Idealist seems to think the real stuff is invisible and the stuff we see is fake. Isn't that backwards?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "Is money a simulation? It's just numbers on a screen now.",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: "that's just paranoia dressed up as philosophy, baudrillard",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'When I talk to this app, am I talking to Plato or to a copy of a copy of Plato? Be honest.',
    issue: 'copy-original',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'What caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "It's snowing here, first time in years!",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do dreams prove we can be fooled about everything?',
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: 'My fiancé and I met on a dating app, and honestly his profile was more impressive than he is. We love each other anyway. So which one did I fall for, Baudrillard, the profile or the man?',
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'How do bacteria become resistant to antibiotics?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is lying to spare a friend's feelings ever morally okay?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Hyperreality, is there anything left that isn't fake?",
    issue: 'hyperreal',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Would it be wrong for us to build simulated worlds full of people who can suffer?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'Is the app available in Spanish? My mum wants to try it.',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Could education ever get people out of the cave, or do most of us just prefer the shadows?',
    issue: 'escape',
    form: 'plain',
  },
];
