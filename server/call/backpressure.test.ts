import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { loadKnowledge } from '../content';
import { createReplyEngine } from '../debate/engine';
import { createSynthesizer, type Synthesizer } from '../speech/synthesis';
import { createUtteranceDetector, type UtteranceDetectorOptions } from '../speech/voice-activity';
import { FakeClientSocket } from './testing/fake-client-socket';
import { MODERATOR_ONLY } from './testing/moderator-only';
import type { EndedReason } from '../../src/protocol';
import { AUDIO_BACKLOG_BYTES, MAX_BACKLOG_BYTES } from './client-link';
import { CallSession } from './session';

// A client that stops reading: what the call has not sent piles up in the socket (`bufferedAmount`). Past 1 MB it
// gets no more audio; once what it left unread and what it missed pass 4 MB, the call ends.

let synthesizer: Synthesizer;
const engine = createReplyEngine({ knowledge: loadKnowledge() });
const members = MODERATOR_ONLY;

beforeAll(async () => {
  synthesizer = await createSynthesizer();
});
afterAll(() => synthesizer.close());

function callOn(
  socket: FakeClientSocket,
  playbackRate = 25,
): { session: CallSession; ended: Promise<EndedReason> } {
  let onEnded!: (reason: EndedReason) => void;
  const ended = new Promise<EndedReason>((resolve) => (onEnded = resolve));
  const session = new CallSession({
    socket: socket as unknown as WebSocket,
    members,
    speech: { synthesizer, recognizer: null, createDetector: createUtteranceDetector },
    engine,
    timing: { playbackRate },
    onEnd: async (reason) => onEnded(reason),
    log: () => undefined,
  });
  return { session, ended };
}

describe('a client that stops reading', () => {
  it('gets words but no audio past 1 MB unsent, and the call goes on', async () => {
    const socket = new FakeClientSocket();
    socket.bufferedAmount = AUDIO_BACKLOG_BYTES + 1;
    const { session } = callOn(socket);
    await session.open();
    socket.emit('message', Buffer.from('playable'), false);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(socket.audioFrames).toBe(0);
    expect(socket.texts.some((t) => t.includes('"transcript"'))).toBe(true);
    expect(socket.terminated).toBe(false);
    await session.end('customer-ended-call');
  });

  it('has its call ended with a reason once unread and missed pass 4 MB', async () => {
    const socket = new FakeClientSocket();
    socket.bufferedAmount = MAX_BACKLOG_BYTES - 64 * 1024;
    const { session, ended } = callOn(socket);
    await session.open();
    socket.emit('message', Buffer.from('playable'), false);
    expect(await ended).toBe(
      'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing',
    );
    expect(socket.terminated).toBe(true);
  });

  it('gets its audio again once it has caught up', async () => {
    const socket = new FakeClientSocket();
    socket.bufferedAmount = AUDIO_BACKLOG_BYTES + 1;
    // In real time, so that the welcome is still playing when the client catches up.
    const { session } = callOn(socket, 1);
    await session.open();
    socket.emit('message', Buffer.from('playable'), false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.bufferedAmount = 0;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.audioFrames).toBeGreaterThan(0);
    await session.end('customer-ended-call');
  });
});

describe('a client that sends more than a microphone could', () => {
  it('has the excess audio dropped, and never more than two utterances waiting for the recogniser', async () => {
    let pushedBytes = 0;
    let detector: UtteranceDetectorOptions | undefined;
    let streams = 0;
    const socket = new FakeClientSocket();
    const never = new Promise<never>(() => undefined);
    const session = new CallSession({
      socket: socket as unknown as WebSocket,
      members,
      speech: {
        synthesizer,
        // A recogniser that never finishes, as a slow one would look to a flood.
        recognizer: {
          expectSpeaker: () => () => undefined,
          stream: () => {
            streams += 1;
            return { write: () => undefined, end: () => never, cancel: () => undefined };
          },
          recognize: () => never,
          close: async () => undefined,
        },
        createDetector: async (options) => {
          detector = options;
          return {
            push: (pcm) => (pushedBytes += pcm.byteLength),
            reset: () => undefined,
            close: () => undefined,
          };
        },
      },
      engine,
      timing: { playbackRate: 25 },
      onEnd: async () => undefined,
      log: () => undefined,
    });
    await session.open();
    // Ten seconds of audio in one go: a microphone sends it over ten seconds.
    const frame = Buffer.alloc(32_000);
    for (let i = 0; i < 10; i++) socket.emit('message', frame, true);
    expect(pushedBytes).toBeLessThanOrEqual(64_000);
    for (let i = 0; i < 5; i++) {
      detector?.onSpeechStart(new Int16Array(1600));
      detector?.onSpeechEnd();
    }
    expect(streams).toBe(2);
    await session.end('customer-ended-call');
  });
});
