// The blind set of 2027-01-05 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: "Is there any test that could show we're living in a computer simulation?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Elon Musk said the odds we're in base reality are one in billions. Plato, would you agree with him or is that a different cave?",
    issue: 'simulation-hypothesis',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'baudrillard what does simulacra even mean in plain english',
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'lol my wifi is so bad right now this debate keeps freezing',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I spend about six hours a day on my phone. Honestly the feed feels more real to me than my own street. Is that what the French guy means?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "If it turned out we're in a simulation, would anything actually change about how I should live?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "Plato, who are the people carrying the puppets in the cave in today's world? Tech companies?",
    issue: 'puppeteers',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "My friend edits every photo before posting, and now she says she doesn't recognise herself in the mirror. Has the copy replaced the original for her?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "What's the strongest argument for or against the death penalty?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'so you admit, Jean, that if everything is fake, your own theory is just another fake too',
    issue: 'escape',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'what if the programmers are basically God, does that make simulation theory a religion',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "Why did Baudrillard say the Gulf War didn't take place? People actually died.",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "The ancient Greek thinks there's a real world of Forms behind everything. How could you know that if you've never left the cave yourself?",
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'does the app work on a tablet or just phones?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'When I take off my VR headset after an hour, the room feels like the fake one for a minute. Is that a sign of something?',
    issue: 'hyperreal',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'Would a simulated person feel pain for real? And if so, is it wrong to run simulations full of suffering?',
    issue: 'does-it-matter',
    also: ['maker'],
    form: 'plain',
  },
  {
    text: 'Mr Simulacra, is Disneyland more fake than the city around it, or less?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'ok but like if the simulation is perfect then whats the difference between it and reality. i mean why even care',
    issue: 'does-it-matter',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'Plato, in your story the freed prisoner goes back down and they want to kill him. Is that what happens to people who question the system today?',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'How did the Black Death change wages and labour in medieval Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Reality TV is scripted but sold as real. Are we watching shadows on purpose now?',
    issue: 'media-events',
    also: ['art-fiction'],
    form: 'paraphrase',
  },
  {
    text: 'Bodrillard, did you like The Matrix? I heard you said they got you wrong.',
    issue: 'art-fiction',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'AI can make a picture of a president doing anything. In ten years, will there be any way to know what really happened?',
    issue: 'media-events',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "Isn't the world of Forms just another simulation, one designed by philosophers?",
    issue: 'appearance-reality',
    also: ['copy-original'],
    form: 'plain',
  },
  {
    text: "what's a good map app for hiking, google keeps getting the trails wrong",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "come on, the table in front of me is solid, I can knock on it. Why isn't that enough?",
    issue: 'appearance-reality',
    form: 'paraphrase',
  },
  {
    text: 'The cave guy: if someone had only ever seen video games, would they even want to come out into the sun?',
    issue: 'escape',
    also: ['virtual-life'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Is a dream a kind of simulation? Sometimes mine feel more real than waking life.',
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: "I'm an architect and we now build digital twins of whole cities before the real ones go up. What happens when the model matters more than the city, Baudrillard?",
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Is it ethical to edit the genes of human embryos to prevent disease?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'glitches in the code?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'the 20th century French one said the map has swallowed the land. so is google maps more real than my neighbourhood now',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Are online friends less real than the ones I meet in person, Baudrillard?',
    issue: 'virtual-life',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Plato, what's the sun in your cave story supposed to stand for?",
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'ha this is more fun than the show I was going to watch tonight. brb grabbing snacks',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If everyone is an influencer performing their life, is there any authentic self left underneath, Jean Baudrillard?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'My grandfather has dementia and most days he lives in 1974, waiting for a bus that stopped running decades ago and asking after friends who have died. The nurses told us not to correct him because it only upsets him, so we play along. I keep wondering whether his world is any less real than mine, or whether mine is just a more popular version. Is it?',
    issue: 'appearance-reality',
    form: 'paraphrase',
  },
  {
    text: 'Is proportional representation better than first past the post?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Didn't Plato think art was a copy of a copy? Then what would he say about an AI copying art that copies art?",
    issue: 'copy-original',
    also: ['art-fiction'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'honestly whats the point of arguing about it, if its a simulation its a simulation',
    issue: 'does-it-matter',
    form: 'plain',
  },
];
