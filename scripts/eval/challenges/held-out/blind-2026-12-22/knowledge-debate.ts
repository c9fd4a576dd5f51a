// The blind set of 2026-12-22 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'How can anyone be sure of anything at all?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'My grandad swears the sun will come up tomorrow because it always has. Hume, is he being irrational or just sensible?',
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'ok so like is 2 plus 2 equals 4 actually certain or did we just all agree on it',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'Leibniz, what exactly can reason prove without looking at the world?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "I'm a nurse and we rely on test results all day, but labs make errors sometimes. If even a blood test can be wrong, what does it mean to say I know a patient has an infection?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'is this app free or do i need a subscription after the trial',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Mr Edinburgh, if you doubt everything, why do you still leave by the door instead of the window?',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "But what about dreams? I've had dreams so vivid I was sure they were really happening.",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Gottfried, you claim everything has a sufficient reason. Isn't that itself just something you assume?",
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'so you admit science can never prove anything, only make it likely, Hume?',
    issue: 'induction',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "With deepfake videos everywhere now, my mum forwards me clips of politicians saying things they never said. How are ordinary people supposed to know what's real anymore?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Is the skeptic's claim that we can't know anything itself something he knows for sure?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'hume ur basically saying cause and effect is just a habit?? then why does my kettle boil every single time',
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'What actually caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Do babies come into the world already knowing some things, or is the mind blank at first?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: "That's just word games. A triangle has three sides, done, that's certain, who cares.",
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'The German with the big wig: you invented calculus, right? Does maths give us certainty about the physical world or only about symbols on paper?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'My friend is a flat-earther and every time I show him evidence he says the photos are faked. At what point is doubt reasonable and when does it become an excuse?',
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: 'Can I at least be certain that I exist?',
    issue: 'certainty',
    also: ['self'],
    form: 'plain',
  },
  {
    text: 'Leibnitz, if this is the best of all possible worlds, how do you know? Did you check the others?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "brb my pizza's here",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'In court, eyewitnesses are famously unreliable, yet juries still have to decide beyond reasonable doubt. Is that certainty or just a confident guess?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Isn't being certain just a feeling?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Hume, what would you say to someone who believes in miracles because they saw one with their own eyes?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "come on, Scotsman, nobody actually lives like a skeptic. you'd starve in a week",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "I study physics, and Newton's laws turned out to be wrong at the edges after two hundred years of everyone trusting them. If Newton could be overturned, why should I trust anything we believe now?",
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: 'Is it morally wrong to eat animals if we can live healthily without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Question for the cheerful doubter: why cheerful? doesn't not knowing anything make you anxious",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Are truths of reason and truths of fact really two different kinds of thing?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'chatgpt told me a totally made up book title with complete confidence lol. does a machine being sure mean anything',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'If my memory can play tricks on me, how do I even know yesterday happened, Mr Hume?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "what's the weather like in Edinburgh this time of year, thinking of visiting",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Idealist and Skeptic, is there anything at all you'd both agree is certain?",
    issue: 'certainty',
    form: 'epithet',
  },
  {
    text: "David, you say the self is just a bundle of perceptions. So who's the one doing the doubting?",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Mathematicians proved that some true statements can never be proven inside a system. Doesn't G\u00f6del kind of wreck the dream of a perfect rational system, Leibniz?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "hang on I'm certain I left the oven on",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Does knowing something require being certain of it, or is 'very probably true' good enough?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'My therapist says I catastrophise because I treat what might happen as if it definitely will. Is that a Humean problem or a Leibnizian one, honestly?',
    issue: 'induction',
    also: ['reason-passion'],
    form: 'paraphrase',
  },
  {
    text: 'How do black holes lose mass through Hawking radiation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
];
