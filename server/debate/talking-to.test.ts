import { describe, expect, it } from 'vitest';
import { createReplyEngine } from './engine';
import { runScript, shape } from './testing/debate-script';
import { FLOOR_TUNING, fixtureKnowledge, fixtureMembers, OPENING } from './testing/fixture-knowledge';

// Whom a line that names no one is said to (talking-to.ts): "so you admit ...", and lines said back to the last point.

const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning: FLOOR_TUNING });
const members = fixtureMembers;

describe('"so you admit ..."', () => {
  const UNNAMED = { visitor: 'How do you know the sun will rise tomorrow?' };

  it('"so you admit ..." just after the visitor asked a debater is put to him: what his point commits him to', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'So you admit reason has its limits?' },
    ]);
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Hume:imply');
  });

  it('"so you admit ..." after a challenge to no one is put to whoever made the last point (Leibniz, rebutting)', async () => {
    const debate = await runScript(engine, members, [
      UNNAMED,
      { visitor: 'So you admit reason has its limits?' },
    ]);
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Leibniz:imply');
  });

  it('"so you admit ..." restating the point before is put to its maker (Hume, after Leibniz rebutted him)', async () => {
    const debate = await runScript(engine, members, [
      UNNAMED,
      { visitor: 'So you admit we can never be sure the sun will rise?' },
    ]);
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Hume:imply');
  });

  it('"so you admit ..." that names an issue of its own is answered on it (by Hume, whom the visitor was talking to)', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'So you admit a saint could heal the sick?' },
    ]);
    const [answer] = debate.byStep[1] ?? [];
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Hume:answer');
    expect(answer?.plan.move === 'answer' && answer.plan.issue).toBe('miracles');
  });
});

describe('a line said back to the last point', () => {
  it('a line said back to the last point is its follow-up, though it shares no word with the debate', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'Then why would anybody bother planning a holiday at school?' },
      { visitor: "Isn't that just ordinary gambling wisdom dressed up as philosophy?" },
      { visitor: 'Why would anybody bother planning a holiday at school?' },
      { visitor: 'so why would anybody bother planning a holiday at school then' },
    ]);
    // The visitor was talking to Hume: a consequence drawn from his point is his to draw.
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Hume:imply');
    expect(shape(debate.byStep[2] ?? [])[0]).toMatch(/^(?:Hume|Leibniz):ground$/);
    expect(shape(debate.byStep[3] ?? [])).toEqual(['Aristotle:redirect']);
    expect(shape(debate.byStep[4] ?? [])[0]).toMatch(/^(?:Hume|Leibniz):imply$/);
  });
});

describe('a few words said back to the last point', () => {
  it('stay on its issue and go to the debater who made it, though they read as another issue', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: "But it's always come up. Isn't that enough?" },
    ]);
    const [answer] = debate.byStep[1] ?? [];
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Hume:answer');
    expect(answer?.plan.move === 'answer' && answer.plan.issue).toBe('induction');
  });

  it('a question of its own is read as itself, not as said back', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'But is there anything reason alone can prove, like that every event has a cause?' },
    ]);
    const [answer] = debate.byStep[1] ?? [];
    expect(answer?.plan.move === 'answer' && answer.plan.issue).not.toBe('induction');
  });
});
