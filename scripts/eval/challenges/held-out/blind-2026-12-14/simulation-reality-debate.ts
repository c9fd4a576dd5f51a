// The blind set of 2026-12-14 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 82). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'How would we even know if we were living in a simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Plato, if the cave is a simulation, who built the fire and who's carrying the puppets?",
    issue: 'puppeteers',
    also: ['maker'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "so theres this argument that if civilisations can run simulations then odds are we're in one. is that real logic or just nerd math",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'my screen keeps freezing every few seconds, is that the app or my wifi?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Baudrillard, you said the Matrix got you wrong. What did the movie miss?',
    issue: 'hyperreal',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Last week I saw a video of a politician saying something awful and it turned out to be a deepfake. Half my group chat still believes it. Is that the map swallowing the land?',
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'If my whole life is simulated, does my suffering still count?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'the French guy with the glasses — is Disneyland fake or is it the only honest place left?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  { text: 'Are dreams a kind of simulation too?', issue: 'dreaming', form: 'plain' },
  { text: 'Is it ever right to break a promise?', issue: null, form: 'off-topic' },
  {
    text: "Platon, why should I trust that the light behind me is any more real than the pictures in front? Maybe it's just a bigger screen.",
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'I edit photos for a living. Clients want skin that no human has ever had, and then they look in the mirror and feel ugly. Which one is the copy now?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  { text: 'what time does this debate end? i have a train at six', issue: null, form: 'off-topic' },
  {
    text: 'Suppose physicists found a glitch in the laws of nature, like a rounding error. Would that prove anything?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "That's just religion with servers instead of heaven, isn't it?",
    issue: 'maker',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'ok baudrillard but if everything is simulation then your theory is a simulation too right? so why listen to it',
    issue: 'hyperreal',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'My grandmother went to a hologram concert of a singer who died in the nineties and she cried the whole time. Were her tears about something real?',
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  { text: 'What caused the fall of Constantinople in 1453?', issue: null, form: 'off-topic' },
  {
    text: "Idealist, what's a Form exactly? Is there a perfect chair floating somewhere?",
    issue: 'appearance-reality',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Would you take the red pill, knowing reality might be worse?',
    issue: 'escape',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'i mean is money even real or is it the original simulation',
    issue: 'signs-consumption',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: 'Jean, you wrote that the Gulf War did not take place. People died. How is that not offensive?',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'If someone programmed us, do we owe them anything, like worship or obedience?',
    issue: 'maker',
    form: 'plain',
  },
  { text: 'lol the moderator sounds exactly like my uncle', issue: null, form: 'off-topic' },
  {
    text: 'My son spends more hours in his online game than at school and says his guild friends are his real friends. Is he wrong?',
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  {
    text: 'Plato, could a person born in virtual reality ever turn around and find the sun?',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  { text: 'How do vaccines actually train the immune system?', issue: null, form: 'off-topic' },
  {
    text: "But come on, I stub my toe and it hurts. Isn't that enough reality for anyone?",
    issue: 'appearance-reality',
    form: 'paraphrase',
  },
  {
    text: 'Reality TV, Instagram, curated vacations: are we simulating ourselves before anyone else has to?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: "If a chatbot can perfectly imitate you two, what's the difference between the real Plato and this one?",
    issue: 'copy-original',
    form: 'paraphrase',
  },
  {
    text: 'Is maths the code of the simulation, or just our language?',
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'A friend of mine went on a ten day silent retreat and says the world looked fake when she came back, like a set. Was she seeing more clearly, or was that burnout?',
    issue: 'escape',
    also: ['appearance-reality'],
    form: 'paraphrase',
  },
  {
    text: 'Who is the philosopher-king in a simulated world — the programmer?',
    issue: 'puppeteers',
    also: ['maker'],
    form: 'plain',
  },
  {
    text: "Hyperreality, Baudrillard: can you give me one everyday example I'd recognise at the supermarket?",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  { text: 'Should rich countries pay reparations for colonialism?', issue: null, form: 'off-topic' },
  {
    text: 'what would change tomorrow morning if we found out for sure it IS a simulation',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'Tourists queue to photograph the Mona Lisa through their phones and barely look at it. Is the photo now more real than the painting?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'any recommendations for a cheap projector? want to watch films on my bedroom wall',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't the simulation idea just Descartes' evil demon with better graphics?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'So you admit nobody can ever get out of the cave anymore, Baudrillard? Then why write books at all?',
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'named',
  },
];
