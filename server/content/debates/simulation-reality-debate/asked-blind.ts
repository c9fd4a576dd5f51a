// Challenges for The Shadow Play (Plato against Jean Baudrillard), written blind (from the debate's title, question and two names) as a held-out set and
// labelled from its issue list; measured once on the knowledge as first written (on topic 63 to 78 % across the new
// debates), then spent on tuning: eval:debate counts them with the tuned-on set, and a fresh held-out set replaces them.
import type { AskedInput } from '../../schema';

export const simulationRealityDebateSpent: readonly AskedInput[] = [
  {
    text: "How could anyone tell whether we're living inside a computer simulation?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "What if everything I see is just a copy of something more real that I can't get to?",
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: "When I dream I'm totally sure it's real until I wake up, so how do I know I'm awake right now?",
    issue: 'dreaming',
    form: 'paraphrase',
  },
  {
    text: 'Is the picture-perfect life people post on Instagram more real to them now than the life they actually live?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'Does it even matter whether the world is simulated if it feels exactly the same either way?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: 'Everyone knows Disneyland is fake, but is the rest of the country really any less fake?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'Are the things we see with our eyes the real thing, or only shadows of it?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: 'If somebody had spent their whole life in a VR headset, would they even want to take it off?',
    issue: 'escape',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'Can you get to the truth just by thinking hard, if your senses might be fooling you?',
    issue: 'escape',
    form: 'plain',
  },
  {
    text: 'The news showed that war like a video game, with night-vision clips and graphics. Did it even happen the way we think?',
    issue: 'media-events',
    form: 'paraphrase',
  },
  {
    text: "Isn't reality just whatever most people agree on?",
    // no issue fits: asks whether reality is social consensus, not what lies behind the senses
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: "What's the difference between a fake and the real thing when the fake is better?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'plain',
  },
  {
    text: 'If someone built a perfect, painless simulated world, would it be wrong to plug yourself in forever?',
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  {
    text: "People are falling in love with AI girlfriends now, so are those feelings real if the girlfriend isn't?",
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  {
    text: 'Is there a true world hiding behind appearances, or are appearances all there is?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: "My nephew thinks the Minecraft villagers are alive because they act alive. How would we know if we're the villagers?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'Do ads sell us products, or do they sell us a whole version of reality?',
    issue: 'signs-consumption',
    form: 'plain',
  },
  {
    text: 'If someone finally escaped and saw the real world, would anyone believe them when they came back to tell us?',
    issue: 'escape',
    form: 'paraphrase',
  },
  {
    text: 'Are numbers and perfect circles somehow more real than the chairs and trees around us?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: 'Deepfakes are so good now that I cannot tell them from real videos, does real even mean anything anymore?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'Could physics ever actually prove that the universe is running on some kind of program?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'Why do we trust copies like maps and photos to tell us what the world is like?',
    issue: 'copy-original',
    form: 'plain',
  },
  {
    text: 'Plato, if we are all stuck in the cave, how did you get out to tell us about it?',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Baudrillard, would you say TikTok is more real to teenagers than the towns they live in?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Are VR headsets just a fancier cave, Plato?',
    issue: 'virtual-life',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Jean Baudrillard, did you ever watch The Matrix, and did it get you right?',
    // no issue fits: asks whether a film got his ideas right
    issue: 'simulation-hypothesis',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "To Socrates' student: how do I know which of my ideas are true copies of the real thing?",
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Is there still a real world under all the images, according to the French guy The Matrix borrowed from?',
    issue: 'appearance-reality',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'What does the Athenian who founded the Academy say, is the world we touch just a rough draft of a better one?',
    issue: 'appearance-reality',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'epithet',
  },
  { text: 'What time does the Louvre close on Fridays?', issue: null, form: 'off-topic' },
  { text: 'Is it safe to freeze cooked rice and reheat it later?', issue: null, form: 'off-topic' },
  { text: 'How do I get my toddler to sleep through the night?', issue: null, form: 'off-topic' },
  // A second set, written blind from the debate's card (title, question, description, names) and labelled from its
  // issue list; a second reader labelled it apart, and an issue that reader chose first is among "also". Read for the
  // engine's misses (on topic 71 % across the nine new debates), so spent.
  {
    text: 'How would we even know if we were living in a simulation?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'Are we all just characters in some giant computer game?',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'If this world is fake, does anything I do actually matter?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "What's the difference between a copy and the real thing anymore?",
    issue: 'copy-original',
    form: 'plain',
  },
  {
    text: 'Is there a truer world hiding behind the one we see?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  { text: 'Can we trust our senses at all?', issue: 'appearance-reality', form: 'plain' },
  {
    text: 'Has everything become a copy of a copy with no original left?',
    issue: 'hyperreal',
    form: 'plain',
  },
  { text: 'If we found out it was a simulation, would you want to get out?', issue: 'escape', form: 'plain' },
  {
    text: 'Why do people say reality is just shadows on a wall?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: 'Reason versus eyesight — which one actually gets us to the truth?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  { text: "Who cares if it's a simulation, if it feels real?", issue: 'does-it-matter', form: 'plain' },
  {
    text: 'The news — is it showing us the world or making up its own version?',
    issue: 'media-events',
    form: 'plain',
  },
  {
    text: 'Say someone escaped the simulation and came back to tell us. Would anyone believe them?',
    issue: 'escape',
    form: 'plain',
  },
  {
    text: 'Who would be running the simulation, if there is one?',
    issue: 'maker',
    also: ['puppeteers'],
    form: 'plain',
  },
  {
    text: 'Are images and adverts more real to us than actual things now?',
    issue: 'hyperreal',
    form: 'plain',
  },
  { text: "Anything out there that can't be faked?", issue: 'hyperreal', form: 'plain' },
  {
    text: 'So is this world a simulation or not? Give me a straight answer.',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "I watched The Matrix again last night and now I can't stop wondering if any of this is real.",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'My kid thinks Disneyland is what a real castle looks like. Is that a problem?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'My Instagram photos of the holiday look better than the actual holiday did.',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'People are falling in love with AI chatbots now. Is that love fake?',
    issue: 'virtual-life',
    form: 'paraphrase',
  },
  {
    text: "When I dream it feels totally real, so how do I know I'm awake right now?",
    issue: 'dreaming',
    form: 'paraphrase',
  },
  {
    text: "With deepfake videos of politicians, soon we won't be able to tell what actually happened.",
    issue: 'media-events',
    form: 'paraphrase',
  },
  {
    text: "Las Vegas has a fake Paris and a fake Venice. Which one's the better holiday?",
    issue: 'copy-original',
    form: 'paraphrase',
  },
  {
    text: 'My gran only knows the war from films. Is what she remembers history or movies?',
    issue: 'media-events',
    also: ['art-fiction'],
    form: 'paraphrase',
  },
  {
    text: "Elon Musk reckons the odds we're in base reality are a billion to one. Is he right?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: "Reality TV isn't real, but honestly, is anything on telly real?",
    issue: 'media-events',
    form: 'paraphrase',
  },
  {
    text: "If video game graphics got so good you couldn't tell the difference, would you even notice?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'Plato, are the people in your cave basically us staring at our phones?',
    issue: 'media-events',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'What would Baudrillard say about the metaverse?',
    issue: 'virtual-life',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Baudrillard, did the Gulf War really not take place? That sounds mad.',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Plato, how do you know your perfect Forms aren't just another simulation?",
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'The ancient Greek one — would the cave prisoners really thank whoever freed them?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'To the idealist: what makes your ideas more real than my kitchen table?',
    issue: 'appearance-reality',
    also: ['copy-original'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Question for the French guy who wrote about simulacra: is anything authentic left?',
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  { text: 'Did Real Madrid win last night?', issue: null, form: 'off-topic' },
  { text: 'Can you recommend a good flight simulator game for PC?', issue: null, form: 'off-topic' },
  { text: "What's a good recipe for shepherd's pie?", issue: null, form: 'off-topic' },
  { text: "What's the weather going to be like tomorrow?", issue: null, form: 'off-topic' },
  { text: "My dog's scared of his own shadow. How do I calm him down?", issue: null, form: 'off-topic' },
];
