import type { ArgumentMap } from '../../../protocol';

/** A one-exchange map: a claim, and a rebuttal made against it that no one answered. */
export const sampleMap: ArgumentMap = {
  debaters: ['David Hume', 'Gottfried Wilhelm Leibniz'],
  exchanges: [
    {
      challenge: 'Hume, how do you know the sun will rise tomorrow?',
      by: 'visitor',
      issue: 'How do we know the future?',
      claims: [
        {
          id: 'c1',
          speaker: 'David Hume',
          point: 'custom, not reason, makes us expect the sun',
          kind: 'claim',
          unanswered: false,
        },
        {
          id: 'c2',
          speaker: 'Gottfried Wilhelm Leibniz',
          point: 'reason shows that nature keeps an order',
          kind: 'rebuttal',
          answers: 'c1',
          direct: true,
          unanswered: true,
        },
      ],
    },
  ],
  verdict: 'Let me close the debate with a verdict. Leibniz made the stronger case today.',
};
