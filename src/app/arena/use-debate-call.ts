import { useEffect, useReducer, useRef, useState } from 'react';
import { isPlatformMessage, WebCall, type AnyPlatformMessage } from '../../web-call';
import { loadAppConfig, type AppConfig } from '../config';
import {
  checkMicrophone,
  debateConnectTarget,
  errorMessage,
  floorChangeOf,
  useVoiceConnection,
} from '../connection';
import { emptyTranscript, transcriptReducer } from './transcript';

export type ArenaStatus = 'connecting' | 'live' | 'error' | 'ended';

export const CONNECTED_LINE = '🎭 Connected to philosophical debate arena';
export const ENDED_LINE = '📞 Debate session ended';

/**
 * The arena's call: the debate's squad through the connect hook, and what the arena shows of it (the transcript
 * with its system lines, who holds the floor, the status badge).
 */
export function useDebateCall(debateId: string) {
  const [config, setConfig] = useState<AppConfig>();
  const [configError, setConfigError] = useState<string>();
  const [transcript, dispatch] = useReducer(transcriptReducer, emptyTranscript);
  const errorShown = useRef(false);
  const floorRef = useRef<string | undefined>(undefined);
  const [peakVolume, setPeakVolume] = useState(0);

  useEffect(() => {
    let live = true;
    loadAppConfig().then(
      (loaded) => live && setConfig(loaded),
      (error: unknown) =>
        live && setConfigError(errorMessage(error) ?? 'The app configuration could not be read.'),
    );
    return () => {
      live = false;
    };
  }, []);

  const target = config ? debateConnectTarget(debateId, config) : undefined;
  const systemLine = (text: string): void => dispatch({ type: 'line', speaker: 'System', text });
  const reportError = (message: string): void => {
    if (errorShown.current) return;
    errorShown.current = true;
    systemLine(`⚠️ Debate Error: ${message || 'Connection failed'}`);
  };

  const connection = useVoiceConnection({
    createClient: () => {
      if (!config) throw new Error('The app configuration is not loaded yet.');
      return new WebCall(config.publicKey, config.apiUrl, undefined, { startAudioOff: true });
    },
    checkMicrophone,
    autoConnect: target ?? null,
    onCallStart: () => systemLine(CONNECTED_LINE),
    onCallEnd: () => systemLine(ENDED_LINE),
    onError: reportError,
    onMessage: (message: AnyPlatformMessage) => {
      const floor = floorChangeOf(message);
      if (message.type === 'transfer-update' && floor && floor.name !== floorRef.current) {
        systemLine(`Transferring to ${floor.name}...`);
      }
      if (floor) floorRef.current = floor.name;
      if (isPlatformMessage(message) && message.type === 'transcript') {
        const speaker =
          message.role === 'user' ? 'You' : (message.assistantName ?? floorRef.current ?? 'Philosopher');
        const final = message.transcriptType === 'final';
        dispatch({ type: final ? 'final' : 'partial', speaker, text: message.transcript });
      }
    },
  });

  // The loudest the debate has been: derived while rendering, so the meter can prove sound was played.
  if (connection.volumeLevel > peakVolume) setPeakVolume(connection.volumeLevel);

  const missingTarget =
    config && !target ? `No squad or assistant is configured for the debate '${debateId}'.` : undefined;
  const error = configError ?? missingTarget ?? connection.error ?? undefined;
  const status: ArenaStatus = error
    ? 'error'
    : connection.connected
      ? 'live'
      : connection.status === 'disconnected'
        ? 'ended'
        : 'connecting';

  return {
    status,
    error,
    connection,
    peakVolume,
    transcript,
    sendChallenge: (question: string) => {
      connection.sendMessage(question);
      dispatch({ type: 'line', speaker: 'You', text: question });
    },
  };
}
