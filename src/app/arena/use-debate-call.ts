import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { toast } from 'sonner';
import { getArenaConfig } from '../../debates';
import { isPlatformMessage, WebCall, type AnyPlatformMessage } from '../../web-call';
import { loadAppConfig, type AppConfig } from '../config';
import {
  checkMicrophone,
  debateConnectTarget,
  assistantSpeechOf,
  floorChangeOf,
  invitesVisitor,
  useVoiceConnection,
  type ConnectTarget,
} from '../connection';
import { emptyFloorClock, floorClockReducer } from './floor-clock';
import { emptyTranscript, transcriptReducer } from './transcript';

export type ArenaStatus = 'connecting' | 'live' | 'error' | 'ended';

export const CONNECTED_LINE = '🎭 Connected to philosophical debate arena';
export const ENDED_LINE = '📞 Debate session ended';
export const CONNECTED_TOAST = {
  title: 'Arena Connected',
  description: 'The philosophical debate is now live',
};
export const ERROR_TOAST_TITLE = 'Debate Connection Error';
/** What the arena says when a call ends without the visitor leaving and the platform gave no reason. */
export const CONNECTION_LOST = 'Connection lost.';

/** The platform's reasons for ending a call, as the arena tells the visitor. */
const ENDED_REASONS: Record<string, string> = {
  'assistant-ended-call': 'The moderator closed the debate.',
  'exceeded-max-duration': 'The debate reached its time limit.',
  'silence-timed-out': 'The debate ended after a long silence.',
  'call-deleted': 'The debate was stopped on the platform.',
  'worker-shutdown': 'The platform restarted.',
  'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing':
    'Your connection was too slow to keep up with the debate.',
};

/** The visitor-facing reason a call ended (from its last `status-update`), or "Connection lost". */
export function endedReasonText(reason: string | undefined): string {
  return (reason && ENDED_REASONS[reason]) ?? CONNECTION_LOST;
}
export const ERROR_TOAST_FALLBACK = 'Failed to connect to philosophical arena';
/**
 * How long the floor stays quiet after the moderator before the arena tells the visitor it is their turn: long
 * enough that the gap between the moderator's welcome and a debater's opening does not flash the cue.
 */
export const YOUR_TURN_DELAY_MS = 1200;

/**
 * The arena's call: the debate's squad through the connect hook, once the microphone is granted, and what the
 * arena shows of it (the transcript with its system lines, toasts, who holds the floor, the badge).
 */
export function useDebateCall(debateId: string, micGranted: boolean) {
  const config = useQuery({ queryKey: ['app-config'], queryFn: loadAppConfig, staleTime: Infinity });
  const [transcript, dispatch] = useReducer(transcriptReducer, emptyTranscript);
  const [floorClock, clock] = useReducer(floorClockReducer, emptyFloorClock);
  const [challenges, setChallenges] = useState(0);
  const [peakVolume, setPeakVolume] = useState(0);
  const errorShown = useRef(false);
  const [endedReason, setEndedReason] = useState<string | undefined>(undefined);
  const floorRef = useRef<string | undefined>(undefined);
  const moderator = getArenaConfig(debateId).moderator.name;
  /** When the moderator handed the floor to the visitor; null while someone has it. */
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  /** The hand-over the cue is shown for, once the floor has stayed quiet a moment after it. */
  const [cueFor, setCueFor] = useState<number | null>(null);
  const setFloorOpen = (open: boolean): void => setOpenedAt(open ? Date.now() : null);
  useEffect(() => {
    if (openedAt === null) return;
    const timer = setTimeout(() => setCueFor(openedAt), YOUR_TURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [openedAt]);
  // A new call starts with the configuration as last loaded: it is loaded again after a failed connect, since a
  // restarted local platform may have new keys, and a page must never be stranded with the old ones.
  const queryClient = useQueryClient();

  const target: ConnectTarget | undefined = config.data
    ? debateConnectTarget(debateId, config.data)
    : undefined;
  const systemLine = (text: string): void =>
    dispatch({ type: 'line', speaker: 'System', text, at: Date.now() });

  const connection = useVoiceConnection({
    createClient: () => {
      const loaded = queryClient.getQueryData<AppConfig>(['app-config']);
      if (!loaded) throw new Error('The app configuration is not loaded yet.');
      return new WebCall(loaded.publicKey, loaded.apiUrl, undefined, { startAudioOff: true });
    },
    checkMicrophone,
    autoConnect: micGranted && target ? target : null,
    onCallStart: () => {
      systemLine(CONNECTED_LINE);
      toast(CONNECTED_TOAST.title, { description: CONNECTED_TOAST.description });
    },
    onCallEnd: () => {
      setFloorOpen(false);
      clock({ type: 'stopped', at: Date.now() });
      systemLine(ENDED_LINE);
    },
    onError: (message) => {
      void config.refetch();
      toast.error(ERROR_TOAST_TITLE, { description: message || ERROR_TOAST_FALLBACK });
      // One error line per attempt, however many errors the attempt reports.
      if (errorShown.current) return;
      errorShown.current = true;
      systemLine(`⚠️ Debate Error: ${message || 'Connection failed'}`);
    },
    onMessage: (message: AnyPlatformMessage) => {
      if (isPlatformMessage(message) && message.type === 'status-update' && message.status === 'ended') {
        setEndedReason(typeof message.endedReason === 'string' ? message.endedReason : undefined);
      }
      const floor = floorChangeOf(message);
      if (message.type === 'transfer-update' && floor && floor.name !== floorRef.current) {
        systemLine(`Transferring to ${floor.name}...`);
      }
      if (floor) floorRef.current = floor.name;
      const turn = assistantSpeechOf(message);
      // The first turn starts before any message names its speaker: a debate begins with its moderator.
      if (turn === 'started') {
        clock({ type: 'started', speaker: floorRef.current ?? moderator, at: Date.now() });
      } else if (turn === 'stopped') clock({ type: 'stopped', at: Date.now() });
      const open = invitesVisitor(message, floorRef.current, moderator);
      if (open !== undefined) setFloorOpen(open);
      if (isPlatformMessage(message) && message.type === 'transcript') {
        const speaker =
          message.role === 'user' ? 'You' : (message.assistantName ?? floorRef.current ?? 'Philosopher');
        dispatch({
          type: message.transcriptType === 'final' ? 'final' : 'partial',
          speaker,
          text: message.transcript,
          at: Date.now(),
        });
      }
    },
  });

  // The loudest the debate has been: derived while rendering, so the meter can prove sound was played.
  if (connection.volumeLevel > peakVolume) setPeakVolume(connection.volumeLevel);

  const missingTarget =
    config.data && !target ? `No squad or assistant is configured for the debate '${debateId}'.` : undefined;
  const error = config.error?.message ?? missingTarget ?? connection.error ?? undefined;
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
    /** Why the call ended without the visitor leaving, for the visitor; undefined while it has not. */
    endedText: status === 'ended' ? endedReasonText(endedReason) : undefined,
    /** A connection attempt has been made (spec section 4: the arena shows only after one). */
    attempted: connection.status !== 'idle' || error !== undefined,
    publicKey: config.data?.publicKey,
    connection,
    challenges,
    peakVolume,
    transcript,
    /** How long each speaker has held the floor, for the recap. */
    floorTotals: floorClock.totals,
    /** The moderator has invited the visitor and nobody has spoken since. */
    yourTurn: openedAt !== null && cueFor === openedAt && status === 'live',
    toggleMute: () => {
      if (connection.muted) setChallenges((n) => n + 1);
      connection.toggleMute();
    },
    sendChallenge: (question: string) => {
      setFloorOpen(false);
      connection.sendMessage(question);
      dispatch({ type: 'line', speaker: 'You', text: question, at: Date.now() });
    },
    tryAgain: () => {
      errorShown.current = false;
      setEndedReason(undefined);
      setFloorOpen(false);
      // The configuration is read again first: the squad's id and the key may have changed with a restart.
      void config.refetch().then((reloaded) => {
        if (!reloaded.data) return;
        // The squad starts with its first member, so reconnecting with it reconnects with the first member.
        connection.reset();
        const fresh = debateConnectTarget(debateId, reloaded.data);
        if (fresh) connection.connect(fresh);
      });
    },
  };
}
