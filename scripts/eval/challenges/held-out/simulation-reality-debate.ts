// Held-out evaluation challenges for The Shadow Play (Plato against Jean Baudrillard). Written blind from the debate's title, question and
// the two names only, before the engine saw them; never used for tuning. Issue labels are added afterwards, from
// the text and the debate's issue list alone.
import type { EvalChallenge } from '../../challenge-set';

export const simulationRealityDebateHeldOut: readonly EvalChallenge[] = [
  {
    text: "Is there any way to prove we're not living inside a computer simulation?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Elon Musk says the odds we're in base reality are one in billions. Should I actually take that seriously?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  {
    text: 'If the world were a simulation, would it really change anything about how we should live?',
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "Sometimes my dreams feel totally real until I wake up. How do I know I'm not still dreaming right now?",
    issue: 'dreaming',
    form: 'paraphrase',
  },
  {
    text: 'Is what we see with our eyes the real world, or just a shadow of it?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: 'Can a copy ever become more real than the thing it copies?',
    issue: 'copy-original',
    also: ['hyperreal'],
    form: 'plain',
  },
  {
    text: "My cousin's Instagram vacation looks amazing but she says the trip was miserable. Which one is the real trip?",
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'Are deepfakes going to make it impossible to tell what really happened?',
    issue: 'media-events',
    form: 'plain',
  },
  {
    text: 'Is there a perfect version of things, like perfect justice or a perfect circle, somewhere beyond this world?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  {
    text: 'If someone offered me the red pill from The Matrix, should I take it even if the real world turns out to be ugly?',
    issue: 'escape',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  {
    text: 'Why do people sometimes prefer a fake experience to the real thing?',
    issue: 'hyperreal',
    form: 'plain',
  },
  {
    text: 'Disneyland has a Main Street nicer than any real American town. Has the fake town become the standard for the real ones?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'If nobody can tell the difference between real and fake anymore, does the difference still matter?',
    issue: 'hyperreal',
    form: 'plain',
  },
  {
    text: 'Can education actually lead someone out of their illusions, or do people just trade one illusion for another?',
    issue: 'escape',
    form: 'plain',
  },
  {
    text: 'My kid thinks the news on TikTok is as real as what happens outside our window. Is she wrong, or is everything just media now?',
    issue: 'media-events',
    form: 'paraphrase',
  },
  {
    text: 'Is the metaverse a brand new world or just a fancier cave?',
    issue: 'virtual-life',
    form: 'plain',
  },
  {
    text: 'Would a simulated person have a real life, even if their whole world is made of code?',
    issue: 'virtual-life',
    form: 'plain',
  },
  {
    text: 'An open-world video game can feel more alive to me than my actual town. What does that say about reality?',
    issue: 'hyperreal',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  { text: 'Does reality TV show us anything real at all?', issue: 'media-events', form: 'plain' },
  {
    text: 'If someone gets freed from an illusion, do they have a duty to go back and free the others?',
    issue: 'escape',
    form: 'paraphrase',
  },
  {
    text: 'AI can now make photos of places that never existed and they get thousands of likes. Are those pictures of nothing?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'Is truth something we discover, or something the media manufactures for us?',
    issue: 'media-events',
    form: 'plain',
  },
  {
    text: 'Plato, if you came back today, would you call the internet the new cave?',
    issue: 'media-events',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "What would Plato say about a video game world that's more beautiful than real life?",
    issue: 'art-fiction',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'Baudrillard, is a war we only ever watch on screens still a real war to us?',
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "Jean Baudrillard, is there anything left in modern life that isn't a copy of something?",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: "To Socrates' most famous student: how would you even know if you'd left the cave?",
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'Question for the French theorist who inspired The Matrix: did the film get your ideas right?',
    // no issue fits: asks whether The Matrix got his ideas right; about a film's fidelity
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'For the ancient Greek: do your perfect Forms still exist if nobody is thinking about them?',
    issue: 'appearance-reality',
    addresses: 'plato',
    form: 'epithet',
  },
  { text: 'How do I unclog my kitchen sink without calling a plumber?', issue: null, form: 'off-topic' },
  { text: "What's the difference between a crocodile and an alligator?", issue: null, form: 'off-topic' },
  { text: 'When is the next full moon?', issue: null, form: 'off-topic' },
];
