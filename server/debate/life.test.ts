import { assert, describe, expect, it } from 'vitest';
import { castDebate } from './cast';
import { CHAIR_LIFE_RETURNS, LIFE_RETURNS } from './common-frames';
import { createReplyEngine } from './engine';
import { notesFor } from './notes';
import { runScript, shape } from './testing/debate-script';
import { FLOOR_TUNING, fixtureKnowledge, fixtureMembers } from './testing/fixture-knowledge';
import { templatePattern } from './text';

// What a curious visitor asks the philosophers about themselves (an eleventh listening session's drifter): "Socrates,
// what did you do for a living?" got his argument about the good life, "is it true you were married?" one about
// honesty.

const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning: FLOOR_TUNING });
const members = fixtureMembers;
const matches = (frames: readonly string[], sentence: string | undefined) =>
  frames.map(templatePattern).some((pattern) => pattern.test(sentence ?? ''));

describe('a member asked about his own life', () => {
  it('tells the fact asked about, then comes back to the question with where he stands', async () => {
    const debate = await runScript(engine, members, [{ visitor: 'Hume, what did you do for a living?' }]);
    const [life, ...rest] = debate.byStep[0] ?? [];
    expect(life?.speaker).toBe('Hume');
    expect(life?.plan).toEqual({ speaker: 2, move: 'life', fact: 1 });
    expect(life?.sentences[0]).toMatch(/^I kept the Advocates Library/);
    expect(matches(LIFE_RETURNS, life?.sentences[1])).toBe(true);
    expect(life?.sentences[1]).toMatch(/custom, not reason, guides our expectations\.$/);
    // Nothing was argued: no rebuttal, no summary; the floor is the visitor's.
    expect(rest).toEqual([]);
  });

  it("unnamed, goes to the one member whose life the line's words fit", async () => {
    const debate = await runScript(engine, members, [{ visitor: 'Is it true you grew up in Edinburgh?' }]);
    expect(shape(debate.byStep[0] ?? [])).toEqual(['Hume:life']);
  });

  it('the chair tells his, then names the question', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Aristotle, were you really the tutor of Alexander?' },
    ]);
    const [life] = debate.byStep[0] ?? [];
    assert(life?.plan.move === 'life');
    expect(life.speaker).toBe('Aristotle');
    expect(matches(CHAIR_LIFE_RETURNS, life.sentences[1])).toBe(true);
    expect(life.sentences[1]).toContain('whether we can know anything for certain');
  });

  it('a fact is told once; asked again, the debate answers as it would anything else', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, what did you do for a living?' },
      { visitor: 'Hume, what was your job again?' },
    ]);
    expect(debate.byStep[1]?.[0]?.move).not.toBe('life');
  });

  it('a question on the theme that says a word of his life is argued, unless it asks about him', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, will the sun rise over Edinburgh tomorrow?' },
    ]);
    expect(shape(debate.byStep[0] ?? []).slice(0, 2)).toEqual(['Hume:answer', 'Leibniz:rebut']);
  });

  it('with a model, the notes give the fact and his stance, and ask for both', () => {
    const cast = castDebate(members, fixtureKnowledge);
    const notes = notesFor({ speaker: 2, move: 'life', fact: 0 }, { cast, members, conversation: [] });
    expect(notes.instruction).toMatch(/your own life/);
    expect(notes.material).toEqual([
      expect.stringMatching(/^The fact: I was born in Edinburgh .*\(Hume, My Own Life\)$/),
      'Your stance: Custom, not reason, guides our expectations.',
    ]);
  });

  it('with a model, an answer told after a fact of his life gives the fact before the argument', () => {
    const cast = castDebate(members, fixtureKnowledge);
    const plan = { speaker: 2, move: 'answer', kind: 'question', issue: 'induction', life: 0 } as const;
    const notes = notesFor(plan, { cast, members, conversation: [] });
    expect(notes.instruction).toMatch(/^the challenger asked about a fact of your own life .* then answer/);
    expect(notes.material[0]).toMatch(/^The fact: I was born in Edinburgh /);
  });

  it('reads the question of a line that says more, and a follow-up to whom the visitor spoke last', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hello! Hume, you grew up in Edinburgh? I went once and it rained the whole time.' },
      { visitor: "And didn't you have a job, apart from writing?" },
    ]);
    expect(debate.byStep.map((turns) => shape(turns))).toEqual([['Hume:life'], ['Hume:life']]);
    expect(debate.byStep[1]?.[0]?.plan).toMatchObject({ fact: 1 });
  });

  it('"looks like", "feels like" ask about no one', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, is that what a proper job in Edinburgh looks like?' },
    ]);
    expect(debate.byStep[0]?.[0]?.move).not.toBe('life');
  });

  it('"who are you?" to a debater: his first untold fact, then where he stands; once told, his stance alone', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, who are you?' },
      { visitor: 'Hume, tell us about yourself.' },
      { visitor: 'Hume, who are you, really?' },
    ]);
    expect(debate.byStep.map((turns) => turns[0]?.plan)).toEqual([
      { speaker: 2, move: 'life', fact: 0 },
      { speaker: 2, move: 'life', fact: 1 },
      expect.objectContaining({ speaker: 2, move: 'answer', issue: 'induction' }),
    ]);
  });

  it('an aside\'s mark, "back in the day" and a nickname\'s "guy" are no topic of their own', async () => {
    for (const visitor of [
      'Unrelated, Hume, what did you do for a living, back in the day?',
      'skeptic guy, what did you do for a living?',
    ]) {
      const debate = await runScript(engine, members, [{ visitor }]);
      expect(shape(debate.byStep[0] ?? []), visitor).toEqual(['Hume:life']);
    }
  });

  it('a tag question, a question passed on for a child, and one in the last sentence of a line ask about him', async () => {
    for (const visitor of [
      "Hume, you kept a library for money, didn't you?",
      'He wants to know if Hume had a job.',
      'ok that was hard. it really was. also hume what did you do for a living',
    ]) {
      const debate = await runScript(engine, members, [{ visitor }]);
      expect(shape(debate.byStep[0] ?? []), visitor).toEqual(['Hume:life']);
    }
  });
});

// A fourteenth listening session: "Mr Hume, are you the Scottish one?", "Kayleigh says you made lenses. Is that
// right?", "which one of you is the one with the moustache?".
describe('a member asked about his life by a nickname, or with a tag question after', () => {
  it.each([
    'Are you the Scottish philosopher? My mother was from Dundee.',
    'Kayleigh says you worked as a librarian for money. Is that right? I could do with a job.',
    'You kept the library for money or whatever, right?',
  ])('"%s" asks about him', async (visitor) => {
    const debate = await runScript(engine, members, [{ visitor }]);
    expect(shape(debate.byStep[0] ?? []), visitor).toEqual(['Hume:life']);
  });

  it('"Hume, you think the sun may not rise tomorrow, right?" asks his view, not his life', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, you think the sun may not rise tomorrow, right?' },
    ]);
    expect(debate.byStep[0]?.[0]?.plan.move).not.toBe('life');
  });
});

// The fifteenth session: "Spinoza, you were cast out of your own community as a young man. Did you choose how you bore
// that?", "I've read you faced your own death very calmly. How did you manage that?", "folk say you ground lenses".
describe('a sentence about his life, with a question about it after', () => {
  it.each([
    'Hume, you were a librarian in Edinburgh as a young man. Did you choose it, or did it just happen?',
    "Hume, I've heard you worked as a librarian. How did you manage on so little?",
    'Folk say you worked as a librarian. Was that a decent trade?',
  ])('"%s" asks about him', async (visitor) => {
    const debate = await runScript(engine, members, [{ visitor }]);
    expect(shape(debate.byStep[0] ?? []), visitor).toEqual(['Hume:life']);
  });

  it("one whose question is argued in the debate's words is argued", async () => {
    const visitor =
      'Hume, you were a librarian as a young man. Is all our knowledge from experience and the senses?';
    const debate = await runScript(engine, members, [{ visitor }]);
    expect(debate.byStep[0]?.[0]?.plan.move).not.toBe('life');
  });
});
