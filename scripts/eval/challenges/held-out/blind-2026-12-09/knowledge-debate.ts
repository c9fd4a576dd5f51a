// The blind set of 2026-12-09 for The Truth Battle (Leibniz against Hume): 40 challenges written by a helper from the debate's card
// alone (title, question, description, names, subtitles and quotes), locked by sha256 before labelling, and labelled by
// another from the issue list alone (2026-12-05, stop 77). Never read for tuning and never learnt from: eval:debate prints
// its figures, never its misses. Whoever reads it spends it (move it into the debate's asked-blind.ts).
import type { EvalChallenge } from '../../../challenge-set';

export const knowledgeBlind: readonly EvalChallenge[] = [
  { text: 'Is anything actually 100% certain?', issue: 'certainty', form: 'plain' },
  {
    text: 'Leibniz, 2 + 2 = 4 is certain, right? Or could Hume wiggle out of that one too?',
    issue: 'truths-of-reason',
    also: ['certainty'],
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'ok so if the sun rising is just habit why do i still set my alarm lol',
    issue: 'induction',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: "My daughter asked me how I know she's not dreaming right now. I said because I can pinch her. She said dreams have pinches too. Who wins that argument?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: "Mr Hume, do you actually doubt stuff when you're eating dinner or is it just a book thing?",
    issue: 'living-with-doubt',
    addresses: 'hume',
    form: 'named',
  },
  { text: 'is this app free or does it start charging after a trial?', issue: null, form: 'off-topic' },
  { text: 'How can anyone be sure their memories are real?', issue: 'certainty', form: 'plain' },
  {
    text: "I work as a nurse and we make life-or-death calls on lab results that are wrong maybe 1 in 200 times. We're never certain. Is 'pretty sure' all anyone ever gets?",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Leibniz you said everything has a reason. whats the reason for that rule though',
    issue: 'sufficient-reason',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'the Scottish guy keeps saying cause and effect is just habit... then why does my kettle boil every single time',
    issue: 'causation',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: "Doesn't science prove things for certain?",
    issue: 'certainty',
    also: ['induction'],
    form: 'plain',
  },
  {
    text: "So you admit, Hume, that you can't even be certain your own skepticism is right?",
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  { text: "Is it ever morally okay to lie to protect a friend's feelings?", issue: null, form: 'off-topic' },
  {
    text: "Judges tell juries 'beyond reasonable doubt', not 'beyond all doubt'. Does the law already side with the skeptic?",
    issue: 'certainty',
    also: ['living-with-doubt'],
    form: 'paraphrase',
  },
  {
    text: "come on, Mr Armchair, where's your proof the world is made of minds",
    issue: 'reality',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "Gottfried, if God picked the best of all possible worlds, why did he make one where I can't be certain of anything?",
    issue: 'best-world',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'i mean deepfakes are everywhere now. how do i know any video i see is real',
    issue: 'certainty',
    form: 'paraphrase',
  },
  { text: "Do we owe anything to future generations we'll never meet?", issue: null, form: 'off-topic' },
  { text: 'brb my pasta is boiling over', issue: null, form: 'off-topic' },
  {
    text: "What's the difference between being certain and just feeling certain?",
    issue: 'certainty',
    form: 'plain',
  },
  {
    text: "Hume, you say we never see a cause, only one thing following another. But physicists have equations. Aren't the equations the connection you say is missing?",
    issue: 'causation',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "to the idealist: do you think a computer could settle arguments by calculating, like your 'let us calculate' dream?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: 'Descartes said I think therefore I am. Is that at least one certain thing you both accept?',
    issue: 'certainty',
    also: ['self'],
    form: 'plain',
  },
  {
    text: 'Why should I trust my eyes when optical illusions fool them so easily?',
    issue: 'certainty',
    form: 'paraphrase',
  },
  { text: 'What really caused the fall of the Western Roman Empire?', issue: null, form: 'off-topic' },
  {
    text: "my friend is a flat earther and says 'you can't know for sure its round' and honestly i dont know how to answer that. help",
    issue: 'certainty',
    form: 'paraphrase',
  },
  {
    text: 'Liebnitz how do you know innate ideas are in us from birth, babies dont know math',
    issue: 'innate-ideas',
    addresses: 'leibniz',
    form: 'named',
  },
  {
    text: 'Is doubting everything even possible, or does it collapse the moment you need to cross the road?',
    issue: 'living-with-doubt',
    form: 'plain',
  },
  { text: "That's just a fancy way of saying nobody knows anything.", issue: 'certainty', form: 'plain' },
  {
    text: "Relations of ideas versus matters of fact: does that split still hold after non-Euclidean geometry showed 'obvious' geometry could be wrong?",
    issue: 'truths-of-reason',
    form: 'paraphrase',
  },
  {
    text: "anyone know if it's going to rain in Edinburgh this weekend? going for a hike",
    issue: null,
    form: 'off-topic',
  },
  {
    text: 'If a surgeon has done the same operation 5000 times, is the next one certain to work or just likely?',
    issue: 'induction',
    also: ['certainty'],
    form: 'paraphrase',
  },
  {
    text: 'Someone at my church says a healing in our congregation was a miracle. Would the Edinburgh skeptic tell me never to believe a witness over the laws of nature?',
    issue: 'miracles',
    addresses: 'hume',
    form: 'epithet',
  },
  {
    text: 'What would it even take to convince you, David, that something is certain?',
    issue: 'certainty',
    addresses: 'hume',
    form: 'named',
  },
  { text: 'Should voting be compulsory in a democracy?', issue: null, form: 'off-topic' },
  {
    text: 'so if induction isnt justified is machine learning just a very expensive habit hume',
    issue: 'induction',
    addresses: 'hume',
    form: 'named',
  },
  {
    text: "But what about mathematical proofs? Godel showed some truths can't be proven inside a system. Doesn't that hurt the builder of perfect systems?",
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'epithet',
  },
  {
    text: "how do I turn the moderator's voice down, it's really loud on my phone",
    issue: null,
    form: 'off-topic',
  },
  {
    text: "I've been married 20 years and I'm certain my wife loves me. Is that knowledge or just a comfortable habit?",
    issue: 'certainty',
    also: ['induction'],
    form: 'paraphrase',
  },
  {
    text: 'Can reason alone tell us anything about the real world, Leibniz?',
    issue: 'truths-of-reason',
    addresses: 'leibniz',
    form: 'named',
  },
];
