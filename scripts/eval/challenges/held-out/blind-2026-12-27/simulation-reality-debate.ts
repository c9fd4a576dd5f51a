// The blind set of 2026-12-27 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 88). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'So are we in a simulation or not?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Elon Musk says the odds we're in base reality are one in billions. Plato, would you take that bet?",
    issue: 'simulation-hypothesis',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "ok so if it's a simulation does it even matter, like i still have to pay rent",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "any decent flight simulator games for someone who's never played one?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Baudrillard, what do you mean the map swallowed the land? I can still walk outside and touch grass.',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Video games went from Pong to photorealistic in fifty years. Give it another thousand and we could simulate whole worlds ourselves. Doesn't that make it likely someone already did it to us?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "Could there ever be a test to find out if we're simulated?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'the cave guy - if someone dragged me out into the sunlight would i even believe it was real, or think it was another trick',
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "My phone 'enhances' every photo with AI, so my pictures of the moon look better than the moon. Which one's real at that point?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'Is the simulation hypothesis just religion for tech people?',
    issue: 'simulation-hypothesis',
    also: ['maker'],
    form: 'plain',
  },
  {
    text: 'Jean, you wrote that the Gulf War did not take place. Surely the people who died there would disagree?',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "hang on, kettle's boiling, back in a sec",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the difference between Plato's cave and The Matrix? Feels like the Wachowskis just borrowed it.",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "But Plato, how do you know the Forms aren't just another layer of the simulation?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'I went to Las Vegas and walked through a fake Venice with a painted sky on the ceiling, and honestly I enjoyed it more than the real Venice. Is that the hyperreal thing, and should I be ashamed?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'If this is all a simulation, is it still wrong to hurt someone?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'Is the death penalty ever morally justified?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Baudrilliard, is reality TV the final proof of your theory or just bad telly?',
    issue: 'media-events',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Quantum physics says things are fuzzy until observed. Doesn't that sound suspiciously like a game only rendering what you look at?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "that's just unfalsifiable though. any evidence against it you can say 'the simulation faked that too'",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Sometimes I get this feeling that nothing around me is real, like I'm watching my own life from behind glass. My therapist calls it derealization. Can philosophy say anything to someone in that state?",
    issue: 'appearance-reality',
    also: ['does-it-matter'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Hyperreal, is there any original left anywhere, or is it copies all the way down?',
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Would you rather live in a perfect simulation than a miserable real life, Jean?',
    issue: 'virtual-life',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "What's the current evidence for dark matter?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Platon, your prisoners are chained from birth. What breaks our chains: education, philosophy, a red pill?',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "so you're saying a fake designer bag and a real one are basically the same thing now? my sister would fight you",
    issue: 'copy-original',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: 'Disneyland is fake, sure. But is the rest of LA really any less fake, Baudrillard?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'If I died in here, would I wake up somewhere else?',
    issue: 'escape',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: "Something for the old Athenian: is the real world more real because it's truer, or because it's better?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'i mean if the simulation is good enough whats even the difference between simulated and real',
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: 'is there a dark mode on this app? my eyes are dying',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Plato, would your philosopher-kings be the programmers, then?',
    issue: 'puppeteers',
    also: ['maker'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Come on, Greek guy and French guy, you're both saying the world isn't what it looks like. What actually separates you?",
    issue: 'appearance-reality',
    also: ['copy-original'],
    form: 'epithet',
  },
  {
    text: "Do we owe anything to people who'll be born a hundred years from now, on climate?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the french one lost me. if theres no original and no copy then what are we even arguing about',
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "My kid asked me if Minecraft villagers know they're in a game. I didn't know what to say. Do they, and do we?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "oh wow the sun just came out, finally, it's been grey all week",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Can a simulated person be conscious, Plato? Or is consciousness the one thing you can't fake?",
    issue: 'simulation-hypothesis',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What if there's a simulation inside a simulation inside a simulation? Where does it stop?",
    issue: 'simulation-hypothesis',
    also: ['maker'],
    form: 'plain',
  },
];
