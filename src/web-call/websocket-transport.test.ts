import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, startTestPlatform, TEST_KEYS, type TestPlatform } from '../../server/testing/test-platform';
import { getArenaConfig } from '../debates';
import { FakeAudioContext } from './testing/fake-audio-context';
import { WebCall } from './web-call';
import { MAX_HELD_S, PcmPlayer } from './audio/pcm-player';
import { AUDIO_BLOCKED_MESSAGE, AUTOPLAY_WAIT_MS, WebSocketTransport } from './websocket-transport';

// The WebSocket transport against the real local platform on a free port: real REST, real socket, real speech.
describe('WebSocket transport with the local platform', () => {
  let server: TestPlatform;
  beforeAll(async () => {
    server = await startTestPlatform();
  });
  afterAll(() => server.close());

  it('hears the moderator, answers a challenge after a transfer, and ends the call on stop', async () => {
    const contexts: FakeAudioContext[] = [];
    const client = new WebCall(
      TEST_KEYS.publicKey,
      server.baseUrl,
      undefined,
      { startAudioOff: true },
      {
        isMobile: () => false,
        createTransport: async (options) =>
          new WebSocketTransport({
            ...options,
            createSocket: (url) => new WebSocket(url) as unknown as globalThis.WebSocket,
            createAudioContext: () => {
              const context = new FakeAudioContext();
              contexts.push(context);
              return context as unknown as AudioContext;
            },
          }),
      },
    );
    const arena = getArenaConfig('morality-debate');
    const events: string[] = [];
    const finals: string[] = [];
    let peakVolume = 0;
    client.on('call-start', () => events.push('call-start'));
    client.on('call-end', () => events.push('call-end'));
    client.on('volume-level', (v) => (peakVolume = Math.max(peakVolume, v)));
    client.on('message', (m) => {
      if (m.type === 'transcript' && m.transcriptType === 'final')
        finals.push(`${String(m.assistantName)}: ${String(m.transcript)}`);
      if (m.type === 'transfer-update')
        events.push(`transfer:${String((m.destination as { assistantName: string }).assistantName)}`);
      if (m.type === 'status-update') events.push(`status:${String(m.status)}`);
    });

    const call = await client.start(undefined, undefined, server.platform.seeded.squads['morality-debate']);
    expect(call?.id).toBeTruthy();
    expect(client.isMuted()).toBe(true);
    await expect.poll(() => finals.length, { timeout: 30_000 }).toBe(1);
    expect(finals[0]).toMatch(new RegExp(`^${arena.moderator.name}: `));
    expect(peakVolume).toBeGreaterThan(0.05);

    client.send({ type: 'add-message', message: { role: 'user', content: 'Is virtue knowledge?' } });
    await expect.poll(() => finals.length, { timeout: 30_000 }).toBe(2);
    // A philosopher answers in his own words after the floor passes to him; he does not read the question back.
    const debaters = arena.philosophers.map((p) => p.name);
    const speaker = /^(\w+): /.exec(finals[1] ?? '')?.[1];
    expect(debaters).toContain(speaker);
    expect(finals[1]).not.toContain('Is virtue knowledge');

    await client.stop();
    expect(events.slice(0, 3)).toEqual(['call-start', 'status:in-progress', `transfer:${speaker}`]);
    expect(events.slice(-2)).toEqual(['call-end', 'status:ended']);
    expect(contexts[0]?.state).toBe('closed');
    await expect
      .poll(async () => (await api(server.baseUrl, 'GET', `/call/${call?.id}`)).body.status, {
        timeout: 5000,
      })
      .toBe('ended');
  }, 60_000);
});

describe('WebSocket transport: who ended the call', () => {
  /** A socket the test closes by hand, as the platform or the network would. */
  class HandClosedSocket {
    readonly OPEN = 1;
    readonly CONNECTING = 0;
    readyState = 0;
    binaryType = '';
    onopen: (() => void) | null = null;
    onmessage: ((event: unknown) => void) | null = null;
    onerror: (() => void) | null = null;
    onclose: ((event: { code: number; reason: string }) => void) | null = null;
    readonly sent: unknown[] = [];
    send(data: unknown): void {
      this.sent.push(data);
    }
    close(): void {}
    open(): void {
      this.readyState = 1;
      this.onopen?.();
    }
  }

  function transportOn(socket: HandClosedSocket, context: FakeAudioContext) {
    const reported: unknown[] = [];
    const transport = new WebSocketTransport({
      call: { id: 'c', webCallUrl: 'ws://platform.test/call/c/transport' } as never,
      startMuted: true,
      events: {
        onAppMessage: () => {},
        onRemoteLevel: () => {},
        onLeft: (l) => reported.push(l),
        onError: (e) => reported.push(e),
        onVideo: () => {},
        onParticipantUpdated: () => {},
      },
      createSocket: () => socket as unknown as globalThis.WebSocket,
      createAudioContext: () => context as unknown as AudioContext,
    });
    return { transport, reported };
  }

  it("tells the platform 'playable' at once when the audio can play", async () => {
    const socket = new HandClosedSocket();
    const { transport, reported } = transportOn(socket, new FakeAudioContext());
    const joined = transport.join();
    socket.open();
    await joined;
    await expect.poll(() => socket.sent).toEqual(['playable']);
    expect(reported).toEqual([]);
    await transport.leave();
  });

  it("reports audio held back by the browser, and says 'playable' only once the visitor's click starts it", async () => {
    const socket = new HandClosedSocket();
    const context = new FakeAudioContext(true);
    const { transport, reported } = transportOn(socket, context);
    const joined = transport.join();
    socket.open();
    await joined;
    await new Promise((resolve) => setTimeout(resolve, AUTOPLAY_WAIT_MS + 50));
    expect(reported).toEqual([
      expect.objectContaining({ code: 'audio-blocked', message: AUDIO_BLOCKED_MESSAGE }),
    ]);
    expect(socket.sent).toEqual([]);
    context.allowPlayback();
    await transport.resumeAudio();
    await transport.resumeAudio();
    expect(socket.sent).toEqual(['playable']);
    await transport.leave();
  });

  it(`holds up to ${MAX_HELD_S} s of audio while the browser holds playback back, from its first word`, () => {
    const context = new FakeAudioContext(true);
    const player = new PcmPlayer(context as unknown as AudioContext);
    const second = new Int16Array(16_000).fill(1000);
    for (let i = 0; i < MAX_HELD_S + 10; i++) player.enqueue(second);
    expect(context.started).toHaveLength(MAX_HELD_S);
    player.close();
  });

  it.each([
    [1000, 'call ended', { by: 'platform', detail: 'closed with code 1000 (call ended)' }],
    [1006, '', { by: 'connection', detail: 'closed with code 1006' }],
  ])('a close with code %i is reported as %j', async (code, reason, expected) => {
    const socket = new HandClosedSocket();
    const { transport, reported: left } = transportOn(socket, new FakeAudioContext());
    const joined = transport.join();
    socket.open();
    await joined;
    socket.onclose?.({ code, reason });
    await expect.poll(() => left).toEqual([expected]);
    await transport.leave();
    expect(left).toHaveLength(1);
  });
});
