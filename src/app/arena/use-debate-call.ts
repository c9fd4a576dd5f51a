import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { toast } from 'sonner';
import { getArenaConfig } from '../../debates';
import { WebCall } from '../../web-call';
import { isHostedBuild, loadAppConfig, type AppConfig } from '../config';
import { checkMicrophone, debateConnectTarget, useVoiceConnection, type ConnectTarget } from '../connection';
import { CONNECTION_LOST, debateReducer, endedReasonText, initialDebateState } from './debate-state';

export type ArenaStatus = 'connecting' | 'live' | 'error' | 'ended';

export const CONNECTED_TOAST = {
  title: 'Arena Connected',
  description: 'The philosophical debate is now live',
};
export const ERROR_TOAST_TITLE = 'Debate Connection Error';
export const ERROR_TOAST_FALLBACK = 'Failed to connect to philosophical arena';
/**
 * How long the floor stays quiet after the moderator before the arena tells the visitor it is their turn: long
 * enough that the gap between the moderator's welcome and a debater's opening does not flash the cue.
 */
export const YOUR_TURN_DELAY_MS = 1200;
/**
 * End debate on the hosted platform: the moderator is asked, through the call, for the verdict the local platform
 * plans itself (an `end-call` there would hang up at once).
 */
export const HOSTED_CLOSING_INSTRUCTION =
  'The challenger has ended the debate. Moderator, close it now: for the issues raised, say whose case was stronger and why, drawing only on what was actually said (which claims went unanswered, which rebuttals landed, what the challenger exposed), name both debaters, end with one last line, and say goodbye.';

/**
 * The arena's call: the debate's squad through the connect hook, once the microphone is granted, and what the
 * arena shows of it (the transcript with its system lines, toasts, who holds the floor, the badge).
 */
export function useDebateCall(debateId: string, micGranted: boolean) {
  const config = useQuery({ queryKey: ['app-config'], queryFn: loadAppConfig, staleTime: Infinity });
  const [debate, dispatch] = useReducer(
    debateReducer,
    getArenaConfig(debateId).moderator.name,
    initialDebateState,
  );
  const [peakVolume, setPeakVolume] = useState(0);
  /** The hand-over the cue is shown for, once the floor has stayed quiet a moment after it. */
  const [cueFor, setCueFor] = useState<number | null>(null);
  const { openedAt } = debate;
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

  const connection = useVoiceConnection({
    createClient: () => {
      const loaded = queryClient.getQueryData<AppConfig>(['app-config']);
      if (!loaded) throw new Error('The app configuration is not loaded yet.');
      return new WebCall(loaded.publicKey, loaded.apiUrl, undefined, { startAudioOff: true });
    },
    checkMicrophone,
    autoConnect: micGranted && target ? target : null,
    onCallStart: () => {
      dispatch({ type: 'connected', at: Date.now() });
      toast(CONNECTED_TOAST.title, { description: CONNECTED_TOAST.description });
    },
    onCallEnd: (ended) => {
      dispatch({ type: 'ended', at: Date.now(), by: ended.by });
      // A connection lost mid-debate is the spec's arena connection failure: the toast and the transcript's error
      // line (once), beside the recap of what was said.
      if (ended.by === 'connection') {
        toast.error(ERROR_TOAST_TITLE, { description: CONNECTION_LOST });
        dispatch({ type: 'failed', message: CONNECTION_LOST, at: Date.now() });
      }
    },
    onError: (error) => {
      if (!error.fatal) {
        // The call goes on: the visitor is told once, in passing.
        console.warn('debate call:', error);
        toast.error(ERROR_TOAST_TITLE, { description: error.message });
        return;
      }
      void config.refetch();
      toast.error(ERROR_TOAST_TITLE, { description: error.message || ERROR_TOAST_FALLBACK });
      dispatch({ type: 'failed', message: error.message || 'Connection failed', at: Date.now() });
    },
    onMessage: (message) => dispatch({ type: 'message', message, at: Date.now() }),
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
      : connection.status === 'disconnected' && !debate.retrying
        ? 'ended'
        : 'connecting';

  return {
    status,
    error,
    /** Why the call ended without the visitor leaving, for the visitor; undefined while it has not. */
    endedText:
      status === 'ended' ? endedReasonText(debate.endedReason, debate.endedBy, debate.closing) : undefined,
    /** The call ended because the link or the platform went down, not because the debate was over: worth a retry. */
    lost: status === 'ended' && (debate.endedBy === 'connection' || debate.endedReason === 'worker-shutdown'),
    /** Try Again was pressed and the new call is not live yet. */
    retrying: debate.retrying && status === 'connecting',
    /** A connection attempt has been made (spec section 4: the arena shows only after one). */
    attempted: connection.status !== 'idle' || error !== undefined,
    publicKey: config.data?.publicKey,
    connection,
    challenges: debate.challenges,
    peakVolume,
    transcript: debate.transcript,
    /** Who holds the floor in this call, as its messages name them; null while nobody does. */
    floor: debate.floor ?? null,
    /** How long each speaker has held the floor, for the recap. */
    floorTotals: debate.clock.totals,
    /** The moderator has invited the visitor and nobody has spoken since. */
    yourTurn: openedAt !== null && cueFor === openedAt && status === 'live',
    toggleMute: () => {
      if (connection.muted) dispatch({ type: 'unmuted' });
      connection.toggleMute();
    },
    /** The visitor asked to end the debate; the verdict is on its way. */
    closing: debate.closing,
    /** The argument as the platform last sent it, with the verdict once given; undefined on the hosted platform. */
    argumentMap: debate.argumentMap,
    endDebate: () => {
      if (status !== 'live' || debate.closing) return;
      dispatch({ type: 'closing', at: Date.now() });
      connection.requestEnd(isHostedBuild ? { instruction: HOSTED_CLOSING_INSTRUCTION } : 'end-call');
    },
    sendChallenge: (question: string) => {
      if (status !== 'live' || debate.closing) return;
      connection.sendMessage(question);
      dispatch({ type: 'challenge', text: question, at: Date.now() });
    },
    tryAgain: () => {
      dispatch({ type: 'retry' });
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
