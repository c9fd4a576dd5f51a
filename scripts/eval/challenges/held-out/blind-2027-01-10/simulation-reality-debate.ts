// The blind set of 2027-01-10 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: "Is there any test that could show we're living in a simulation?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Elon Musk says the odds we're in base reality are one in billions. Plato, is he just describing your cave with better graphics?",
    issue: 'simulation-hypothesis',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'my whole instagram feed is filters on filters, at this point i dont even know what my friends faces look like. is that what baudrillard meant',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'If we are in a simulation, does my suffering still count?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'Do you know if the pharmacy on Main Street is open on Sundays?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Jean, you famously said the Gulf War did not take place. Would you say the same about the wars we watch on TikTok now?',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "What would it even mean to 'get out' of a simulation?",
    issue: 'escape',
    form: 'plain',
  },
  {
    text: 'Plato, you wanted to ban the poets from your city. Would you ban VR headsets too?',
    issue: 'art-fiction',
    also: ['virtual-life'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Question for the French guy: the Matrix people wanted you involved and you said they got you wrong. What did they get wrong?',
    issue: 'hyperreal',
    also: ['appearance-reality'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Is a copy of a painting any less real than the original?',
    issue: 'copy-original',
    form: 'plain',
  },
  {
    text: 'ok so if the guy who escapes the cave comes back and everyone laughs at him, hows that different from a conspiracy theorist yelling wake up sheeple',
    issue: 'escape',
    form: 'paraphrase',
  },
  {
    text: 'I took my kids to the fake Paris in Las Vegas and they said it was better than the real Paris we visited last year. Should I be worried, or is that just how the world works now?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'Was Napoleon a hero or a tyrant?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is the physical world just a copy of something more perfect, Plato? Where is this perfect circle of yours kept?',
    issue: 'appearance-reality',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Platon do you actually believe in the forms or was it a metaphor for teaching',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "that's just paranoia dressed up as philosophy, no? the table is real, i can knock on it",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'any good flight simulator games for a total beginner?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If a video game world felt exactly like this one, would there be any difference that matters?',
    issue: 'does-it-matter',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'Could God be the programmer?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "What's a simulacrum, in plain words?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'plain',
  },
  {
    text: "Money is just numbers on a screen now; I've never held most of my salary in my hands. Is money the best example of the map swallowing the land?",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: "Hey cave man, if the sun outside is the truth, what's the sun for someone who grew up online?",
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Is it wrong to break a promise if keeping it would hurt someone?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Physicists say there's a smallest possible length in the universe, like pixels on a screen. Does that make the simulation idea more likely?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "I'm a wedding photographer, and couples now want photos that look like other people's Pinterest weddings instead of their own day. Baudrillard, is the wedding even happening anymore, or only its picture?",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "So you admit, Baudrillard, there's no way out. Then why write books telling us about it?",
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'weather looks rough tonight, anyone else getting thunder?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is reality TV more real or less real than a scripted drama?',
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'Zhuangzi dreamed he was a butterfly and then wondered if he was a butterfly dreaming he was a man. Which of you would have the better answer for him?',
    issue: 'dreaming',
    form: 'paraphrase',
  },
  {
    text: 'would you take the red pill or the blue pill, honestly',
    issue: 'escape',
    form: 'paraphrase',
  },
  {
    text: "Jean Baudrillard, AI can now make photos of events that never happened. Is this the last stage of your simulacra, where the image doesn't even pretend to copy anything?",
    issue: 'hyperreal',
    also: ['copy-original', 'media-events'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "What's the difference between a virus and a bacterium?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'do my dreams count as a simulation too',
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: 'Should we even want the truth if the shadows are comfortable?',
    issue: 'escape',
    form: 'plain',
  },
  {
    text: 'Question for the ancient Greek: is the metaverse just a cave we built on purpose?',
    issue: 'virtual-life',
    also: ['puppeteers'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'The simulacra man once said Disneyland exists to make us believe the rest of America is real. Does fake news do the same job, making the other news look real by comparison?',
    issue: 'media-events',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'how do i turn on subtitles in this app',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Plato what did you mean the philosopher has to go back down into the cave, why would anyone do that',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'My grandfather has dementia and lives in a care home built like a 1950s village, fake bus stop and all. Is a kind simulation like that wrong?',
    issue: 'virtual-life',
    also: ['does-it-matter'],
    form: 'paraphrase',
  },
  {
    text: 'Should central banks keep raising interest rates to fight inflation?',
    issue: null,
    form: 'off-topic',
  },
];
