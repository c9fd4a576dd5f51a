// The blind set of 2026-12-16 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 83). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  { text: 'Is there anything at all you can be 100% sure of?', issue: 'certainty', form: 'plain' },
  {
    text: 'ok so if i cant prove the sun comes up tomorrow why do i still set my alarm lol',
    issue: 'induction',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: 'Leibniz, is 2 plus 2 equals 4 certain even if nobody is around to count?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'My doctor told me the test was 99.9 percent accurate and I still lay awake all night. Is that last tenth of a percent the same thing Hume is talking about, or am I just anxious?',
    issue: 'certainty',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'is there a way to turn the captions on, the audio keeps cutting out',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "What's the difference between knowing something and just being really confident?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Newton's physics looked certain for two hundred years and then Einstein came along. Doesn't that show every 'law' is just provisional, Gottfried?",
    issue: 'induction',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'hume you keep saying habit but isnt your skepticism also just a habit you got into',
    issue: 'certainty',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "To the cheerful Scot: how do you stay so relaxed when you don't think you can know anything?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "I'm on jury duty next month. The judge says 'beyond reasonable doubt', not 'beyond all doubt'. So does the law basically admit certainty is impossible and we convict people anyway?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  { text: "Can I be sure I'm not dreaming right now?", issue: 'certainty', form: 'plain' },
  {
    text: "What's the one certain way to get red wine out of a carpet? asking for right now",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "mr monads, if everything has a sufficient reason, what's the reason there's something rather than nothing",
    issue: 'sufficient-reason',
    also: ['god-proof'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "My nephew is convinced we live in a simulation and says nobody can prove otherwise. Honestly I can't. Which of you would win that argument with a 19-year-old at Christmas dinner?",
    issue: 'certainty',
    also: ['reality'],
    form: 'paraphrase',
  },
  {
    text: 'Do babies come into the world already knowing some things, or are they blank?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: "so you admit, Hume, that you can't even be sure your own argument is right?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  { text: "Is it ever morally okay to lie to protect someone's feelings?", issue: null, form: 'off-topic' },
  {
    text: 'If ChatGPT can sound totally confident and be completely wrong, what does that say about our own feeling of being sure?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Leibniz the world has earthquakes and cancer and you call it the best possible one. how certain are you of THAT',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Does seeing something with your own eyes count as proof, Liebnitz?',
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Descartes said I think therefore I am. Do either of you accept that as one solid thing we can know?',
    issue: 'certainty',
    also: ['self'],
    form: 'plain',
  },
  {
    text: "Every time I read the news there's a correction two days later. If even reporters who were there can't get it right, how is an ordinary person supposed to know what actually happened?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  { text: "brb my pizza's here", issue: null, form: 'off-topic' },
  {
    text: 'What would Hume say about miracles, like people who say they were healed at Lourdes?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "come on Edinburgh, nobody actually doubts that fire burns. isn't this all just a game for people with too much free time?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Herr Leibniz, you invented calculus. Was that discovered in your head or did you need the world to show it to you?',
    issue: 'innate-ideas',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Is causation real, or do we just see one thing follow another and make up a story?',
    issue: 'causation',
    form: 'plain',
  },
  { text: 'What actually caused the fall of the Roman Empire?', issue: null, form: 'off-topic' },
  {
    text: "I'm a software tester. We can run a program ten thousand times and it passes, then it crashes on the ten thousand and first. My boss wants me to sign off that it's 'verified'. Is there ever a point where testing becomes proof?",
    issue: 'induction',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'i remember my childhood house perfectly but my sister remembers it totally different. can memory ever count as knowledge',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Can we be certain about right and wrong, or is morality even shakier than science?',
    issue: 'certainty',
    also: ['reason-passion'],
    form: 'plain',
  },
  {
    text: "For the German one in the wig: do you honestly think pure thinking could tell us what's on the far side of the moon?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Hume, where does the 'self' go when you look for it? Because I'm pretty sure I'm here.",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'does anyone know if the app works offline? getting on a train in a bit',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If nearly all scientists agree on climate change, is that knowledge or just a very strong consensus?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Can God's existence be proved by logic alone, Leibniz?",
    issue: 'god-proof',
    addresses: 'leibniz',
    form: 'named',
  },
  { text: 'How do vaccines train the immune system exactly?', issue: null, form: 'off-topic' },
  {
    text: "but what about a triangle having three sides, that's not a habit, that's just what the word means right?",
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: "My dad was sure the stock market would go up because it always had. He lost half his pension in 2008. Was he making Hume's mistake, or was he just unlucky?",
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  { text: 'Why did the Soviet Union collapse so suddenly in 1991?', issue: null, form: 'off-topic' },
];
