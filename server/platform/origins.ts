import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Who the local platform is on the web (docs/architecture.md section 4): its own origin (PUBLIC_URL, else the address it
 * listens on, by every loopback name when that address is local) plus ALLOWED_ORIGINS. A browser's WebSocket must
 * come from one of them, and the `webCallUrl` handed out points at one of them, never at a Host header as sent.
 */
export class Origins {
  private readonly allowed = new Set<string>();
  private own: string | undefined;

  constructor(
    private readonly publicUrl?: string,
    allowedOrigins: readonly string[] = [],
  ) {
    if (publicUrl) this.allowed.add(new URL(publicUrl).origin);
    for (const origin of allowedOrigins) this.allowed.add(new URL(origin).origin);
    if (publicUrl) this.own = new URL(publicUrl).origin;
  }

  /** Learns the listening address once the server listens. */
  listening(address: AddressInfo | string | null): void {
    if (!address || typeof address === 'string') return;
    const { port } = address;
    const local = ['127.0.0.1', '::1', '0.0.0.0', '::'].includes(address.address);
    const names = local
      ? ['localhost', '127.0.0.1', '[::1]']
      : [address.family === 'IPv6' ? `[${address.address}]` : address.address];
    for (const name of names) this.allowed.add(`http://${name}:${port}`);
    this.own ??= `http://${local ? '127.0.0.1' : (names[0] as string)}:${port}`;
  }

  /** A browser's Origin header is ours or allowed; a client that sends none is not a browser page. */
  accepts(origin: string | undefined): boolean {
    return origin === undefined || this.allowed.has(origin);
  }

  /**
   * The ws:// origin a call's socket is reached on: the origin the request came to when that is one of ours (a page
   * at http://localhost:3000 gets ws://localhost:3000), else our own.
   */
  socketOrigin(req: IncomingMessage): string {
    const secure =
      (req.socket as { encrypted?: boolean }).encrypted === true ||
      (this.publicUrl !== undefined && new URL(this.publicUrl).protocol === 'https:');
    const asked = `${secure ? 'https' : 'http'}://${req.headers.host ?? ''}`;
    const origin = this.allowed.has(asked) ? asked : (this.own ?? 'http://127.0.0.1');
    return origin.replace(/^http/, 'ws');
  }
}
