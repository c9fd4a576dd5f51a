// The blind set of 2027-01-10 for The Green Reckoning (Francis Bacon against Henry David Thoreau): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 93). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const climateProgressBlind: readonly EvalChallenge[] = [
  {
    text: 'Can technology actually fix climate change, or are we kidding ourselves?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "My uncle says we don't need to change anything because someone will invent carbon capture and suck it all back out. Bacon, is he right to just wait for the inventors?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'thoreau did your mum really do your laundry while you were at walden lol',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "the mute button's stuck on green and nobody can hear me, help",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Every time cars get more efficient, people just drive more. So what's the point of better tech?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Is nuclear power progress or the problem?',
    issue: 'tech-fix',
    form: 'plain',
  },
  {
    text: "I'm 29 and I honestly don't know if it's responsible to have kids with the way the climate's going. Does either of you have anything to say to someone like me?",
    issue: 'hope',
    also: ['future-generations'],
    form: 'paraphrase',
  },
  {
    text: 'Francis Bacon, when you said knowledge is power, did you mean power over nature? Because look how that turned out.',
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Spraying particles into the sky to dim the sun: brilliant engineering or playing God?',
    issue: 'redesign',
    form: 'paraphrase',
  },
  {
    text: 'ok so like if everyone moved to the woods like thoreau wouldnt the woods just be gone',
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Did the printing press cause the Reformation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Is it fair to tell poor countries to skip the coal that made the rich ones rich?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "My electric car runs on batteries full of lithium and cobalt dug out of somebody else's land. Am I actually helping, Bacon, or just moving the damage out of sight?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "To the woodsman: I can't quit my job and build a cabin, I have rent. What does simple living look like for me?",
    issue: 'simple-living',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: "Didn't Bacon die from stuffing a chicken with snow? Kind of a metaphor honestly.",
    issue: 'mastery',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'Henry, would you glue yourself to a motorway like the climate protesters do? You went to jail over a tax once.',
    issue: 'protest',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Could lab-grown meat save more forest than any philosophy ever will?',
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: "brb kettle's boiling",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Which of Bacon's idols is stopping us from acting on climate: the tribe, the cave, the marketplace or the theatre?",
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "Every AI chatbot query burns electricity. Including this one, probably. Is the tool that's meant to solve climate change making it worse?",
    issue: 'tech-fix',
    form: 'paraphrase',
  },
  {
    text: 'Is economic growth the real enemy?',
    issue: 'growth',
    form: 'plain',
  },
  {
    text: "What's the strongest argument for the existence of God?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I grow tomatoes on my balcony and bike to work and I still feel like it changes nothing next to one cargo ship. Thoreau, is personal virtue just a feel-good hobby?',
    issue: 'individual-collective',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'the Prophet of Progress never saw a smokestack though, did he? easy to be optimistic in 1620',
    issue: 'better-off',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: 'does anyone know if the farmers market is open on sundays?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Come on, Thoreau, you'd be dead of cholera without modern science. Isn't it a bit rich to knock progress?",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'Can a carbon tax work, or do markets always find a way around it?',
    issue: 'individual-collective',
    form: 'plain',
  },
  {
    text: "Sir Francis, if you were running Salomon's House today, would the first project be the climate?",
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: "My town flooded twice in three years and the insurance company just pulled out. Is this what 'mastering nature' got us?",
    issue: 'mastery',
    form: 'paraphrase',
  },
  {
    text: 'Is fusion energy going to arrive in time, or is that a fairy tale, Mr Bacon?',
    issue: 'tech-fix',
    addresses: 'bacon',
    form: 'named',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Thoreau would probably hate my smartphone. But it's how I found the local climate group. Can the tools of progress be used to slow progress down?",
    issue: 'better-off',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: "so you admit we can't go back to candles. then whats the alternative to inventing our way out",
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'Question for the man who moved to the woods: do we need nature for its own sake, or only because it keeps us alive?',
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'epithet',
  },
  {
    text: 'Lord Chancellor, would you have taken oil company money for your research? Asking because you were impeached for bribes.',
    issue: 'science-trust',
    addresses: 'bacon',
    form: 'epithet',
  },
  {
    text: "My daughter gets panic attacks about the planet ending. I don't know whether to tell her the scientists will fix it or that we need to live smaller. What do I say to a 10-year-old?",
    issue: 'hope',
    also: ['tech-fix', 'simple-living'],
    form: 'paraphrase',
  },
  {
    text: 'Should judges be elected rather than appointed?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'thoreu i mean is wilderness even real anymore. theres plastic in the snow on everest',
    issue: 'wildness',
    addresses: 'thoreau',
    form: 'named',
  },
  {
    text: 'The American hermit versus the English lawyer: who has the better record on saving anything?',
    issue: 'tech-fix',
    also: ['simple-living'],
    form: 'plain',
  },
  {
    text: 'Is there a dark mode on this thing? my eyes hurt',
    issue: null,
    form: 'off-topic',
  },
];
