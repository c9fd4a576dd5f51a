// The blind set of 2026-12-17 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  { text: 'Are we living in a computer simulation?', issue: 'simulation-hypothesis', form: 'plain' },
  {
    text: 'Plato, if the prisoners in the cave are happy watching shadows, why drag them outside?',
    issue: 'escape',
    also: ['virtual-life'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "ok so elon musk said the odds we're in base reality are like one in billions. is that a real argument or just a vibe",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  { text: 'can you turn the volume up a bit', issue: null, form: 'off-topic' },
  {
    text: 'My daughter spends more time in her VR headset than in our living room. She says the worlds in there feel more real to her than school does. Is she wrong?',
    issue: 'virtual-life',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "Baudrillard, didn't you say the Matrix films got your ideas completely wrong?",
    issue: 'hyperreal',
    also: ['appearance-reality'],
    addresses: 'baudrillard',
    form: 'named',
  },
  { text: "If it is a simulation, who's running it?", issue: 'maker', also: ['puppeteers'], form: 'plain' },
  {
    text: "How would we even test whether we're simulated? Look for glitches?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  { text: 'Should billionaires pay a wealth tax?', issue: null, form: 'off-topic' },
  {
    text: 'my instagram looks better than my actual life. like which one is the real me at this point',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: 'Question for the Frenchman: what do you mean the map swallowed the land? the mountains are still there',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Plato, are your Forms basically the source code of the universe?',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "So you admit there's no way out of the cave, Jean? Then why bother writing books about it?",
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'named',
  },
  { text: 'any good flight simulator games for a total beginner?', issue: null, form: 'off-topic' },
  {
    text: "Does it even matter if it's a simulation, if the pain still hurts?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "I work in marketing. Half my job is selling a lifestyle that doesn't exist to people who know it doesn't exist, and they buy it anyway. Is that what hyperreality means?",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: 'If the people inside a simulation can suffer, would it be wrong to switch it off?',
    issue: 'does-it-matter',
    form: 'paraphrase',
  },
  {
    text: 'baudrilard you said the gulf war didnt take place. tell that to the people who got bombed??',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  { text: 'What is dark matter actually made of?', issue: null, form: 'off-topic' },
  {
    text: "Physicists keep saying the universe seems to run on mathematics. Does that point to Plato's Forms or to a programmer?",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    form: 'paraphrase',
  },
  { text: "What's the difference between a copy and a fake?", issue: 'copy-original', form: 'plain' },
  {
    text: "Whenever I get déjà vu my friends joke it's a glitch in the Matrix. Is there anything serious behind the joke?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "the greek guy thinks there's a brighter world behind this one. isn't that just heaven with extra steps",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  { text: 'hold on, dog needs walking', issue: null, form: 'off-topic' },
  {
    text: "Mr Cave, how do you know the sunlight outside isn't just another, fancier shadow?",
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "AI can already make a photo of a 'historic event' that never happened. In twenty years will anyone care which pictures are real?",
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'Disneyland is fake, sure, but why would that make the rest of America fake?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  { text: "If we're all just NPCs, is there any point trying?", issue: 'does-it-matter', form: 'paraphrase' },
  { text: 'Was the Treaty of Versailles to blame for the Second World War?', issue: null, form: 'off-topic' },
  {
    text: "That's just paranoia dressed up as philosophy, isn't it?",
    issue: 'simulation-hypothesis',
    also: ['puppeteers'],
    form: 'plain',
  },
  {
    text: 'My friend went to Las Vegas, saw the fake Venice and the fake Eiffel Tower, and said it was better than the real ones because it was cleaner. Should that worry me?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'plato didnt you also say paintings are a copy of a copy. so a movie about a simulation is like what, four steps from reality',
    issue: 'art-fiction',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'named',
  },
  { text: 'Is the news we watch reality, or a show about reality?', issue: 'media-events', form: 'plain' },
  { text: 'what time is it in Paris right now', issue: null, form: 'off-topic' },
  {
    text: 'Could dreams be a kind of simulation our own brains run every night?',
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: 'Jean, is money real? My salary is just numbers on a screen that I never touch.',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'If someone offered you a pill to live forever in a perfect simulated world, would you take it?',
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  { text: 'Do animals have moral rights?', issue: null, form: 'off-topic' },
  {
    text: 'how do i know the people around me are actually conscious and not just background characters',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'Can we ever get back to the real thing, or has the copy won for good?',
    issue: 'escape',
    also: ['hyperreal'],
    form: 'plain',
  },
];
