// The blind set of 2027-01-03 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'How would we even know if we were in a simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Elon Musk says the odds we're living in base reality are one in billions. Plato, does that sound like your cave to you, or is he just a guy who's played too many video games?",
    issue: 'simulation-hypothesis',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'baudrillard ur the guy from the matrix movie right?? did you like it',
    issue: 'art-fiction',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "If it's all a simulation, does anything I do actually matter?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "I spend like six hours a day on Instagram and honestly the vacation photos there feel more real than my actual vacations. Is that what 'hyperreal' means?",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: 'my wifi keeps cutting out, is it the app or me',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Plato, if the Forms are the real world, isn't our world already a kind of simulation by your own theory?",
    issue: 'appearance-reality',
    also: ['copy-original', 'simulation-hypothesis'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Who would be running the simulation? Is that just God with a keyboard?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'Jean, you wrote that the Gulf War did not take place. Tell that to the people who died in it.',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'My grandmother has dementia and she lives in the 1970s now. We play along because it makes her happy. Is her world less real than mine?',
    issue: 'virtual-life',
    also: ['appearance-reality'],
    form: 'paraphrase',
  },
  {
    text: 'Is it ethical to eat meat if we could grow it in a lab instead?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'What does the sun stand for in the cave story, Plato?',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'The French guy thinks Disneyland exists to make the rest of America seem real. Is he serious or trolling?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'if physics has a smallest possible length isnt that basically pixels? like the universe has a resolution',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "So you're admitting, Plato, that whoever escapes the cave and comes back gets killed by the others. Why would anyone bother leaving then?",
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Deepfake videos of politicians are everywhere now. If you can't tell a fake clip from a real one, does 'real' even mean anything anymore?",
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'Could I be dreaming right now?',
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: "Monsieur Baudrillard, is money a simulacrum? It's just numbers on a screen that everyone agrees to believe in.",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "nah, a simulation still needs a real computer somewhere. so there IS an outside, the map can't swallow everything",
    issue: 'appearance-reality',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: 'is there a way to download this debate and listen on the train',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I work in VR, building training worlds for surgeons. Some of them say the simulated operation is harder than the real one. At what point does the copy stop being a copy?',
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'If someone created a simulated world with conscious people in it, would it be wrong to switch it off?',
    issue: 'does-it-matter',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'Hey cave guy, why should I believe the prisoner who walks out sees the truth and not just another, brighter cave?',
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "What's the best explanation for why the universe has more matter than antimatter?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the red pill blue pill thing, which one would plato take and which one would baudrillard take, i bet they dont agree',
    issue: 'escape',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'Would you plug into a machine that gave you a perfectly happy life forever?',
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  {
    text: 'Reality TV shows are scripted but the feelings people have watching them are real. So which part is the simulation?',
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'Platon, are mathematical truths like 2+2=4 real things outside the cave, or just rules we made up?',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "what's the real name of the moderator voice? sounds like someone famous",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is there a test we could run to find a glitch in the simulation? And d\u00e9j\u00e0 vu doesn't count.",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "If AI can now write, paint and talk like us, are we heading into a world where the copy doesn't even need an original?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "Question for the ancient Greek: why did you trust reason so much? Couldn't a simulation fake that too?",
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'ok so my little brother thinks minecraft villagers might be conscious someday and like, would they think their world is real, and would they be wrong',
    issue: 'simulation-hypothesis',
    also: ['appearance-reality'],
    form: 'paraphrase',
  },
  {
    text: 'To the theorist of simulacra: is hyperreality a bad thing, or just different?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "Did Britain's industrial revolution start because of coal or because of its institutions?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Baudrillard, you said the Matrix misread your book. What did the Wachowskis get wrong?',
    issue: 'art-fiction',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "News of a war plays on my phone between ads for sneakers. That's the hyperreal thing you were talking about, right, Jean? Is the war even real to me at all?",
    issue: 'media-events',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Why do we age? Is it just cell damage piling up?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'lol this debate is melting my brain, need coffee',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'what even is a simulacrum, explain like im 5',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'plain',
  },
];
