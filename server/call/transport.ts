import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ReplyEngine } from '../debate/types';
import { requestUrl } from '../http/request-url';
import type { Origins } from '../platform/origins';
import type { PlatformState } from '../platform/platform';
import { resolveMembers } from './members';
import { CallSession, type CallTiming, type SpeechServices } from './session';

const TRANSPORT_PATH = /^\/call\/([\w-]+)\/transport$/;

/**
 * The WebSocket transport of DESIGN.md section 4. The call id in the URL is the capability: it is unguessable,
 * handed out only by POST /call/web, and good for one connection.
 */
export class CallTransport {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  private readonly sessions = new Set<CallSession>();
  /** Calls whose socket handshake is under way: a second socket for the same call is refused. */
  private readonly joining = new Set<string>();

  constructor(
    private readonly state: PlatformState,
    private readonly speech: SpeechServices,
    private readonly engine: ReplyEngine,
    private readonly origins: Origins,
    private readonly log: (line: string) => void,
    private readonly timing: CallTiming = {},
  ) {}

  get activeCalls(): number {
    return this.sessions.size;
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const refuse = (status: string): void => {
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    let path: string;
    try {
      path = requestUrl(req.url).pathname;
    } catch {
      refuse('400 Bad Request');
      return;
    }
    if (!this.origins.accepts(req.headers.origin)) {
      this.log(`refused a call socket from origin ${String(req.headers.origin).slice(0, 100)}`);
      refuse('403 Forbidden');
      return;
    }
    const callId = TRANSPORT_PATH.exec(path)?.[1];
    const call = callId ? this.state.calls.get(callId) : undefined;
    if (!call || call.status !== 'queued' || this.joining.has(call.id)) {
      refuse(call ? '409 Conflict' : '404 Not Found');
      return;
    }
    this.joining.add(call.id);
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      this.joining.delete(call.id);
      // In progress from the moment the socket is open, not before: a failed handshake leaves the call queued.
      this.state.calls.update(call.id, { status: 'in-progress', startedAt: new Date().toISOString() });
      const session = new CallSession({
        socket: ws,
        members: resolveMembers(call, this.state),
        speech: this.speech,
        engine: this.engine,
        timing: this.timing,
        onEnd: (endedReason) => {
          this.sessions.delete(session);
          this.state.calls.update(call.id, {
            status: 'ended',
            endedReason,
            endedAt: new Date().toISOString(),
          });
        },
        log: (line) => this.log(`[call ${call.id.slice(0, 8)}] ${line}`),
      });
      this.sessions.add(session);
      session.open().catch((error: unknown) => {
        this.log(`call ${call.id} failed to open: ${(error as Error).message}`);
        session.end('pipeline-error-local-platform');
      });
    });
    socket.once('close', () => this.joining.delete(call.id));
  }

  close(): void {
    for (const session of this.sessions) session.end('customer-ended-call');
    this.wss.close();
  }
}
