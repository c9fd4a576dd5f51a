// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { CallTransport } from '../transport';
import { WebCallError } from '../errors';
import { FakeDaily, fakeTrack, participant } from './testing/fake-daily';
import {
  argsOf,
  audioElements,
  flush,
  joined,
  NOISE_CANCELLATION,
  ROOM,
  sent,
  setup,
  useDailyTestLifecycle,
} from './testing/transport-harness';

const playback = useDailyTestLifecycle();

describe('creating the call object', () => {
  it('loads daily-js lazily and creates no call object before join()', async () => {
    const fake = new FakeDaily();
    const loadDaily = vi.fn(fake.load);
    const { transport } = await setup({ fake, options: { loadDaily } });
    expect(loadDaily).toHaveBeenCalledTimes(1);
    expect(fake.calls).toHaveLength(0);
    await transport.join();
    expect(fake.methods()[0]).toBe('createCallObject');
  });

  it('refuses a call without a webCallUrl before loading daily-js', async () => {
    const loadDaily = vi.fn(new FakeDaily().load);
    await expect(setup({ call: { webCallUrl: undefined }, options: { loadDaily } })).rejects.toThrow(
      /webCallUrl/,
    );
    expect(loadDaily).not.toHaveBeenCalled();
  });

  it('starts muted with the microphone as audio source and no video', async () => {
    const { fake } = await joined({ startMuted: true });
    expect(fake.call.options).toEqual({
      audioSource: true,
      videoSource: false,
      startAudioOff: true,
      dailyConfig: {},
    });
  });

  it('starts unmuted when asked, and with video when the call is recorded', async () => {
    const { fake } = await joined({
      startMuted: false,
      call: { artifactPlan: { videoRecordingEnabled: true } },
    });
    expect(fake.call.options).toMatchObject({ videoSource: true, startAudioOff: false });
  });

  it('refuses the settings that break the microphone on Chrome 140+, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fake } = await joined({
      options: {
        dailyCallObject: { audioSource: false, videoSource: false },
        dailyCallConfig: { alwaysIncludeMicInPermissionPrompt: false, avoidEval: true },
      },
    });
    expect(fake.call.options).toMatchObject({ audioSource: true, dailyConfig: { avoidEval: true } });
    expect(fake.call.options.dailyConfig).not.toHaveProperty('alwaysIncludeMicInPermissionPrompt');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('joining', () => {
  it('registers every listener before join(), then starts the level observer and noise cancellation', async () => {
    const { fake } = await joined();
    const methods = fake.methods();
    const joinAt = methods.indexOf('join');
    expect(methods.slice(1, joinAt).every((m) => m.startsWith('on:'))).toBe(true);
    expect(methods.slice(1, joinAt)).toEqual(
      expect.arrayContaining([
        'on:participant-joined',
        'on:track-started',
        'on:app-message',
        'on:remote-participants-audio-level',
        'on:left-meeting',
        'on:error',
        'on:nonfatal-error',
      ]),
    );
    expect(methods.slice(joinAt)).toEqual([
      'join',
      'startRemoteParticipantsAudioLevelObserver',
      'updateInputSettings',
    ]);
    expect(argsOf(fake, 'startRemoteParticipantsAudioLevelObserver')).toEqual([[100]]);
    expect(argsOf(fake, 'updateInputSettings')).toEqual([[NOISE_CANCELLATION]]);
  });

  it('joins the room without automatic subscriptions and without a token key when there is none', async () => {
    const { fake } = await joined();
    const [[options]] = argsOf(fake, 'join') as [[Record<string, unknown>]];
    expect(options).toEqual({ url: ROOM, subscribeToTracksAutomatically: false });
    expect(options).not.toHaveProperty('token');
  });

  it('joins with the meeting token of the call', async () => {
    const { fake } = await joined({ call: { transport: { callToken: 'meeting-token' } as never } });
    expect(argsOf(fake, 'join')).toEqual([
      [{ url: ROOM, token: 'meeting-token', subscribeToTracksAutomatically: false }],
    ]);
  });

  it('rejects when the join fails, and leave() then destroys the call object', async () => {
    const fake = new FakeDaily();
    fake.joinError = new Error('room not found');
    const { transport, named } = await setup({ fake });
    await expect(transport.join()).rejects.toThrow('room not found');
    expect(fake.methods()).not.toContain('startRemoteParticipantsAudioLevelObserver');
    await transport.leave();
    expect(fake.alive).toBe(0);
    expect(named('error')).toEqual([]);
  });

  it('rejects a join that leave() interrupted, and starts nothing after it', async () => {
    const fake = new FakeDaily();
    let release: () => void = () => undefined;
    fake.duringJoin = () => new Promise<void>((resolve) => (release = resolve));
    const { transport } = await setup({ fake });
    const joining = transport.join();
    await flush();
    const leaving = transport.leave();
    release();
    await expect(joining).rejects.toThrow('The call ended before it was joined.');
    await leaving;
    expect(fake.methods()).not.toContain('updateInputSettings');
    expect(fake.alive).toBe(0);
  });

  it('rejects a join during which the meeting ended, without reporting a left meeting', async () => {
    const fake = new FakeDaily();
    fake.duringJoin = (call) => call.emit('left-meeting');
    const { transport, named } = await setup({ fake });
    await expect(transport.join()).rejects.toThrow('The call ended before it was joined.');
    expect(named('left')).toEqual([]);
    expect(fake.methods()).not.toContain('startRemoteParticipantsAudioLevelObserver');
  });

  it('reports a noise-cancellation failure as an error, never as an unhandled rejection', async () => {
    const fake = new FakeDaily();
    fake.inputSettingsError = new Error('krisp unavailable');
    const { named } = await joined({ fake });
    await flush();
    const [error] = named('error');
    expect(error).toBeInstanceOf(WebCallError);
    expect(error).toMatchObject({
      code: 'noise-cancellation',
      message: expect.stringContaining('krisp unavailable'),
    });
  });
});

describe('messages', () => {
  it('sends messages only while joined', async () => {
    const { fake, transport } = await setup();
    transport.sendMessage('{"type":"say"}');
    await transport.join();
    transport.sendMessage('{"type":"add-message"}');
    await transport.leave();
    transport.sendMessage('{"type":"end-call"}');
    expect(sent(fake)).toEqual(['{"type":"add-message"}']);
  });
});

describe('leaving', () => {
  it('removes every listener and audio element, destroys the call object and reports leaving once', async () => {
    const { fake, transport, named } = await joined();
    fake.call.emit('track-started', { participant: participant('bot-1'), track: fakeTrack('audio') });
    await flush();
    const call = fake.call;
    const added = fake.methods().filter((m) => m.startsWith('on:')).length;
    await Promise.all([transport.leave(), transport.leave()]);
    await transport.leave();
    expect(call.listenerCount()).toBe(0);
    expect(fake.methods().filter((m) => m.startsWith('off:'))).toHaveLength(added);
    expect(fake.methods().filter((m) => m === 'destroy')).toHaveLength(1);
    expect(fake.methods().at(-1)).toBe('destroy');
    expect(audioElements()).toEqual([]);
    expect(fake.alive).toBe(0);
    expect(named('left')).toEqual([{ by: 'visitor' }]);
  });

  it('resolves only once the call object is destroyed, so the next call never meets a live one', async () => {
    vi.useFakeTimers();
    const fake = new FakeDaily();
    fake.destroyDelayMs = 300;
    const first = (await joined({ fake })).transport;
    const second: CallTransport = (await setup({ fake })).transport;
    let left = false;
    const leaving = first.leave().then(() => (left = true));
    await flush();
    expect(left).toBe(false);
    await expect(second.join()).rejects.toThrow(/Duplicate/);
    await vi.advanceTimersByTimeAsync(300);
    await leaving;
    const third = (await setup({ fake })).transport;
    await third.join();
    expect(fake.maxAlive).toBe(1);
  });

  it('drops audio whose play() was still pending when the call was left', async () => {
    let resolvePlay: () => void = () => undefined;
    playback().play = () => new Promise<void>((resolve) => (resolvePlay = resolve));
    const { fake, transport } = await joined();
    fake.call.emit('track-started', { participant: participant('bot-1'), track: fakeTrack('audio') });
    await flush();
    expect(audioElements()).toHaveLength(1);
    await transport.leave();
    resolvePlay();
    await flush();
    expect(audioElements()).toEqual([]);
    expect(sent(fake)).toEqual([]);
  });
});
