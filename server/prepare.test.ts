import { describe, expect, it } from 'vitest';
import { debateContents, loadKnowledge } from './content';
import { createReplyEngine } from './debate/engine';
import type { DebateMember, ReplyEngine } from './debate/types';
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
  it('builds every seeded debate, with its members in squad order, in the background after start-up', async () => {
    const { engine, prepared } = recordingEngine();
    const server = await startTestPlatform({}, { engine });
    try {
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
