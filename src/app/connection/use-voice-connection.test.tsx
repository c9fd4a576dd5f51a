// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WebCall, type AnyPlatformMessage } from '../../web-call';
import { RECONNECT_DELAY_MS } from './connection';
import type { WebCallLike } from './web-call-like';
import { elapse, heldStart, setup, withFakeTimers } from './testing/voice-connection-harness';

withFakeTimers();

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

describe('useVoiceConnection: messages naming a member', () => {
  // Who holds the floor is the arena's debate state to follow (debate-state.test.ts); the connection keeps the id.
  it('keeps the assistant id a message names; passes every message on', async () => {
    const onMessage = vi.fn<(message: AnyPlatformMessage) => void>();
    const { client, hook } = setup({ onMessage });
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
    for (const message of messages) act(() => client.emit('message', message));
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
      () => client.emit('call-end', { by: 'platform' }),
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
