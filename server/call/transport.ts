import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ReplyEngine } from '../debate/types';
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

  constructor(
    private readonly state: PlatformState,
    private readonly speech: SpeechServices,
    private readonly engine: ReplyEngine,
    private readonly log: (line: string) => void,
    private readonly timing: CallTiming = {},
  ) {}

  get activeCalls(): number {
    return this.sessions.size;
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const callId = TRANSPORT_PATH.exec(path)?.[1];
    const call = callId ? this.state.calls.get(callId) : undefined;
    if (!call || call.status !== 'queued') {
      const status = call ? '409 Conflict' : '404 Not Found';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    this.state.calls.update(call.id, { status: 'in-progress', startedAt: new Date().toISOString() });
    this.wss.handleUpgrade(req, socket, head, (ws) => {
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
  }

  close(): void {
    for (const session of this.sessions) session.end('customer-ended-call');
    this.wss.close();
  }
}
