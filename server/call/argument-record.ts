import type { ArgumentMap, PlatformMessage } from '../../src/protocol';

/** What the platform concluded from a debate (the platform's Call.analysis): the verdict, and the argument map. */
export interface CallAnalysis {
  summary?: string;
  structuredData: { argumentMap: ArgumentMap };
}

/**
 * A debate's argument as its call keeps it (docs/architecture.md section 4): sent to the client as a `metadata`
 * message whenever a turn changed it, and kept on the call's record when it ends.
 */
export class ArgumentRecord {
  /** The map last sent, as sent. */
  private sent = '';

  constructor(
    /** The map as the engine draws it now; undefined for a call with no debate. */
    private readonly read: () => ArgumentMap | undefined,
    private readonly send: (message: PlatformMessage) => void,
  ) {}

  /** The call holds a debate (one that can be closed with a verdict). */
  get isDebate(): boolean {
    return this.read() !== undefined;
  }

  /** A turn was spoken: the map goes to the client if it changed. */
  update(): void {
    const map = this.read();
    if (!map) return;
    const metadata = JSON.stringify({ argumentMap: map });
    if (metadata === this.sent) return;
    this.sent = metadata;
    this.send({ type: 'metadata', metadata });
  }

  analysis(): CallAnalysis | undefined {
    const map = this.read();
    return map && { ...(map.verdict && { summary: map.verdict }), structuredData: { argumentMap: map } };
  }
}
