// The blind set of 2026-12-08 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 76). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: "Elon Musk says there's a billion to one chance we're in base reality. Is he right or is that just a cool soundbite?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'How would we even notice if we were in a simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'Plato, if someone dragged me out of the cave today, where would I actually end up? Outside is still just... the street.',
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'i had the worst deja vu yesterday like the exact same convo twice. glitch in the matrix or am i just tired',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'is there a way to make the voices slower? they talk too fast for me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Baudrillard, apparently you said The Matrix got your book wrong. What did they get wrong?',
    issue: 'hyperreal',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "I spend more hours a week in my VR headset than I do outside with friends. If I'm happier in there, is that world less real than this one?",
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  {
    text: 'If the world were simulated, would it still be wrong to hurt someone in it?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "so the French guy thinks Disneyland is more honest than LA? explain that to me like I'm five",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  { text: "What's the difference between a copy and a fake, anyway?", issue: 'copy-original', form: 'plain' },
  { text: 'Is capital punishment ever justified?', issue: null, form: 'off-topic' },
  {
    text: "My feed shows me beach holidays and perfect kitchens all day. I've started to feel my own flat isn't the real version of a home. Is that what you mean by the map swallowing the land, Jean?",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'come on Plato, your Forms are basically simulation theory with better PR. a perfect world somewhere else and we only get the copies?',
    issue: 'appearance-reality',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Who would be running the simulation, and why would they bother with me?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "Isn't God just the original programmer? Priests have been saying this world isn't the real one for thousands of years.",
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'The Gulf War did not take place — seriously, Baudrillard? People died. How is that not obscene to say?',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'lol my cat just walked on my keyboard sorry if something weird got sent',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Physicists say space might come in tiny pixels at the Planck scale. Wouldn't that be evidence for a computer?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "A friend of mine stopped taking her meds because she's convinced nothing here is real and her body is just an avatar. How do I argue her out of it without pretending I know more than I do?",
    issue: 'simulation-hypothesis',
    also: ['does-it-matter'],
    form: 'paraphrase',
  },
  { text: 'ok so if we are simulated does my life still matter', issue: 'does-it-matter', form: 'plain' },
  {
    text: 'Mr Cave Guy, what happens to the prisoner who comes back and tells everyone? Does anyone listen?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "the theorist of simulacra is basically saying reality tv is more real than reality. that's a hot take not philosophy",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  { text: 'What actually started the First World War?', issue: null, form: 'off-topic' },
  {
    text: "AI can now make photos of places that don't exist, and people try to book holidays there. What's real at that point?",
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'Platon why did you want to ban the poets? isnt every movie just a shadow on the cave wall',
    issue: 'art-fiction',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'But what about dreams? Every night my brain builds a whole convincing world for free. Why do we need computers for the theory?',
    issue: 'dreaming',
    also: ['simulation-hypothesis'],
    form: 'paraphrase',
  },
  { text: 'Can we ever get out, even in principle?', issue: 'escape', form: 'plain' },
  {
    text: "I have a flight simulator exam tomorrow and I'm freaking out, anyone here a pilot?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the best argument that we have moral duties to people not yet born?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The ancient Greek one thinks there's a real world behind the copies. The French one thinks there isn't any more. Which is more depressing?",
    issue: 'appearance-reality',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: "Baudrillard, is money a simulacrum? A number in my banking app buys my groceries but I've never touched it.",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "so you admit nobody can prove we're NOT in one. doesn't that make the whole question pointless?",
    issue: 'simulation-hypothesis',
    also: ['does-it-matter'],
    form: 'plain',
  },
  {
    text: 'Tourists photograph the Mona Lisa through their phones instead of looking at it. Which of them saw the painting, Plato?',
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'plato',
    form: 'named',
  },
  { text: 'How does the immune system know which cells to attack?', issue: null, form: 'off-topic' },
  {
    text: 'Would a philosopher-king let people live in a perfect virtual world if it kept them calm and obedient?',
    issue: 'puppeteers',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'jean baudrillard whats the desert of the real, i keep seeing it on tshirts',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Zhuangzi dreamed he was a butterfly and woke up unsure which one he was. Is that the same problem, or something else?',
    issue: 'dreaming',
    form: 'paraphrase',
  },
  { text: "gtg dinner's ready, will the recording stay up?", issue: null, form: 'off-topic' },
  {
    text: "Maybe simulation theory is just the newest version of an old fear, like when people said all the world's a stage?",
    issue: 'simulation-hypothesis',
    also: ['appearance-reality'],
    form: 'plain',
  },
  {
    text: "If we're in a simulation, are the people around me real or just NPCs, Bodrillard?",
    issue: 'simulation-hypothesis',
    also: ['does-it-matter'],
    addresses: 'baudrillard',
    form: 'named',
  },
];
