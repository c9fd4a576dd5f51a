import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { WebCall } from '../../web-call';
import { loadAppConfig } from '../config';
import { emptyTranscript, transcriptReducer } from './transcript';

export type ArenaStatus = 'connecting' | 'live' | 'error' | 'ended';

const CONNECTED_LINE = '🎭 Connected to philosophical debate arena';
const ENDED_LINE = '📞 Debate session ended';

function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return 'An error occurred';
}

/** Connects the arena to the debate's squad and turns the call's events into what the arena shows. */
export function useDebateCall(debateId: string) {
  const [status, setStatus] = useState<ArenaStatus>('connecting');
  const [error, setError] = useState<string>();
  const [muted, setMutedState] = useState(true);
  const [volume, setVolume] = useState(0);
  const [peakVolume, setPeakVolume] = useState(0);
  const [speaker, setSpeaker] = useState<string>();
  const [transcript, dispatch] = useReducer(transcriptReducer, emptyTranscript);
  const callRef = useRef<WebCall | undefined>(undefined);

  useEffect(() => {
    let disposed = false;
    let errorShown = false;
    let floor: string | undefined;
    const call = { current: undefined as WebCall | undefined };
    const fail = (reason: unknown): void => {
      if (disposed) return;
      const message = errorText(reason);
      setStatus('error');
      setError(message);
      if (!errorShown) {
        errorShown = true;
        dispatch({
          type: 'line',
          speaker: 'System',
          text: `⚠️ Debate Error: ${message || 'Connection failed'}`,
        });
      }
    };
    const connect = async (): Promise<void> => {
      const config = await loadAppConfig();
      if (disposed) return;
      const squadId = config.squads[debateId];
      if (!squadId) throw new Error(`No squad is configured for the debate '${debateId}'.`);
      const client = new WebCall(config.publicKey, config.apiUrl);
      call.current = client;
      callRef.current = client;
      client.on('call-start', () => {
        setStatus('live');
        dispatch({ type: 'line', speaker: 'System', text: CONNECTED_LINE });
      });
      client.on('call-end', () => {
        setStatus('ended');
        dispatch({ type: 'line', speaker: 'System', text: ENDED_LINE });
      });
      client.on('error', fail);
      client.on('volume-level', (level) => {
        setVolume(level);
        setPeakVolume((peak) => Math.max(peak, level));
      });
      client.on('message', (message) => {
        switch (message.type) {
          case 'transcript': {
            const who = message.role === 'user' ? 'You' : String(message.assistantName ?? 'Philosopher');
            const text = String(message.transcript ?? '');
            if (message.role !== 'user' && typeof message.assistantName === 'string') {
              floor = message.assistantName;
              setSpeaker(floor);
            }
            dispatch({ type: message.transcriptType === 'final' ? 'final' : 'partial', speaker: who, text });
            break;
          }
          case 'transfer-update': {
            const name = (message.destination as { assistantName?: unknown } | undefined)?.assistantName;
            if (typeof name === 'string' && name !== floor) {
              floor = name;
              setSpeaker(name);
              dispatch({ type: 'line', speaker: 'System', text: `Transferring to ${name}...` });
            }
            break;
          }
        }
      });
      await client.start(undefined, undefined, squadId);
    };
    connect().catch(fail);
    return () => {
      disposed = true;
      const client = call.current;
      if (client) {
        void client.stop().finally(() => client.removeAllListeners());
      }
      callRef.current = undefined;
    };
  }, [debateId]);

  const toggleMute = useCallback(() => {
    const call = callRef.current;
    if (!call) return;
    const next = !call.isMuted();
    call.setMuted(next);
    setMutedState(next);
  }, []);

  const sendChallenge = useCallback((question: string) => {
    const call = callRef.current;
    if (!call) return;
    call.send({ type: 'add-message', message: { role: 'user', content: question } });
    dispatch({ type: 'line', speaker: 'You', text: question });
  }, []);

  return { status, error, muted, volume, peakVolume, speaker, transcript, toggleMute, sendChallenge };
}
