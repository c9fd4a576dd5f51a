// The blind set of 2026-12-18 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 84). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'How would we even know if we were in a simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Plato, if someone dragged you out of your cave today, would you recognise the sun or think it's a giant LED screen?",
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Baudrillard, is Instagram the thing you were warning us about?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'I spent a whole holiday photographing the Eiffel Tower and barely looked at it. Back home the photos felt more real than my memory of being there. What happened to me?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'is there a dark mode? the light from this screen is killing my eyes',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "elon musk said the odds we're in base reality are like one in billions is he just trolling",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  { text: "What's a simulacrum? Like, a copy?", issue: 'copy-original', also: ['hyperreal'], form: 'plain' },
  {
    text: "The ancient Greek keeps saying there's a truer world behind this one. Where exactly is it?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'If it is a simulation, does anything we do still matter, Baudrillard?',
    issue: 'does-it-matter',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "My grandmother can't tell AI-generated videos from real ones anymore. Honestly, sometimes neither can I. Are we past the point where 'real' means anything?",
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'How did the Black Death change the way Europeans thought about work and wages?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Jean, you said the Gulf War did not take place. Tell that to the people who were bombed.',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "So you admit, Plato, that you can't prove the Forms exist either? Then how is your world any less of a story?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Is The Matrix basically Plato's cave with better special effects?",
    issue: 'simulation-hypothesis',
    also: ['appearance-reality'],
    form: 'paraphrase',
  },
  {
    text: 'ok so i play VR like 6 hours a day and sometimes when i take the headset off my room looks fake. is that normal or am i broken',
    issue: 'virtual-life',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'Why did Plato distrust painters and poets so much?',
    issue: 'art-fiction',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Could whoever's running the simulation be what we used to call God?",
    issue: 'maker',
    form: 'plain',
  },
  { text: "what's the weather like in athens in may, thinking of going", issue: null, form: 'off-topic' },
  {
    text: 'The French theorist said Disneyland exists to make us believe the rest of America is real. Is that still true?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'but what about pain? if i stub my toe it hurts. simulation or not thats real to me',
    issue: 'does-it-matter',
    also: ['appearance-reality'],
    form: 'plain',
  },
  {
    text: "I read that physics has a smallest possible length. Isn't that just like the pixels in a video game?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'Question for the Idealist: if a simulated person can suffer, would running one be cruel?',
    issue: 'does-it-matter',
    also: ['maker'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "My friend is dating someone she has only ever met through a screen, and she says it's the most real relationship she's ever had. Who's to say she's wrong?",
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  { text: 'Is eating meat morally wrong if the animal had a good life?', issue: null, form: 'off-topic' },
  {
    text: 'Am I even talking to Plato right now, or to a copy of a copy of him?',
    issue: 'copy-original',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'platos cave but the shadows are tiktok',
    issue: 'media-events',
    also: ['puppeteers'],
    form: 'paraphrase',
  },
  {
    text: 'Come on, Baudrillard, all this talk about maps and territories sounds clever, but what does it change when I pay my bills?',
    issue: 'does-it-matter',
    addresses: 'baudrillard',
    form: 'named',
  },
  { text: 'Do dreams prove anything about whether this world is fake?', issue: 'dreaming', form: 'plain' },
  {
    text: 'Everyone knows reality TV is scripted, and we watch it anyway. Why?',
    issue: 'hyperreal',
    also: ['art-fiction'],
    form: 'paraphrase',
  },
  { text: 'my internet keeps lagging, is it me or the app', issue: null, form: 'off-topic' },
  {
    text: 'Is maths the code the universe runs on, or just something we made up to describe it?',
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'Would you take the red pill or the blue pill, Plato?',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Mr Forms says the real chair is an idea. I'm sitting on this one right now and it seems pretty real.",
    issue: 'appearance-reality',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'If a deepfake of the president declared war and everyone believed it, would that war be real?',
    issue: 'media-events',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "What's the actual difference between weather and climate change?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Jean Baudrilard, do people prefer the copy because it's simply better than the original?",
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Las Vegas has a fake Venice and a fake Paris and some people like them more than the real ones. Is that our future?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  { text: 'hold on gotta feed the dog', issue: null, form: 'off-topic' },
  {
    text: 'Why does it matter whether the world is real, if it feels real?',
    issue: 'does-it-matter',
    also: ['virtual-life'],
    form: 'plain',
  },
  {
    text: 'Why did the Renaissance start in Florence and not somewhere else?',
    issue: null,
    form: 'off-topic',
  },
];
