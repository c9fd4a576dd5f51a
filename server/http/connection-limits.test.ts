import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limitConnections } from './connection-limits';

// The caps on a server's sockets, on a real HTTP server with small limits: addresses on the loopback other than
// 127.0.0.1 stand for other clients.

const LIMITS = { max: 6, perAddress: 3 };

let server: Server;
let port: number;
let logged: string[];
/** Requests the server holds unanswered until the test lets them go. */
let held: (() => void)[];

beforeEach(async () => {
  logged = [];
  held = [];
  server = createServer((req, res) => {
    if (req.url === '/hold') held.push(() => res.end('late'));
    else res.end('ok');
  });
  limitConnections(server, LIMITS, (line) => logged.push(line));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  for (const answer of held) answer();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A socket from `from` that sends `text` once connected. */
const open = (from: string, text: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: from }, () => {
      socket.write(text);
      resolve(socket);
    });
    socket.on('error', reject);
  });

const HALF_SENT = 'GET / HTTP/1.1\r\nHost: 127';
const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

/** Whether the socket is closed by the server within a second. */
const closedSoon = (socket: Socket): Promise<boolean> =>
  new Promise((resolve) => {
    if (socket.destroyed) resolve(true);
    socket.on('close', () => resolve(true));
    setTimeout(() => resolve(false), 1000);
  });

/** The first response's status line on the socket, or undefined when it closes unanswered. */
const answerOn = (socket: Socket): Promise<string | undefined> =>
  new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += String(chunk);
      if (text.includes('\r\n')) resolve(text.split('\r\n')[0]);
    });
    socket.on('close', () => resolve(undefined));
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the caps on sockets', () => {
  it('refuses a socket past its share to one address', async () => {
    const sockets = await Promise.all([1, 2, 3].map(() => open('127.0.0.2', HALF_SENT)));
    const extra = await open('127.0.0.2', HALF_SENT);
    expect(await closedSoon(extra)).toBe(true);
    expect(logged.join('\n')).toContain('127.0.0.2 holds 3 connections');
    for (const socket of sockets) socket.destroy();
  });

  it('when full of half-sent requests, closes the oldest of them to answer a new client', async () => {
    const trickling: Socket[] = [];
    for (const from of ['127.0.0.2', '127.0.0.3']) {
      for (let i = 0; i < LIMITS.perAddress; i++) trickling.push(await open(from, HALF_SENT));
    }
    await settle();
    const client = await open('127.0.0.4', request('/'));
    expect(await answerOn(client)).toBe('HTTP/1.1 200 OK');
    expect(await closedSoon(trickling[0] as Socket)).toBe(true);
    expect(trickling.slice(1).filter((socket) => socket.destroyed)).toEqual([]);
    expect(logged.join('\n')).toContain('6 connections are open');
    for (const socket of [...trickling, client]) socket.destroy();
  });

  it('closes an idle keep-alive socket before one whose request is being answered', async () => {
    const busy = await Promise.all([1, 2, 3].map(() => open('127.0.0.2', request('/hold'))));
    const keptAlive = await open('127.0.0.3', request('/'));
    expect(await answerOn(keptAlive)).toBe('HTTP/1.1 200 OK');
    const busyToo = await Promise.all([1, 2].map(() => open('127.0.0.5', request('/hold'))));
    await settle();
    const client = await open('127.0.0.4', request('/'));
    expect(await answerOn(client)).toBe('HTTP/1.1 200 OK');
    expect(await closedSoon(keptAlive)).toBe(true);
    expect([...busy, ...busyToo].filter((socket) => socket.destroyed)).toEqual([]);
    for (const socket of [...busy, ...busyToo, client]) socket.destroy();
  });

  it('refuses a new socket when every open one is busy, and takes new ones once some close', async () => {
    const busy: Socket[] = [];
    for (const from of ['127.0.0.2', '127.0.0.3']) {
      for (let i = 0; i < LIMITS.perAddress; i++) busy.push(await open(from, request('/hold')));
    }
    await settle();
    const refused = await open('127.0.0.4', request('/'));
    expect(await answerOn(refused)).toBeUndefined();
    expect(busy.filter((socket) => socket.destroyed)).toEqual([]);
    (busy.pop() as Socket).destroy();
    await settle();
    const client = await open('127.0.0.4', request('/'));
    expect(await answerOn(client)).toBe('HTTP/1.1 200 OK');
    for (const socket of [...busy, client]) socket.destroy();
  });
});
