// The blind set of 2026-12-30 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'Are we living in a computer simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'Plato, if someone dragged me out of the cave today, what would I actually see? Just more screens?',
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'i spend like 7 hours a day on my phone. at this point my instagram life feels more real than my actual one, is that what baudrillard means',
    issue: 'hyperreal',
    also: ['virtual-life', 'signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Elon Musk says the odds we're in base reality are one in billions. Is that maths or just a sci-fi vibe?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "brb pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Jean, you hated the Matrix even though it quoted you. What did they get wrong?',
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'If this is a simulation, does my suffering still count?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "My little brother plays VR games so much that he flinched at a real dog the other day like it was a texture glitch. Where's the line between a copy and the real thing for him?",
    issue: 'copy-original',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: "What's a simulacrum, in plain English please",
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: 'Question for the ancient Greek: do the Forms exist somewhere, like a server the whole world runs on?',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "Could physics ever prove we're in a simulation, like finding pixels at the smallest scale?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "so you admit there's no way out of the cave, Baudrillard. then why write books telling us about it?",
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Is eating meat morally wrong if the animals had a good life?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The French theory guy said the Gulf War did not take place. Isn't that offensive to people who actually died in it?",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "What if the programmers are basically God? Wouldn't that make religion right all along?",
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'deja vu is a glitch right? right??',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'I edit photos for a fashion magazine. Nobody looks like the final pictures, not even the models. Are those images fake, or realer than the women in them?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "Plato, what happened to the prisoner who came back to free the others? They'd kill him, wouldn't they?",
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'is this debate live or recorded?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why would anyone bother simulating something as boring as my tuesday?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "Does it even matter if it's a simulation, if everything feels the same either way, Jean Baudrillard?",
    issue: 'does-it-matter',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Disneyland is fake, we all know that. So why does Baudrillard say it's there to make the rest of America seem real?",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "but what about the thing doing the simulating \u2014 isn't that world real at least? so there's always an outside, surely",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'Platon, would you say a movie is a shadow of a shadow?',
    issue: 'art-fiction',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'When AI can generate a perfect video of any politician saying anything, will we still have a shared reality at all?',
    issue: 'media-events',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'What caused the First World War?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Zhuangzi dreamt he was a butterfly and woke up unsure if he was a butterfly dreaming he was a man. How is that any different from the simulation idea?',
    issue: 'dreaming',
    also: ['simulation-hypothesis'],
    form: 'paraphrase',
  },
  {
    text: 'ok so money is just numbers on a screen that everyone agrees on. is money a simulation too',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: "Mr Baudrillard, my kid's strawberry yogurt tastes nothing like a strawberry, but he prefers it to real ones. Hyperreality?",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Can you live a good life if you believe none of it is real, Plato?',
    issue: 'does-it-matter',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'why are there weird shadows on my screen, is that part of the app design',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The cave guy says the light is more real. Real how? Brighter? Truer? I don't get it.",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'My friend fell for someone on a dating app and they never met. Turned out the profile was AI-generated. Was her love fake or real?',
    issue: 'virtual-life',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'How did the first living cells form from chemistry?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Plato would you let people keep watching Netflix in your ideal city or ban it like you banned the poets',
    issue: 'art-fiction',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Should rich countries take in more refugees?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on, Baudrillard. If I stub my toe it hurts. That's not a sign of anything, that's a toe.",
    issue: 'hyperreal',
    also: ['appearance-reality'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'can I listen to this in the background while I cook?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Socrates' student, you think the world we see is a copy. A copy of what, exactly, and how did you find out?",
    issue: 'appearance-reality',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'If I could upload my mind to a computer, would that be me or just a copy of me?',
    issue: 'copy-original',
    form: 'paraphrase',
  },
];
