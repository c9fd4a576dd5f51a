// The blind set of 2026-12-24 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 87). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: "Is there any way to test whether we're in a simulation?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Elon Musk said the odds we're living in base reality are like one in billions. Is he onto something or just high on sci-fi?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'I need a good flight simulator game for PC, any recommendations?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Plato, if someone dragged me out of the cave today, what would I actually see? Like what is the sun supposed to be in your story?',
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Baudrillard, The Matrix was apparently inspired by your book and you didn't like the film. Why not?",
    issue: 'hyperreal',
    also: ['art-fiction'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'my instagram feed is all filtered faces and fake vacations and honestly i compare myself to it every day. is that the simulation??',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: "If it turned out we're simulated, would anything I care about actually change?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'The French guy keeps saying the map swallowed the land. Can someone translate that into normal words?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Is it fair that some billionaires pay a lower tax rate than nurses?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Last summer I visited a 'traditional' Italian village that turned out to be rebuilt for tourists, while the real village nearby was half empty. Which one is more real now?",
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "What's a simulacrum?",
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: "I've been using a VR headset a lot and sometimes when I take it off the room feels less real than the game. Should I be worried?",
    issue: 'virtual-life',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'so you admit plato that you never actually saw one of your Forms yourself? then how do you know they exist',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'what time does this debate end? i have to pick up my son at 5',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "A deepfake video of a politician went viral last week and millions believed it. Even after it was debunked people said 'well, it's the kind of thing he'd say'. Has truth stopped mattering?",
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'Is a dream a kind of simulation?',
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: 'If someone programmed us, are they basically God?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'jean you said the gulf war did not take place. come on, people died',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Physicists say there's a smallest possible length in the universe, kind of like pixels. Is that evidence we're running on a computer?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'How did the Black Death change European society?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would it be wrong to hurt a character in a simulation if it could feel pain?',
    issue: 'does-it-matter',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'The ancient Greek with the cave story: does he think everyone can get out, or only philosophers?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "My grandmother has dementia and lives in a world that isn't really there anymore. We play along because it keeps her calm. Are we being kind, or keeping her in a cave?",
    issue: 'escape',
    form: 'paraphrase',
  },
  {
    text: "Is money a simulation? It's just numbers on a screen.",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: 'lol the moderator sounds exactly like my old geography teacher',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Baudrillard, why is Disneyland such a big deal to you?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "how would a simulated person even know theyre simulated, like an NPC figuring out it's in a game",
    issue: 'simulation-hypothesis',
    also: ['dreaming'],
    form: 'paraphrase',
  },
  {
    text: "Reality TV is scripted, everyone knows it's scripted, and we still watch like it's real. What does that say about us?",
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: "AI can now generate photos of people who never existed. If I can't tell the difference, does the difference still exist?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'Why does time run slower near a massive object like a black hole?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Plato, why should the light behind me be more real than what I can touch? That's just faith dressed up as philosophy.",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "But what about pain? If I stub my toe it hurts no matter who's running the server.",
    issue: 'does-it-matter',
    form: 'paraphrase',
  },
  {
    text: "Election campaigns feel like they're about the image of the candidate, not anything they'll actually do. Is politics a simulation too?",
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'If my memories could be fake, how do I know I even existed yesterday?',
    issue: 'dreaming',
    also: ['appearance-reality'],
    form: 'plain',
  },
  {
    text: 'Our kids have more friends online than offline. Are those friendships less real?',
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  {
    text: 'brb coffee',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mister Platoe what would you make of the metaverse',
    issue: 'virtual-life',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Is it better to know the truth and be miserable, or stay in a comfortable illusion?',
    issue: 'escape',
    form: 'plain',
  },
  {
    text: "Is it morally acceptable to break a promise if it saves someone's life?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The sociologist from Paris seems to say there's no way out at all. Isn't that just giving up?",
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'epithet',
  },
];
