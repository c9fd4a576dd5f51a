import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ReplyEngine } from '../debate/types';
import { HttpError } from '../http/errors';
import { requestUrl } from '../http/request-url';
import type { Origins } from '../platform/origins';
import type { CallRecord, LiveCalls, PlatformState } from '../platform/platform';
import { resolveMembers } from './members';
import type { EndedReason } from '../../src/protocol';
import { CallSession, type CallTiming, type SpeechServices } from './session';

const TRANSPORT_PATH = /^\/call\/([\w-]+)\/transport$/;

/** The most calls live at once (queued or in progress), unless MAX_CALLS says otherwise. */
export const DEFAULT_MAX_CALLS = 64;
/** Of those, the most one address may hold, unless MAX_CALLS_PER_ADDRESS says otherwise: no visitor takes them all. */
export const DEFAULT_MAX_CALLS_PER_ADDRESS = 16;
/** A call nobody joins ends after this long. */
export const JOIN_TIMEOUT_MS = 60_000;
/** The largest client frame: a second of audio is far more than any client sends at once. */
const MAX_PAYLOAD_BYTES = 64 * 1024;

export interface TransportLimits {
  maxCalls?: number;
  maxCallsPerAddress?: number;
  joinTimeoutMs?: number;
}

/**
 * The WebSocket transport of docs/architecture.md section 4, and the register of live calls. The call id in the URL is the
 * capability: it is unguessable, handed out only by POST /call/web, and good for one connection. A live call is
 * held in memory only while it waits for its socket or runs; once ended it lives in the database alone.
 */
export class CallTransport implements LiveCalls {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  private readonly sessions = new Map<string, CallSession>();
  /** Calls created and not yet joined, each with the timer that ends it unjoined. */
  private readonly waiting = new Map<string, NodeJS.Timeout>();
  /** Calls whose socket handshake is under way: a second socket for the same call is refused. */
  private readonly joining = new Set<string>();
  /** The address each live call was started from (an entry outlives its call until the next count prunes it). */
  private readonly addressOf = new Map<string, string>();
  /** Calls admitted and not yet created (their request body is still coming), by address. */
  private readonly admitted = new Map<string, number>();
  private readonly maxCalls: number;
  private readonly maxCallsPerAddress: number;
  private readonly joinTimeoutMs: number;

  constructor(
    private readonly state: PlatformState,
    private readonly speech: SpeechServices,
    private readonly engine: ReplyEngine,
    private readonly origins: Origins,
    private readonly log: (line: string) => void,
    private readonly timing: CallTiming = {},
    limits: TransportLimits = {},
  ) {
    this.maxCalls = limits.maxCalls ?? DEFAULT_MAX_CALLS;
    this.maxCallsPerAddress = limits.maxCallsPerAddress ?? DEFAULT_MAX_CALLS_PER_ADDRESS;
    this.joinTimeoutMs = limits.joinTimeoutMs ?? JOIN_TIMEOUT_MS;
  }

  /** Calls held in memory: waiting for their socket, or running. */
  get liveCalls(): number {
    let admitted = 0;
    for (const count of this.admitted.values()) admitted += count;
    return this.sessions.size + this.waiting.size + admitted;
  }

  /** The live calls started from this address; the entries of calls that have ended are dropped on the way. */
  private liveFrom(address: string): number {
    let count = this.admitted.get(address) ?? 0;
    for (const [id, from] of this.addressOf) {
      if (!this.sessions.has(id) && !this.waiting.has(id) && !this.joining.has(id)) this.addressOf.delete(id);
      else if (from === address) count += 1;
    }
    return count;
  }

  admit(address: string): () => void {
    if (this.liveCalls >= this.maxCalls) {
      throw new HttpError(429, 'All philosophers are busy: try again in a minute.', { 'retry-after': '60' });
    }
    if (this.liveFrom(address) >= this.maxCallsPerAddress) {
      throw new HttpError(
        429,
        `${this.maxCallsPerAddress} debates are already open from your address: end one, then try again.`,
        { 'retry-after': '60' },
      );
    }
    // The place is held from now: requests whose bodies are still coming count, so that many sent at once cannot
    // all pass before any call is created.
    this.admitted.set(address, (this.admitted.get(address) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.admitted.get(address) ?? 1) - 1;
      if (left > 0) this.admitted.set(address, left);
      else this.admitted.delete(address);
    };
  }

  created(call: CallRecord, address: string): void {
    // Only the id is kept while the call waits: its record, inline assistant and all, is in the database.
    const { id } = call;
    this.addressOf.set(id, address);
    const timer = setTimeout(() => {
      this.waiting.delete(id);
      this.log(`[call ${id.slice(0, 8)}] nobody joined in ${this.joinTimeoutMs / 1000} s: ended`);
      void this.finish(id, 'customer-did-not-answer', undefined, ['queued']);
    }, this.joinTimeoutMs);
    timer.unref();
    this.waiting.set(id, timer);
  }

  async hangUp(callId: string, reason: EndedReason): Promise<boolean> {
    const session = this.sessions.get(callId);
    if (session) {
      await session.end(reason);
      return true;
    }
    const timer = this.waiting.get(callId);
    if (!timer) return false;
    clearTimeout(timer);
    this.waiting.delete(callId);
    await this.finish(callId, reason, undefined, ['queued']);
    return true;
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    // Node hands an upgrade's socket over without an error handler: a client that resets the connection while it is
    // refused or looked up would otherwise throw in the process. Until the WebSocket owns it, an error ends it.
    socket.on('error', destroyOnError);
    this.upgrade(req, socket, head).catch((error: unknown) => {
      this.log(`a call socket failed to open: ${(error as Error).message}`);
      refuse(socket, '500 Internal Server Error');
    });
  }

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    let path: string;
    try {
      path = requestUrl(req.url).pathname;
    } catch {
      refuse(socket, '400 Bad Request');
      return;
    }
    if (!this.origins.accepts(req.headers.origin)) {
      this.log(`refused a call socket from origin ${String(req.headers.origin).slice(0, 100)}`);
      refuse(socket, '403 Forbidden');
      return;
    }
    const callId = TRANSPORT_PATH.exec(path)?.[1];
    if (!callId || this.joining.has(callId) || this.sessions.has(callId)) {
      refuse(socket, callId ? '409 Conflict' : '404 Not Found');
      return;
    }
    this.joining.add(callId);
    socket.once('close', () => this.joining.delete(callId));
    const call = await this.state.calls.get(callId);
    if (!call || call.status !== 'queued') {
      this.joining.delete(callId);
      refuse(socket, call ? '409 Conflict' : '404 Not Found');
      return;
    }
    const members = await resolveMembers(call, this.state);
    if (!members) {
      // Its squad or assistant was deleted since it was made: nobody is there to speak.
      this.joining.delete(callId);
      refuse(socket, '410 Gone');
      await this.finish(call.id, 'pipeline-error-local-platform', undefined, ['queued']);
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      socket.off('error', destroyOnError);
      this.joining.delete(call.id);
      clearTimeout(this.waiting.get(call.id));
      this.waiting.delete(call.id);
      // In progress from the moment the socket is open, not before: a failed handshake leaves the call queued.
      const started = this.state.calls.update(call.id, {
        status: 'in-progress',
        startedAt: new Date().toISOString(),
      });
      const session = new CallSession({
        socket: ws,
        members,
        speech: this.speech,
        engine: this.engine,
        timing: this.timing,
        onEnd: async (endedReason, artifact, analysis) => {
          this.sessions.delete(call.id);
          await started.catch(() => undefined);
          await this.finish(call.id, endedReason, artifact, ['queued', 'in-progress'], analysis);
        },
        log: (line) => this.log(`[call ${call.id.slice(0, 8)}] ${line}`),
      });
      this.sessions.set(call.id, session);
      session.open().catch(async (error: unknown) => {
        this.log(`call ${call.id} failed to open: ${(error as Error).message}`);
        await session.end('pipeline-error-local-platform');
      });
    });
  }

  /** Records how a call ended, with its conversation, unless it had already ended (or was deleted). */
  private async finish(
    callId: string,
    endedReason: EndedReason,
    artifact: CallRecord['artifact'],
    from: readonly string[],
    analysis?: CallRecord['analysis'],
  ): Promise<void> {
    const ended = { status: 'ended' as const, endedReason, endedAt: new Date().toISOString() };
    try {
      const call = await this.state.calls.get(callId);
      if (!call || !from.includes(call.status)) return;
      await this.state.calls.update(callId, {
        ...ended,
        ...(artifact && { artifact }),
        ...(analysis && { analysis }),
      });
    } catch (error) {
      this.log(`could not record the end of call ${callId}: ${(error as Error).message}`);
      // Whatever the store refused of the conversation, the call must not stay in progress for ever.
      if (artifact || analysis) await this.state.calls.update(callId, ended).catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    for (const timer of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
    await Promise.all([...this.sessions.values()].map((session) => session.end('worker-shutdown')));
    this.wss.close();
  }
}

function refuse(socket: Duplex, status: string): void {
  if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  else socket.destroy();
}

function destroyOnError(this: Duplex): void {
  this.destroy();
}
