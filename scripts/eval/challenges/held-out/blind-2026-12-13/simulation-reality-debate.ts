// The blind set of 2026-12-13 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 81). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  { text: "How would we even tell if we're in a simulation?", issue: 'simulation-hypothesis', form: 'plain' },
  {
    text: "Plato, if someone dragged me out of the cave today, where would I end up? A library? A lab? Where's the sunlight now?",
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "ok so elon musk says it's like billions to one we're in a sim. is that an actual argument or just vibes",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  { text: "it's raining so hard here I can barely hear the debate lol", issue: null, form: 'off-topic' },
  {
    text: "My sister's Instagram looks like a perfect life and she's actually miserable. Is the photo more 'real' to her followers than she is?",
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: "Baudrillard, you said the Gulf War did not take place. People died, though. Isn't that kind of offensive?",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  { text: "If it's all code, does anything I do matter morally?", issue: 'does-it-matter', form: 'plain' },
  {
    text: 'the french guy hated the matrix right? even though they put his book in the movie',
    issue: 'art-fiction',
    also: ['simulation-hypothesis'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Is Disneyland fake, or is it the most honest place in America?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  { text: 'What caused the 2008 financial crisis?', issue: null, form: 'off-topic' },
  {
    text: 'I work in VR development. Some days our users spend more hours in headsets than outside them. At what point is the headset world just their world?',
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  {
    text: 'Mr Cave, what if I like the shadows better? Why should I turn around?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'jean does money count as a simulacrum? its just numbers on a screen that everyone agrees are worth something',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  { text: 'If the programmers are out there, are they basically God?', issue: 'maker', form: 'plain' },
  {
    text: 'Plato you banned poets for making copies of copies. what would you do with tiktok',
    issue: 'art-fiction',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "So you admit there's no original anymore. Then what's the difference between a fake Rolex and a real one, other than price?",
    issue: 'copy-original',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: 'Could a glitch in physics be evidence, like the weird stuff in quantum mechanics?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'does anyone know a good map app that works offline? going hiking tomorrow',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My grandfather kept saying the TV news was 'all theatre'. Was he being paranoid, or was he a Baudrillard fan without knowing it?",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  { text: 'What are the Forms, in plain English?', issue: 'appearance-reality', form: 'plain' },
  {
    text: "Zhuangzi dreamed he was a butterfly. Isn't that the same debate, two thousand years earlier?",
    issue: 'dreaming',
    form: 'paraphrase',
  },
  {
    text: 'AI can now generate photos of events that never happened. Monsieur Baudrillard, is that the final stage you predicted, or something new?',
    issue: 'hyperreal',
    also: ['media-events'],
    addresses: 'baudrillard',
    form: 'named',
  },
  { text: 'Should rich countries take in more refugees than they do now?', issue: null, form: 'off-topic' },
  {
    text: 'but what about pain? if i stub my toe in a simulation it still hurts, so who cares',
    issue: 'does-it-matter',
    form: 'paraphrase',
  },
  {
    text: 'The guy with the cave: does someone who escapes have a duty to come back and tell the others?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Is reality TV the purest example of what the theorist of simulacra means?',
    issue: 'hyperreal',
    also: ['media-events'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "Platon, aren't your Forms themselves a kind of simulation? A perfect copy-world that nobody has ever seen?",
    issue: 'appearance-reality',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'named',
  },
  { text: 'if we are in a sim, can i hack it', issue: 'escape', form: 'plain' },
  { text: 'how do i turn on subtitles in this thing', issue: null, form: 'off-topic' },
  {
    text: 'Tourists photograph the Mona Lisa through a crowd of phones and never actually look at it. Has the picture of the picture replaced the painting?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "That's just nihilism dressed up in French, Baudrillard. Give me one reason to get out of bed if nothing is real.",
    issue: 'does-it-matter',
    addresses: 'baudrillard',
    form: 'named',
  },
  { text: 'Was the French Revolution worth the terror it caused?', issue: null, form: 'off-topic' },
  { text: 'How does evolution explain altruism between strangers?', issue: null, form: 'off-topic' },
  {
    text: "What does it even mean for something to be 'more real' than something else?",
    issue: 'appearance-reality',
    also: ['copy-original', 'hyperreal'],
    form: 'plain',
  },
  {
    text: 'Old Greek, honest question: do people actually want the truth, or is comfort enough for most of us?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "ok so if the simulation is good enough that nobody can ever tell, isn't it just... reality",
    issue: 'simulation-hypothesis',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: 'My son thinks his online friends are more real than his classmates. Am I wrong to worry, Plato?',
    issue: 'virtual-life',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "anyone else watching this from work? my boss thinks i'm in a spreadsheet",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Brands like Apple sell a lifestyle more than a phone. Is that the copy replacing the thing?',
    issue: 'signs-consumption',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'Could a simulation contain a simulation containing a simulation, all the way down?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
];
