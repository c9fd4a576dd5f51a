import { describe, expect, expectTypeOf, it } from 'vitest';
import { checkMicrophone, type MicrophoneDevices } from './check-microphone';
import { FakeMediaDevices } from './testing/fake-media-devices';

describe('checkMicrophone', () => {
  it("accepts the browser's MediaDevices", () => {
    expectTypeOf<MediaDevices>().toExtend<MicrophoneDevices>();
  });

  it('opens the microphone, stops every track, then finds an audio input', async () => {
    const media = new FakeMediaDevices();
    media.trackCount = 2;
    await expect(checkMicrophone(media)).resolves.toBeUndefined();
    expect(media.log).toEqual([
      'getUserMedia({"audio":true})',
      'track 0 stopped',
      'track 1 stopped',
      'enumerateDevices',
    ]);
  });

  it("fails with 'Microphone access failed: ' and the reason, without listing devices", async () => {
    const media = new FakeMediaDevices();
    media.denial = new DOMException('Permission denied', 'NotAllowedError');
    const failure = checkMicrophone(media);
    await expect(failure).rejects.toThrow(new Error('Microphone access failed: Permission denied'));
    await expect(failure).rejects.toHaveProperty('cause', media.denial);
    expect(media.log).toEqual(['getUserMedia({"audio":true})']);
  });

  it('gives a reason even when the browser gives only a string', async () => {
    const media = new FakeMediaDevices();
    media.denial = 'NotReadableError';
    await expect(checkMicrophone(media)).rejects.toThrow(
      new Error('Microphone access failed: NotReadableError'),
    );
  });

  it("fails with 'No audio input devices found.' without an audioinput, tracks already stopped", async () => {
    const media = new FakeMediaDevices();
    media.deviceKinds = ['videoinput', 'audiooutput'];
    await expect(checkMicrophone(media)).rejects.toThrow(new Error('No audio input devices found.'));
    expect(media.log).toEqual(['getUserMedia({"audio":true})', 'track 0 stopped', 'enumerateDevices']);
  });

  it('fails as a microphone failure where the page has no media devices (no secure context)', async () => {
    await expect(checkMicrophone(undefined)).rejects.toThrow(
      /^Microphone access failed: media devices are not available/,
    );
  });
});
