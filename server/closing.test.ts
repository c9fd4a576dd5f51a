import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argumentMapSchema, readArgumentMap } from '../src/protocol';
import { expectSchema, openApiAvailable } from '../tests/support/openapi';
import { joinCall, type CallRecording } from './testing/recording-call';
import { api, startTestPlatform, TEST_KEYS, type TestPlatform } from './testing/test-platform';

// The end of a debate (issue 21): the visitor asks the platform to close it (end-call), the moderator gives the
// verdict, spoken and in the transcript, then the call ends; the argument map goes to the client as it grows, and
// stays on the call's record with the verdict.

let target: TestPlatform;
beforeAll(async () => {
  target = await startTestPlatform({}, { callTiming: { playbackRate: 25 } });
});
afterAll(() => target.close());

async function liveDebate(): Promise<{ id: string; call: CallRecording }> {
  const started = await api(target.baseUrl, 'POST', '/call/web', {
    key: TEST_KEYS.publicKey,
    body: { squadId: target.platform.seeded.squads['morality-debate'] },
  });
  const call = await joinCall(String(started.body.webCallUrl));
  await call.waitFor((m) => m.type === 'status-update' && m.status === 'in-progress');
  return { id: String(started.body.id), call };
}

const maps = (call: CallRecording) =>
  call.messages.flatMap((m) => (m.type === 'metadata' ? [readArgumentMap(String(m.metadata))] : []));

const moderatorFinals = (call: CallRecording) =>
  call.messages.filter(
    (m) => m.type === 'transcript' && m.transcriptType === 'final' && m.assistantName === 'Aristotle',
  );

describe('End debate', () => {
  it("closes with the moderator's verdict, spoken and in the transcript, then ends the call and keeps the map", async () => {
    const { id, call } = await liveDebate();
    call.socket.send(
      JSON.stringify({
        type: 'add-message',
        message: { role: 'user', content: 'Nietzsche, is morality just the revenge of the weak?' },
      }),
    );
    // The map grows as the exchange is argued: the claim, then the reply to it.
    await call.waitFor(
      (m) =>
        m.type === 'metadata' && (readArgumentMap(String(m.metadata))?.exchanges[0]?.claims.length ?? 0) >= 2,
    );
    const before = moderatorFinals(call).length;
    call.socket.send(JSON.stringify({ type: 'end-call' }));
    await call.closed;

    const verdict = moderatorFinals(call).slice(before).at(-1)?.transcript as string;
    expect(verdict).toMatch(/^Let me close the debate with a verdict\./);
    expect(verdict).toContain('Nietzsche');
    expect(verdict).toContain('Socrates');
    const last = maps(call).at(-1);
    expect(last?.verdict).toBe(verdict);
    expect(last?.exchanges[0]?.challenge).toBe('Nietzsche, is morality just the revenge of the weak?');
    // The verdict was heard before the call said it had ended.
    const endedAt = call.messages.findIndex((m) => m.type === 'status-update' && m.status === 'ended');
    expect(call.messages.findIndex((m) => m.transcript === verdict)).toBeLessThan(endedAt);
    expect(call.messages[endedAt]).toMatchObject({ endedReason: 'customer-ended-call' });
    expect(call.unread).toEqual([]);

    const record = (await api(target.baseUrl, 'GET', `/call/${id}`)).body;
    expect(record).toMatchObject({ status: 'ended', analysis: { summary: verdict } });
    const stored = (record.analysis as { structuredData: { argumentMap: unknown } }).structuredData
      .argumentMap;
    expect(argumentMapSchema.parse(stored)).toEqual(last);
    if (openApiAvailable) expectSchema('Call', record);
  });

  it('ends at once when asked again while the verdict is being given', async () => {
    const { call } = await liveDebate();
    call.socket.send(JSON.stringify({ type: 'end-call' }));
    call.socket.send(JSON.stringify({ type: 'end-call' }));
    await call.closed;
    expect(call.messages.find((m) => m.type === 'status-update' && m.status === 'ended')).toMatchObject({
      endedReason: 'customer-ended-call',
    });
  });
});

describe('the verdict asked for in words', () => {
  it('"Aristotle, give us your final verdict": the debate closes as with End debate, and the moderator ends the call', async () => {
    const { id, call } = await liveDebate();
    const say = (content: string) =>
      call.socket.send(JSON.stringify({ type: 'add-message', message: { role: 'user', content } }));
    say('Nietzsche, is morality just the revenge of the weak?');
    await call.waitFor(
      (m) =>
        m.type === 'metadata' && (readArgumentMap(String(m.metadata))?.exchanges[0]?.claims.length ?? 0) >= 2,
    );
    const before = moderatorFinals(call).length;
    say('Aristotle, give us your final verdict.');
    await call.closed;

    const verdict = moderatorFinals(call).slice(before).at(-1)?.transcript as string;
    expect(verdict).toMatch(/^Let me close the debate with a verdict\./);
    // Nothing was said after it: the verdict closed the debate.
    const spoken = call.messages.filter((m) => m.type === 'transcript' && m.transcriptType === 'final');
    expect(spoken.at(-1)?.transcript).toBe(verdict);
    expect(maps(call).at(-1)?.verdict).toBe(verdict);
    const endedAt = call.messages.findIndex((m) => m.type === 'status-update' && m.status === 'ended');
    expect(call.messages.findIndex((m) => m.transcript === verdict)).toBeLessThan(endedAt);
    expect(call.messages[endedAt]).toMatchObject({ endedReason: 'assistant-ended-call' });
    const record = (await api(target.baseUrl, 'GET', `/call/${id}`)).body;
    expect(record).toMatchObject({ status: 'ended', analysis: { summary: verdict } });
  });
});
