// The blind set of 2027-01-02 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: 'How would we even know if we were in a simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'Plato, if someone dragged you out of the cave today, would you find a real sun or just another screen?',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "ok so elon musk said the odds we're in base reality are like one in billions. is that actually an argument or just a vibe",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'I spend six hours a day in a VR headset for work, designing virtual showrooms. Sometimes when I take it off, the real office looks flatter than the virtual one. Is that what the French guy means by the copy replacing the original?',
    issue: 'hyperreal',
    also: ['copy-original'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'any good caves to visit near Lyon for a day trip?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Baudrillard, you said the Gulf War did not take place. Was that a joke, or do you really think war on TV isn't war?",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Does it even matter if it's a simulation, if the pain still hurts?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'my instagram looks nothing like my life and honestly i prefer the instagram version. am i in the cave or did i build the cave',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: "Bostrom says either civilisations die before running ancestor simulations, or they don't bother, or we're almost certainly simulated. Which of the three would each of you bet on?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Isn't maths being so good at describing physics a sign that the world is basically code, Plato?",
    issue: 'simulation-hypothesis',
    also: ['appearance-reality'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Is it wrong to lie to a friend to spare their feelings?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "that's just the Matrix with a Greek accent",
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Mr Simulacra, is Disneyland still the best example, or has TikTok beaten it?',
    issue: 'hyperreal',
    also: ['signs-consumption'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: "If a deepfake of my mum rings me asking for money and sounds exactly like her, what's the difference between her and the copy?",
    issue: 'copy-original',
    form: 'paraphrase',
  },
  {
    text: 'Plato, you threw the poets out for making copies of copies. What would you do with Netflix?',
    issue: 'art-fiction',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Are the Forms just an older name for the source code?',
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'hi all, first time on here, do i just type or do i have to talk',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "If we're simulated, who's the programmer? Is that just God again, with a keyboard?",
    issue: 'maker',
    form: 'plain',
  },
  {
    text: "i mean if i'm an NPC i'd want to know lol. how would an NPC ever find out",
    issue: 'simulation-hypothesis',
    also: ['escape'],
    form: 'paraphrase',
  },
  {
    text: 'The prisoner who gets out and comes back to tell the others gets killed, right? So maybe nobody wants the truth even if there is one.',
    issue: 'escape',
    form: 'paraphrase',
  },
  {
    text: 'Jean, is there really no outside at all? Not even death? Not even hunger?',
    issue: 'escape',
    also: ['appearance-reality'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'My grandfather says everything was more real before the internet. Is he right, or were people already living on images back then, with TV and adverts?',
    issue: 'hyperreal',
    also: ['media-events'],
    form: 'paraphrase',
  },
  {
    text: 'Are black holes really infinitely dense at the centre, or is that just where the maths breaks down?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Would you take the red pill or the blue one, Bowdrillard?',
    issue: 'escape',
    also: ['virtual-life'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Physicists are looking for a pixel-like grain in spacetime. If they found it, would that settle this?',
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "so you admit, Greek guy, that you can't actually prove the Forms exist either?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "Cave guy, do dreams count as simulations? Every night I'm fooled completely.",
    issue: 'dreaming',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "I work in marketing and we sell 'authentic' experiences: a 'real' Italian village that's actually built inside a Las Vegas hotel. People love it more than Italy. Who wins this one, Plato or Baudrillard?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: 'is there a dark mode? the white screen is killing my eyes',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Is money a simulation? It's just numbers on a screen that everybody agrees to believe in.",
    issue: 'hyperreal',
    also: ['signs-consumption'],
    form: 'paraphrase',
  },
  {
    text: "come on, if the map swallowed the land, who's still paying rent on the land",
    issue: 'hyperreal',
    form: 'plain',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Are you two simulations yourselves? You're AI voices, aren't you? Bit awkward for this topic.",
    issue: 'copy-original',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: "Platon what does 'turning around' mean in practice for someone like me who works in a call centre",
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Does it matter morally how I treat people if they might be simulated, Baudrilard?',
    issue: 'does-it-matter',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "The idealist keeps saying the light is more real. More real than what, and since when does 'real' come in degrees?",
    issue: 'appearance-reality',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'How did the printing press change religion in Europe?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'whats hyperreality in normal words',
    issue: 'hyperreal',
    form: 'plain',
  },
  {
    text: 'If AI can now generate a photo of any event that never happened, will history itself turn into a simulation, Baudrillard?',
    issue: 'media-events',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "brb the pizza's here",
    issue: null,
    form: 'off-topic',
  },
];
