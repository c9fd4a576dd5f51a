// The blind set of 2026-12-21 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 86). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: "How do I know I'm not dreaming right now?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Leibniz, is 2+2=4 true even if nobody had ever counted anything?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'ok so my chem teacher says science never proves anything it just fails to disprove stuff. so is anything in our textbook actually certain or are we all just guessing',
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: "Mr Hume, if you can't prove the sun will come up tomorrow, why do you still set an alarm?",
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "My grandmother has dementia and sometimes she's completely sure about things that never happened. It made me wonder about my own memories. Why should I trust mine more than she trusts hers?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'can the scottish guy explain the habit thing, like is ALL knowledge just habit or what',
    issue: 'induction',
    also: ['causation'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'So you admit nothing is certain. Then how are you so certain of that, Hume?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "What's the difference between believing something and actually knowing it?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "I'm certain I left my keys in the car. ugh brb",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'I work in a hospital lab. We run the same assay thousands of times and trust the numbers, but every so often a sample does something nobody can explain. Is medicine built on certainty or just on really good odds?',
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: 'Leibnitz, if your monads have no windows, how does any of them learn anything about the world outside?',
    issue: 'innate-ideas',
    also: ['reality'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'If reason alone can prove things, why have the smartest people in history disagreed about almost everything?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "does anyone know how to turn captions on? i can't hear the moderator at all",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Last week I saw a video of a politician saying something he never said, and half my family believes it's real. If we can't trust our own eyes anymore, what's left to be sure of?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Mr Armchair, did we learn that a triangle has three sides, or did we just know it from the start?',
    issue: 'innate-ideas',
    also: ['truths-of-reason'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "come on, nobody actually lives like a skeptic. you'd walk straight off a cliff",
    issue: 'living-with-doubt',
    form: 'plain',
  },
  {
    text: "Could either of you rule out that we're all living in a computer simulation?",
    issue: 'certainty',
    also: ['reality'],
    form: 'paraphrase',
  },
  {
    text: 'Gottfried, why must everything have a sufficient reason? Maybe some things just happen.',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Should euthanasia be legal for people who are terminally ill?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can I at least be certain that I exist? Descartes seemed pretty confident about that one.',
    issue: 'certainty',
    also: ['self'],
    form: 'plain',
  },
  {
    text: 'i mean when i stub my toe i KNOW it hurts, no philosopher is talking me out of that',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'To the German gentleman in the big wig: if God picked the best of all possible worlds, how can you be sure this is it, with earthquakes and plagues and all?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'When I hit one billiard ball into another, I can literally see the first one make the second move. How is that not knowing a cause, Mr. Hume?',
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "what's a decent place near the station for lunch under ten bucks",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Jurors are told to convict beyond reasonable doubt, not beyond all doubt. Is that the law quietly admitting we can never really know who did it?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'What actually brought down the Western Roman Empire, the economy or the invasions?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "but hume you don't doubt geometry too right?? the angles of a triangle don't need experience",
    issue: 'truths-of-reason',
    also: ['innate-ideas'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Do babies come into the world already knowing some things, or is the mind a blank page?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: "My aunt swears she was cured at Lourdes, and she's the most honest person I know. Would you still tell me not to believe her, David?",
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Is it wrong to eat meat if animals can feel pain?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'that\'s just word games. "all bachelors are unmarried" is certain but it tells me nothing about the actual world',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'Can we know right from wrong the way we know maths, or are morals just feelings dressed up?',
    issue: 'reason-passion',
    also: ['truths-of-reason'],
    form: 'plain',
  },
  {
    text: 'My little brother answers everything I say with "but how do you know?" and I run out of answers after about three rounds. Where is that chain supposed to stop?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'quick q, is this app free or do i need a subscription to keep listening',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Cheerful doubter, if every scientist in the world agrees on something, is that as good as certain?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'Leibniz, you came up with calculus at the same time as Newton. Did you two discover it or invent it?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Question for the Skeptic: if the self is just a bundle of perceptions, who is the one doing the doubting?',
    issue: 'self',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'What really caused the 2008 financial crisis?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Every time I board a plane I'm betting my life on something I can't prove. Isn't trust just how humans get by, certain or not?",
    issue: 'living-with-doubt',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'Chatbots state wrong facts with total confidence. Is human certainty any different, Leibniz, or is it just a feeling too?',
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'named',
  },
];
