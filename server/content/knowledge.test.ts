import { describe, expect, it } from 'vitest';
import { getSquad } from './platform';
import { checkKnowledge } from './check';
import { loadKnowledge, philosopherModules, topicModules } from './index';
import { splitSentences } from '../debate/text';
import type { DebaterSeat } from './schema';

const knowledge = loadKnowledge();
const ENABLED = ['morality-debate', 'free-will-debate', 'knowledge-debate'];

function seatsOf(debateId: string): { key: string; seat: DebaterSeat }[] {
  return [...knowledge.philosophers.values()].flatMap((p) => {
    const seat = p.seats[debateId];
    return seat?.role === 'debater' ? [{ key: p.key, seat }] : [];
  });
}

describe("the philosophers' knowledge", () => {
  it('covers the cast of every playable debate: a moderator and two debaters', () => {
    for (const debateId of ENABLED) {
      const squad = getSquad(debateId);
      const roles = squad?.members.map(
        (m) => knowledge.philosophers.get(m.assistantKey)?.seats[debateId]?.role,
      );
      expect(roles, debateId).toEqual(['moderator', 'debater', 'debater']);
    }
  });

  it.each(ENABLED)(
    '%s: the moderator has his own view of the question, with its works, for when he is asked',
    (id) => {
      const chair = [...knowledge.philosophers.values()]
        .map((p) => p.seats[id])
        .find((seat) => seat?.role === 'moderator');
      expect(chair?.role === 'moderator' && chair.view?.said.length).toBeGreaterThanOrEqual(2);
    },
  );

  it.each(ENABLED)(
    '%s: each debater has stances on every issue and at least 30 arguments covering them',
    (id) => {
      const issues = knowledge.topics.get(id)?.issues.map((i) => i.id) ?? [];
      expect(issues.length).toBeGreaterThanOrEqual(10);
      for (const { key, seat } of seatsOf(id)) {
        expect(new Set(seat.stances.map((s) => s.issue)), key).toEqual(new Set(issues));
        expect(new Set(seat.arguments.map((a) => a.issue)), key).toEqual(new Set(issues));
        expect(seat.arguments.length, key).toBeGreaterThanOrEqual(30);
      }
    },
  );

  it.each(ENABLED)(
    '%s: nearly every argument is answered by the other side, so a rebuttal can meet it',
    (id) => {
      const [a, b] = seatsOf(id) as [{ key: string; seat: DebaterSeat }, { key: string; seat: DebaterSeat }];
      for (const [side, other] of [
        [a, b],
        [b, a],
      ] as const) {
        const answered = new Set(other.seat.arguments.flatMap((x) => [...x.attacks, ...x.concedes]));
        const open = side.seat.arguments.filter((x) => !answered.has(x.id)).map((x) => x.id);
        // A reviewer may leave an argument unanswered where no honest reply exists; the engine then answers on the issue.
        expect(open.length, `${side.key}: ${open.join(', ')}`).toBeLessThanOrEqual(2);
      }
    },
  );

  it('never gives one seat the same sentence twice', () => {
    for (const person of knowledge.philosophers.values()) {
      for (const [debateId, seat] of Object.entries(person.seats)) {
        if (seat.role !== 'debater') continue;
        const sentences = [
          ...seat.arguments.flatMap((x) => [
            x.claim,
            ...splitSentences(x.support),
            x.premise,
            x.implication,
            x.followUp,
          ]),
          ...seat.stances.map((s) => s.position),
          ...seat.terms.flatMap((t) => [t.meaning, t.example]),
        ].map((s) => s.toLowerCase());
        const repeated = sentences.filter((s, i) => sentences.indexOf(s) !== i);
        expect(repeated, `${person.key} in ${debateId}`).toEqual([]);
      }
    }
  });

  it("tells each classic's life when asked, in cues the debate is never argued in", () => {
    for (const key of ['socrates', 'nietzsche', 'descartes', 'spinoza', 'leibniz', 'hume', 'aristotle']) {
      const person = knowledge.philosophers.get(key);
      expect(person?.life.length, key).toBeGreaterThanOrEqual(8);
      for (const debateId of Object.keys(person?.seats ?? {})) {
        const topic = knowledge.topics.get(debateId);
        const argued = new Set([
          ...(topic?.concepts.flatMap((c) => c.terms) ?? []),
          ...(topic?.issues.flatMap((i) => i.cues) ?? []),
        ]);
        const cues = person?.life.flatMap((fact) => fact.cues) ?? [];
        expect(
          cues.filter((cue) => argued.has(cue)),
          `${key} in ${debateId}`,
        ).toEqual([]);
        // One fact a cue: a cue said is one part of his life.
        expect(
          cues.filter((cue, i) => cues.indexOf(cue) !== i),
          key,
        ).toEqual([]);
      }
    }
  });

  it.each(ENABLED)('%s: names its issue of how to live, for a visitor\'s own "should I ...?"', (id) => {
    const topic = knowledge.topics.get(id);
    expect(topic?.issues.map((issue) => issue.id)).toContain(topic?.advice);
  });

  it('reports an issue of how to live that the debate does not have', () => {
    const [first, ...rest] = topicModules;
    const broken = { ...first, advice: 'no-such-issue' } as (typeof topicModules)[number];
    expect(() => checkKnowledge([broken, ...rest], philosopherModules)).toThrow(
      /advice: no issue 'no-such-issue'/,
    );
  });

  it('reports a challenge asked that names an issue the debate does not have, or an off-topic one with an issue', () => {
    const [first, ...rest] = topicModules;
    const asked = [
      { text: 'Is this about nothing at all?', issue: 'no-such-issue', form: 'plain' as const },
      { text: 'Where can I park?', issue: first?.issues[0]?.id ?? '?', form: 'off-topic' as const },
    ];
    const broken = { ...first, asked } as (typeof topicModules)[number];
    expect(() => checkKnowledge([broken, ...rest], philosopherModules)).toThrow(
      /asked\.0: no issue 'no-such-issue'[^]*asked\.1: an off-topic challenge has no issue/,
    );
  });

  it('reports every problem of a broken module, each with its place', () => {
    const [first, ...rest] = philosopherModules;
    const broken = {
      ...first,
      key: first?.key ?? 'aristotle',
      name: first?.name ?? 'Aristotle',
      aliases: [],
      style: { ...first?.style, openers: ['Not **speakable**'] },
    } as (typeof philosopherModules)[number];
    expect(() => checkKnowledge(topicModules, [broken, ...rest])).toThrow(
      /aristotle\.aliases: .*\n[\s\S]*aristotle\.style\.openers/,
    );
  });
});
