import { assert, describe, expect, it } from 'vitest';
import { castDebate } from './cast';
import { asksPlain, withoutBrief } from './challenge-kind';
import { PLAINLY, RULINGS } from './common-frames';
import { createReplyEngine } from './engine';
import { floorTalk } from './floor-talk';
import { notesFor } from './notes';
import { DebateIndex } from './retrieval';
import { withoutNames } from './lexicon';
import { runScript, shape } from './testing/debate-script';
import { FLOOR_TUNING, fixtureKnowledge, fixtureMembers } from './testing/fixture-knowledge';
import { templatePattern } from './text';

// What a lawyerly visitor says (an eleventh listening session's kind): "Stop hedging, Hume. Yes or no?" took Hume to
// causation, and "Chair, he didn't answer the question. Rule on it." got Leibniz's premise, with no ruling.

const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning: FLOOR_TUNING });
const members = fixtureMembers;
const names = ['hume', 'leibniz', 'aristotle'].map((name, index) => ({ index, callNames: [name] }));
/** A line as the planner reads floor talk: the call's names and its asking for brevity or plainness out. */
const talkOf = (line: string) =>
  floorTalk(
    withoutBrief(withoutNames(line, names)),
    /hume|leibniz|aristotle/i.test(line),
    false,
    asksPlain(line),
  );
const plainly = PLAINLY.map(templatePattern);
const HUME_ON_INDUCTION = 'custom, not reason, guides our expectations.';

describe('a straight answer asked for, and a point of order', () => {
  it.each([
    ['Stop hedging, Hume. Yes or no?', 'plain'],
    ['yes or no?', 'plain'],
    ['Just answer the question.', 'plain'],
    ['I want a straight answer.', 'plain'],
    ['Hume, same question: yes or no?', 'plain'],
    ["Chair, he didn't answer the question. Rule on it.", 'order'],
    ['Point of order: that is not an answer.', 'order'],
    ['Aristotle, does that count as an answer?', 'order'],
    ["He's dodging the question, Aristotle.", 'order'],
    ['Make him answer the question, please.', 'order'],
    // Whether a point was granted: the chair says what each has granted, if anything.
    ['Did Hume just concede that?', 'agree'],
    ['Aristotle, what has each of them conceded so far?', 'agree'],
    // A question about the debate, not a complaint about one answer.
    ['Who is dodging the question?', 'dodge'],
    // A question with a topic of its own is answered as one, plainly.
    ['Will the sun rise tomorrow? Yes or no.', undefined],
  ])('%j reads as %s', (line, talk) => {
    expect(talkOf(line)).toBe(talk);
  });

  it('reads "yes or no" and "stop hedging" as no topic, and a question without them as asking nothing plain', () => {
    expect(asksPlain('Will the sun rise tomorrow? Yes or no.')).toBe(true);
    expect(withoutBrief('Will the sun rise tomorrow? Yes or no.')).toBe('will the sun rise tomorrow');
    expect(asksPlain('Will the sun rise tomorrow?')).toBe(false);
    expect(asksPlain('Is there a simple answer to this in nature?')).toBe(false);
  });

  it('"Stop hedging, Hume. Yes or no?" gets his stance on the question he was asked, first and plainly', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, how do we know the sun will rise tomorrow?' },
      { visitor: 'Stop hedging, Hume. Yes or no?' },
    ]);
    const [answer] = debate.byStep[1] ?? [];
    assert(answer?.plan.move === 'answer');
    expect(answer.speaker).toBe('Hume');
    expect(answer.plan).toMatchObject({ issue: 'induction', plain: true });
    const [first] = answer.sentences;
    expect(plainly.some((pattern) => pattern.test(first ?? ''))).toBe(true);
    expect(first?.endsWith(HUME_ON_INDUCTION)).toBe(true);
    // The exchange goes on as any other: the other side answers him.
    expect(shape(debate.byStep[1] ?? []).slice(1, 2)).toEqual([
      expect.stringMatching(/^Leibniz:(?:rebut|concede)$/),
    ]);
  });

  it('a question asked with "yes or no" is answered on its own issue, stance first', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, will the sun rise tomorrow? Yes or no.' },
    ]);
    const [answer] = debate.byStep[0] ?? [];
    assert(answer?.plan.move === 'answer');
    expect(answer.plan).toMatchObject({ issue: 'induction', plain: true });
    expect(answer.sentences[0]?.endsWith(HUME_ON_INDUCTION)).toBe(true);
  });

  it('a point of order to the chair: he rules for it, names the debater and the question, and the debater answers plainly', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, how do we know the sun will rise tomorrow?' },
      { visitor: "Chair, he didn't answer the question. Rule on it." },
    ]);
    const [ruling, answer] = debate.byStep[1] ?? [];
    expect(ruling?.speaker).toBe('Aristotle');
    expect(ruling?.plan).toMatchObject({ move: 'hand-over', issue: 'induction', plain: true });
    const rulings = RULINGS.map(templatePattern);
    expect(rulings.some((pattern) => pattern.test(ruling?.sentences[0] ?? ''))).toBe(true);
    expect(ruling?.sentences[0]).toContain('Hume');
    expect(ruling?.sentences[0]).toContain('how we know the future');
    expect(answer?.speaker).toBe('Hume');
    expect(answer?.plan).toMatchObject({ move: 'answer', issue: 'induction', plain: true });
    expect(answer?.sentences[0]?.endsWith(HUME_ON_INDUCTION)).toBe(true);
  });

  it('a point of order that names the debater is his to answer, plainly, without a ruling', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, how do we know the sun will rise tomorrow?' },
      { visitor: 'Leibniz, that is not an answer.' },
    ]);
    const [answer] = debate.byStep[1] ?? [];
    expect(answer?.speaker).toBe('Leibniz');
    expect(answer?.plan).toMatchObject({ move: 'answer', issue: 'induction', plain: true });
    expect(answer?.sentences[0]?.endsWith('reason underwrites the order of nature.')).toBe(true);
  });

  it('with a model, the notes ask for the stance first and give it', () => {
    const cast = castDebate(members, fixtureKnowledge);
    assert(cast.topic);
    const index = new DebateIndex(cast.topic, cast.sides, FLOOR_TUNING);
    const context = { cast, index, members, conversation: [] };
    const notes = notesFor(
      { speaker: 2, move: 'answer', kind: 'question', issue: 'induction', plain: true },
      context,
    );
    expect(notes.instruction).toMatch(/straight answer/);
    expect(notes.material).toContain('Your stance on it: Custom, not reason, guides our expectations.');
    const ruling = notesFor(
      { speaker: 0, move: 'hand-over', addressee: 2, issue: 'induction', plain: true },
      context,
    );
    expect(ruling.instruction).toMatch(/point of order.*Hume/);
  });

  it('a point of order that names a debater besides the chair is ruled on for him', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, how do we know the sun will rise tomorrow?' },
      { visitor: 'Point of order, Aristotle: Leibniz keeps talking past the sunrise. Rule on it.' },
    ]);
    const [ruling, answer] = debate.byStep[1] ?? [];
    expect(ruling?.plan).toMatchObject({ move: 'hand-over', addressee: 1, plain: true });
    expect(ruling?.sentences[0]).toContain('Leibniz');
    expect(answer?.speaker).toBe('Leibniz');
  });

  it('"give me the one-word version" in words of its own gets his stance alone', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, how do we know the sun will rise tomorrow?' },
      { visitor: "That's a long way round. Strip out the qualifications and give me the one-word version." },
    ]);
    const [answer] = debate.byStep[1] ?? [];
    expect(answer?.speaker).toBe('Hume');
    expect(answer?.sentences).toHaveLength(1);
    expect(answer?.sentences[0]?.endsWith(HUME_ON_INDUCTION)).toBe(true);
  });
});
