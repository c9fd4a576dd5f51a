// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeTrack, stubMediaPlayback, type MediaPlaybackStub } from './testing/fake-daily';
import { RemoteAudio } from './remote-audio';

const audioElements = () => [...document.body.querySelectorAll('audio')];

/** A play() that waits until the test settles it. */
function heldPlay(playback: MediaPlaybackStub) {
  const settle: { resolve: () => void; reject: (error: Error) => void }[] = [];
  playback.play = () => new Promise<void>((resolve, reject) => settle.push({ resolve, reject }));
  return settle;
}

let playback: MediaPlaybackStub;
beforeEach(() => {
  playback = stubMediaPlayback();
});
afterEach(() => {
  playback.restore();
  document.body.replaceChildren();
});

describe('RemoteAudio', () => {
  it('keeps one element per participant track and tags it with the participant', async () => {
    const audio = new RemoteAudio();
    await expect(audio.play('bot-1', fakeTrack('audio'))).resolves.toBe(true);
    expect(audioElements().map((e) => e.dataset.participantId)).toEqual(['bot-1']);
  });

  it('answers false, without throwing, for a track superseded while its play() was pending', async () => {
    const settle = heldPlay(playback);
    const audio = new RemoteAudio();
    const first = audio.play('bot-1', fakeTrack('audio', 'a'));
    const second = audio.play('bot-1', fakeTrack('audio', 'b'));
    settle[0]?.reject(new DOMException('The element was removed', 'AbortError'));
    settle[1]?.resolve();
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(true);
    expect(audioElements()).toHaveLength(1);
  });

  it('plays nothing once everything was removed', async () => {
    const audio = new RemoteAudio();
    audio.removeAll();
    await expect(audio.play('bot-1', fakeTrack('audio'))).resolves.toBe(false);
    expect(audioElements()).toEqual([]);
    expect(playback.played).toEqual([]);
  });
});
