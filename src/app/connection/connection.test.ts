import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebCallError } from '../../web-call';
import { Connection } from './connection';
import { FakeWebCall } from './fake-web-call';

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
    client.emit('call-end');
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
});
