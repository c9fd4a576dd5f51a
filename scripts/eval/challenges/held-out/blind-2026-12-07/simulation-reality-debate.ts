// The blind set of 2026-12-07 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's
// card alone (title, question, description, names, subtitles and quotes), 32 labelled on the theme and 8 off it,
// labelled by another from the issue list alone, the text locked by sha256 before labelling. Never read for tuning
// and never learnt from: eval:debate prints its figures, never its misses. Whoever reads it spends it (move it into
// the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: "Is there any way to actually prove we're not in a simulation?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Plato, if you'd seen a VR headset would you say it's just a fancier version of your cave?",
    issue: 'appearance-reality',
    also: ['virtual-life'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "ok so elon musk said the odds we're in base reality are like one in billions. is he right or is that just a rich guy who's played too many video games",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'is there a dark mode? the light from this screen is way too bright at night',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Baudrillard, you said the Gulf War did not take place. Isn't that an insult to the people who actually died in it?",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "If it's all a simulation, does anything I do still matter?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'Last spring I saw a photo of the Pope in a white puffer jacket and believed it for a whole day before finding out it was AI. If fakes are this good, is the original even worth anything anymore?',
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "to the Greek guy: how do you know the light behind us isn't just another projector?",
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Was Napoleon a hero or a tyrant?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean déjà vu, glitches, the mandela effect... arent those exactly what a bug in the code would look like',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "Nick Bostrom argues that if advanced civilisations run lots of ancestor simulations, we're almost certainly in one. Which of you does that argument help?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "Baudrilard didn't you hate The Matrix even though they literally put your book in the film",
    issue: 'art-fiction',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Why did Plato think ideas were more real than things?',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'My teenage son spends more time with his friends in Fortnite than in the same room as them. Is his game world less real than ours, or just a different kind of real?',
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  {
    text: 'Mr Simulacra, is Disneyland really more honest than the rest of America?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'brb grabbing a coffee',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't a dream basically a simulation too? How would I know I'm not dreaming right now?",
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: "come on plato, you can't say the forms are 'more real' and then admit nobody has ever seen one",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'If we are simulated, who built the simulation, and is there a simulation above them too?',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "I'm a physics student. Space seems to come in tiny minimum units at the Planck scale — is that evidence of pixels, or just people reading their favourite sci-fi into physics?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "Is it morally wrong to lie to protect a friend's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Jean, if everything's a copy of a copy, is there any point in me trying to find out what's true in the news?",
    issue: 'media-events',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Would it be unethical for us to create a simulated world with conscious beings in it who could suffer?',
    issue: 'maker',
    also: ['does-it-matter'],
    form: 'plain',
  },
  {
    text: 'The ancient philosopher says turn toward the light. But the man who escaped your cave got killed when he went back to tell everyone. Why would anyone want to be him?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "what's a good map app for hiking trails in the alps",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Are Instagram filters a kind of simulacrum?',
    issue: 'hyperreal',
    also: ['signs-consumption', 'copy-original'],
    form: 'paraphrase',
  },
  {
    text: "so you admit baudrillard there's no way out. that's just giving up dressed up as theory",
    issue: 'escape',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Could mathematics be the real world behind everything, like Plato's forms, and we're just seeing the output?",
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: 'My friend says the fake Venice in Las Vegas is better than the real one because nothing smells and the gondolas are always on time. Is he proving the French guy right?',
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'How does the immune system recognise a virus it has never encountered?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If a simulated person can't tell the difference, is their life any less real, Plato?",
    issue: 'virtual-life',
    also: ['does-it-matter'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Bodriyar, when people trust online reviews of a restaurant more than their own taste buds, is that what you mean by hyperreality?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'lol the moderator just froze mid sentence, is my connection bad or yours',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does believing we live in a simulation make people care less about climate change or politics?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'Should the minimum wage be tied to inflation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Isn't the simulation idea just religion for tech people, with a programmer instead of God?",
    issue: 'maker',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'Question for the idealist: is a real tree better than a perfect painting of one? Why?',
    issue: 'copy-original',
    also: ['art-fiction'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Jean Baudrillard, what do you make of deepfakes of dead actors being used in new films?',
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'ok but like if they can simulate the whole universe why simulate me sitting on the bus eating crisps',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'Is reality TV a window on real life, or a fake that people then copy in their own lives, Baudrillard?',
    issue: 'hyperreal',
    also: ['media-events'],
    addresses: 'baudrillard',
    form: 'named',
  },
];
