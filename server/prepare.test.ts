import { describe, expect, it } from 'vitest';
import { debateContents, loadKnowledge } from './content';
import { createReplyEngine } from './debate/engine';
import { runScript } from './debate/testing/debate-script';
import { membersOf } from './debate/testing/real-debate';
import type { DebateMember, ReplyEngine } from './debate/types';
import { firstWordsOf } from './call/assistant-speech';
import type { Synthesizer } from './speech/synthesis';
import { startTestPlatform } from './testing/test-platform';

/** A real engine that also records each debate it was asked to prepare, by its members' keys. */
function recordingEngine(): { engine: ReplyEngine; prepared: string[][] } {
  const real = createReplyEngine({ knowledge: loadKnowledge() });
  const prepared: string[][] = [];
  const engine: ReplyEngine = {
    ...real,
    prepare(members: readonly DebateMember[]) {
      prepared.push(members.map((member) => member.key ?? '?'));
      real.prepare?.(members);
    },
  };
  return { engine, prepared };
}

describe('the debates are prepared before their first call', () => {
  it('builds every seeded debate, with its members in squad order: the first before the platform is up, the others after', async () => {
    const { engine, prepared } = recordingEngine();
    const server = await startTestPlatform({}, { engine });
    try {
      expect(prepared.length).toBeGreaterThanOrEqual(1);
      const seeded = Object.keys(server.platform.seeded.squads).length;
      expect(seeded).toBe(debateContents.length);
      for (let waited = 0; prepared.length < seeded && waited < 20_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(prepared).toEqual(debateContents.map((content) => content.members.map((member) => member.key)));
    } finally {
      await server.close();
    }
  });

  it('stops preparing when the platform closes at once, and closes cleanly', async () => {
    const { engine, prepared } = recordingEngine();
    const server = await startTestPlatform({}, { engine });
    await server.close();
    const atClose = prepared.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(prepared.length).toBe(atClose);
    expect(atClose).toBeLessThan(debateContents.length);
  });
});

describe('the rehearsal in prepare', () => {
  it("leaves nothing behind: a prepared debate's first exchanges are word for word an unprepared one's", async () => {
    const knowledge = loadKnowledge();
    const members = membersOf('morality-debate');
    const steps = [
      // The first issue's own question, as the rehearsal puts it, and a line after it.
      { visitor: knowledge.topics.get('morality-debate')?.issues[0]?.question ?? '' },
      { visitor: 'Nietzsche, where did our values come from?' },
    ];
    const prepared = createReplyEngine({ knowledge });
    prepared.prepare?.(members);
    const fresh = createReplyEngine({ knowledge });
    const said = async (engine: ReplyEngine) =>
      (await runScript(engine, members, steps)).turns.map((turn) => [turn.plan.move, ...turn.sentences]);
    const heard = await said(prepared);
    expect(heard.length).toBeGreaterThan(4);
    expect(heard).toEqual(await said(fresh));
  });
});

describe("the debaters' openers are synthesized ahead", () => {
  /** A synthesizer that says nothing and records what it was asked for, with what priority. */
  function recordingSynthesizer(): { synthesizer: Synthesizer; asked: { text: string; priority: number }[] } {
    const asked: { text: string; priority: number }[] = [];
    const synthesizer: Synthesizer = {
      synthesize: (text, _voice, options) => {
        asked.push({ text, priority: options?.priority ?? 0 });
        return Promise.resolve(new Int16Array(160));
      },
      close: () => Promise.resolve(),
    };
    return { synthesizer, asked };
  }

  it("asks for each debater's openers, by their first words, behind any call's speech, then stops", async () => {
    const engine = createReplyEngine({ knowledge: loadKnowledge() });
    const { synthesizer, asked } = recordingSynthesizer();
    const server = await startTestPlatform({ synthesizer }, { engine });
    const morality = membersOf('morality-debate');
    const expected = (engine.openers?.(morality) ?? []).map(({ text }) => firstWordsOf(text));
    try {
      // Socrates' and Nietzsche's, not the moderator's: the chair opens with no stock sentence.
      expect(expected.length).toBeGreaterThan(10);
      for (let waited = 0; asked.length < expected.length && waited < 20_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const texts = asked.map(({ text }) => text);
      for (const text of expected) expect(texts).toContain(text);
      // Behind the sentences of every turn, which are numbered from 0 as they are queued.
      expect(Math.min(...asked.map(({ priority }) => priority))).toBeGreaterThan(1000);
    } finally {
      await server.close();
    }
    const atClose = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked.length).toBe(atClose);
  });
});
