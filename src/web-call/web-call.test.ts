import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTransport } from './testing/fake-transport';
import { WebCallError } from './errors';
import { CALL, platformFetch, setupWebCall as setup } from './testing/web-call-setup';
import { NO_CALL_OBJECT, START_MISSING_TARGET, WebCall } from './web-call';

beforeEach(() => FakeTransport.reset());
afterEach(() => vi.useRealTimers());

describe('start', () => {
  it('refuses a start without an assistant, squad or workflow, with an error event', async () => {
    const { client, events } = setup();
    await expect(client.start()).rejects.toThrow(START_MISSING_TARGET);
    expect(events).toEqual([`error:${START_MISSING_TARGET}`]);
  });

  it('sends ids as assistantId/squadId/workflowId and objects inline, with its own key and base URL', async () => {
    const { client, platform } = setup();
    await client.start('a-1', { firstMessage: 'Hi' });
    await client.stop();
    await client.start(undefined, undefined, { members: [] });
    await client.stop();
    await client.start(undefined, undefined, undefined, 'w-1', { variableValues: {} });
    expect(platform.requests.map((r) => r.body)).toEqual([
      { assistantId: 'a-1', assistantOverrides: { firstMessage: 'Hi' } },
      { squad: { members: [] } },
      { workflowId: 'w-1', workflowOverrides: { variableValues: {} } },
    ]);
    expect(platform.requests.every((r) => r.url === 'https://platform.test/call/web')).toBe(true);
    expect(platform.requests.every((r) => r.authorization === 'Bearer public-key')).toBe(true);

    const other = platformFetch();
    const second = new WebCall('other-key', 'https://elsewhere.test', undefined, undefined, {
      fetch: other.fetch,
      isMobile: () => false,
      createTransport: async (options) => new FakeTransport(options),
    });
    await second.start('a-2');
    expect(other.requests[0]).toMatchObject({
      url: 'https://elsewhere.test/call/web',
      authorization: 'Bearer other-key',
    });
    expect(platform.requests).toHaveLength(3);
  });

  it('goes from idle to started, resolves the call, and ignores a start while starting or started', async () => {
    const { client, platform } = setup();
    expect(client.getState()).toBe('idle');
    const first = client.start('a-1');
    expect(client.getState()).toBe('starting');
    await expect(client.start('a-1')).resolves.toBeNull();
    await expect(first).resolves.toEqual(CALL);
    expect(client.getState()).toBe('started');
    await expect(client.start('a-1')).resolves.toBeNull();
    expect(platform.requests).toHaveLength(1);
  });

  it('passes startAudioOff to the transport as a muted start', async () => {
    const { client, transports } = setup();
    await client.start('a-1');
    expect(transports[0]?.options.startMuted).toBe(true);
    expect(client.isMuted()).toBe(true);
  });

  it('waits 1 s before joining on a mobile device', async () => {
    vi.useFakeTimers();
    const { client, transports } = setup({ isMobile: () => true });
    const started = client.start('a-1');
    await vi.advanceTimersByTimeAsync(999);
    expect(transports).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(started).resolves.toEqual(CALL);
    expect(transports).toHaveLength(1);
  });

  it('emits error, cleans up and resolves null when the platform refuses the call', async () => {
    const { client, events, transports } = setup({}, () =>
      Response.json({ statusCode: 401, message: 'Invalid key' }, { status: 401 }),
    );
    await expect(client.start('a-1')).resolves.toBeNull();
    expect(events).toEqual(['error:Invalid key']);
    expect(transports).toHaveLength(0);
    expect(client.getState()).toBe('idle');
  });

  it('names the platform it could not reach instead of "Failed to fetch"', async () => {
    const { client, events } = setup({}, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.start('a-1')).resolves.toBeNull();
    expect(events).toEqual([
      'error:Could not reach the voice platform at https://platform.test. Check your connection and try again.',
    ]);
  });

  it('emits error, leaves the transport and resolves null when joining fails', async () => {
    const { client, events, transports } = setup({
      createTransport: async (options) => {
        const transport = new FakeTransport(options);
        transport.joinError = new Error('room is full');
        transports.push(transport);
        return transport;
      },
    });
    await expect(client.start('a-1')).resolves.toBeNull();
    expect(events).toEqual(['error:room is full']);
    expect(transports[0]?.left).toBe(true);
    expect(client.getState()).toBe('idle');
  });
});

describe('lifecycle', () => {
  it('stop() while POST /call/web is in flight aborts it, and nothing connects afterwards', async () => {
    let release: (() => void) | undefined;
    const { client, platform, transports, events } = setup(
      {},
      () =>
        new Promise<Response>((resolve) => (release = () => resolve(Response.json(CALL, { status: 201 })))),
    );
    const started = client.start('a-1');
    await vi.waitFor(() => expect(platform.requests).toHaveLength(1));
    await client.stop();
    expect(platform.requests[0]?.signal?.aborted).toBe(true);
    release?.();
    await expect(started).resolves.toBeNull();
    expect(transports).toHaveLength(0);
    expect(events).toEqual([]);
    expect(client.getState()).toBe('idle');
  });

  it('start/stop/start in quick succession never holds two transports at once', async () => {
    const { client, transports } = setup({
      createTransport: async (options) => {
        const transport = new FakeTransport(options);
        transport.leaveDelayMs = 20;
        transports.push(transport);
        return transport;
      },
    });
    for (let i = 0; i < 5; i++) {
      const started = client.start('a-1');
      void client.stop();
      await started;
      await client.start('a-1');
      void client.stop();
    }
    await client.stop();
    expect(FakeTransport.maxAlive).toBe(1);
    expect(FakeTransport.alive).toBe(0);
    expect(transports.every((t) => t.left)).toBe(true);
  });

  it('a stop() ends a started call with call-end and exactly one ended status-update', async () => {
    const { client, transports, events } = setup();
    await client.start('a-1');
    transports[0]?.events.onAppMessage('listening');
    await client.stop();
    await client.stop();
    expect(events).toEqual(['call-start', 'call-end', 'message:status-update:ended']);
    expect(transports[0]?.left).toBe(true);
  });

  it('the platform leaving ends the call without a second status-update when the platform sent one', async () => {
    const { client, transports, events } = setup();
    await client.start('a-1');
    const transport = transports[0] as FakeTransport;
    transport.events.onAppMessage(
      JSON.stringify({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' }),
    );
    transport.events.onLeft({ by: 'platform' });
    expect(events).toEqual(['message:status-update:ended', 'call-end']);
    expect(client.getState()).toBe('idle');
  });

  it('events of an ended call never reach the next one', async () => {
    const { client, transports, events } = setup();
    await client.start('a-1');
    await client.stop();
    events.length = 0;
    await client.start('a-2');
    const old = transports[0] as FakeTransport;
    old.events.onAppMessage('listening');
    old.events.onAppMessage(
      JSON.stringify({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'x' }),
    );
    old.events.onRemoteLevel(0.5);
    old.events.onError(new WebCallError('call-failed', 'old'));
    old.events.onLeft({ by: 'connection' });
    expect(events).toEqual([]);
    expect(client.getState()).toBe('started');
  });
});

describe('messages', () => {
  it("emits call-start on 'listening' and passes typed and unknown messages through", async () => {
    const { client, transports, events } = setup();
    const seen: unknown[] = [];
    client.on('message', (m) => seen.push(m));
    await client.start('a-1');
    const transport = transports[0] as FakeTransport;
    transport.events.onAppMessage('listening');
    const transcript = {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Hi',
      assistantName: 'Hume',
    };
    transport.events.onAppMessage(JSON.stringify(transcript));
    transport.events.onAppMessage(JSON.stringify({ type: 'hang', extra: 1 }));
    expect(events.slice(0, 1)).toEqual(['call-start']);
    expect(seen).toEqual([transcript, { type: 'hang', extra: 1 }]);
  });

  it('only logs an unparseable message and reports a malformed one on error', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { client, transports, events } = setup();
    await client.start('a-1');
    const transport = transports[0] as FakeTransport;
    transport.events.onAppMessage('{not json');
    expect(events).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
    transport.events.onAppMessage(JSON.stringify({ type: 'transcript', role: 'robot' }));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatch(/^error:Malformed 'transcript' message/);
    log.mockRestore();
  });

  it('sends add-message, say with its defaults, control and end-call as JSON', async () => {
    const { client, transports } = setup();
    await client.start('a-1');
    client.send({ type: 'add-message', message: { role: 'user', content: 'Why?' } });
    client.say('Goodbye');
    client.say('Now', true, true, true);
    client.send({ type: 'control', control: 'say-first-message' });
    client.end();
    expect(transports[0]?.sent.map((s) => JSON.parse(s))).toEqual([
      { type: 'add-message', message: { role: 'user', content: 'Why?' } },
      { type: 'say', message: 'Goodbye', interruptionsEnabled: false, interruptAssistantEnabled: false },
      {
        type: 'say',
        message: 'Now',
        endCallAfterSpoken: true,
        interruptionsEnabled: true,
        interruptAssistantEnabled: true,
      },
      { type: 'control', control: 'say-first-message' },
      { type: 'end-call' },
    ]);
    await vi.waitFor(() => expect(transports[0]?.left).toBe(true));
  });

  it("throws 'Call object is not available.' when muting without a call, and mutes the call otherwise", async () => {
    const { client, transports } = setup();
    expect(() => client.setMuted(true)).toThrow(NO_CALL_OBJECT);
    expect(client.isMuted()).toBe(false);
    await client.start('a-1');
    client.setMuted(false);
    expect(transports[0]?.isMuted()).toBe(false);
    expect(client.isMuted()).toBe(false);
  });
});

describe('speech detection', () => {
  it('volume-level is min(1, level / 0.15); speech-start above 0.01, speech-end 1000 ms after it last was', async () => {
    vi.useFakeTimers();
    const { client, transports, events } = setup();
    const volumes: number[] = [];
    client.on('volume-level', (v) => volumes.push(v));
    await client.start('a-1');
    const transport = transports[0] as FakeTransport;
    transport.events.onRemoteLevel(0.03);
    transport.events.onRemoteLevel(0.3);
    transport.events.onRemoteLevel(0.01);
    expect(volumes.map((v) => Number(v.toFixed(4)))).toEqual([0.2, 1, 0.0667]);
    expect(events).toEqual(['speech-start']);
    await vi.advanceTimersByTimeAsync(999);
    transport.events.onRemoteLevel(0.02);
    await vi.advanceTimersByTimeAsync(999);
    expect(events).toEqual(['speech-start']);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['speech-start', 'speech-end']);
    transport.events.onRemoteLevel(0.5);
    expect(events).toEqual(['speech-start', 'speech-end', 'speech-start']);
  });

  it('a stop clears the pending speech-end', async () => {
    vi.useFakeTimers();
    const { client, transports, events } = setup();
    await client.start('a-1');
    transports[0]?.events.onRemoteLevel(0.5);
    await client.stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(events).not.toContain('speech-end');
    expect(vi.getTimerCount()).toBe(0);
  });
});
