// The blind set of 2027-01-15 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-08, stop 95). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'How would we even know if we were in a simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Elon Musk said the odds we're in base reality are one in billions. Is he onto something or did he just watch too many movies?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "Plato, what's actually outside the cave? Like what did the guy see when he walked out?",
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Baudrillard you hated the Matrix right? why, it's literally your book on screen",
    issue: 'art-fiction',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'does the app work offline? going on a long train ride',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so sometimes i get deja vu so strong it feels like a glitch. is that a thing or am i just tired',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'If everything is a simulation, does it still matter if I hurt someone?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "My sister's Instagram photos are so filtered that when I see her in person I honestly feel like she's the fake version. Is that what the Frenchman means by the copy replacing the original?",
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'What is a simulacrum, in normal words?',
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: "Jean, you said the Gulf War did not take place. Thousands of people died. Isn't that obscene?",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Physicists talk about the universe having a smallest possible length, like pixels. Doesn't that hint we're running on a computer?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'how long does it take to get to the caves in Cappadocia from Istanbul',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The Greek guy thinks there's a perfect Form of a chair somewhere. Has anyone ever sat on it?",
    issue: 'appearance-reality',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "Deepfakes are getting so good that my mum can't tell a real video of a politician from a fake one. Soon nobody will know what anyone actually said. Which of you saw this coming?",
    issue: 'media-events',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "so you admit, Plato, that you can't prove the Forms exist either, you just like the idea",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Is VR just a nicer cave?',
    issue: 'virtual-life',
    also: ['appearance-reality'],
    form: 'paraphrase',
  },
  {
    text: 'if a simulation is perfect whats even the difference from real. like practically, baudrilard',
    issue: 'hyperreal',
    also: ['does-it-matter'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'What actually killed the dinosaurs, the asteroid or the volcanoes?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the idealist: if our senses only show shadows, why trust anything, including your own arguments?',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "I work at Disneyland Paris. Main Street is fake, but the joy on the kids' faces seems real. Which one wins, Baudrillard?",
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Is God basically the programmer then?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "people who have near death experiences say they saw a light, is that plato's sun or just the brain shutting down",
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "come on, a map can't swallow land, I can still walk outside and stub my toe",
    issue: 'hyperreal',
    form: 'plain',
  },
  {
    text: "The theorist of simulacra seems to think we're all stuck forever. Is there no way out at all, not even a small one?",
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "grabbing food, back in 5, don't start without me lol",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My son spends more hours in Minecraft than at school. He says his world there is more real to him than ours. Should I be worried, or is he just being honest?',
    issue: 'virtual-life',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'Platon, would you ban video games from your republic like you banned the poets?',
    issue: 'art-fiction',
    also: ['virtual-life'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "If we're simulated, are the simulators simulated too? Where does it stop, Plato?",
    issue: 'maker',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Is it ever morally okay to break a promise to a friend?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Reality TV, dating shows, influencers staging their 'real' breakfast. Is there anything left that isn't a performance?",
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: "what's hyperreality and why does everyone in my film class keep saying it",
    issue: 'hyperreal',
    form: 'plain',
  },
  {
    text: 'Descartes worried an evil demon was tricking him. Is a simulation just the tech version of the demon?',
    issue: 'simulation-hypothesis',
    also: ['puppeteers'],
    form: 'paraphrase',
  },
  {
    text: 'where can I print copies cheap near campus? the library printer is broken again',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Honestly, even if this is all a simulation I still have to pay rent. Does the question change anything about how to live?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'Baudrillard, is ChatGPT a simulacrum? It talks about love and has never felt anything.',
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Mathematics describes the world perfectly. Is that because the world is made of maths, like Plato hoped, or because it's code?",
    issue: 'simulation-hypothesis',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Should rich countries pay reparations for colonialism?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "to the French guy with the glasses: aren't the philosophers on this app just simulations of simulations? kind of meta lol",
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "Nick Bostrom's argument says either civilisations die out, lose interest in running simulations, or we're almost certainly simulated. Which part would you attack?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'How do bacteria become resistant to antibiotics?',
    issue: null,
    form: 'off-topic',
  },
];
