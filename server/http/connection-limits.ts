import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** Open sockets at once, HTTP and call sockets together. */
  max: number;
  /** Of those, the most one address may hold. */
  perAddress: number;
}

/**
 * Caps a server's sockets. A new socket from an address that already holds `perAddress` is closed. When all
 * addresses together hold `max`, the socket that has been idle longest (one still sending its first request's
 * headers, or a keep-alive socket between requests) is closed to make room; only when every socket is busy is the
 * new one refused. A few addresses trickling headers can then hold the server full for no longer than it takes
 * someone else to connect, instead of for the whole header timeout.
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  log: (line: string) => void,
): void {
  const perAddress = new Map<string, number>();
  /** Idle sockets, the longest idle first (a Map keeps the order of insertion). */
  const idle = new Map<Socket, true>();
  const releases = new Map<Socket, () => void>();
  let open = 0;
  let full = false;

  const becomeIdle = (socket: Socket) => {
    if (!releases.has(socket)) return;
    idle.delete(socket);
    idle.set(socket, true);
  };
  const becomeBusy = (socket: Socket) => idle.delete(socket);

  // The server refuses past its own cap too, should this accounting ever fall behind.
  server.maxConnections = limits.max + 1;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const held = perAddress.get(address) ?? 0;
    if (held >= limits.perAddress) {
      socket.destroy();
      return;
    }
    if (open >= limits.max) {
      const [longestIdle] = idle.keys();
      if (!longestIdle) {
        socket.destroy();
        return;
      }
      releases.get(longestIdle)?.();
      longestIdle.destroy();
      if (!full) log(`${limits.max} connections are open: the one idle longest is closed for each new one`);
      full = true;
    }
    if (held + 1 === limits.perAddress)
      log(`${address} holds ${limits.perAddress} connections: more from it are refused until some close`);
    perAddress.set(address, held + 1);
    open += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      open -= 1;
      if (open < limits.max * 0.9) full = false;
      idle.delete(socket);
      releases.delete(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left === 0) perAddress.delete(address);
      else perAddress.set(address, left);
    };
    releases.set(socket, release);
    idle.set(socket, true);
    socket.once('close', release);
  });
  server.on('request', (req, res) => {
    const { socket } = req;
    becomeBusy(socket);
    res.once('finish', () => {
      if (!socket.destroyed) becomeIdle(socket);
    });
  });
  server.on('upgrade', (req) => becomeBusy(req.socket));
}
