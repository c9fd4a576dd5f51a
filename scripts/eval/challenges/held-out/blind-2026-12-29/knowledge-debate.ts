// The blind set of 2026-12-29 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 89). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: 'Can anything be known for sure, or is it all educated guessing?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'is 2+2=4 certain or just something we got used to',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "Leibniz, if reason can read the world's laws from an armchair, why did we need telescopes to find out the planets go round the sun?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "My dad had a stroke last year and now he's convinced of memories that never happened. He's completely sure of them. It made me wonder how I know my own memories are real at all?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'brb my cat is knocking stuff off the table',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Hume, do you actually doubt the sun will rise tomorrow or is that just a party trick',
    issue: 'induction',
    also: ['living-with-doubt'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "What about 'I think therefore I am'? Surely that one's certain.",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "ok so like if we're all in a simulation then nothing we know counts right? or does math still count even in the simulation",
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: "I'm a nurse. Every day we give drugs because they worked on thousands of people before, but nobody can promise they'll work on the next patient. Is medicine just a very organised habit?",
    issue: 'induction',
    also: ['causation'],
    form: 'paraphrase',
  },
  {
    text: 'To the Scottish guy: if causation is only habit, why do you still look both ways before crossing the street?',
    issue: 'living-with-doubt',
    also: ['causation'],
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "what's the weather like in Edinburgh this week, thinking of visiting",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "So you admit you can't be certain that skepticism is true either. Doesn't that sink the whole thing?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Gottfried, what's this principle of sufficient reason and why should I buy it?",
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "How do I know I'm not dreaming right now?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "My sister is a flat earther. She says she trusts her own eyes more than NASA. Honestly both of us are trusting something we haven't checked ourselves. Who's being more rational?",
    issue: 'certainty',
    also: ['miracles'],
    form: 'paraphrase',
  },
  {
    text: "Is it ever morally okay to lie to protect a friend's feelings?",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'liebniz do u think babies are born knowing stuff already',
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Can science ever prove something, or only fail to disprove it, Leibniz?',
    issue: 'induction',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Mr Billiard Balls, when one ball smacks into another, you really think we never see the cause?',
    issue: 'causation',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "With deepfakes everywhere I genuinely can't trust a video anymore. Is there any kind of evidence left that's certain, or do we just go with whoever we trust?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'come on, nobody lives like a skeptic. you still eat bread expecting it to feed you',
    issue: 'living-with-doubt',
    form: 'plain',
  },
  {
    text: "Is there a way to know for certain my mic is working? nobody's responding to me",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Doesn't Hume's fork cut itself? The claim that only maths and experience give knowledge is neither maths nor experience.",
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "If there's a perfect God, doesn't that guarantee our reason isn't lying to us? Asking the German one.",
    issue: 'certainty',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Hume, what's the difference between being certain and just feeling certain?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "I'm on a jury next month. The judge will tell us 'beyond reasonable doubt', not 'beyond all doubt'. Is that honestly the best humans can ever do?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'hey armchair guy why does it even matter if we can be certain, we get by fine without it',
    issue: 'living-with-doubt',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'What actually caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "David Hume, if I'd never seen one particular shade of blue, could I still imagine it? Doesn't that poke a hole in your own theory?",
    issue: 'innate-ideas',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Leibniz, be honest: you invented calculus. Was that knowledge discovered or made up?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "my therapist says anxiety is basically demanding certainty the world can't give. so is she on the skeptic's side",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: "Is a chatbot that's 99% confident in an answer actually knowing anything?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'how do I change my display name on here',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Climate models predict the next century from past data. Isn't that exactly the kind of inference you say can't be justified, Hume?",
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "You're both from the 1700s. Has anything since then, like quantum physics or non-Euclidean geometry, changed the answer?",
    issue: 'certainty',
    also: ['truths-of-reason'],
    form: 'paraphrase',
  },
  {
    text: "but what about logic itself, like a thing can't be and not be at the same time. even the doubter uses that to argue, no?",
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'Mr Best-of-All-Possible-Worlds, how can you be certain of that after an earthquake kills thousands of people?',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Hume, is the self even something you can know? When I look inward I just find thoughts and feelings, no 'me' holding them.",
    issue: 'self',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Do black holes really destroy information, or does it come back out somehow?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Should voting be compulsory in a democracy?',
    issue: null,
    form: 'off-topic',
  },
];
