// The blind set of 2026-12-11 for The Shadow Play (Plato against Jean Baudrillard): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 79). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const simulationRealityBlind: readonly EvalChallenge[] = [
  {
    text: "Is there any way to test whether we're in a simulation?",
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: "Elon Musk says the odds we're living in base reality are one in billions. Plato, is he just selling your cave with a bigger budget?",
    issue: 'simulation-hypothesis',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'ok so baudrillard the matrix was based on your book right? did you like the movie',
    issue: 'art-fiction',
    addresses: 'baudrillard',
    form: 'named',
  },
  { text: 'is there a way to make the text bigger in this app', issue: null, form: 'off-topic' },
  {
    text: 'I spend more time in my VR headset than outside it. Last week I took it off and my actual living room looked flat and boring compared to the game. Which one is more real to me at that point?',
    issue: 'hyperreal',
    also: ['virtual-life'],
    form: 'paraphrase',
  },
  { text: 'If the world is fake, does my pain still count?', issue: 'does-it-matter', form: 'plain' },
  {
    text: 'Plato, who exactly gets to climb out of the cave and announce that everyone else is looking at shadows? Sounds very convenient for philosophers.',
    issue: 'escape',
    addresses: 'plato',
    form: 'named',
  },
  {
    text: 'the French theorist keeps saying the copy replaced the original. replaced what original? there never was one was there',
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'epithet',
  },
  {
    text: 'Strawberry-flavoured sweets taste nothing like strawberries, yet my kids prefer them to the fruit. Is that what hyperreality means?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: 'Who really built the pyramids and how did they move those blocks?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's more real, the idea of a circle or a circle drawn on paper?",
    issue: 'copy-original',
    also: ['appearance-reality'],
    form: 'paraphrase',
  },
  {
    text: "Jean, you wrote that the Gulf War did not take place. People died there. Isn't that kind of obscene?",
    issue: 'media-events',
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'My friend went to Venice and spent the whole trip photographing it for Instagram. She says the photos look better than the place. I mean, was she ever actually in Venice?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  { text: 'If some programmer made us, is that just God with a keyboard?', issue: 'maker', form: 'plain' },
  {
    text: "physicist here, sort of. the universe has a smallest length and a speed limit, which is exactly what you'd build in to save computing power. coincidence?",
    issue: 'simulation-hypothesis',
    form: 'paraphrase',
  },
  { text: 'what time is it in Paris right now', issue: null, form: 'off-topic' },
  {
    text: 'Platon, your Forms sound a lot like the source code of reality. Would you accept that description?',
    issue: 'appearance-reality',
    also: ['simulation-hypothesis'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Why does it even matter if it's a simulation, if I still have to pay rent?",
    issue: 'does-it-matter',
    form: 'plain',
  },
  {
    text: "But what about dreams? Every night I'm completely convinced by a fake world. Why would waking life be any different?",
    issue: 'dreaming',
    form: 'plain',
  },
  {
    text: "Mr Simulacra, is Disneyland really more honest than Los Angeles? because that's what it sounds like you're saying",
    issue: 'hyperreal',
    addresses: 'baudrillard',
    form: 'epithet',
  },
  { text: 'Should prisoners be allowed to vote?', issue: null, form: 'off-topic' },
  {
    text: 'you both sound like you think normal people are idiots staring at screens. some of us just like tv',
    issue: 'art-fiction',
    form: 'plain',
  },
  {
    text: 'To the ancient Greek: if one prisoner escaped today and told people on TikTok about the sun, would anyone believe him or would they just keep scrolling?',
    issue: 'escape',
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: "AI can now generate photos of events that never happened, and they go viral before anyone checks. Is there any 'real' left for a copy to copy, Baudrillard?",
    issue: 'hyperreal',
    also: ['media-events'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Question for the Idealist: you wanted to ban poets for making copies of copies. Would you ban video games too?',
    issue: 'art-fiction',
    also: ['virtual-life'],
    addresses: 'plato',
    form: 'epithet',
  },
  {
    text: 'if we are simulated do the simulators have simulators too? turtles all the way down',
    issue: 'maker',
    also: ['simulation-hypothesis'],
    form: 'plain',
  },
  {
    text: 'any good podcast recommendations for the drive home? long commute today',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'deja vu is a glitch in the matrix, change my mind',
    issue: 'simulation-hypothesis',
    form: 'plain',
  },
  {
    text: 'My taxi driver follows the GPS even when he can see with his own eyes that the road is closed. Has the map won?',
    issue: 'hyperreal',
    form: 'paraphrase',
  },
  {
    text: "Baudrilard, what's the difference between a fake and a simulation?",
    issue: 'copy-original',
    also: ['hyperreal'],
    addresses: 'baudrillard',
    form: 'named',
  },
  {
    text: 'Does maths exist out there somewhere, or did we just invent it?',
    issue: 'appearance-reality',
    form: 'plain',
  },
  { text: 'How did the Reformation change European politics?', issue: null, form: 'off-topic' },
  {
    text: "Come on, Plato, the philosopher-king idea is exactly how you get cult leaders who claim they've seen the 'real' truth.",
    issue: 'puppeteers',
    also: ['escape'],
    addresses: 'plato',
    form: 'named',
  },
  {
    text: "Dating apps: everyone's profile is a filtered version of themselves, and people fall for the profile. When you finally meet, who's the fake, the person or the picture?",
    issue: 'hyperreal',
    also: ['copy-original'],
    form: 'paraphrase',
  },
  {
    text: "so you admit, Jean, that you can't prove there's no real world underneath. you just gave up looking",
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'baudrillard',
    form: 'named',
  },
  { text: 'brb, my sim racing wheel just arrived', issue: null, form: 'off-topic' },
  {
    text: "Would you take a pill that lets you live in a perfect fake world forever, like Nozick's experience machine? Be honest.",
    issue: 'virtual-life',
    also: ['does-it-matter'],
    form: 'paraphrase',
  },
  {
    text: 'How would you even explain the cave to someone born inside VR?',
    issue: 'escape',
    also: ['appearance-reality'],
    form: 'paraphrase',
  },
  { text: 'Is nuclear power a good answer to climate change?', issue: null, form: 'off-topic' },
  {
    text: "What's on the other side of the cave then, Plato, if not just another cave?",
    issue: 'appearance-reality',
    also: ['escape'],
    addresses: 'plato',
    form: 'named',
  },
];
