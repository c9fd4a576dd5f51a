import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebCallError } from '../../web-call';
import { Connection } from './connection';
import { FakeWebCall } from './testing/fake-web-call';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// The connection without React: what the hook reads through useSyncExternalStore.
describe('Connection', () => {
  it('notifies its subscribers of each change, and only of changes', async () => {
    const client = new FakeWebCall();
    const connection = new Connection({ createClient: () => client });
    const detach = connection.attach();
    const seen: string[] = [];
    connection.subscribe(() => seen.push(connection.getSnapshot().status));

    connection.connect({ squadId: 'squad' });
    await vi.advanceTimersByTimeAsync(0);
    client.emit('call-start');
    client.emit('call-start'); // no change: no notification
    const live = connection.getSnapshot();
    client.emit('volume-level', 0);
    expect(connection.getSnapshot()).toBe(live);
    client.emit('error', new WebCallError('call-failed', 'Meeting has ended'));
    client.emit('call-end', { by: 'connection' });
    expect(seen).toEqual(['connecting', 'connected', 'connected', 'disconnected']);
    expect(connection.getSnapshot()).toMatchObject({ status: 'disconnected', error: 'Meeting has ended' });
    detach();
  });

  it('detached, it holds no listener, timer or call, and can be attached again as new', async () => {
    const client = new FakeWebCall();
    const connection = new Connection({ createClient: () => client });
    let detach = connection.attach();
    connection.connect({ squadId: 'squad' });
    await vi.advanceTimersByTimeAsync(0);
    client.emit('call-start');
    connection.switchAssistant('a');
    detach();
    expect(client.listenerCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(connection.getSnapshot().status).toBe('idle');

    detach = connection.attach();
    expect(connection.connect({ assistantId: 'b' })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.log).toEqual(['start(undefined, undefined, squad)', 'stop', 'stop', 'start(b)']);
    detach();
  });

  it('shows audio the browser held back until enableAudio() starts it', async () => {
    const client = new FakeWebCall();
    const onError = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const connection = new Connection({ createClient: () => client, onError });
    const detach = connection.attach();
    connection.enableAudio(); // nothing held back, no call: nothing to do
    connection.connect({ squadId: 'squad' });
    await vi.advanceTimersByTimeAsync(0);
    client.emit('call-start');
    client.emit('error', new WebCallError('audio-blocked', 'held back'));
    expect(connection.getSnapshot()).toMatchObject({ audioBlocked: true, error: null, status: 'connected' });
    connection.enableAudio();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.getSnapshot().audioBlocked).toBe(false);
    expect(client.log.filter((l) => l === 'resumeAudio')).toHaveLength(1);
    // Shown by the state where it is fixed, and logged: not reported again as an error.
    expect(onError).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    detach();
  });

  it('shows a lost microphone until another one is chosen; a device that fails keeps it shown', async () => {
    const client = new FakeWebCall();
    const connection = new Connection({ createClient: () => client });
    const detach = connection.attach();
    connection.connect({ squadId: 'squad' });
    await vi.advanceTimersByTimeAsync(0);
    client.emit('call-start');
    client.emit('error', new WebCallError('microphone', 'Microphone lost: it was unplugged'));
    expect(connection.getSnapshot()).toMatchObject({
      microphoneProblem: 'Microphone lost: it was unplugged',
    });

    client.inputDeviceBehaviour = () => Promise.reject(new DOMException('Requested device not found'));
    await connection.setInputDevice('usb-1');
    expect(connection.getSnapshot().microphoneProblem).toBe('Requested device not found');
    client.inputDeviceBehaviour = () => Promise.resolve();
    await connection.setInputDevice('usb-2');
    expect(connection.getSnapshot()).toMatchObject({ microphoneProblem: null, status: 'connected' });
    expect(client.log.slice(-2)).toEqual(['setInputDevice(usb-1)', 'setInputDevice(usb-2)']);
    detach();
  });
});
