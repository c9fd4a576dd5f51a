import type { ChallengePage } from './types';

/** The 'Socratic Arsenal': five pages of four questions, one theme per page, in the spec's order. */
export const challengePages: readonly ChallengePage[] = [
  {
    theme: 'clarification',
    title: 'Clarify the Claim',
    questions: [
      'But what do you mean by that?',
      'Can you give me a concrete example?',
      'How exactly would you define that word?',
      'Could you say that more simply?',
    ],
  },
  {
    theme: 'assumptions',
    title: 'Probe the Assumptions',
    questions: [
      "How do you know that's true?",
      'What are you taking for granted here?',
      'Is that a fact or a belief?',
      'Why should anyone accept your starting point?',
    ],
  },
  {
    theme: 'implications',
    title: 'Trace the Implications',
    questions: [
      'What follows if you are right?',
      'Would you accept every consequence of that?',
      'How would that change the way we live?',
      'Who gains and who loses if we agree?',
    ],
  },
  {
    theme: 'counter-argument',
    title: 'Face the Strongest Objection',
    questions: [
      'What is the strongest case against you?',
      'What evidence would change your mind?',
      'Where is your argument weakest?',
      "Can you state your rival's view better than they can?",
    ],
  },
  {
    theme: 'opponents',
    title: 'Summon the Opposition',
    questions: [
      'What would your opponents say?',
      'Where do you and your rival actually agree?',
      'Why is your rival wrong, in one sentence?',
      'What have you learned from your opponent today?',
    ],
  },
];
