import { describe, expect, it } from 'vitest';
import { createReplyEngine } from './engine';
import { runScript } from './testing/debate-script';
import { draftFloor } from './testing/draft-floor';

const floor = await draftFloor(['capitalism-debate', 'simulation-reality-debate'], ['free-will-debate']);

/** The turns given to `line`, put after `opening` has been argued, in a call of `debateId`. */
async function after(debateId: string, opening: string, line: string) {
  const engine = createReplyEngine({ knowledge: floor.knowledge });
  const { byStep } = await runScript(engine, floor.membersOf(debateId), [
    { visitor: opening },
    { visitor: line },
  ]);
  const turns = byStep[1] ?? [];
  const names = floor.membersOf(debateId);
  return turns.map((turn) => ({
    speaker: names[turn.plan.speaker]?.name ?? '?',
    move: turn.move,
    issue: 'issue' in turn.plan ? turn.plan.issue : undefined,
    said: turn.sentences.join(' '),
  }));
}

// Found under cross-validation (stop 78): a word of the debate asked "in plain English" after a point on another issue
// was taken for a request to say that point again simply ("What's alienation in plain English?" after Adam Smith on
// planning got his case against planners, "put simply").
describe('a word of the debate asked simply, after a point that did not use it', () => {
  it.each([
    [
      'capitalism-debate',
      'Should the state plan the economy?',
      "What's alienation in plain English?",
      'work-meaning',
    ],
    [
      'capitalism-debate',
      'Is inequality the price of growth?',
      'What does alienation actually mean in plain words?',
      'work-meaning',
    ],
    [
      'capitalism-debate',
      'Does the free market make us free?',
      'whats surplus value in plain english',
      'exploitation',
    ],
    [
      'simulation-reality-debate',
      'Could we tell if we lived in a simulation?',
      "What's hyperreal, in plain words?",
      'hyperreal',
    ],
  ])('%s, after "%s": "%s" is answered on its own issue', async (debateId, opening, line, issue) => {
    const [first] = await after(debateId, opening, line);
    expect(first?.move).toBe('answer');
    expect(first?.issue).toBe(issue);
    expect(first?.said).not.toMatch(/^Put simply/);
  });

  it('"say that in plain English" still asks for the last point, simply', async () => {
    const [first] = await after(
      'capitalism-debate',
      'Should the state plan the economy?',
      'say that in plain English',
    );
    expect(first?.move).toBe('define');
    expect(first?.issue).toBe('planning');
  });
});
