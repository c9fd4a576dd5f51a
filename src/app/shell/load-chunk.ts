/** The pause before the one retry of a part of the app that failed to load. */
export const CHUNK_RETRY_MS = 1000;

/** A part of the app that could not be loaded, even on a second try: the page needs a reload. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of Dialectic Club could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Loads a part of the app, trying once more after a pause: a dropped connection or a deploy in progress often
 * passes. A second failure (the tab was opened before a redeploy, and its files are gone) is a ChunkLoadError, which
 * the error boundary answers with a Reload screen rather than the raw error.
 */
export async function loadChunk<T>(load: () => Promise<T>, retryMs = CHUNK_RETRY_MS): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, retryMs));
    try {
      return await load();
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  }
}
