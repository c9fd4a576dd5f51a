// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebCall, WebCallError, type AnyPlatformMessage } from '../../web-call';
import { RECONNECT_DELAY_MS } from './connection';
import { FakeWebCall } from './fake-web-call';
import {
  useVoiceConnection,
  type VoiceConnection,
  type VoiceConnectionOptions,
} from './use-voice-connection';
import type { WebCallLike } from './web-call-like';

/** One word for where the connection stands, for asserting sequences. */
function phase(connection: VoiceConnection): string {
  const parts = [
    connection.loading && 'loading',
    connection.connected && 'connected',
    connection.error !== null && `error: ${connection.error}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'idle';
}

interface SetupOptions extends Partial<VoiceConnectionOptions> {
  strict?: boolean;
  /** Runs inside the hook's component after the hook, as the arena would. */
  consumer?: (connection: VoiceConnection) => void;
}

function setup({ strict = false, consumer, ...options }: SetupOptions = {}) {
  const client = new FakeWebCall();
  const createClient = vi.fn(() => client);
  const onError = vi.fn<(error: WebCallError) => void>();
  /** The messages of the errors reported so far, in order. */
  const reported = () => onError.mock.calls.map(([error]) => error.message);
  const onCallStart = vi.fn();
  const onCallEnd = vi.fn();
  const phases: string[] = [];
  const floors: (string | null)[] = [];
  const view = renderHook(
    () => {
      const connection = useVoiceConnection({ createClient, onError, onCallStart, onCallEnd, ...options });
      consumer?.(connection);
      if (phases.at(-1) !== phase(connection)) phases.push(phase(connection));
      if (floors.at(-1) !== connection.floor) floors.push(connection.floor);
      return connection;
    },
    strict ? { wrapper: StrictMode } : {},
  );
  const hook = () => view.result.current;
  return {
    client,
    createClient,
    onError,
    reported,
    onCallStart,
    onCallEnd,
    phases,
    floors,
    hook,
    unmount: view.unmount,
  };
}

/** Lets `ms` of fake time pass, with the promises it settles, inside act(). */
async function elapse(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** A start() that waits until the test settles it. */
function heldStart(client: FakeWebCall): { settle: (call: unknown) => Promise<void> } {
  let resolve: (call: unknown) => void = () => {};
  client.startBehaviour = () => new Promise((r) => (resolve = r));
  return {
    settle: async (call) => {
      await act(async () => resolve(call));
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useVoiceConnection: connect', () => {
  it('goes idle -> loading -> connected, connected only once the platform listens', async () => {
    const { client, hook, phases, onCallStart } = setup();
    expect(hook().muted).toBe(true);

    let accepted = false;
    act(() => {
      accepted = hook().connect({ assistantId: 'socrates-id' });
    });
    expect(accepted).toBe(true);
    expect(phases).toEqual(['idle', 'loading']);
    expect(client.starts).toEqual([]); // the start waits for its timer

    await elapse();
    expect(client.starts).toEqual([['socrates-id']]);
    expect(phases).toEqual(['idle', 'loading']); // start() resolved, but the platform has not said 'listening'

    act(() => client.emit('call-start'));
    expect(phases).toEqual(['idle', 'loading', 'connected']);
    expect(onCallStart).toHaveBeenCalledTimes(1);
    expect(hook()).toMatchObject({ currentAssistantId: 'socrates-id', muted: true, status: 'connected' });
  });

  it('connects a debate with its squad: start(undefined, undefined, squadId)', async () => {
    const { client, hook } = setup();
    act(() => void hook().connect({ squadId: 'squad-morality' }));
    await elapse();
    expect(client.starts).toEqual([[undefined, undefined, 'squad-morality']]);
    expect(hook().currentAssistantId).toBeNull();
  });

  it('ignores a second connect while loading', async () => {
    const { client, hook } = setup();
    const start = heldStart(client);
    act(() => void hook().connect({ assistantId: 'a' }));
    await elapse();
    let second = true;
    act(() => {
      second = hook().connect({ assistantId: 'b' });
    });
    await elapse();
    expect(second).toBe(false);
    expect(client.starts).toEqual([['a']]);
    await start.settle({ id: 'call-1' });
  });

  it('ignores a connect while connected', async () => {
    const { client, hook } = setup();
    act(() => void hook().connect({ assistantId: 'a' }));
    await elapse();
    act(() => client.emit('call-start'));
    act(() => void hook().connect({ squadId: 'squad' }));
    await elapse();
    expect(client.starts).toEqual([['a']]);
    expect(hook().connected).toBe(true);
  });

  it('ignores a connect after a failed try, until reset', async () => {
    const { client, hook, phases } = setup();
    client.startBehaviour = () => Promise.resolve(null);
    act(() => void hook().connect({ assistantId: 'a' }));
    await elapse();
    act(() => void hook().connect({ assistantId: 'a' }));
    await elapse();
    expect(client.starts).toHaveLength(1);

    act(() => hook().reset());
    act(() => void hook().connect({ assistantId: 'a' }));
    await elapse();
    expect(client.starts).toHaveLength(2);
    expect(phases).toEqual([
      'idle',
      'loading',
      'error: Failed to connect to Vapi',
      'idle',
      'loading',
      'error: Failed to connect to Vapi',
    ]);
  });

  it('is satisfied by the real web-call client', () => {
    const real: WebCallLike = new WebCall('public-key', 'http://localhost:3000', undefined, {
      startAudioOff: true,
    });
    expect(real).toBeInstanceOf(WebCall);
  });
});

describe('useVoiceConnection: failures', () => {
  it("fails with the 'error' the client emitted before start() resolved null, reported once", async () => {
    const { client, hook, phases, onError, reported } = setup();
    const start = heldStart(client);
    act(() => void hook().connect({ squadId: 'squad' }));
    await elapse();
    act(() => client.emit('error', new WebCallError('join-failed', 'Meeting is full')));
    expect(onError).not.toHaveBeenCalled(); // the attempt's outcome reports it
    await start.settle(null);
    expect(phases).toEqual(['idle', 'loading', 'error: Meeting is full']);
    expect(hook()).toMatchObject({ loading: false, connected: false, status: 'failed' });
    expect(reported()).toEqual(['Meeting is full']);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'join-failed', fatal: true });
  });

  it("falls back to 'Failed to connect to <platform>' when the failure has no message", async () => {
    const vapi = setup();
    vapi.client.startBehaviour = () => Promise.resolve(null);
    act(() => void vapi.hook().connect({ assistantId: 'a' }));
    await elapse();
    expect(vapi.hook().error).toBe('Failed to connect to Vapi');
    cleanup();

    const local = setup({ platformName: 'the local platform' });
    local.client.startBehaviour = () => Promise.resolve(null);
    act(() => void local.hook().connect({ assistantId: 'a' }));
    await elapse();
    expect(local.hook().error).toBe('Failed to connect to the local platform');
    expect(local.reported()).toEqual(['Failed to connect to the local platform']);
    expect(local.onError.mock.calls[0]?.[0]).toMatchObject({ code: 'start-failed', fatal: true });
  });

  it('fails with the message of an error start() throws', async () => {
    const { client, hook, phases, reported } = setup();
    client.startBehaviour = () => Promise.reject(new Error('Invalid public key'));
    act(() => void hook().connect({ assistantId: 'a' }));
    await elapse();
    expect(phases).toEqual(['idle', 'loading', 'error: Invalid public key']);
    expect(reported()).toEqual(['Invalid public key']);
  });

  it('shows a fatal call error; reports the others while the call goes on', async () => {
    const { client, hook, reported } = setup();
    act(() => void hook().connect({ squadId: 'squad' }));
    await elapse();
    act(() => client.emit('call-start'));

    act(() => client.emit('error', new WebCallError('malformed-message', "Malformed 'transcript' message")));
    expect(hook()).toMatchObject({ connected: true, error: null });
    act(() => client.emit('error', new WebCallError('call-failed', 'Meeting has ended')));
    expect(hook().error).toBe('Meeting has ended');
    expect(reported()).toEqual(["Malformed 'transcript' message", 'Meeting has ended']);
  });

  it('checks the microphone before starting', async () => {
    const { client, hook } = setup({
      checkMicrophone: async () => {
        client.log.push('checkMicrophone');
      },
    });
    act(() => void hook().connect({ squadId: 'squad' }));
    await elapse();
    expect(client.log).toEqual(['checkMicrophone', 'start(undefined, undefined, squad)']);
  });

  it("fails with the microphone check's error and never starts the call", async () => {
    const { client, createClient, hook, phases, reported } = setup({
      checkMicrophone: () => Promise.reject(new Error('Microphone access failed: Permission denied')),
    });
    act(() => void hook().connect({ squadId: 'squad' }));
    await elapse();
    expect(phases).toEqual(['idle', 'loading', 'error: Microphone access failed: Permission denied']);
    expect(reported()).toEqual(['Microphone access failed: Permission denied']);
    expect(createClient).not.toHaveBeenCalled();
    expect(client.starts).toEqual([]);
  });
});

describe('useVoiceConnection: stopping early', () => {
  it('makes no call when disconnected during the microphone check', async () => {
    let grant: () => void = () => {};
    const { client, createClient, hook, phases } = setup({
      checkMicrophone: () => new Promise<void>((resolve) => (grant = resolve)),
    });
    act(() => void hook().connect({ squadId: 'squad' }));
    await elapse();
    act(() => hook().disconnect());
    await act(async () => grant());
    expect(createClient).not.toHaveBeenCalled();
    expect(client.starts).toEqual([]);
    expect(phases).toEqual(['idle', 'loading', 'idle']);
  });
});

describe('useVoiceConnection: switchAssistant', () => {
  it(`stops the call, resets, and starts the new assistant only after ${RECONNECT_DELAY_MS} ms`, async () => {
    const { client, hook, phases, onCallEnd } = setup();
    act(() => void hook().connect({ assistantId: 'socrates' }));
    await elapse();
    act(() => client.emit('call-start'));
    act(() =>
      client.emit('message', {
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: 'Hm.',
        assistantName: 'Socrates',
      }),
    );
    act(() => client.emit('speech-start'));

    act(() => hook().switchAssistant('nietzsche'));
    expect(client.log).toEqual(['start(socrates)', 'stop']);
    expect(onCallEnd).toHaveBeenCalledTimes(1);
    expect(hook()).toMatchObject({
      status: 'idle',
      connected: false,
      speaking: false,
      floor: null,
      currentAssistantId: null,
      muted: true,
    });

    await elapse(RECONNECT_DELAY_MS - 1);
    expect(client.starts).toEqual([['socrates']]);
    await elapse(1);
    expect(client.log).toEqual(['start(socrates)', 'stop', 'start(nietzsche)']);
    expect(hook()).toMatchObject({ loading: true, currentAssistantId: 'nietzsche' });
    act(() => client.emit('call-start'));
    expect(phases).toEqual(['idle', 'loading', 'connected', 'idle', 'loading', 'connected']);
  });
});

describe('useVoiceConnection: the floor', () => {
  it('follows assistant.started, transfer-update and assistant transcripts; passes messages on', async () => {
    const onMessage = vi.fn<(message: AnyPlatformMessage) => void>();
    const { client, hook, floors } = setup({ onMessage });
    act(() => void hook().connect({ squadId: 'squad' }));
    await elapse();
    act(() => client.emit('call-start'));

    const messages: AnyPlatformMessage[] = [
      { type: 'assistant.started', newAssistant: { name: 'Aristotle', id: 'aristotle-id' } },
      { type: 'transfer-update', destination: { type: 'assistant', assistantName: 'Socrates' } },
      { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Is virtue knowledge?' },
      { type: 'speech-update', status: 'started', role: 'assistant' },
      {
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'partial',
        transcript: 'No',
        assistantName: 'Nietzsche',
      },
      { type: 'something-new', assistantName: 'Hume' },
    ];
    const after: (string | null)[] = [];
    for (const message of messages) {
      act(() => client.emit('message', message));
      after.push(hook().floor);
    }
    expect(after).toEqual(['Aristotle', 'Socrates', 'Socrates', 'Socrates', 'Nietzsche', 'Nietzsche']);
    expect(floors).toEqual([null, 'Aristotle', 'Socrates', 'Nietzsche']);
    expect(hook().currentAssistantId).toBe('aristotle-id');
    expect(onMessage.mock.calls.map(([message]) => message)).toEqual(messages);
  });
});

describe('useVoiceConnection: mute, messages, speech', () => {
  it('starts muted and toggles through the client', async () => {
    const { client, hook } = setup();
    act(() => hook().toggleMute()); // no call yet: nothing to mute
    expect(client.log).toEqual([]);
    act(() => void hook().connect({ squadId: 'squad' }));
    await elapse();
    act(() => client.emit('call-start'));

    const muted: boolean[] = [hook().muted];
    act(() => hook().toggleMute());
    muted.push(hook().muted);
    act(() => hook().toggleMute());
    muted.push(hook().muted);
    act(() => hook().setMuted(false));
    muted.push(hook().muted);
    expect(muted).toEqual([true, false, true, false]);
    expect(client.log.slice(1)).toEqual(['setMuted(false)', 'setMuted(true)', 'setMuted(false)']);
  });

  it("reports the client's error when there is no call to mute, and shows no error screen for it", async () => {
    const { client, hook, onError, reported } = setup();
    act(() => void hook().connect({ squadId: 'squad' }));
    await elapse();
    act(() => hook().disconnect());
    act(() => hook().toggleMute());
    expect(hook()).toMatchObject({ muted: true, error: null });
    expect(reported()).toEqual(['Call object is not available.']);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'no-call', fatal: false });
    expect(client.log).toEqual(['start(undefined, undefined, squad)', 'stop', 'setMuted(false)']);
  });

  it('sends a challenge as a user message', async () => {
    const { client, hook } = setup();
    act(() => void hook().connect({ squadId: 'squad' }));
    await elapse();
    act(() => hook().sendMessage('What is virtue?'));
    expect(client.sent).toEqual([
      { type: 'add-message', message: { role: 'user', content: 'What is virtue?' } },
    ]);
  });

  it('tracks speaking and the volume level', async () => {
    const { client, hook } = setup();
    act(() => void hook().connect({ squadId: 'squad' }));
    await elapse();
    act(() => client.emit('call-start'));
    const seen: [boolean, number][] = [];
    for (const step of [
      () => client.emit('speech-start'),
      () => client.emit('volume-level', 0.4),
      () => client.emit('speech-end'),
      () => client.emit('call-end'),
    ]) {
      act(step);
      seen.push([hook().speaking, hook().volumeLevel]);
    }
    expect(seen).toEqual([
      [true, 0],
      [true, 0.4],
      [false, 0.4],
      [false, 0],
    ]);
  });
});

describe('useVoiceConnection: disconnect', () => {
  it('stops the call; a later connect stays ignored', async () => {
    const { client, hook, phases, onCallEnd } = setup();
    act(() => void hook().connect({ squadId: 'squad' }));
    await elapse();
    act(() => client.emit('call-start'));
    act(() => hook().disconnect());
    expect(onCallEnd).toHaveBeenCalledTimes(1);
    act(() => void hook().connect({ squadId: 'squad' }));
    await elapse();
    expect(client.log).toEqual(['start(undefined, undefined, squad)', 'stop']);
    expect(phases).toEqual(['idle', 'loading', 'connected', 'idle']);
    expect(hook().status).toBe('disconnected');
  });
});

describe('useVoiceConnection: React StrictMode', () => {
  it('makes exactly one call when it auto-connects', async () => {
    const { client, createClient } = setup({ strict: true, autoConnect: { squadId: 'squad' } });
    await elapse();
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(client.log).toEqual(['start(undefined, undefined, squad)']);
    expect(client.listenerCount()).toBe(7);
  });

  it('tests the microphone once, not once per effect run', async () => {
    const checkMicrophone = vi.fn(() => Promise.resolve());
    const { client } = setup({ strict: true, autoConnect: { squadId: 'squad' }, checkMicrophone });
    await elapse();
    expect(checkMicrophone).toHaveBeenCalledTimes(1);
    expect(client.starts).toHaveLength(1);
  });

  it("makes exactly one call when the arena's own effect connects", async () => {
    const { client, hook } = setup({
      strict: true,
      consumer: ({ connect }) => {
        // eslint-disable-next-line react-hooks/rules-of-hooks -- the consumer runs inside the hook's test component
        useEffect(() => void connect({ assistantId: 'a' }), [connect]);
      },
    });
    await elapse();
    expect(client.log).toEqual(['start(a)']);
    act(() => client.emit('call-start'));
    expect(hook().connected).toBe(true);
  });
});

describe('useVoiceConnection: unmount', () => {
  it('stops the call and leaves no listener and no timer', async () => {
    const { client, unmount, onCallEnd } = setup({ autoConnect: { squadId: 'squad' } });
    await elapse();
    act(() => client.emit('call-start'));
    expect(client.listenerCount()).toBeGreaterThan(0);
    unmount();
    expect(client.log).toEqual(['start(undefined, undefined, squad)', 'stop']);
    expect(client.listenerCount()).toBe(0);
    expect(onCallEnd).not.toHaveBeenCalled(); // listeners go before the call does
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels a pending reconnect', async () => {
    const { client, hook, unmount } = setup({ autoConnect: { assistantId: 'a' } });
    await elapse();
    act(() => hook().switchAssistant('b'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    await elapse(RECONNECT_DELAY_MS * 2);
    expect(client.log).toEqual(['start(a)', 'stop', 'stop']);
  });

  it('drops the outcome of a start still in flight', async () => {
    const { client, hook, unmount, onError } = setup();
    const start = heldStart(client);
    act(() => void hook().connect({ assistantId: 'a' }));
    await elapse();
    unmount();
    await start.settle(null);
    expect(client.log).toEqual(['start(a)', 'stop']);
    expect(onError).not.toHaveBeenCalled();
  });
});
