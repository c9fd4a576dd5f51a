import WebSocket from 'ws';
import { isPlatformMessage, readAppMessage } from '../../src/protocol';

/** The visitor's side of a call's WebSocket transport: every frame the platform sent, as a test reads it. */
export interface CallRecording {
  socket: WebSocket;
  texts: string[];
  messages: Record<string, unknown>[];
  audioBytes: number;
  /** Text frames the protocol's reader does not take as a known, well-formed platform message (nor 'listening'). */
  unread: string[];
  /** Resolves with the first JSON message that matches. */
  waitFor(
    predicate: (m: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  closed: Promise<void>;
}

/** Joins a call's WebSocket transport and records every frame it receives. */
export async function joinCall(url: string): Promise<CallRecording> {
  const socket = new WebSocket(url);
  const recording: CallRecording = {
    socket,
    texts: [],
    messages: [],
    audioBytes: 0,
    unread: [],
    waitFor: (predicate, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const found = recording.messages.find(predicate);
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          socket.off('message', check);
          reject(
            new Error(`no matching message in ${timeoutMs} ms; got ${recording.texts.slice(-8).join(' | ')}`),
          );
        }, timeoutMs);
        const check = (): void => {
          const match = recording.messages.find(predicate);
          if (!match) return;
          clearTimeout(timer);
          socket.off('message', check);
          resolve(match);
        };
        socket.on('message', check);
      }),
    closed: new Promise((resolve) => socket.once('close', () => resolve())),
  };
  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      recording.audioBytes += (data as Buffer).length;
      return;
    }
    const text = data.toString();
    recording.texts.push(text);
    const read = readAppMessage(text);
    if (read.kind !== 'listening' && (read.kind !== 'message' || !isPlatformMessage(read.message))) {
      recording.unread.push(text);
    }
    try {
      recording.messages.push(JSON.parse(text) as Record<string, unknown>);
    } catch {
      // plain strings such as 'listening'
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return recording;
}
