import type { DebateTopicInput } from '../schema';

/** The Freedom Fight: Descartes (the Dualist) against Spinoza (the Determinist); Leibniz moderates. */
export const freeWillDebate: DebateTopicInput = {
  debateId: 'free-will-debate',
  theme: 'whether our choices are truly free',
  issues: [
    {
      id: 'free-will-real',
      question: 'Is free will real, or is it an illusion?',
      clause: 'whether free will is real or an illusion',
    },
    {
      id: 'mind-body',
      question: 'Are the mind and the body two different things, or one?',
      clause: 'whether mind and body are two things or one',
    },
    {
      id: 'necessity',
      question: 'Does everything that happens follow necessarily from its causes?',
      clause: 'whether everything happens by necessity',
    },
    {
      id: 'feeling-of-choice',
      question: 'Does the feeling that we choose prove that we are free?',
      clause: 'whether the feeling of choosing proves freedom',
    },
    {
      id: 'error',
      question: 'Why do we make mistakes, and whose fault is it when we do?',
      clause: 'why we make mistakes',
    },
    {
      id: 'god-freedom',
      question: 'Does God choose freely, and does God leave us any freedom?',
      clause: 'whether God chooses and leaves us free',
    },
    {
      id: 'passions',
      question: 'Can we master our passions, and how?',
      clause: 'how we can master our passions',
    },
    {
      id: 'responsibility',
      question: 'If our choices are caused, can anyone be blamed or praised?',
      clause: 'whether blame and praise still make sense',
    },
    {
      id: 'machines',
      question: 'Are animals and bodies mere machines, and could a machine think?',
      clause: 'whether a machine could think',
    },
    {
      id: 'true-freedom',
      question: 'What does it really mean to be free?',
      clause: 'what being free really means',
    },
    {
      id: 'method-certainty',
      question: 'How can we be certain of anything we think?',
      clause: 'how we can be certain of what we think',
    },
    {
      id: 'good-life',
      question: 'How should a free, or a determined, person live?',
      clause: 'how a wise person should live',
    },
  ],
  concepts: [],
};
