// The blind set of 2027-01-13 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'If we were in a simulation, would there be any way to find out from the inside?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Plato, if someone dragged me out of the cave today, where would the sun be? Like, what's the actual real thing now?",
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'i literally just watched the matrix again lol. baudrillard did u like that movie or did it annoy you',
    issue: 'art-fiction',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "My grandmother keeps sharing AI-generated videos of animals rescuing babies and she believes every one. When she can't tell fake from real anymore, does the real even matter to her?",
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: "what's a good quick dinner, I've only got eggs and spinach",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does it make a difference morally if my pain is simulated, as long as it hurts?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "Elon Musk says the odds we're in base reality are one in billions. Is that a philosophical argument or just a guy who likes video games?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "Did the Industrial Revolution make ordinary people's lives better or worse?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Mr Simulacra, why do you keep picking on Disneyland? It's a theme park, everyone knows it's pretend.",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "I work in VR design. My testers forget after twenty minutes that they're wearing a headset, and some get weirdly sad when they take it off. Are we building caves or exits?",
    issue: 'virtual-life',
    also: ['escape'],
    form: 'paraphrase',
  },
  {
    text: "so basically you're saying the forms are the real server and we're just the rendered graphics, plato?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Why did the Roman Republic turn into an empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Baudrillard, you wrote that the Gulf War did not take place. People died. How is that not offensive?',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "ok but if the copies replaced the originals, what's the original of a selfie with three filters on it",
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'Who would be running the simulation, and would that make them a kind of god?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "that's just Descartes' evil demon with a new haircut",
    issue: 'simulation-hypothesis',
    also: ['puppeteers'],
    form: 'plain',
  },
  {
    text: 'is there a dark mode on this thing? my eyes hurt',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The Idealist: why should I trust that something more real exists, when all anyone ever shows me is more shadows?',
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "My son says nothing matters because it's all a simulation anyway, and he's stopped doing his homework. How do I argue with a 14-year-old about this?",
    issue: 'does-it-matter',
    form: 'paraphrase',
  },
  {
    text: "Does the universe look like it's made of pixels? I heard there's a smallest possible length in physics.",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Jean, if everything is simulation, isn't your own theory a simulation too?",
    issue: 'hyperreal',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'come on Plato, you kicked the poets out for making imitations, but your whole cave thing is a made up story. bit hypocritical no?',
    issue: 'art-fiction',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Can you explain how mRNA vaccines actually work?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is money real, or is it a simulation we all agreed to?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'plain',
  },
  {
    text: 'I went to Las Vegas and saw a fake Eiffel Tower, a fake Venice and a fake New York. Honestly the canals were cleaner than the real ones. Is that what hyperreality means?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "What about dreams, Mr Cave Man? Every night I'm sure they're real until I wake up.",
    issue: 'dreaming',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'the greek one keeps saying turn around, but what if behind me is just another screen',
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'When I talk to an AI like the ones in this app, am I talking to a shadow of a shadow, Monsieur Baudrillard?',
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "hold on someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Honestly, would either of you prefer a perfect simulation to a messy real life? Because on a bad Monday I might.',
    issue: 'virtual-life',
    form: 'plain',
  },
  {
    text: 'If reality is a simulation, are my childhood memories any less mine?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "Platon, what happens to the prisoner who goes back down to tell the others and they laugh at him? Because that's me at every family dinner when I bring this stuff up.",
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Is it democratic for unelected judges to strike down laws passed by parliament?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Reality TV is scripted, everyone knows it, and we still cry when someone gets voted off. Why does the fake move us more than the news?',
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'but what about maths? a triangle in a simulation is still a triangle. doesnt that prove plato right',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: 'What is a simulacrum, in plain words?',
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: "So you admit, Baudrillard, there's no way back to the real. Then why write books warning us about it?",
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "is there a flight simulator game you'd recommend for a total beginner?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Tourists now look at the Mona Lisa through their phone screens instead of at the painting. Has the picture of the painting become more real than the painting?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'are we living in a simulation yes or no',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
];
