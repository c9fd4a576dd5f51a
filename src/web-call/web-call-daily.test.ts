// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDailyTransport } from './daily/daily-transport';
import {
  fakeTrack,
  FakeDaily,
  participant,
  stubMediaPlayback,
  type MediaPlaybackStub,
} from './daily/testing/fake-daily';
import { WebCall } from './web-call';

// The client core over the real Daily transport, with daily-js replaced by a fake of only what is called.

const ROOM = 'https://platform.daily.co/room-1';

function client(fake: FakeDaily, call: Record<string, unknown> = {}) {
  const fetch = (async () =>
    Response.json({ id: 'call-1', webCallUrl: ROOM, ...call }, { status: 201 })) as typeof globalThis.fetch;
  return new WebCall(
    'public-key',
    'https://platform.test',
    undefined,
    { startAudioOff: true },
    {
      fetch,
      isMobile: () => false,
      createTransport: (options) => createDailyTransport({ ...options, loadDaily: fake.load }),
    },
  );
}

let playback: MediaPlaybackStub;
beforeEach(() => {
  playback = stubMediaPlayback();
});
afterEach(() => playback.restore());

describe('WebCall over Daily', () => {
  it('start/stop/start in quick succession never holds two Daily call objects', async () => {
    const fake = new FakeDaily();
    fake.destroyDelayMs = 15;
    const call = client(fake);
    for (let i = 0; i < 4; i++) {
      const first = call.start('a-1');
      void call.stop();
      await first;
      await call.start('a-1');
      void call.stop();
    }
    await call.stop();
    expect(fake.maxAlive).toBe(1);
    expect(fake.alive).toBe(0);
  });

  it('after stop() no audio element, listener or call object of that call remains', async () => {
    const fake = new FakeDaily();
    const call = client(fake);
    await call.start('a-1');
    const daily = fake.call;
    daily.emit('track-started', { participant: participant('remote-1'), track: fakeTrack('audio') });
    await expect.poll(() => document.querySelectorAll('audio').length).toBe(1);
    await call.stop();
    expect(document.querySelectorAll('audio').length).toBe(0);
    expect(daily.destroyed).toBe(true);
    expect(daily.listenerCount()).toBe(0);
    expect(fake.alive).toBe(0);
  });

  it("emits an avatar voice's video track as 'video'", async () => {
    const fake = new FakeDaily();
    const call = client(fake, { assistant: { voice: { provider: 'tavus' } } });
    const videos: MediaStreamTrack[] = [];
    call.on('video', (track) => videos.push(track));
    await call.start('a-1');
    const track = fakeTrack('video');
    fake.call.emit('track-started', { participant: participant('remote-1'), track });
    expect(videos).toEqual([track]);
  });

  it("reports the summed remote level as volume-level and the platform's messages", async () => {
    const fake = new FakeDaily();
    const call = client(fake);
    const seen: unknown[] = [];
    call.on('volume-level', (v) => seen.push(['volume', Number(v.toFixed(2))]));
    call.on('call-start', () => seen.push('call-start'));
    await call.start('a-1');
    fake.call.emit('app-message', { data: 'listening', fromId: 'remote-1' });
    fake.call.emit('remote-participants-audio-level', { participantsAudioLevel: { a: 0.03, b: 0.03 } });
    expect(seen).toEqual(['call-start', ['volume', 0.4]]);
  });
});
