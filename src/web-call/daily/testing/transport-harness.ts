import { afterEach, beforeEach, vi } from 'vitest';
import type { WebCallResponse } from '../../../platform-api';
import type { TransportEvents } from '../../transport';
import { createDailyTransport, type DailyTransportOptions } from '../daily-transport';
import { FakeDaily, stubMediaPlayback, type MediaPlaybackStub } from './fake-daily';

// Test support for the Daily transport's tests: a transport over a FakeDaily, and what it reported.

export const ROOM = 'https://platform.daily.co/room-1';
export const NOISE_CANCELLATION = { audio: { processor: { type: 'noise-cancellation' } } };
export const NO_PROCESSOR = { audio: { processor: { type: 'none' } } };

/** What the transport reported to the core, in order. */
export function recorder() {
  const reported: [string, unknown][] = [];
  const events: TransportEvents = {
    onAppMessage: (data) => reported.push(['appMessage', data]),
    onRemoteLevel: (level) => reported.push(['remoteLevel', level]),
    onLeft: (left) => reported.push(['left', left]),
    onError: (error) => reported.push(['error', error]),
    onVideo: (track) => reported.push(['video', track]),
    onParticipantUpdated: (p) => reported.push(['participantUpdated', p]),
  };
  const named = (name: string) => reported.filter(([n]) => n === name).map(([, value]) => value);
  return { events, reported, named };
}

export interface Setup {
  call?: Partial<WebCallResponse>;
  startMuted?: boolean;
  options?: Partial<DailyTransportOptions>;
  fake?: FakeDaily;
}

export async function setup({ call, startMuted = true, options, fake = new FakeDaily() }: Setup = {}) {
  const record = recorder();
  const transport = await createDailyTransport({
    call: { id: 'call-1', webCallUrl: ROOM, ...call },
    events: record.events,
    startMuted,
    loadDaily: fake.load,
    ...options,
  });
  return { fake, transport, ...record };
}

export async function joined(config: Setup = {}) {
  const context = await setup(config);
  await context.transport.join();
  return context;
}

/** Lets pending promise chains (play(), updateInputSettings()) settle. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

export const audioElements = () => [...document.body.querySelectorAll('audio')];
export const sent = (fake: FakeDaily) =>
  fake.log.filter((e) => e.method === 'sendAppMessage').map((e) => e.args[0]);
export const argsOf = (fake: FakeDaily, method: string) =>
  fake.log.filter((e) => e.method === method).map((e) => e.args);

/**
 * Stubs media playback for each test and clears what a test left: timers, mocks, elements. Returns the current
 * test's playback stub.
 */
export function useDailyTestLifecycle(): () => MediaPlaybackStub {
  let playback: MediaPlaybackStub;
  beforeEach(() => {
    playback = stubMediaPlayback();
  });
  afterEach(() => {
    playback.restore();
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });
  return () => playback;
}
