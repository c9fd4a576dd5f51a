// What the load benchmarks measure of every call and of the server: a listener's audio ratio and gaps, the server
// process's CPU and memory. Shared by bench:load's typed and spoken modes.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { firstAudible } from '../../server/speech';
import { START_DELAY_S } from '../../src/web-call/audio/pcm-player';
import { startServer, type RunningServer } from '../../tests/e2e/server-process';
import { debateContents } from '../../server/content';

/** The browser player's start slack. */
const START_SLACK_MS = START_DELAY_S * 1000;
/** PCM16 mono at 16 kHz: 32 bytes a millisecond. */
const BYTES_PER_MS = 32;

/** Where a frame's first audible sample plays, ms from the frame's start; undefined for a silent frame. */
function audibleAtMs(frame: Buffer): number | undefined {
  // Copied: a received frame's bytes need not be aligned for an Int16Array view.
  const pcm = new Int16Array(new Uint8Array(frame).buffer);
  const at = firstAudible(pcm);
  return at < pcm.length ? (at * 2) / BYTES_PER_MS : undefined;
}

/**
 * One visitor's ears: the browser player modelled frame by frame. Within a turn, a frame that arrives after the
 * player has run dry starts START_SLACK_MS after its arrival, and the silence before it is a gap the visitor
 * hears. Between turns, silence is the debate's own pause, not a gap. A turn's first word is heard when its first
 * audible sample plays, after whatever silence leads into it.
 */
export class Listener {
  audioMs = 0;
  gapMs = 0;
  largestGapMs = 0;
  /** When each turn's first word was heard (the clock of `audio`'s `at`). */
  readonly firstWords: number[] = [];
  private nextStart: number | null = null;
  private speaking = false;
  private awaitingWord = false;

  text(message: { type?: string; role?: string; status?: string }): void {
    if (message.type === 'speech-update' && message.role === 'assistant') {
      this.speaking = message.status === 'started';
      this.awaitingWord = this.speaking;
      this.nextStart = null;
    } else if (message.type === 'user-interrupted') {
      this.nextStart = null;
    }
  }

  audio(frame: Buffer, at: number): void {
    const duration = frame.length / BYTES_PER_MS;
    if (this.nextStart === null || !this.speaking) {
      this.nextStart = Math.max(this.nextStart ?? 0, at + START_SLACK_MS);
    } else if (at + START_SLACK_MS > this.nextStart) {
      const gap = at + START_SLACK_MS - this.nextStart;
      this.gapMs += gap;
      this.largestGapMs = Math.max(this.largestGapMs, gap);
      this.nextStart = at + START_SLACK_MS;
    }
    if (this.awaitingWord) {
      const word = audibleAtMs(frame);
      if (word !== undefined) {
        this.firstWords.push(this.nextStart + word);
        this.awaitingWord = false;
      }
    }
    this.nextStart += duration;
    this.audioMs += duration;
  }

  /** Received audio over the time it took to play: 1 when it never ran dry. */
  get ratio(): number {
    return this.audioMs === 0 ? 0 : this.audioMs / (this.audioMs + this.gapMs);
  }
}

/**
 * When the first word of the next audio on this socket is heard: the player starts START_SLACK_MS after the first
 * frame arrives and plays in real time, so the silence before the word is waited too.
 */
export function nextFirstWord(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    let start: number | undefined;
    let before = 0;
    const onFrame = (data: WebSocket.RawData, isBinary: boolean): void => {
      if (!isBinary) return;
      const frame = data as Buffer;
      start ??= performance.now() + START_SLACK_MS;
      const word = audibleAtMs(frame);
      if (word === undefined) {
        before += frame.length / BYTES_PER_MS;
        return;
      }
      socket.off('message', onFrame);
      resolve(start + before + word);
    };
    socket.on('message', onFrame);
  });
}

/** The server process's CPU time (all its threads) in ms, and its resident memory in MB, from /proc. */
export function processUsage(pid: number): { cpuMs: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpuMs: ticks * 10, rssMb: rssKb / 1024 };
}

/** The value below which this share of the values lie (0.5: the median); NaN for none. */
export function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const KEYS = { publicKey: 'bench-public-key-0001', privateKey: 'bench-private-key-0001' };

/** The server as `npm start` runs it, in its own process (its CPU and memory its own), open to `calls` calls. */
export function startLoadServer(calls: number): Promise<RunningServer> {
  return startServer({
    LOCAL_PUBLIC_KEY: KEYS.publicKey,
    LOCAL_PRIVATE_KEY: KEYS.privateKey,
    MAX_CALLS: String(Math.max(64, calls)),
    // Every call of a benchmark comes from this machine's one address.
    MAX_CALLS_PER_ADDRESS: String(Math.max(64, calls)),
  });
}

export interface SeededDebate {
  debate: string;
  squadId: string;
  /** Challenges asked of it, in visitors' own words, so that replies are as varied as real ones. */
  challenges: readonly string[];
}

/** Every debate the server seeded, each with the challenges visitors asked of it. */
export async function seededDebates(server: RunningServer): Promise<SeededDebate[]> {
  const config = (await (await fetch(`${server.url}/app-config.json`)).json()) as {
    squads: Record<string, string>;
  };
  return Object.entries(config.squads).map(([debate, squadId]) => {
    const asked = debateContents.find((c) => c.topic.debateId === debate)?.topic.asked ?? [];
    if (asked.length === 0)
      throw new Error(`no challenges asked of ${debate}: server/content/debates/${debate}/asked.ts`);
    return { debate, squadId, challenges: asked.map((c) => c.text) };
  });
}

/** Starts a web call on the debate and opens its socket, which says 'playable' as the browser's player does. */
export async function joinDebate(server: RunningServer, squadId: string): Promise<WebSocket> {
  const response = await fetch(`${server.url}/call/web`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEYS.publicKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ squadId }),
  });
  if (!response.ok) throw new Error(`a call was refused: ${response.status} ${await response.text()}`);
  const call = (await response.json()) as { webCallUrl: string };
  const socket = new WebSocket(call.webCallUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send('playable');
  return socket;
}
