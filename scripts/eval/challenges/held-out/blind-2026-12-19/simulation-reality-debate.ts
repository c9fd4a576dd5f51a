// The blind set of 2026-12-19 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 85). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'If we were in a simulation, would there be any way to tell from the inside?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'Plato, in your cave the prisoners only see shadows. Who are the puppet-handlers today, the tech companies?',
    issue: 'puppeteers',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Baudrillard, is it true you said The Matrix got your ideas wrong?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'does this app work offline? my train goes through a tunnel',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "There's that argument that if civilisations can run ancestor simulations, most minds like ours would be simulated ones. Does the reasoning actually hold up?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "my little brother says if we're in a sim nothing matters so he can skip homework. how do i argue with that lol",
    issue: 'does-it-matter',
    form: 'paraphrase',
  },
  {
    text: 'Strawberry-flavoured sweets taste nothing like strawberries, yet kids prefer them. Is that what you mean by copies beating the originals?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "Mr Cave, if someone dragged me out into the sunlight tomorrow, why should I trust that's not just another wall?",
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "Does it even matter whether it's a simulation if the pain feels real, Plato?",
    issue: 'does-it-matter',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'How did the ancient Egyptians build the pyramids without modern machines?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I work in visual effects. Last year we made an actor look thirty years younger and nobody could tell. At what point does the fake face become the real one for the audience?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'Jean, you wrote that the Gulf War did not take place. People actually died. How is that not offensive?',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'so you admit the forms are just as invisible as the programmer, right? same idea different century',
    issue: 'appearance-reality',
    also: ['maker'],
    form: 'plain',
  },
  {
    text: 'Would a simulated person have rights? I genuinely feel bad for NPCs sometimes.',
    issue: 'does-it-matter',
    also: ['virtual-life'],
    form: 'plain',
  },
  {
    text: 'the ancient greek one - what are these forms actually made of',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'what time does this debate end, I have to pick up my kid',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If a God made the world, isn't that already a kind of simulation?",
    issue: 'maker',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'Disneyland is fake on purpose. Is the real trick that it makes everything outside look real?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: "I scroll past AI-generated photos every day and half the time I can't tell. Is the line between real and fake disappearing, or just our ability to see it?",
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'Platon, is learning really just remembering what the soul already knew?',
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Question for the Idealist: if physics says there's a smallest possible length, does that mean the universe is made of pixels?",
    issue: 'simulation-hypothesis',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "ok but if it's a simulation who's running it and why would they pick my boring life",
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "Reality shows are scripted and everyone knows it, but people still cry watching them. Baudrillard, isn't that your whole argument in one genre?",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "What would the philosopher-king do if he went back into the cave and everyone just called him crazy? Isn't that what happens to anyone who says the world is fake?",
    issue: 'escape',
    form: 'paraphrase',
  },
  {
    text: "For the French theorist of fakes: is money just a simulation too, now that it's only numbers on a screen?",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'brb, charger',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's a cop-out, saying there's no exit. If you can't leave, what's the point of knowing?",
    issue: 'escape',
    form: 'plain',
  },
  {
    text: "Some mornings after a bad night everything feels unreal, like I'm watching myself from outside. My doctor called it derealisation. Is that the closest anyone gets to seeing through the simulation?",
    issue: 'escape',
    form: 'paraphrase',
  },
  {
    text: 'Is a perfect copy of the Mona Lisa worth less than the original? Why?',
    issue: 'copy-original',
    form: 'paraphrase',
  },
  {
    text: "Baudrilard, when google maps says a street is closed but it's clearly open in front of me, which one do I believe",
    issue: 'media-events',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'How close are we to working fusion power?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'plato what if the sun outside the cave is just a bigger lamp',
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Is a dream less real than waking life, or just shorter?',
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: "Elon Musk says the odds we're in base reality are one in billions. Should I take that seriously or is it just a billionaire bored on a Tuesday?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'Is anyone else getting an echo? I can hear myself twice',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If I found out tomorrow this was all a game, would my love for my kids be fake?',
    issue: 'does-it-matter',
    form: 'paraphrase',
  },
  {
    text: 'Come on Plato, you think a perfect triangle is more real than my kitchen table? I can eat off the table.',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Theme restaurants, filtered selfies, a replica Paris in Las Vegas. When did we start preferring the copy?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'Is there a real difference between morality and etiquette, or is it all convention?',
    issue: null,
    form: 'off-topic',
  },
];
