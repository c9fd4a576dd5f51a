import type { SeatInput } from '../../schema';

/**
 * The Watchtower Trial: Descartes as the Recluse, moderating between Bentham and Foucault. He lived hidden in
 * Holland, moved lodgings to keep his address from visitors and guarded his letters, so he keeps the question of
 * privacy in view without taking a side. Framings are spoken as "<Name>, <framing>", so each must suit either
 * debater.
 */
export const descartes: SeatInput = {
  role: 'moderator',
  framings: [
    {
      issue: 'safety',
      text: 'if we could choose between being safe and unseen, or safe because seen, what would the second way cost us?',
    },
    {
      issue: 'safety',
      text: 'does the watchman make the street safer, or only make us feel safer, and how would you tell the two apart?',
    },
    {
      issue: 'nothing-to-hide',
      text: 'I kept my address from all but a trusted friend or two for years, with no crime to conceal; does privacy need a guilty reason?',
    },
    {
      issue: 'nothing-to-hide',
      text: 'can a person who has done nothing wrong still lose something by being seen, and if so, what exactly?',
    },
    {
      issue: 'watched-self',
      text: 'if a man behaves well only while he may be watched, is the goodness his own, and does it matter?',
    },
    {
      issue: 'watched-self',
      text: 'when the watched begin to watch themselves, have they gained a conscience or lost a freedom?',
    },
    {
      issue: 'watching-watchers',
      text: 'if every eye must itself be watched, where does the chain of watchers end?',
    },
    {
      issue: 'watching-watchers',
      text: 'should those who govern be more visible than the governed, and who would enforce it?',
    },
    {
      issue: 'prison',
      text: 'is a prison to be judged by the suffering it spares, or by the people it sends back into the world?',
    },
    {
      issue: 'prison',
      text: 'when punishment moved from the scaffold to the cell, did it grow gentler, or only quieter?',
    },
    {
      issue: 'institutions',
      text: 'a school, a workshop and a hospital all watch their people; is the watching in each for the same purpose?',
    },
    {
      issue: 'institutions',
      text: 'when a parent tracks a child, or a master his workers, where does care end and control begin?',
    },
    {
      issue: 'data-tracking',
      text: 'the device in every pocket records where its owner goes; is it a servant, a spy, or both at once?',
    },
    {
      issue: 'data-tracking',
      text: 'when a company rather than a king keeps the record, does the danger grow or shrink?',
    },
    {
      issue: 'sharing-online',
      text: 'people now show freely what I once moved house to conceal; what do they gain, and what do they give up?',
    },
    {
      issue: 'sharing-online',
      text: 'is showing oneself to strangers a kind of freedom, or a way of being watched that only feels like one?',
    },
    {
      issue: 'normal',
      text: 'who first drew the line between the normal and the abnormal, and by what right?',
    },
    {
      issue: 'normal',
      text: 'is measuring people against an average a way of knowing them or a way of shaping them?',
    },
    {
      issue: 'privacy-right',
      text: 'is privacy something we possess by nature, or only what a law has chosen to grant?',
    },
    {
      issue: 'privacy-right',
      text: 'if no law protected my letters, would I still have a claim to keep them sealed?',
    },
    {
      issue: 'population',
      text: 'when the state counts births, deaths and illnesses, is it caring for its people or taking hold of them?',
    },
    {
      issue: 'population',
      text: 'in a time of plague, how much of each life may the state rightly see?',
    },
    {
      issue: 'resistance',
      text: 'is there any way out of being watched, or only ways of changing who does the watching?',
    },
    {
      issue: 'resistance',
      text: 'should the watched hide, rebel, or demand to watch in return?',
    },
    {
      issue: 'power-knowledge',
      text: 'does knowing a person give power over him, and does it matter who does the knowing?',
    },
    {
      issue: 'power-knowledge',
      text: 'would anything change if the one in the tower were wise and good?',
    },
  ],
  summaries: [
    'So {first} holds that {firstGist}, while {second} replies that {secondGist}.',
    'Let me set the two views side by side: {first} says that {firstGist}, and {second} that {secondGist}.',
    'On one side stands {first}, for whom {firstGist}; on the other {second}, for whom {secondGist}.',
    'If I have understood, {first} maintains that {firstGist}, and {second} objects that {secondGist}.',
    'Here is the question between them: {first} contends that {firstGist}, but {second} insists that {secondGist}.',
    '{first} gives us the claim that {firstGist}, {second} the reply that {secondGist}, and neither has yet granted the other a single step.',
    'Reduced to two clear propositions: from {first}, that {firstGist}; from {second}, that {secondGist}.',
    'Both look at the same watched world, yet {first} finds that {firstGist}, and {second} that {secondGist}.',
    'A recluse listens closely: {first} has argued that {firstGist}, and {second} has answered that {secondGist}.',
    'Whatever else divides them, {first} believes that {firstGist}, whereas {second} believes that {secondGist}.',
    'Let us take them in order, {first} first, who says that {firstGist}, then {second}, who says that {secondGist}.',
  ],
  invitations: [
    'Challenger, which of these two would you trust to stand in the tower?',
    'Now you, challenger: where would you draw the line between being protected and being watched?',
    'Challenger, test them both with a case from your own life.',
    'The floor is yours again; which claim seems to you clear, and which only confident?',
    'Challenger, what would you keep hidden, and from whom?',
    'Your turn, challenger: press whichever of them you think has assumed too much.',
    'Challenger, is there a word in this quarrel you would have them define?',
    'Speak, challenger, and doubt whichever premise most deserves it.',
    'Challenger, which argument would you still hold if you knew you were being watched?',
    'The question returns to you, challenger: what price would you pay for safety?',
  ],
  redirections: [
    'That is a question for another evening; tonight we ask {theme}.',
    'I prefer to keep to one question at a time, and ours is {theme}.',
    'Let us not wander; the question before this trial is {theme}.',
    'A fine subject, but not ours; tell us instead how it bears on {theme}.',
    'Method requires that we finish one inquiry before beginning another, and this one asks {theme}.',
    'I will keep that thought private for now; the matter in hand is {theme}.',
  ],
  clarifications: [
    'Do you mean to ask {optionA}, or {optionB}?',
    'Let us divide the difficulty: is your question {optionA}, or {optionB}?',
    'To answer clearly I must know which you mean: {optionA}, or {optionB}?',
    'Are you asking {optionA}, or rather {optionB}?',
    'Your question can be taken two ways; is it {optionA}, or {optionB}?',
    'Which shall we settle first, {optionA}, or {optionB}?',
  ],
};
