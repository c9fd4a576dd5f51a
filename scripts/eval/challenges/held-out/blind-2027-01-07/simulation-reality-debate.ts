// The blind set of 2027-01-07 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 91). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'If we were in a simulation, could we ever find out?',
    issue: 'simulation-hypothesis',
    also: ['escape'],
    form: 'plain',
  },
  {
    text: "Plato, if I put on a VR headset and forget I'm wearing it, am I in a cave?",
    issue: 'appearance-reality',
    also: ['virtual-life'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'ok but like who would even bother running a simulation of my boring tuesday',
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "My teenage daughter spends hours editing her selfies and now says her real face looks 'wrong' in the mirror. Isn't that the copy replacing the original? What am I supposed to tell her?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "Baudrillard, did you really say the Gulf War didn't take place? People died in it.",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'can I switch this to dark mode, my eyes hurt',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does it matter morally if the people I love turn out to be code, Plato?',
    issue: 'does-it-matter',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'the French guy seems to think everything is fake, so is his own theory fake too?',
    issue: 'hyperreal',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "Elon Musk says the odds we're living in base reality are one in billions. Is that serious philosophy or just a billionaire's late-night thought?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'What are the Forms, in simple words, and where are they supposed to be?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: 'Why did the western Roman Empire collapse?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I play a lot of open-world games and sometimes I feel sorry for the NPCs. If we're the NPCs in someone else's game, would they owe us anything?",
    issue: 'maker',
    also: ['does-it-matter'],
    form: 'paraphrase',
  },
  {
    text: "so there's no exit from the cave anymore, fine, then why are we even arguing about it",
    issue: 'does-it-matter',
    also: ['escape'],
    form: 'plain',
  },
  {
    text: 'Mr Allegory, what happened to the guy who went back into the cave to free the others?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'jean if disneyland is fake to make the rest of america look real, whats the disneyland of today, instagram?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Physicists talk about a smallest possible length in the universe, kind of like pixels. Is that evidence for a simulation or am I reading too much into it?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'who won the match last night? I missed the second half',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Could a dream feel exactly like waking life? Then how do I know I'm awake right now?",
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: "Plato, isn't your world of perfect Forms just a simulation with better graphics?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'At work we now use AI to write product reviews, and customers read them to decide what to buy. Nobody has ever touched the product. Is that what you mean by the map swallowing the territory?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'If someone made the simulation, is that someone basically God, Plato?',
    issue: 'maker',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is money real, or just a number everyone agrees to believe in?',
    issue: 'signs-consumption',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: "come on, if everything is a simulation then the word 'real' means nothing and the question is empty",
    issue: 'simulation-hypothesis',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: 'My friend watched a deepfake of a politician and swore it was genuine even after I showed her the debunk. At what point does the fake simply become the truth for people, Baudrillard?',
    issue: 'hyperreal',
    also: ['media-events'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'would you take the red pill or the blue pill, honestly',
    issue: 'virtual-life',
    also: ['escape'],
    form: 'paraphrase',
  },
  {
    text: 'is this app free or do i have to pay after the trial?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Old Athenian sage, how would you get people out of the cave today when the shadows are on their phones?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Bordrillard whats hyperreality, explain like im 12',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Monsieur Baudrillard, if our suffering is simulated, is it still suffering?',
    issue: 'does-it-matter',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Plato thinks the real world is somewhere better than this one. Isn't that a bit like people hoping for heaven?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'What caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Why does a photo of a sunset on my feed feel more impressive than the actual sunset outside my window?',
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'Is a memory still real if the thing never happened the way I remember it?',
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: "I'm a set designer for theatre. We build fake streets that look more like 'a street' than real streets do. Which of you would say my job is closer to the truth, and which would call it lies?",
    issue: 'art-fiction',
    also: ['hyperreal'],
    form: 'paraphrase',
  },
  {
    text: 'the simulacra professor and the cave man walk into a bar... no seriously, do either of you think this could be tested',
    issue: 'simulation-hypothesis',
    form: 'epithet',
  },
  {
    text: 'hang on, my cat just knocked my coffee over, back in a sec',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do you think the people building the metaverse have read either of you?',
    issue: 'virtual-life',
    form: 'plain',
  },
  {
    text: 'What does Kant mean by the categorical imperative?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "plato if the shadows are all weve ever seen how would we even recognise the light, wouldnt it just hurt our eyes and we'd go straight back",
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
];
