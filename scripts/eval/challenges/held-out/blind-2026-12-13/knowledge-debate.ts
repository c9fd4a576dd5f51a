// The blind set of 2026-12-13 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 81). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'Can we actually be sure of anything, or is that a dumb question?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Hume, if you can't prove the sun will rise tomorrow, why do you bother setting an alarm?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'ok so my math teacher says 2+2=4 is certain no matter what but like how does she KNOW that',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'paraphrase',
  },
  { text: 'is this app free or does it start charging after the trial?', issue: null, form: 'off-topic' },
  {
    text: "My doctor told me the test was 99% accurate and I still didn't believe her. Is 99% knowledge, or just a really good guess?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Leibniz, where do your innate ideas come from if nobody ever taught them to us?',
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "so the Scottish guy thinks cause and effect is just a habit? then what's stopping me from saying the kettle boils by coincidence",
    issue: 'causation',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "Isn't 'nothing is certain' itself a certain claim? Seems self-defeating.",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "I'm on a jury next month. The judge says 'beyond reasonable doubt', not 'beyond all doubt'. Is that an admission that courts can never really know who did it?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "What about 'I think, therefore I am'? Doesn't that at least survive?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Is it morally wrong to eat meat if the animals were raised humanely?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "mr sufficient reason, does EVERYTHING really have a reason? what's the reason for a random quantum decay",
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "If I can't trust my memory of what I had for breakfast, how can I trust anything historians tell me?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Gottfried, honestly, do you think you could have settled every argument by calculating? 'Let us calculate' sounds a bit naive now.",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'come on hume, you still walked out the door instead of the window. you KNEW the fall would hurt',
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "Deepfakes mean I can't even trust a video of the president anymore. Does that make Hume's skepticism more relevant today, or is this a different problem?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  { text: "brb someone's at the door", issue: null, form: 'off-topic' },
  {
    text: 'how do scientists know anything then? every theory just gets overturned eventually',
    issue: 'induction',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'Leibnitz you said this is the best of all possible worlds. were you certain about that or was it wishful thinking',
    issue: 'best-world',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "My grandmother has dementia and keeps insisting it's 1987. She's completely certain. Doesn't that show that feeling certain means nothing?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Hume what do you make of Gödel? even maths can't prove its own consistency, so isn't the idealist's armchair kind of wobbly",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Are the laws of logic true in every possible world or just in ours?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  { text: 'What actually caused the fall of the Western Roman Empire?', issue: null, form: 'off-topic' },
  {
    text: 'The cheerful doubter: how are you so cheerful? Doubting everything would make me anxious all day.',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  { text: 'i mean could we all just be dreaming rn', issue: 'certainty', form: 'plain' },
  {
    text: 'So you admit, David, that you believe in the external world when you play backgammon with your friends? Then your skepticism is just a game for the study.',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'If a miracle happened right in front of me, would I be allowed to believe it?',
    issue: 'miracles',
    form: 'plain',
  },
  {
    text: "Is a triangle having three sides really 'knowledge' or just a definition we agreed on?",
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: "what's the weather like in Edinburgh this weekend, thinking of going",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'We trust GPS, weather apps and AI predictions all day. Are they giving us knowledge or just very polished habits of expectation?',
    issue: 'induction',
    also: ['causation'],
    form: 'paraphrase',
  },
  {
    text: "Herr Leibniz, you fought Newton over who invented calculus. If reason can reach certainty, why couldn't two geniuses agree on something as simple as who came first?",
    issue: 'certainty',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "what even is the self? hume says I'm just a bundle of perceptions which honestly freaks me out",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Do black holes really destroy information, or does it come back out somehow?',
    issue: null,
    form: 'off-topic',
  },
  { text: 'Should voting be compulsory in a democracy?', issue: null, form: 'off-topic' },
  {
    text: "But what about the German's monads? How would anyone ever check they're real? Sounds like the least certain idea in the room.",
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "My friend's a flat-earther and says I just 'believe' NASA. Honestly, how do I know the earth is round without taking someone's word for it?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Kant said Hume woke him from his dogmatic slumber. Hume, do you think anyone answered you properly after that?',
    issue: 'causation',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "how do i turn the volume up on the moderator, she's really quiet",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Question for the man from Edinburgh: is faith in God just another habit, like expecting the sun to rise?',
    issue: 'god-proof',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "okay last one: if nothing's certain, why should I believe anything either of you says tonight",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'plain',
  },
];
