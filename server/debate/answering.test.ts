import { assert, describe, expect, it } from 'vitest';
import { planAnswer } from './answering';
import { castDebate } from './cast';
import { createReplyEngine } from './engine';
import { argumentOf } from './history';
import { DebateIndex, DEFAULT_TUNING } from './retrieval';
import { runScript } from './testing/debate-script';
import { fixtureKnowledge, fixtureMembers } from './testing/fixture-knowledge';
import { sentenceKey } from './text';
import type { DebateEntry, TurnPlan } from './types';

/** As in engine.test.ts: the fixture's tiny corpus scores low, so its bars are low too. */
const tuning = { ...DEFAULT_TUNING, offTopicProfile: 0.2, weakProfile: 8 };
const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning });
const cast = castDebate(fixtureMembers, fixtureKnowledge);
const seatOf = (name: string) => fixtureMembers.findIndex((m) => m.name === name);

describe('asked again on an issue whose arguments are all made', () => {
  it('the debater takes his earlier point further (what it rests on, what follows) instead of answering another question', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      { visitor: 'Hume, can testimony prove a miracle?' },
      { visitor: 'Hume, should I believe a witness to a miracle?' },
    ]);
    // Each debater had one argument on miracles, and both were made in the first exchange.
    const first = debate.byStep[0] ?? [];
    expect(first.map((t) => [t.speaker, argumentOf(t.plan)])).toEqual([
      ['Hume', 'hume-miracles'],
      ['Leibniz', 'leibniz-miracle-reason'],
      ['Aristotle', undefined],
    ]);
    const again = debate.byStep[1]?.[0];
    assert(again?.plan.move === 'answer');
    expect(again.speaker).toBe('Hume');
    expect(again.plan).toMatchObject({ argument: 'hume-miracles', issue: 'miracles', again: true });
    const said = again.sentences.join(' ');
    expect(said).toContain('My premise for a miracle report never outweighs a law of nature is sound.');
    expect(said).toContain('If a miracle report never outweighs a law of nature holds, much follows.');
    expect(said).not.toContain('is my answer.');
  });

  it('takes a point further only once: asked a third time, nothing he says has been said before', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      { visitor: 'Hume, can testimony prove a miracle?' },
      { visitor: 'Hume, should I believe a witness to a miracle?' },
      { visitor: 'Hume, can testimony prove a miracle?' },
    ]);
    const third = debate.byStep[2]?.[0];
    assert(third?.plan.move === 'answer');
    expect(third.plan.again).toBeUndefined();
    const sentences = debate.turns.flatMap((t) => t.sentences.map(sentenceKey));
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('an unaddressed question goes to the debater who still has a fresh argument on the issue', () => {
    assert(cast.topic);
    const index = new DebateIndex(cast.topic, cast.sides, tuning);
    const hume = seatOf('Hume');
    const made = (argument: string): DebateEntry => ({
      role: 'assistant',
      content: '',
      plan: { speaker: hume, move: 'answer', argument, issue: 'induction', kind: 'question' },
    });
    const conversation = [made('hume-custom'), made('hume-no-proof')];
    const { hits } = index.find('How do you know the sun will rise tomorrow?');
    // Hume's argument is the best match, but he has made every one he has on the issue.
    expect(hits[0]?.owner).toBe('hume');
    const plan = planAnswer({ cast, conversation }, { hits, issue: 'induction', kind: 'question' });
    assert(plan?.move === 'answer');
    expect(plan.speaker).toBe(seatOf('Leibniz'));
    expect(plan.issue).toBe('induction');
    expect(plan.again).toBeUndefined();
  });
});

describe('a challenge that reads almost as well as another issue', () => {
  it('is answered on the issue it reads best, with no guess at the question and none at the other', async () => {
    const close = 'Should I expect the miracle the witness reports to come again tomorrow?';
    const debate = await runScript(engine, fixtureMembers, [{ visitor: close }]);
    const answer = debate.byStep[0]?.[0];
    assert(answer?.plan.move === 'answer');
    expect(answer.plan).toMatchObject({ issue: 'miracles' });
    expect(answer.sentences.join(' ')).not.toMatch(/If I follow you|As I understand it|if you meant/i);
  });
});

describe('a challenge no argument matches well, put to a debater by name', () => {
  it('is answered from the nearest issue, saying so first rather than pass a neighbouring argument off as the answer', async () => {
    const debate = await runScript(engine, fixtureMembers, [{ visitor: 'Hume, is reason a slave?' }]);
    const answer = debate.byStep[0]?.[0];
    assert(answer?.plan.move === 'answer');
    expect(answer.speaker).toBe('Hume');
    expect(answer.plan).toMatchObject({ issue: 'induction', bridged: true });
    expect(answer.sentences[0]).toBe(
      'Let me take that up through the question of how we know the future, where my answer lies.',
    );
  });
});

describe('"Leibniz, why is Hume wrong?": the Arsenal question to one debater about the other', () => {
  it("is answered by the one named, against the other's last point; unnamed, by the other side", async () => {
    const named = await runScript(engine, fixtureMembers, [
      { visitor: 'Hume, how do you know the sun will rise tomorrow?' },
      { visitor: 'Leibniz, why is Hume wrong, in one sentence?' },
    ]);
    const first = named.byStep[1]?.[0];
    assert(first?.plan.move === 'rebut');
    expect(first.speaker).toBe('Leibniz');
    expect(fixtureMembers[first.plan.target.speaker]?.name).toBe('Hume');
    const unnamed = await runScript(engine, fixtureMembers, [
      { visitor: 'Hume, how do you know the sun will rise tomorrow?' },
      { visitor: 'What would your opponents say?' },
    ]);
    // Leibniz had the last word: his opponent answers it.
    expect(unnamed.byStep[1]?.[0]?.speaker).toBe('Hume');
  });

  it('is answered with the point alone when asked for it "in one sentence"', async () => {
    const asked = async (visitor: string) =>
      (
        await runScript(engine, fixtureMembers, [
          { visitor: 'Hume, how do you know the sun will rise tomorrow?' },
          { visitor },
        ])
      ).byStep[1]?.[0];
    const long = await asked('Leibniz, why is Hume wrong?');
    const brief = await asked('Leibniz, why is Hume wrong, in one sentence?');
    const plan = brief?.plan;
    assert(long?.plan.move === 'rebut' && plan?.move === 'rebut');
    expect(long.sentences.length).toBeGreaterThan(1);
    expect(brief?.sentences).toHaveLength(1);
    // The sentence that makes his point, not the opener that names Hume's.
    const seat = fixtureKnowledge.philosophers.get('leibniz')?.seats['knowledge-debate'];
    assert(seat?.role === 'debater');
    const argument = seat.arguments.find((a) => a.id === plan.argument);
    expect(brief?.sentences[0]).toContain(argument?.claim.slice(0, 30));
  });

  it('is never a concession, even of a point he grants', async () => {
    const first = await runScript(engine, fixtureMembers, [
      { visitor: 'Hume, can any argument prove the future resembles the past?' },
    ]);
    // Unasked, Leibniz grants Hume's answer...
    expect(first.byStep[0]?.slice(0, 2).map((t) => `${t.speaker}:${t.move}`)).toEqual([
      'Hume:answer',
      'Leibniz:concede',
    ]);
    // ...but asked, before he could, why Hume is wrong, he argues against it.
    const upToAnswer = first.conversation.slice(
      0,
      first.conversation.findIndex((e) => e.plan?.move === 'answer') + 1,
    );
    const text = 'Leibniz, why is Hume wrong?';
    const turn = engine.turn({
      members: fixtureMembers,
      conversation: [...upToAnswer, { role: 'user', content: text }],
      event: { type: 'challenge', text },
      signal: new AbortController().signal,
    });
    const output = (await turn[Symbol.asyncIterator]().next()).value as { type: string; plan?: TurnPlan };
    expect(output.plan).toMatchObject({ speaker: 1, move: 'rebut' });
  });
});

describe('"Leibniz, where do you and Hume actually agree?"', () => {
  it('is answered with a point he grants the other, not a rebuttal, where his knowledge grants one', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      { visitor: 'Hume, how do you know the sun will rise tomorrow?' },
      { visitor: 'Leibniz, where do you and Hume actually agree?' },
    ]);
    const first = debate.byStep[1]?.[0];
    expect(first?.speaker).toBe('Leibniz');
    expect(first?.move).toBe('concede');
  });
});
