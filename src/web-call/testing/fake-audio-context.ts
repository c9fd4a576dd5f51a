/**
 * Only what the WebSocket transport and the PCM player call on an AudioContext, for tests in Node. The analyser
 * "hears" the most recently started buffer, so the level reflects what the platform really sent.
 */
export class FakeAudioContext {
  currentTime = 0;
  state: 'running' | 'suspended' | 'closed';
  onstatechange: (() => void) | null = null;
  readonly destination = {};
  readonly started: Float32Array[] = [];

  /** `blocked`: the browser's autoplay policy holds it suspended until allowPlayback() (a visitor's gesture). */
  constructor(private blocked = false) {
    this.state = blocked ? 'suspended' : 'running';
  }

  /** As a blocked browser does, resume() pends until playback is allowed. */
  resume(): Promise<void> {
    if (this.blocked) return new Promise(() => undefined);
    this.setState('running');
    return Promise.resolve();
  }

  /** The visitor's click: resume() may now start the context. */
  allowPlayback(): void {
    this.blocked = false;
  }

  private setState(state: 'running' | 'closed'): void {
    if (this.state === state) return;
    this.state = state;
    this.onstatechange?.();
  }

  close(): Promise<void> {
    this.setState('closed');
    return Promise.resolve();
  }

  createAnalyser() {
    return {
      fftSize: 1024,
      connect: () => undefined,
      disconnect: () => undefined,
      getFloatTimeDomainData: (target: Float32Array) => {
        const last = this.started.at(-1);
        target.fill(0);
        if (last) target.set(last.subarray(0, target.length));
      },
    };
  }

  createBuffer(_channels: number, length: number, sampleRate: number) {
    const data = new Float32Array(length);
    return { duration: length / sampleRate, getChannelData: () => data };
  }

  createBufferSource() {
    const source = {
      buffer: undefined as { getChannelData: () => Float32Array } | undefined,
      onended: null as null | (() => void),
      connect: () => undefined,
      disconnect: () => undefined,
      start: () => {
        if (source.buffer) this.started.push(source.buffer.getChannelData());
      },
      stop: () => undefined,
    };
    return source;
  }
}
