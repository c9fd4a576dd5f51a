// The blind set of 2026-12-25 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: "Is there any test that could prove we're in a simulation, even in principle?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Nick Bostrom says if civilizations can run ancestor simulations, we're almost certainly living in one. Does your cave agree with that math, Plato?",
    issue: 'simulation-hypothesis',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'what time does this debate end, i have a bus at 6',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Baudrillard, you didn't like The Matrix, did you? Why, when it's basically your book on screen?",
    issue: 'hyperreal',
    also: ['art-fiction'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'if its a simulation does anything i do actually matter',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "I edit photos for an influencer agency. Nobody has seen this girl's unfiltered face in two years, maybe not even her. Which one is the real her now?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "So the Greek says there's a true world behind the copies. But how would anyone still in the cave ever know that?",
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Who would even build a simulation with this much suffering in it?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'Jean, what did you mean when you said the Gulf War did not take place? People actually died.',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Plato, are the Forms basically the source code?',
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'anyone know a good place to buy a proper paper map of crete for hiking',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Deepfake videos of politicians are everywhere now. If nobody can tell the real speech from the fake, does the original even count anymore?',
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "come on, that's just a fancy way of saying people watch too much TV",
    issue: 'media-events',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: 'My son spends six hours a day in a VR game and says his friends there are more real than the ones at school. Am I supposed to drag him out of the cave, or is he right?',
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  {
    text: 'What caused the 2008 financial crisis, in simple terms?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Disneyland feels fake to me, but so does my town's main street now with all the chain shops. Is that what the French simulacra guy means?",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "Is a dream a kind of simulation? How do I know I'm not dreaming right now?",
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: 'Plado why should the guy who escaped the cave go back down, wouldnt they just kill him',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Physicists talk about the universe having a smallest possible length, like a pixel. Is that evidence for a simulation or just a cool metaphor?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "Baudrillard, if the map swallowed the land, is there anything left that isn't fake? Love? Pain?",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'my wifi keeps cutting out so sorry if I repeat myself',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is money even real? It's just numbers on a screen that we all agree to believe in.",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: "Elon Musk said the odds we're in base reality are one in billions. Should anyone take that seriously?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "Isn't religion just the original simulation theory, with God as the programmer?",
    issue: 'maker',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: "So Socrates's student thinks artists are copying copies. Does that put every Netflix show three steps away from the truth?",
    issue: 'art-fiction',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'What did Kant mean by the categorical imperative?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean ok the world is fake whatever but then who am i inside it',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "But what about science? Doesn't it show the physical world is real by predicting it so well?",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'When I travel I spend more time photographing the Eiffel Tower than actually looking at it. Am I even seeing it, or just collecting the picture of it?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: 'How do black holes actually form?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are AI-generated images the final stage, a copy with no original at all, Baudrillard?',
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Nozick's experience machine: would you plug in, Plato? And why not, if it feels better than real life?",
    issue: 'virtual-life',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'lol brb, cat just knocked my coffee off the desk',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If we are simulated, could whoever runs it just switch us off tomorrow?',
    issue: 'puppeteers',
    also: ['maker'],
    form: 'plain',
  },
  {
    text: 'Bodrillard ur basically saying the news is a show and not reality right? so how do i know anything that happens in the world',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Reality TV is scripted, everyone knows it, and we still cry at it. What's going on there?",
    issue: 'hyperreal',
    also: ['art-fiction'],
    form: 'paraphrase',
  },
  {
    text: 'Would it be wrong for us to build simulated beings who might suffer, like sims in a game that turn out to be conscious?',
    issue: 'maker',
    also: ['does-it-matter'],
    form: 'paraphrase',
  },
  {
    text: 'Is capital punishment ever morally justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Zhuangzi dreamt he was a butterfly and woke up unsure which one he was. Is that the same worry as the cave guy's, or a different one?",
    issue: 'dreaming',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "So you admit we can never fully leave our senses behind. Then why trust the one philosopher who claims he's seen the sun?",
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
];
