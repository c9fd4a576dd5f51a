// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { FakeDaily, fakeTrack, participant } from './testing/fake-daily';
import {
  argsOf,
  audioElements,
  flush,
  joined,
  NO_PROCESSOR,
  sent,
  useDailyTestLifecycle,
} from './testing/transport-harness';

const playback = useDailyTestLifecycle();

describe('subscribing to the assistant', () => {
  it('subscribes to the audio of remote participants only', async () => {
    const { fake } = await joined();
    fake.call.emit('participant-joined', { participant: participant('local-1', 'visitor', true) });
    fake.call.emit('participant-joined', { participant: participant('bot-1') });
    expect(argsOf(fake, 'updateParticipant')).toEqual([
      ['bot-1', { setSubscribedTracks: { audio: true, video: false } }],
    ]);
  });

  it.each([
    ['a video avatar voice', { assistant: { voice: { provider: 'tavus' } } }],
    ['a recorded call', { artifactPlan: { videoRecordingEnabled: true } }],
  ])('subscribes to video too for %s', async (_name, call) => {
    const { fake } = await joined({ call });
    fake.call.emit('participant-joined', { participant: participant('bot-1') });
    expect(argsOf(fake, 'updateParticipant')).toEqual([
      ['bot-1', { setSubscribedTracks: { audio: true, video: true } }],
    ]);
  });

  it('subscribes to participants already in the room when the visitor joins', async () => {
    const fake = new FakeDaily();
    fake.participantsAtJoin = [participant('bot-1')];
    await joined({ fake });
    expect(argsOf(fake, 'updateParticipant')).toEqual([
      ['bot-1', { setSubscribedTracks: { audio: true, video: false } }],
    ]);
  });
});

describe("the assistant's media", () => {
  it("plays the assistant's audio through one hidden <audio> element, then sends 'playable'", async () => {
    const { fake } = await joined();
    const track = fakeTrack('audio');
    fake.call.emit('track-started', { participant: participant('bot-1'), track, type: 'audio' });
    expect(sent(fake)).toEqual([]);
    await flush();
    const [element, ...others] = audioElements();
    expect(others).toEqual([]);
    expect(element).toMatchObject({ autoplay: true, hidden: true });
    expect((element?.srcObject as unknown as { tracks: MediaStreamTrack[] }).tracks).toEqual([track]);
    expect(playback().played).toEqual([element]);
    expect(sent(fake)).toEqual(['playable']);
  });

  it('replaces the element of a superseded track', async () => {
    const { fake } = await joined();
    fake.call.emit('track-started', { participant: participant('bot-1'), track: fakeTrack('audio', 'a') });
    await flush();
    const first = audioElements()[0];
    fake.call.emit('track-started', { participant: participant('bot-1'), track: fakeTrack('audio', 'b') });
    await flush();
    expect(audioElements()).toHaveLength(1);
    expect(audioElements()[0]).not.toBe(first);
    expect(first?.isConnected).toBe(false);
  });

  it('ignores the tracks of other participants and of the visitor', async () => {
    const { fake, reported } = await joined();
    fake.call.emit('track-started', {
      participant: participant('other', 'Someone Else'),
      track: fakeTrack('audio'),
    });
    fake.call.emit('track-started', {
      participant: participant('me', 'Vapi Speaker', true),
      track: fakeTrack('audio'),
    });
    fake.call.emit('track-started', { participant: null, track: fakeTrack('audio') });
    await flush();
    expect(audioElements()).toEqual([]);
    expect(sent(fake)).toEqual([]);
    expect(reported).toEqual([]);
  });

  it("holds 'playable' until the join has resolved", async () => {
    const fake = new FakeDaily();
    fake.duringJoin = async (call) => {
      call.emit('track-started', { participant: participant('bot-1'), track: fakeTrack('audio') });
      await flush();
    };
    const { named } = await joined({ fake });
    expect(named('error')).toEqual([]);
    expect(fake.methods().filter((m) => m === 'join' || m === 'sendAppMessage')).toEqual([
      'join',
      'sendAppMessage',
    ]);
  });

  it('reports a blocked autoplay clearly, removes the element and sends no playable', async () => {
    playback().play = () =>
      Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    const { fake, named } = await joined();
    fake.call.emit('track-started', { participant: participant('bot-1'), track: fakeTrack('audio') });
    await flush();
    expect(named('error')).toEqual([
      expect.objectContaining({ code: 'audio-blocked', message: expect.stringMatching(/click/) }),
    ]);
    expect(audioElements()).toEqual([]);
    expect(sent(fake)).toEqual([]);
  });

  it("plays the held-back track on resumeAudio() after the visitor's click, and only then says playable", async () => {
    playback().play = () =>
      Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    const { fake, transport } = await joined();
    fake.call.emit('track-started', { participant: participant('bot-1'), track: fakeTrack('audio') });
    await flush();
    // Not a gesture the browser counts: still held back, and said so.
    await expect(transport.resumeAudio()).rejects.toMatchObject({ code: 'audio-blocked' });
    playback().play = () => Promise.resolve();
    await transport.resumeAudio();
    expect(audioElements()).toHaveLength(1);
    expect(sent(fake)).toEqual(['playable']);
  });

  it('passes the video track of the assistant on, without an audio element', async () => {
    const { fake, reported } = await joined();
    const track = fakeTrack('video');
    fake.call.emit('track-started', { participant: participant('bot-1'), track, type: 'video' });
    await flush();
    expect(reported).toEqual([['video', track]]);
    expect(audioElements()).toEqual([]);
  });

  it("removes the element of the participant who left, not another's", async () => {
    const { fake } = await joined();
    fake.call.emit('track-started', { participant: participant('bot-1'), track: fakeTrack('audio') });
    await flush();
    fake.call.emit('participant-left', { participant: participant('someone-else') });
    expect(audioElements()).toHaveLength(1);
    fake.call.emit('participant-left', { participant: participant('bot-1') });
    expect(audioElements()).toEqual([]);
  });
});

describe('events passed on', () => {
  it('forwards app messages as text, remote levels summed, participant updates', async () => {
    const { fake, reported } = await joined();
    fake.call.emit('app-message', { data: 'listening', fromId: 'bot-1' });
    fake.call.emit('app-message', { data: { type: 'speech-update', status: 'started' }, fromId: 'bot-1' });
    fake.call.emit('remote-participants-audio-level', { participantsAudioLevel: { a: 0.25, b: 0.5 } });
    const bot = participant('bot-1');
    fake.call.emit('participant-updated', { participant: bot });
    expect(reported).toEqual([
      ['appMessage', 'listening'],
      ['appMessage', '{"type":"speech-update","status":"started"}'],
      ['remoteLevel', 0.75],
      ['participantUpdated', bot],
    ]);
  });

  it('reports leaving the meeting once, even when leave() follows', async () => {
    const { fake, transport, named } = await joined();
    fake.call.emit('left-meeting');
    fake.call.emit('left-meeting');
    await transport.leave();
    expect(named('left')).toEqual([{ by: 'platform' }]);
  });

  it("reports Daily's fatal error with its message, and the meeting it ends as a lost connection", async () => {
    const { fake, named } = await joined();
    fake.call.emit('error', { errorMsg: 'Meeting has ended' });
    fake.call.emit('left-meeting');
    expect(named('error')).toEqual([
      expect.objectContaining({ code: 'call-failed', message: 'Meeting has ended' }),
    ]);
    expect(named('left')).toEqual([{ by: 'connection' }]);
  });
});

describe('the microphone', () => {
  it('mutes and unmutes through the local audio', async () => {
    const { fake, transport } = await joined({ startMuted: true });
    expect(transport.isMuted()).toBe(true);
    await transport.setMuted(false);
    expect(transport.isMuted()).toBe(false);
    await transport.setMuted(true);
    expect(transport.isMuted()).toBe(true);
    expect(argsOf(fake, 'setLocalAudio')).toEqual([[true], [false]]);
  });

  async function audioProcessorError(startMuted: boolean, mute?: boolean) {
    const context = await joined({ startMuted });
    if (mute !== undefined) await context.transport.setMuted(mute);
    const before = context.fake.log.length;
    context.fake.call.emit('nonfatal-error', { type: 'audio-processor-error', errorMsg: 'krisp failed' });
    await flush();
    const after = context.fake.log.slice(before).map(({ method, args }) => [method, ...args]);
    return { ...context, after };
  }

  it('turns noise cancellation off after an audio-processor error, then restores a muted visitor', async () => {
    const { after, transport } = await audioProcessorError(true);
    expect(after).toEqual([
      ['updateInputSettings', NO_PROCESSOR],
      ['setLocalAudio', true],
      ['setLocalAudio', false],
    ]);
    expect(transport.isMuted()).toBe(true);
  });

  it('re-mutes a visitor who muted during the call', async () => {
    const { after } = await audioProcessorError(false, true);
    expect(after.at(-1)).toEqual(['setLocalAudio', false]);
  });

  it('leaves an unmuted visitor unmuted after an audio-processor error', async () => {
    const { after, transport } = await audioProcessorError(false);
    expect(after).toEqual([
      ['updateInputSettings', NO_PROCESSOR],
      ['setLocalAudio', true],
    ]);
    expect(transport.isMuted()).toBe(false);
  });

  it('reports a failed recovery', async () => {
    const context = await joined();
    await flush();
    context.fake.inputSettingsError = new Error('no processor');
    context.fake.call.emit('nonfatal-error', { type: 'audio-processor-error', errorMsg: 'krisp failed' });
    await flush();
    expect(context.named('error')).toEqual([expect.objectContaining({ code: 'audio-processor-recovery' })]);
    expect(context.fake.methods()).not.toContain('setLocalAudio');
  });
});

describe('video recording', () => {
  const recorded = { artifactPlan: { videoRecordingEnabled: true } };
  const control = (seconds: number) =>
    JSON.stringify({
      type: 'control',
      control: 'say-first-message',
      videoRecordingStartDelaySeconds: seconds,
    });

  it('starts a 1280x720 recording, then asks for the first message with the delay in seconds', async () => {
    vi.useFakeTimers();
    const { fake, transport } = await joined({ call: recorded });
    expect(argsOf(fake, 'startRecording')).toEqual([[{ width: 1280, height: 720 }]]);
    vi.advanceTimersByTime(2500);
    fake.call.emit('recording-started', {});
    fake.call.emit('recording-started', {});
    expect(sent(fake)).toEqual([control(2.5)]);
    await transport.leave();
    expect(fake.methods().filter((m) => m === 'stopRecording' || m === 'destroy')).toEqual([
      'stopRecording',
      'destroy',
    ]);
  });

  it('lets a meeting token start the recording, measuring the delay from the join', async () => {
    vi.useFakeTimers();
    const fake = new FakeDaily();
    fake.duringJoin = (call) => {
      vi.advanceTimersByTime(1200);
      call.emit('recording-started', {});
    };
    await joined({ fake, call: { ...recorded, transport: { callToken: 'meeting-token' } as never } });
    expect(fake.methods()).not.toContain('startRecording');
    expect(sent(fake)).toEqual([control(1.2)]);
  });

  it('neither records nor listens for recordings when recording is off', async () => {
    const { fake, transport } = await joined();
    await transport.leave();
    expect(fake.methods().filter((m) => /recording|Recording/.test(m))).toEqual([]);
  });
});
