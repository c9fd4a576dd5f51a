// The blind set of 2026-12-18 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-06, stop 84). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  { text: 'Can we actually be sure of anything at all?', issue: 'certainty', form: 'plain' },
  {
    text: 'ok so if the sun has come up every day of my life why cant i just say it will tomorrow, like whats the actual problem hume',
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'My daughter asked me how I know 2+2=4 and I said "because it just is." Was that a cop-out, or is maths the one thing nobody can doubt?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'Leibniz, if reason can prove things without experience, why did it take humans thousands of years to figure out basic physics?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'What would the Scottish fellow say about a courtroom verdict "beyond reasonable doubt"? Is that certainty or just a polite guess?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  { text: 'is this app free or do i need a subscription', issue: null, form: 'off-topic' },
  {
    text: 'I work in data science. Every model I build assumes tomorrow will look like yesterday. Is Hume basically saying my whole job runs on a hunch?',
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  { text: "How do I know I'm not dreaming right now?", issue: 'certainty', form: 'paraphrase' },
  {
    text: "Gottfried, the principle of sufficient reason says everything has a reason. So what's the reason for that principle?",
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "so you admit you can't prove cause and effect... then why do you flinch when someone swings at you?",
    issue: 'causation',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  { text: 'Is it ever okay to lie to a friend to protect their feelings?', issue: null, form: 'off-topic' },
  {
    text: 'My brother is a flat earther and says "you can\'t be certain of anything, so my view is as good as yours." How do I answer that without sounding like a know-it-all?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Mr Monads, do you really think the world is made of little minds with no windows?',
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'If memories can be planted or faked, how can I be sure I even had a childhood?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'come on, nobody actually lives like a skeptic. Hume played backgammon and ate dinner like everybody else',
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "what's the weather like in edinburgh in october, thinking of visiting",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'AI chatbots say wrong things with total confidence. Does that tell us anything about our own feeling of being sure?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  { text: 'Is feeling certain the same as being right?', issue: 'certainty', form: 'plain' },
  {
    text: 'leibniz you said this is the best of all possible worlds... have you seen the news lately',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "When I was a kid I was completely certain Santa existed. Later I was just as certain he didn't. Which of those feelings should I trust about the things I'm sure of now?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Hume, where is the "self" that\'s doing all this doubting?',
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'What caused the Western Roman Empire to collapse, was it mostly economic or military?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'the German guy with the huge wig: can pure logic prove God exists or not?',
    issue: 'god-proof',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Scientists keep revising their theories. Does that mean science never really knows anything, or that it's the best kind of knowing we've got?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Is a triangle having three sides a fact about the world or just about words, Hume?',
    issue: 'truths-of-reason',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'i mean if everything is just habit then why is habit reliable lol circular much',
    issue: 'induction',
    also: ['causation'],
    form: 'plain',
  },
  {
    text: 'A doctor told my mum a test was 99% accurate, and then it was wrong about her. How sure should anyone be about anything medical?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  { text: "Can faith give you a kind of certainty that reason can't?", issue: 'certainty', form: 'plain' },
  { text: 'sorry brb, someone at the door', issue: null, form: 'off-topic' },
  {
    text: 'Mr. Hume, would you have trusted climate models, or would you say the future owes us nothing?',
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'But what about "I think, therefore I am"? That one seems pretty airtight, doesn\'t it?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'Idealist, if we might all be living in a simulation, does any knowledge about the outside world survive?',
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'epithet',
  },
  { text: 'Should voting be compulsory in a democracy?', issue: null, form: 'off-topic' },
  {
    text: "Leibniz and Newton both claimed they invented calculus first. If two geniuses can't even be certain who thought of something, how can we be certain of the deep stuff?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Dear Skeptic: my girlfriend says she'll love me forever. By your logic, should I believe her?",
    issue: 'induction',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "Could there be truths we'll never find out, no matter how smart we get, Leibniz?",
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Liebniz why do you think we're born already knowing some ideas, babies dont seem to know much",
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'How do black holes actually lose mass through Hawking radiation?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Hume's argument about miracles: does it mean I should never believe my grandmother when she swears she saw a ghost?",
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  { text: 'how do i turn on captions, the audio keeps cutting out', issue: null, form: 'off-topic' },
];
