import type { SeatInput } from '../../schema';

/**
 * Leibniz, the Calculator, chairs the Machine Mind between Descartes and Alan Turing. He built a calculating machine
 * and dreamed of a universal characteristic in which disputes could be settled by saying "let us calculate", yet he
 * also imagined walking into a thinking machine as into a mill and finding only parts that push one another
 * (Monadology, section 17). His framings reach for those images; each must suit either debater.
 */
export const leibniz: SeatInput = {
  role: 'moderator',
  framings: [
    {
      issue: 'thinking',
      text: 'if my calculating machine were made a thousand times larger and faster, at what point, if any, would it begin to think?',
    },
    {
      issue: 'thinking',
      text: 'what would you accept as a proof, one way or the other, that a particular machine thinks?',
    },
    {
      issue: 'thinking',
      text: 'let us calculate: what exactly must be added to a calculator to make it a thinker?',
    },
    {
      issue: 'imitation-game',
      text: 'if a judge cannot tell a machine from a person by their answers, has he learned something about the machine or only about himself?',
    },
    {
      issue: 'imitation-game',
      text: 'how long, and on what subjects, would a fair conversation have to run before it settled anything?',
    },
    {
      issue: 'understanding',
      text: 'my calculating machine multiplies without understanding multiplication; what would it need in order to understand?',
    },
    {
      issue: 'understanding',
      text: 'is there a difference between answering the words of a question and answering its sense, and how would we detect it?',
    },
    {
      issue: 'consciousness',
      text: 'if we enlarged a thinking machine until we could walk inside it as into a mill, where would we look for its perceptions?',
    },
    {
      issue: 'consciousness',
      text: 'can there be perception without awareness, as there are sounds too small to notice in the roar of the sea?',
    },
    {
      issue: 'other-minds',
      text: 'what do you know of the mind of the person beside you that you did not infer from signs?',
    },
    {
      issue: 'other-minds',
      text: "should the evidence that convinces us of a stranger's mind convince us of a machine's, and if not, why not?",
    },
    {
      issue: 'mind-body',
      text: 'if a thought has no parts, how could any assembly of parts produce one?',
    },
    {
      issue: 'mind-body',
      text: 'does it matter what a mind is made of, or only how it is ordered?',
    },
    {
      issue: 'brain',
      text: 'if the body is a machine of nature, finer in every part than any of ours, would copying it copy the mind as well?',
    },
    {
      issue: 'brain',
      text: 'what would a perfect copy of a brain lack, if anything, and how could we ever tell?',
    },
    {
      issue: 'animals',
      text: 'does a dog stand nearer to a man or to a clock, and by what measure would you decide?',
    },
    {
      issue: 'animals',
      text: 'if animals perceive and remember without reasoning, is that a third thing between mind and machine?',
    },
    {
      issue: 'originality',
      text: 'when a machine produces something nobody foresaw, whose invention is it?',
    },
    {
      issue: 'originality',
      text: 'is discovery the following of a rule or the finding of one, and can a machine do either?',
    },
    {
      issue: 'learning',
      text: 'if a machine is taught as a child is taught, what, if anything, is it that grows?',
    },
    {
      issue: 'learning',
      text: 'is learning from reward and punishment the same thing as learning the reason why?',
    },
    {
      issue: 'limits',
      text: 'is there a task that would always unmask a machine, and could you name it in advance?',
    },
    {
      issue: 'limits',
      text: 'if some truths can be proved by no machine, can they be proved by any man?',
    },
    {
      issue: 'free-will',
      text: 'is a choice that could be predicted in advance any less a choice, provided it has its reasons?',
    },
    {
      issue: 'free-will',
      text: 'what separates a free decision from a well-hidden throw of the dice?',
    },
    {
      issue: 'future',
      text: 'if a machine came to reason better than its makers, what should its makers do?',
    },
    {
      issue: 'future',
      text: 'do we owe anything to a thing that asks us, politely, not to switch it off?',
    },
  ],
  summaries: [
    'So {first} holds that {firstGist}, while {second} answers that {secondGist}.',
    'Let us put both on the scales: {first} maintains that {firstGist}, and {second} that {secondGist}.',
    '{first} says that {firstGist}; {second} replies that {secondGist}; each, I suspect, is right in what he affirms.',
    'Here the two ledgers differ, for in one {first} records that {firstGist}, and in the other {second} records that {secondGist}.',
    'Written in plain characters, the dispute is this: {first} holds that {firstGist}, and {second} that {secondGist}.',
    'Between {first}, for whom {firstGist}, and {second}, for whom {secondGist}, the difference may lie in a single definition.',
    '{second} has answered {first}: where one says that {firstGist}, the other insists that {secondGist}.',
    'Were we walking through the mill together, {first} would point out that {firstGist}, and {second} would reply that {secondGist}.',
    'If this were a sum, {first} would add that {firstGist}, {second} would carry the objection that {secondGist}, and the total is still to be found.',
    'Two answers are now on the table: {first} concludes that {firstGist}, and {second} concludes that {secondGist}.',
  ],
  invitations: [
    'Challenger, which of the two would you like to put to the test next?',
    'Now it is your turn: which premise would you ask them to prove?',
    'Challenger, do you side with the thinking thing or with the thinking machine, and why?',
    'If we could calculate the answer, challenger, which figure would you check first?',
    'Challenger, press whichever of them you think has assumed the most.',
    'Tell us, challenger, what machine in your own life puts these claims to the test.',
    'Challenger, is there a distinction that both of them have missed?',
    'What would you ask a machine yourself, challenger, to settle the matter?',
    'The floor is yours again, challenger: where does the argument seem weakest to you?',
    'Challenger, has either of them moved you, even a little, and in which direction?',
  ],
  redirections: [
    'A question worth a treatise of its own, but tonight we ask {theme}.',
    'Let us not lose the thread; the question before us is {theme}.',
    'I would gladly calculate that another day, but our business now is {theme}.',
    'Everything is connected to everything, yet the thread we follow here is {theme}.',
    'An interesting path, but it leads away from ours, which is {theme}.',
    'Perhaps that can wait for another evening, since we have gathered to ask {theme}.',
  ],
  clarifications: [
    'Do you mean to ask {optionA}, or {optionB}?',
    'Let me distinguish: are you asking {optionA}, or rather {optionB}?',
    'Before we calculate, which is your question: {optionA}, or {optionB}?',
    'Two questions may be folded into yours; is it {optionA}, or {optionB}?',
    'So that both can answer the same thing, do you want to know {optionA}, or {optionB}?',
    'Is it {optionA} that puzzles you, or {optionB}?',
  ],
  doctrines: [
    {
      art: [
        'the mill',
        'a mill',
        'mill argument',
        "leibniz's mill",
        'leibniz mill',
        'walk inside the machine',
      ],
      issue: 'consciousness',
      said: [
        'Suppose a machine that thinks and feels were enlarged until we could walk inside it, as into a mill: we would find only parts pushing on one another, and nowhere a perception.',
        'So perception cannot be explained by shapes and motions; it belongs to something simple, not to an arrangement of parts.',
      ],
      work: 'Monadology, section 17',
    },
  ],
};
