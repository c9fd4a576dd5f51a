// The blind set of 2027-01-05 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 90). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'How can anyone be sure 2 + 2 is 4 and not just something we all agreed on?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'hume if you cant prove the sun will rise tomorrow why do you still set an alarm',
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'My doctor told me the test was 99% accurate and then it turned out wrong. So is medical knowledge ever certain, or are we always just betting?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Leibniz, what exactly can reason prove without looking at the world?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'is it going to rain in Edinburgh this weekend, anyone know?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'ok so like... how do i know im not dreaming right now',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'To the Scottish guy: if every cause and effect is just habit, why should I trust the bridge I drive over every morning?',
    issue: 'causation',
    also: ['induction'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'but what about cogito ergo sum?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Liebniz you say the world is made of minds but how would you even check that',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "I work in a lab and half the studies in my field failed to replicate. If science can't get certainty, who can?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Is it ever morally acceptable to lie to protect someone's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do babies come into the world already knowing some things, or is it all learned?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: "come on, nobody actually lives like a sceptic. you'd walk into traffic",
    issue: 'living-with-doubt',
    form: 'plain',
  },
  {
    text: 'Mr Best of All Possible Worlds, how do you know God picked this one? Have you seen the news lately?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'With deepfakes everywhere, can I trust even a video of something happening? What would David Hume make of that?',
    issue: 'certainty',
    also: ['miracles'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "If logic is certain, is that just because it's true by definition and says nothing about the real world?",
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'brb my tea is going cold',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit, Hume, that your own argument can't be certain either? Doesn't scepticism eat itself?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'My grandmother swears she remembers her wedding day perfectly, but my mom says half of it is wrong. Can memory ever give us real knowledge?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "what's the difference between being certain and just feeling certain",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Gottfried, how does a monad know anything if it has no windows?',
    issue: 'innate-ideas',
    also: ['reality'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "A jury convicts 'beyond reasonable doubt' \u2014 isn't that an admission that certainty in court is impossible?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'What actually caused the fall of the Roman Empire, was it mostly economic?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'i mean if i burn my hand on the stove i KNOW it hurts, thats certain right??',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'The German one: is the principle of sufficient reason something you proved, or just something you hoped was true?',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Hume, you'd commit whole libraries to the flames if they held no numbers and no facts. Wouldn't that include your own books?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'does this app know my name or do I have to type it every time?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Every swan I'd ever seen was white, then I went to Australia. Is that the whole problem with learning from experience?",
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: "that's just word games. of course the sun will rise, physics tells us so",
    issue: 'induction',
    form: 'plain',
  },
  {
    text: 'How would the Skeptic answer a flat-earther who says nobody can really know the shape of the planet?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "If I can't be sure other people have minds, why am I even talking to you two?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'plain',
  },
  {
    text: 'Could nuclear fusion become a practical power source within our lifetime?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can you be certain God exists from reasoning alone, Leibniz, or does it need faith?',
    issue: 'god-proof',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Last night my son, who is nine, asked me how I know he's the same person he was as a baby, since apparently every cell in his body has been replaced since then. I started answering and realised I had nothing solid, just a feeling. Is the self something we can know at all, or is it a habit of thinking too?",
    issue: 'self',
    form: 'paraphrase',
  },
  {
    text: 'the cheerful doubter \u2014 why cheerful? doesnt doubting everything make you miserable',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'I trust my GPS more than my own sense of direction. Is knowing something secondhand, from a machine or an expert, real knowledge?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'my cat just walked across the keyboard sorry about that',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'but what about colours, is the red i see the same as your red or can we never know that, Leibniz?',
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Is there a single truth you would bet your life on, Hume?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
];
