import { describe, expect, it, vi } from 'vitest';
import { resolveMicPermission } from './use-mic-permission';

const stream = () => {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
};

const permissions = (state: PermissionState) => ({
  query: vi.fn(async () => ({ state }) as PermissionStatus),
});

describe('resolveMicPermission', () => {
  it('proceeds when granted without opening the microphone', async () => {
    const getUserMedia = vi.fn();
    await expect(
      resolveMicPermission({ permissions: permissions('granted'), mediaDevices: { getUserMedia } }),
    ).resolves.toBe('granted');
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('is denied when the permission is denied', async () => {
    const getUserMedia = vi.fn();
    await expect(
      resolveMicPermission({ permissions: permissions('denied'), mediaDevices: { getUserMedia } }),
    ).resolves.toBe('denied');
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('asks on prompt, closes the test stream, and proceeds when allowed', async () => {
    const { track, stream: s } = stream();
    const getUserMedia = vi.fn(async () => s);
    await expect(
      resolveMicPermission({ permissions: permissions('prompt'), mediaDevices: { getUserMedia } }),
    ).resolves.toBe('granted');
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(track.stop).toHaveBeenCalled();
  });

  it('is denied when the visitor refuses the prompt', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    await expect(
      resolveMicPermission({ permissions: permissions('prompt'), mediaDevices: { getUserMedia } }),
    ).resolves.toBe('denied');
  });

  it('asks directly in a browser without the Permissions API or without the microphone permission name', async () => {
    const { stream: s } = stream();
    const getUserMedia = vi.fn(async () => s);
    await expect(resolveMicPermission({ mediaDevices: { getUserMedia } })).resolves.toBe('granted');
    const throwing = { query: vi.fn(async () => Promise.reject(new TypeError('unknown name'))) };
    await expect(
      resolveMicPermission({ permissions: throwing, mediaDevices: { getUserMedia } }),
    ).resolves.toBe('granted');
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('is unavailable where there is no microphone API', async () => {
    await expect(resolveMicPermission({ permissions: permissions('granted') })).resolves.toBe('unavailable');
  });
});
