// Challenges for The Shadow Play (Plato against Jean Baudrillard), written blind (from the debate's title, question and two names) as a held-out set and
// labelled from its issue list; measured once on the knowledge as first written (on topic 63 to 78 % across the new
// debates), then spent on tuning: eval:debate counts them with the tuned-on set, and a fresh held-out set replaces them.
import type { EvalChallenge } from '../../challenge-set';

export const simulationRealityDebateSpent: readonly EvalChallenge[] = [
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
];
