import type { ArenaConfig, ChallengePage } from './types';

/**
 * The 'Socratic Arsenal': five pages of four questions, one theme per page, in the spec's order. "{first}" and
 * "{second}" stand for the debate's two philosophers, by surname (challengePagesFor): a question that names one is
 * put to him, and the rest are about whatever was just said.
 */
export const arsenalTemplates: readonly ChallengePage[] = [
  {
    theme: 'clarification',
    title: 'Clarify the Claim',
    questions: [
      'But what do you mean by that?',
      'Can you give me a concrete example?',
      '{first}, how exactly would you define that word?',
      'Could you say that more simply?',
    ],
  },
  {
    theme: 'assumptions',
    title: 'Probe the Assumptions',
    questions: [
      "How do you know that's true?",
      'What are you taking for granted here?',
      '{second}, is that a fact or a belief?',
      'Why should anyone accept your starting point?',
    ],
  },
  {
    theme: 'implications',
    title: 'Trace the Implications',
    questions: [
      'What follows if you are right?',
      'Would you accept every consequence of that?',
      '{first}, how would that change the way we live?',
      'Who gains and who loses if we agree?',
    ],
  },
  {
    theme: 'counter-argument',
    title: 'Face the Strongest Objection',
    questions: [
      'What is the strongest case against you?',
      '{second}, what evidence would change your mind?',
      'Where is your argument weakest?',
      "Can you state your rival's view better than they can?",
    ],
  },
  {
    theme: 'opponents',
    title: 'Summon the Opposition',
    questions: [
      'What would your opponents say?',
      '{first}, where do you and {second} actually agree?',
      '{second}, why is {first} wrong, in one sentence?',
      'What have you learned from your opponent today?',
    ],
  },
];

/** The slots of the Arsenal's templates. */
export const ARSENAL_SLOTS = /\{first\}|\{second\}/g;

/** How a question names a philosopher: by surname ("Jean-Jacques Rousseau" is "Rousseau"). */
export function surnameOf(name: string): string {
  return name.split(' ').at(-1) ?? name;
}

/** The Arsenal of one debate: its templates with the debate's two philosophers named. */
export function challengePagesFor(arena: Pick<ArenaConfig, 'philosophers'>): readonly ChallengePage[] {
  const [first, second] = arena.philosophers.map((p) => surnameOf(p.name)) as [string, string];
  const fill = (question: string) => question.replaceAll('{first}', first).replaceAll('{second}', second);
  return arsenalTemplates.map((page) => ({
    ...page,
    questions: page.questions.map(fill) as unknown as ChallengePage['questions'],
  }));
}
