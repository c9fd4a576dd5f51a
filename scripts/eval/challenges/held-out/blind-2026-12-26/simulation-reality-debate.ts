// The blind set of 2026-12-26 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: "How would we even find out if we're in a simulation?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Plato, if I'm chained in your cave, how would I know the person dragging me out isn't just taking me to a bigger cave?",
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'My teenage son spends more hours in a VR game than outside, and he says his friends there are more real than the kids at school. Is he wrong?',
    issue: 'virtual-life',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'how do i take a screenshot on this thing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so baudrillard is basically saying instagram is more real than real life? ok that tracks',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Elon Musk once said the odds we're not in a simulation are one in billions. Is that a serious argument or just a tech guy's fantasy?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "If it's all simulated, does anything I do still matter morally?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'Mr Baudrillard, you said the Gulf War did not take place. Tell that to the people who were bombed.',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "What's a simulacrum, exactly? A copy of a copy?",
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: 'Is eating meat morally wrong?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Last week a video of a politician saying something awful went round my family group chat. It was a deepfake, but half my relatives still believe it. When fakes are that good, is there any original left to go back to?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'the greek one with the cave, does he think dreams count as shadows too',
    issue: 'dreaming',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Come on, Plato, your Forms are just another simulation: a perfect world nobody can see or test. How is that different from a computer running us?',
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'If someone built the simulation, are they basically God?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'Physicists say the universe might be made of information, maybe even grainy like pixels at the smallest scale. Does that count as evidence?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "what time is it in tokyo right now, my sister's landing there soon",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Jean, why do you say Disneyland exists to make the rest of America seem real?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Red pill or blue pill, Baudrillard? And is it true you didn't even like the Matrix films?",
    issue: 'escape',
    also: ['art-fiction'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'i keep getting deja vu lately. glitch in the matrix or just my brain being tired lol',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'Is a photo of a sunset less real than the sunset?',
    issue: 'copy-original',
    form: 'paraphrase',
  },
  {
    text: 'Plato thought paintings were copies of copies and bad for the soul. What would he make of AI art that copies nothing in particular?',
    issue: 'art-fiction',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'I work in marketing. We sell a lifestyle, not a product; the actual coffee barely matters next to the brand. Am I one of the people drawing the map that swallows the land?',
    issue: 'signs-consumption',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'How did the printing press change Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just pessimism. Real things still exist: my rent, my broken wrist, my mum. Doesn't pain prove the world is real?",
    issue: 'appearance-reality',
    form: 'paraphrase',
  },
  {
    text: 'Is the news we watch the world, or a show about the world?',
    issue: 'media-events',
    form: 'plain',
  },
  {
    text: "Plato, if someone escaped the cave today, wouldn't people online just call him a conspiracy theorist?",
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "to the French theorist: if there's no exit from the cave any more, why bother writing books telling us about it",
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "If I'm a brain in a vat, how would anything feel different?",
    issue: 'simulation-hypothesis',
    also: ['dreaming'],
    form: 'paraphrase',
  },
  {
    text: 'reality tv is scripted, dating profiles are filtered, even the food on my feed is fake. at what point do we stop calling it fake and just call it life',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'anyone seen a good film lately? need something for tonight',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Simulacra, should we be afraid of the metaverse, or is it just the cave with better graphics?',
    issue: 'virtual-life',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "But what about the philosopher who goes back down to free the others? Who gets to decide what's real for everyone else, Plato?",
    issue: 'puppeteers',
    also: ['escape'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Baudrilard, is a fake war on TV worse than a real one nobody films?',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Zhuangzi dreamed he was a butterfly and woke up unsure which one he was. Is that the same problem?',
    issue: 'dreaming',
    form: 'paraphrase',
  },
  {
    text: "What is dark matter, and why can't we detect it directly?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If this were a simulation, would it be wrong to try and hack it, Jean Baudrillard?',
    issue: 'does-it-matter',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "The ancient idealist thinks there's a truer world above ours. Doesn't that make him the first simulation theorist?",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'When I visit somewhere famous I take the exact photo everyone has already posted. Am I seeing the place or just ticking it off?',
    issue: 'signs-consumption',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'lol the shadow of my plant on the wall looks exactly like a cat',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why does it feel so comforting to think it might all be fake?',
    issue: 'does-it-matter',
    form: 'plain',
  },
];
