// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WebCallError } from '../../web-call';
import { RECONNECT_DELAY_MS } from './connection';
import { elapse, heldStart, setup, withFakeTimers } from './testing/voice-connection-harness';

withFakeTimers();

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

describe('useVoiceConnection: React StrictMode', () => {
  it('makes exactly one call when it auto-connects', async () => {
    const { client, createClient } = setup({ strict: true, autoConnect: { squadId: 'squad' } });
    await elapse();
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(client.log).toEqual(['start(undefined, undefined, squad)']);
    expect(client.listenerCount()).toBe(7);
  });

  it("makes one call, with the assistant's overrides", async () => {
    const { client } = setup({
      strict: true,
      autoConnect: { assistantId: 'a', assistantOverrides: { firstMessage: 'Hello.' } },
    });
    await elapse();
    expect(client.starts).toEqual([['a', { firstMessage: 'Hello.' }]]);
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
