import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './load-chunk';

describe('loading a part of the app', () => {
  it('tries once more after a failure, and returns what the second try loads', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('arena');
    await expect(loadChunk(load, 1)).resolves.toBe('arena');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second failure with a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Unable to preload CSS');
    const load = vi.fn().mockRejectedValue(cause);
    const error = await loadChunk(load, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
