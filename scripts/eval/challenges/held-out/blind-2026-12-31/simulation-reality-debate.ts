// The blind set of 2026-12-31 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'If we were in a simulation, would anything actually change about how I should live?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "Elon Musk says the odds we're in base reality are one in billions. Plato, is that just your cave with a tech budget?",
    issue: 'simulation-hypothesis',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Baudrillard, did you actually like The Matrix? I heard you said they got you wrong.',
    issue: 'hyperreal',
    also: ['art-fiction'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'how would we even test it like is there an experiment',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'my screen keeps freezing whenever the second speaker talks, anyone else?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I went to Venice and spent the whole time filming it for Instagram. Back home I realised I only remember the videos. Did I ever actually see Venice?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'Is a dream less real than waking life? Sometimes mine feel more real.',
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: "ok but the frenchman is saying there's no original anymore, so what is he comparing the copies TO",
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "Plato, if the Forms are the real thing, isn't this world already a kind of simulation by your own account?",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Deepfakes of politicians are all over my feed. Soon nobody will know what any leader actually said. Is that the hyperreal, or just a new kind of lie?',
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'Who would even run a simulation of us, Baudrillard? Why bother?',
    issue: 'maker',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Did the Roman Empire fall because of internal decay or because of outside invasions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "That's just Descartes' evil demon with a computer.",
    issue: 'simulation-hypothesis',
    also: ['puppeteers'],
    form: 'plain',
  },
  {
    text: 'Jean, you said the Gulf War did not take place. People died. How is that not obscene?',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "If the universe is pixelated at the Planck scale, isn't that exactly what a rendered world would look like?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'the ancient Greek with the cave: what happens to the guy who gets out and comes back to tell everyone? do they believe him?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'My teenager spends more time in Roblox than outside. She says her friends there are just as real as mine. Is she wrong?',
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  {
    text: 'Is it ethical to keep eating meat once lab-grown meat is cheap and available?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'So you admit, Plato, that most people would rather stay with the shadows? Then why drag them out?',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'are NPCs in video games conscious? if we made them smart enough would they be living in a simulation like us',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'Is Disneyland more fake than the rest of America, or less?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: "so if it's all simulated does suffering still count. like is it wrong to hurt someone who's code",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "Is there any good evidence for dark matter, or is it a placeholder for what we don't understand?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "AI can now write my emails, fix my photos, generate my girlfriend's birthday poem. At some point is anything I send her actually from me? Asking the Theorist of Simulacra.",
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Would you take the blue pill or the red pill, Plato?',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'come on the whole map-eats-the-territory thing is a cool slogan but my rent is still very real',
    issue: 'hyperreal',
    form: 'plain',
  },
  {
    text: "Is money real? It's just numbers on a screen now.",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'plain',
  },
  {
    text: "brb someone's at the door",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If a simulator made us, isn't it basically God? Doesn't that make this a religious question after all?",
    issue: 'maker',
    form: 'plain',
  },
  {
    text: 'Bodrillard what do you think of reality TV, is anybody on Love Island real',
    issue: 'hyperreal',
    also: ['media-events'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "I sometimes get this feeling that nothing around me is real, like I'm watching through glass. My therapist calls it derealization. Do philosophers have anything helpful to say to people who actually feel this?",
    issue: 'appearance-reality',
    also: ['dreaming'],
    form: 'paraphrase',
  },
  {
    text: 'Mr Idealist, is the Sun in your story supposed to be God or just truth?',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'is there a simulation mode on this app where i can practise debating before going live',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'but what about the people who built the computers running us, are they simulated too? turtles all the way down?',
    issue: 'maker',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'Baudrillard, if every image is a copy of a copy, is there any point in trying to tell the truth?',
    issue: 'hyperreal',
    also: ['does-it-matter'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "what's the best budget VR headset for a beginner?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should voting be compulsory?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Dating apps are profiles curated to death, then you meet the person and they're someone else entirely. Which one is the real person, the profile or the body across the table?",
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: "Plato's Forms sound nice but where exactly are they? Up in the sky somewhere?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'What would the French postmodernist say about people who grieve more for influencers than for their own neighbours?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
];
