import { describe, expect, it } from 'vitest';
import { draftFloor } from './testing/draft-floor';

// Found when the tuned-on lines the classics had read right at stop 84 were read again (stop 86). Each line is new, put
// as the floor meets a visitor's: unlearnt, as the first line of a call.
const floor = await draftFloor([], ['free-will-debate', 'knowledge-debate', 'morality-debate']);

// "What caused the First World War?" counts two of causation's cues, and two cues of one issue had come to keep a line
// on the theme whatever off-theme line it meant like: the lines visitors had put about the causes of wars and
// collapses, learnt as off The Truth Battle's theme, were argued as Hume's problem of causation.
describe('a question about something else in two cues of one issue', () => {
  it.each([
    ['knowledge-debate', 'What caused the collapse of the Soviet Union?'],
    ['morality-debate', 'Should voting be compulsory in a democracy?'],
  ])('in %s, "%s" is not argued', async (id, line) => {
    const [first] = await floor.unlearnt(id, line);
    expect(first?.plan.move).not.toBe('answer');
  });

  it('while a case told in two cues of one issue, meaning about as like an off-theme line, is still argued', async () => {
    const [first] = await floor.unlearnt(
      'free-will-debate',
      "Like if my teammate throws the game can I still be mad at him if he couldn't help it?",
    );
    expect(first?.plan).toMatchObject({ move: 'answer', issue: 'responsibility' });
  });
});
