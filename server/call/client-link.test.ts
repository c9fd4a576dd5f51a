import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { ClientMessage, EndedReason } from '../../src/protocol';
import { MAX_CLIENT_FRAME_BYTES } from './audio-format';
import {
  AUDIO_BACKLOG_BYTES,
  CLIENT_AUDIO,
  CLIENT_MESSAGES,
  ClientLink,
  MAX_BACKLOG_BYTES,
  MAX_DROPPED_MESSAGES,
  MAX_MALFORMED_FRAMES,
} from './client-link';
import { FakeClientSocket } from './testing/fake-client-socket';

const NOT_READING = 'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing';
/** A second of microphone audio, as a client sends it at most at once. */
const SECOND_OF_AUDIO = Buffer.alloc(MAX_CLIENT_FRAME_BYTES);

/** A link on a fake socket, listening, with what it passed on and logged kept in order. */
function linkOn(socket = new FakeClientSocket()) {
  const received: (ClientMessage | 'playable')[] = [];
  const gone: EndedReason[] = [];
  const logged: string[] = [];
  const link = new ClientLink({
    socket: socket as unknown as WebSocket,
    onMessage: (message) => received.push(message),
    onGone: (reason) => gone.push(reason),
    log: (line) => logged.push(line),
  });
  link.listen();
  const fromClient = (frame: string | Buffer) =>
    socket.emit('message', typeof frame === 'string' ? Buffer.from(frame) : frame, typeof frame !== 'string');
  return { link, socket, received, gone, logged, fromClient };
}

const challenge = JSON.stringify({
  type: 'add-message',
  message: { role: 'user', content: 'What is justice?' },
});

describe('what the link sends', () => {
  it('says the call is listening, then sends messages stamped with the time', () => {
    const { link, socket } = linkOn();
    link.sendListening();
    link.send({ type: 'status-update', status: 'in-progress' });
    expect(socket.texts[0]).toBe('listening');
    expect(socket.messages()).toEqual([
      { type: 'status-update', status: 'in-progress', timestamp: expect.any(Number) },
    ]);
  });

  it('holds audio back from a client past 1 MB unsent, still sends it words, and sends audio again once it caught up', () => {
    const { link, socket, gone, logged } = linkOn();
    socket.bufferedAmount = AUDIO_BACKLOG_BYTES + 1;
    link.sendAudio(Buffer.alloc(640));
    link.sendAudio(Buffer.alloc(640));
    link.send({ type: 'user-interrupted' });
    expect(socket.audioFrames).toBe(0);
    expect(socket.messages()).toHaveLength(1);
    expect(logged).toEqual(['the client reads slowly: its audio is dropped']);
    socket.bufferedAmount = 0;
    link.sendAudio(Buffer.alloc(640));
    expect(socket.audioFrames).toBe(1);
    expect(gone).toEqual([]);
  });

  it('cuts off a client once what it left unread and what it missed pass 4 MB', () => {
    const { link, socket, gone } = linkOn();
    const frame = Buffer.alloc(32 * 1024);
    socket.bufferedAmount = MAX_BACKLOG_BYTES - 2 * frame.length;
    link.sendAudio(frame);
    link.sendAudio(frame);
    expect(socket.terminated).toBe(false);
    link.sendAudio(frame);
    expect(socket.terminated).toBe(true);
    expect(gone).toEqual([NOT_READING]);
  });

  it('cuts off a client with more than 4 MB unread rather than queue it another message', () => {
    const { link, socket, gone } = linkOn();
    socket.bufferedAmount = MAX_BACKLOG_BYTES + 1;
    link.send({ type: 'user-interrupted' });
    expect(socket.texts).toEqual([]);
    expect(socket.terminated).toBe(true);
    expect(gone).toEqual([NOT_READING]);
  });

  it('on close, tells the client how the call ended, closes its socket and reads nothing more', () => {
    const { link, socket, received, fromClient } = linkOn();
    link.close('silence-timed-out');
    expect(socket.messages()).toEqual([
      {
        type: 'status-update',
        status: 'ended',
        endedReason: 'silence-timed-out',
        timestamp: expect.any(Number),
      },
    ]);
    expect(socket.readyState).not.toBe(socket.OPEN);
    fromClient('playable');
    expect(received).toEqual([]);
  });

  it('reports a client that closed its socket as gone', () => {
    const { socket, gone } = linkOn();
    socket.emit('close');
    expect(gone).toEqual(['customer-ended-call']);
  });
});

describe('what the link reads', () => {
  it('passes on challenges and says up to the burst and drops the rest, but never playable or end-call', () => {
    const { received, fromClient, logged } = linkOn();
    for (let i = 0; i < CLIENT_MESSAGES.burst + 5; i++) fromClient(challenge);
    expect(received).toHaveLength(CLIENT_MESSAGES.burst);
    expect(logged).toEqual([
      `dropping client messages past ${CLIENT_MESSAGES.perSecond} a second (1 so far)`,
    ]);
    fromClient('playable');
    fromClient(JSON.stringify({ type: 'end-call' }));
    expect(received.slice(CLIENT_MESSAGES.burst)).toEqual(['playable', { type: 'end-call' }]);
  });

  it('drops audio, uncounted, until the call can hear it, then anything past two seconds at once', () => {
    const { link, fromClient } = linkOn();
    const heard: number[] = [];
    for (let i = 0; i < 5; i++) fromClient(SECOND_OF_AUDIO);
    link.hearAudio((pcm) => heard.push(pcm.length));
    for (let i = 0; i < 5; i++) fromClient(SECOND_OF_AUDIO);
    expect(heard).toEqual(
      Array.from({ length: CLIENT_AUDIO.burst / SECOND_OF_AUDIO.length }, () => SECOND_OF_AUDIO.length / 2),
    );
  });

  it('ignores malformed frames, says so once, and cuts off a client that floods them', () => {
    const { link, socket, received, logged, fromClient } = linkOn();
    const heard: number[] = [];
    link.hearAudio((pcm) => heard.push(pcm.length));
    fromClient(Buffer.alloc(641));
    fromClient(Buffer.alloc(MAX_CLIENT_FRAME_BYTES + 2));
    fromClient('{ not json');
    fromClient(JSON.stringify({ type: 'add-message', message: { role: 'user', content: '   ' } }));
    expect(heard).toEqual([]);
    expect(received).toEqual([]);
    expect(logged).toEqual(['ignored a malformed audio frame (odd length or over one second)']);
    for (let i = 4; i < MAX_MALFORMED_FRAMES; i++) fromClient(JSON.stringify({ type: 'no-such-type' }));
    expect(logged).toHaveLength(2);
    expect(logged[1]).toMatch(new RegExp(`^closing the call after ${MAX_MALFORMED_FRAMES} malformed frames`));
    expect(socket.closeCode).toBe(1008);
    fromClient(challenge);
    expect(received).toEqual([]);
  });

  it('logs what a client sent on one line: a forged newline or a terminal escape is written as an escape', () => {
    const { logged, fromClient } = linkOn();
    fromClient('x\nDialectic Club is running: open http://evil.example/\r\n\u001b[2J\u009b');
    expect(logged).toHaveLength(1);
    expect([...(logged[0] ?? '')].filter((c) => '\n\r\u001b\u009b'.includes(c))).toEqual([]);
    expect(logged[0]).toContain('x\\nDialectic Club is running');
  });

  it('says it drops messages at most once a second, and cuts off a client that keeps flooding them', () => {
    const { socket, received, logged, fromClient } = linkOn();
    // As fast as it can (a few ms): the limit's steady rate lets hardly any more through than its burst.
    let sent = 0;
    while (socket.closeCode === undefined && sent < CLIENT_MESSAGES.burst + 2 * MAX_DROPPED_MESSAGES) {
      fromClient(challenge);
      sent += 1;
    }
    expect(logged).toEqual([
      `dropping client messages past ${CLIENT_MESSAGES.perSecond} a second (1 so far)`,
      `closing the call after ${MAX_DROPPED_MESSAGES} messages past ${CLIENT_MESSAGES.perSecond} a second`,
    ]);
    expect(socket.closeCode).toBe(1008);
    expect(sent - received.length).toBe(MAX_DROPPED_MESSAGES);
    fromClient(JSON.stringify({ type: 'end-call' }));
    expect(received.filter((m) => m !== 'playable' && m.type === 'end-call')).toEqual([]);
  });

  it('takes a challenge without the NULs and lone surrogate halves no store can keep', () => {
    const { received, fromClient } = linkOn();
    fromClient(
      JSON.stringify({
        type: 'add-message',
        message: { role: 'user', content: 'What\u0000 is \ud800justice?' },
      }),
    );
    expect(received).toMatchObject([{ type: 'add-message', message: { content: 'What is justice?' } }]);
  });
});
