import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getArenaConfig, surnameOf } from '../../src/debates';
import { debateContents } from '../content';
import { expectSchema, MESSAGE_SCHEMAS, openApiAvailable } from '../../tests/support/openapi';
import { MAX_MOVE_ONS } from '../debate/exchange';
import { joinCall, type CallRecording } from '../testing/recording-call';
import { api, startTestPlatform, TEST_KEYS, type TestPlatform } from '../testing/test-platform';

/** Calls in these tests play their audio this many times faster than real time, so an exchange takes seconds. */
const PLAYBACK_RATE = 25;
const SILENCE_MS = 400;

let server: TestPlatform;

beforeAll(async () => {
  server = await startTestPlatform(
    {},
    { callTiming: { playbackRate: PLAYBACK_RATE, silenceMs: SILENCE_MS } },
  );
});
afterAll(() => server.close());

async function startCall(body: Record<string, unknown>): Promise<CallRecording> {
  const { status, body: call } = await api(server.baseUrl, 'POST', '/call/web', {
    key: TEST_KEYS.publicKey,
    body,
  });
  expect(status).toBe(201);
  const recording = await joinCall(call.webCallUrl as string);
  recording.socket.send('playable');
  return recording;
}

const squadOf = (debateId: string) => ({ squadId: server.platform.seeded.squads[debateId] });
const challenge = (call: CallRecording, content: string) =>
  call.socket.send(JSON.stringify({ type: 'add-message', message: { role: 'user', content } }));

/** Every final line an assistant spoke, in order. */
function finals(call: CallRecording): { name: string; text: string }[] {
  return call.messages
    .filter((m) => m.type === 'transcript' && m.transcriptType === 'final' && m.role === 'assistant')
    .map((m) => ({ name: m.assistantName as string, text: m.transcript as string }));
}

async function untilFinals(call: CallRecording, count: number): Promise<{ name: string; text: string }[]> {
  await call.waitFor(() => finals(call).length >= count, 30_000);
  return finals(call);
}

/** What the platform sent is the protocol's (src/protocol) and, where the document is at hand, the platform's. */
function expectPlatformShapes(call: CallRecording): void {
  expect(call.unread).toEqual([]);
  if (!openApiAvailable) return;
  for (const message of call.messages) {
    const schema = MESSAGE_SCHEMAS[message.type as string];
    if (schema) expectSchema(schema, message);
  }
}

describe('a debate on the local platform', () => {
  /** Every debate with content: the playable ones. */
  const playable = debateContents.map((content) => content.topic.debateId);

  it.each(playable)('%s opens with its own moderator’s welcome', async (debateId) => {
    const call = await startCall(squadOf(debateId));
    const [welcome] = await untilFinals(call, 1);
    const moderator = getArenaConfig(debateId).moderator.name;
    expect(welcome?.name).toBe(moderator);
    // A moderator of two debates opens each with its own welcome (his squad's override), naming it.
    const title = getArenaConfig(debateId).title.replace(/^The /, '').replace(/\?$/, '');
    expect(welcome?.text).toContain(title);
    call.socket.close();
    await call.closed;
  });

  it.each(playable)(
    '%s: the philosopher its example challenge names answers, the other rebuts him by name, the moderator sums up',
    async (debateId) => {
      const arena = getArenaConfig(debateId);
      const [first, second] = arena.philosophers.map((p) => p.name);
      const named = arena.challengeExample.startsWith(surnameOf(first as string)) ? first : second;
      const other = named === first ? second : first;
      const call = await startCall(squadOf(debateId));
      await untilFinals(call, 1);
      challenge(call, arena.challengeExample);
      const [, answer, rebuttal, summary] = await untilFinals(call, 4);
      expect(answer?.name).toBe(named);
      expect(rebuttal?.name).toBe(other);
      expect(rebuttal?.text).toContain(surnameOf(named as string));
      expect(summary?.name).toBe(arena.moderator.name);
      expectPlatformShapes(call);
      call.socket.close();
      await call.closed;
    },
    60_000,
  );

  it('an addressed challenge: that philosopher answers, the other rebuts him by name, the moderator sums up', async () => {
    const call = await startCall(squadOf('knowledge-debate'));
    await untilFinals(call, 1);
    challenge(call, 'Hume, should a sensible person ever believe a report of a miracle?');
    const [, answer, rebuttal, summary] = await untilFinals(call, 4);
    expect(answer?.name).toBe('Hume');
    expect(answer?.text).toMatch(/miracle|wonder|testimony|witness/i);
    expect(rebuttal?.name).toBe('Leibniz');
    expect(rebuttal?.text).toContain('Hume');
    expect(summary?.name).toBe('Aristotle');
    expect(summary?.text).toMatch(/Hume.*Leibniz|Leibniz.*Hume/);
    // Each change of speaker is announced before he speaks.
    const transfers = call.messages
      .filter((m) => m.type === 'transfer-update')
      .map((m) => (m.destination as { assistantName: string }).assistantName);
    expect(transfers).toEqual(['Hume', 'Leibniz', 'Aristotle']);
    const started = call.messages
      .filter((m) => m.type === 'assistant.started')
      .map((m) => (m.newAssistant as { name: string }).name);
    expect(started).toEqual(['Hume', 'Leibniz', 'Aristotle']);
    expectPlatformShapes(call);
    call.socket.close();
    await call.closed;
  }, 60_000);

  it('a challenge during the welcome takes the floor at once', async () => {
    const call = await startCall(squadOf('morality-debate'));
    await call.waitFor((m) => m.type === 'transcript' && m.transcriptType === 'partial');
    challenge(call, 'Nietzsche, is pity a virtue or a weakness?');
    await call.waitFor((m) => m.type === 'user-interrupted');
    const [welcome, answer] = await untilFinals(call, 2);
    expect(welcome?.name).toBe('Aristotle');
    expect(
      call.messages.some(
        (m) => m.type === 'speech-update' && m.role === 'assistant' && m.interrupted === true,
      ),
    ).toBe(true);
    expect(answer?.name).toBe('Nietzsche');
    // The conversation keeps the true order: the cut-off welcome, the challenge, then the answer.
    await call.waitFor((m) => m.type === 'conversation-update' && (m.messages as unknown[]).length >= 3);
    const update = call.messages.filter((m) => m.type === 'conversation-update').at(-1) as {
      messages: { role: string; name?: string }[];
    };
    expect(update.messages.slice(0, 3).map((m) => m.role)).toEqual(['bot', 'user', 'bot']);
    call.socket.close();
    await call.closed;
  }, 60_000);

  it('a new challenge drops the turns still to come and is answered next', async () => {
    const call = await startCall(squadOf('free-will-debate'));
    await untilFinals(call, 1);
    challenge(call, 'Descartes, is the mind something apart from the body?');
    await call.waitFor(
      (m) => m.type === 'transcript' && m.transcriptType === 'partial' && m.assistantName === 'Descartes',
    );
    challenge(call, 'Spinoza, could the universe have turned out any other way?');
    await call.waitFor((m) => m.type === 'user-interrupted');
    const spoken = await untilFinals(call, 3);
    // Descartes was cut off; Spinoza answers the newest challenge, and no one rebuts the abandoned answer first.
    expect(spoken.map((f) => f.name).slice(1, 3)).toEqual(['Descartes', 'Spinoza']);
    call.socket.close();
    await call.closed;
  }, 60_000);

  it('starts the debate off for a silent visitor, moves it on a bounded number of times, then waits', async () => {
    const call = await startCall(squadOf('knowledge-debate'));
    await untilFinals(call, 1);
    // Nothing has been argued, so no invitation: the welcome, then for each move-on the framing, an answer, a
    // rebuttal and a summary (which ends by inviting the visitor).
    const expected = 1 + (1 + MAX_MOVE_ONS) * 4;
    const spoken = await untilFinals(call, expected);
    expect(spoken[1]?.name).toBe('Aristotle');
    await new Promise((resolve) => setTimeout(resolve, SILENCE_MS * 4));
    expect(finals(call)).toHaveLength(expected);
    call.socket.close();
    await call.closed;
  }, 90_000);

  it('a single assistant (the demo) answers with the same engine', async () => {
    const call = await startCall({ assistantId: server.platform.seeded.assistants.aristotle });
    await untilFinals(call, 1);
    challenge(call, 'Is pity a virtue or a weakness?');
    const [, report] = await untilFinals(call, 2);
    expect(report?.name).toBe('Aristotle');
    expect(report?.text).toMatch(/Socrates|Nietzsche/);
    call.socket.close();
    await call.closed;
  }, 60_000);

  it('speaks a client’s say with the member who holds the floor, and can end the call after it', async () => {
    const call = await startCall(squadOf('morality-debate'));
    await untilFinals(call, 1);
    call.socket.send(
      JSON.stringify({ type: 'say', message: 'Time is up, friends. Good night.', endCallAfterSpoken: true }),
    );
    await call.closed;
    expect(finals(call).at(-1)).toEqual({ name: 'Aristotle', text: 'Time is up, friends. Good night.' });
    expect(call.messages.at(-1)).toMatchObject({
      type: 'status-update',
      status: 'ended',
      endedReason: 'assistant-ended-call',
    });
  }, 30_000);
});
