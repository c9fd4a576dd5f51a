// The blind set of 2027-01-12 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-07, stop 94). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  {
    text: "How do I know I'm not dreaming right now?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'ok so like if my eyes can trick me with optical illusions why would i trust them about anything else',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Leibniz, is 2 + 2 = 4 true even if nobody ever counted anything?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'My grandma swears her remedy cures colds because it worked every time she tried it. Is that any different from how scientists know stuff, Hume?',
    issue: 'induction',
    also: ['causation'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Is anything certain at all, or is that a silly question?',
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: 'is there a way to make the text bigger? my phone screen is tiny',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'So, Mr Sunrise, you really think the sun might not come up tomorrow? Would you bet money on that?',
    issue: 'induction',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'I work as a software tester. We run the same test a thousand times and it passes, then on day 1001 it crashes. Honestly that feels like a win for the doubters. Is it?',
    issue: 'induction',
    form: 'paraphrase',
  },
  {
    text: 'what about math proofs tho. once somethings proven its proven forever right',
    issue: 'truths-of-reason',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: "Hume, if you can't prove the future resembles the past, why do you still look both ways before crossing the street?",
    issue: 'living-with-doubt',
    also: ['induction'],
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'Can I at least be sure that I exist?',
    issue: 'certainty',
    also: ['self'],
    form: 'plain',
  },
  {
    text: 'Gottfried, why is there something rather than nothing, and can reason actually answer that?',
    issue: 'sufficient-reason',
    also: ['god-proof'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Is it morally wrong to eat meat if you could live healthily without it?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "My boyfriend says he loves me, and I believe him, but how could I ever actually know what's going on in someone else's head?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "that's just giving up though. if nothing is certain why bother doing science at all",
    issue: 'living-with-doubt',
    form: 'plain',
  },
  {
    text: 'To the Edinburgh guy: when one billiard ball hits another, do we ever actually see the cause, or just one thing after another?',
    issue: 'causation',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'With deepfake videos everywhere now, can I still trust anything I see with my own eyes online?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Do babies come into the world already knowing some things, or is the mind a blank page?',
    issue: 'innate-ideas',
    form: 'plain',
  },
  {
    text: 'leibnitz are you seriously saying this is the best of all possible worlds?? have u seen the news',
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "I'm not certain I locked my car, be right back",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'For the skeptic: is there a difference between being certain and just feeling really sure?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "In court they convict people 'beyond reasonable doubt', not beyond all doubt. A friend of mine sat on a jury and still wonders if they got it wrong. Is reasonable doubt the best any of us can hope for?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Mr Hume, your fork says everything is either relations of ideas or matters of fact. Doesn't the fork itself fail its own test?",
    issue: 'truths-of-reason',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'What caused the fall of the Western Roman Empire?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Can reason alone tell us anything about the real world, or only about words and definitions?',
    issue: 'truths-of-reason',
    form: 'plain',
  },
  {
    text: 'i mean memory is the worst. i remember stuff from childhood that my mum says never happened. so how do i know ANY of my past is real',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Come on, Leibniz. If reason could read the laws of nature from an armchair, why did we need telescopes and experiments?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: "Does the idealist think God guarantees our knowledge? And if so, what happens to someone who doesn't believe in God?",
    issue: 'certainty',
    also: ['god-proof'],
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'lol my cat just walked across the keyboard sorry',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'My teacher says science never proves anything, it only fails to disprove. Is that true, or is she just being dramatic?',
    issue: 'induction',
    also: ['certainty'],
    form: 'plain',
  },
  {
    text: 'If somebody tells me they saw a miracle, should I believe them, Hume?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'When a chatbot gives me a confident answer, does it know it, or is it only guessing with style?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "So you admit, Hume, that you're certain you're uncertain? That sounds like a contradiction.",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'How do vaccines actually train the immune system?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "The German with the wig dreamed of a universal language where people would settle arguments by saying 'let us calculate'. Could computers finally make that real, or will we always disagree?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'If I close my eyes, does the room still exist?',
    issue: 'reality',
    form: 'plain',
  },
  {
    text: 'hume u said reason is a slave of the passions right so like. are all my beliefs just feelings dressed up',
    issue: 'reason-passion',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: 'what time does this debate end? I have a train at six',
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'Does free will exist if the brain is just chemistry?',
    issue: null,
    form: 'off-topic',
  },
  {
    text: "Why do conspiracy theorists always seem so certain when the experts always say 'probably'?",
    issue: 'certainty',
    form: 'paraphrase',
  },
];
