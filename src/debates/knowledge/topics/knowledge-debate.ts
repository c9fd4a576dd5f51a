import type { DebateTopicInput } from '../schema';

/** The Truth Battle: Leibniz (the Idealist) against Hume (the Skeptic); Aristotle, the Logician, moderates. */
export const knowledgeDebate: DebateTopicInput = {
  debateId: 'knowledge-debate',
  theme: 'whether we can know anything for certain',
  issues: [
    {
      id: 'certainty',
      question: 'Can we know anything for certain?',
      clause: 'whether anything is certain',
    },
    {
      id: 'innate-ideas',
      question: 'Is the mind born with ideas, or does everything come from experience?',
      clause: 'whether any ideas are inborn',
    },
    {
      id: 'causation',
      question: 'Do we ever really know that one thing causes another?',
      clause: 'whether we know causes',
    },
    {
      id: 'induction',
      question: 'How do we know the future will be like the past?',
      clause: 'how we know the future will be like the past',
    },
    {
      id: 'truths-of-reason',
      question: 'Are there truths that reason alone can prove, and do they tell us about the world?',
      clause: 'whether reason alone can prove anything about the world',
    },
    {
      id: 'sufficient-reason',
      question: 'Does everything that exists have a reason why it is so?',
      clause: 'whether everything has a reason',
    },
    {
      id: 'miracles',
      question: 'Should a sensible person ever believe a report of a miracle?',
      clause: 'whether to believe in miracles',
    },
    {
      id: 'god-proof',
      question: 'Can reason prove that God exists?',
      clause: 'whether reason can prove that God exists',
    },
    {
      id: 'self',
      question: 'Is there a lasting self, or only a stream of perceptions?',
      clause: 'whether there is a lasting self',
    },
    {
      id: 'best-world',
      question: 'Is this the best of all possible worlds, given all its evil?',
      clause: 'whether this is the best possible world',
    },
    {
      id: 'reason-passion',
      question: 'Does reason rule our actions, or do our feelings?',
      clause: 'whether reason or feeling rules our actions',
    },
    {
      id: 'living-with-doubt',
      question: 'Can anyone actually live as a skeptic?',
      clause: 'whether anyone can live as a skeptic',
    },
    {
      id: 'reality',
      question: 'What is reality ultimately made of?',
      clause: 'what reality is made of',
    },
  ],
  concepts: [],
};
