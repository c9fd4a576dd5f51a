import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { AnyPlatformMessage, WebCallEvents } from '../../web-call';
import { connectionReducer, initialConnectionState, type VoiceConnectionState } from './connection-state';
import { errorMessage } from './error-message';
import { assistantSpeechOf, floorChangeOf } from './floor';
import type { ConnectionEvent, ConnectTarget, WebCallLike } from './web-call-like';

/** switchAssistant waits this long between stopping the old call and starting the new one (spec section 4). */
export const RECONNECT_DELAY_MS = 500;
/** connect() starts on a timer this long, so that React StrictMode's simulated unmount can cancel it. */
export const CONNECT_DEFER_MS = 0;
/** The voice provider named in 'Failed to connect to <name>' (spec section 8). */
export const DEFAULT_PLATFORM_NAME = 'Vapi';
/** The text of a call 'error' event that carries no message (spec section 8). */
export const UNKNOWN_CALL_ERROR = 'An error occurred';

export interface VoiceConnectionOptions {
  /**
   * Makes the web-call client, once, at the first start. The app passes
   * `() => new WebCall(config.publicKey, config.apiUrl, undefined, { startAudioOff: true })`.
   */
  createClient: () => WebCallLike;
  /** The mic test and device check of spec section 5, run before every start; its error fails the connection. */
  checkMicrophone?: () => Promise<void>;
  /** The provider named in the fallback failure text 'Failed to connect to <name>'. Default 'Vapi'. */
  platformName?: string;
  /** Connect to this target as soon as it is given (null or absent: wait for connect()). */
  autoConnect?: ConnectTarget | null;
  /** Every message of the call, as the client emits it. */
  onMessage?: (message: AnyPlatformMessage) => void;
  onCallStart?: () => void;
  onCallEnd?: () => void;
  /** Each new error text: a connection failure (once per attempt) or a call error. */
  onError?: (message: string) => void;
}

export interface VoiceConnection extends VoiceConnectionState {
  /** status === 'connected': the platform is listening. */
  connected: boolean;
  /** status === 'connecting'. */
  loading: boolean;
  /** Starts a call; ignored (returns false) when connected, loading or already tried until reset or switch. */
  connect: (target: ConnectTarget) => boolean;
  /** Stops the call; a later connect() stays ignored until reset(). */
  disconnect: () => void;
  /** Stops the call and forgets it: the state is as new and connect() is accepted again (Try Again). */
  reset: () => void;
  /** Stops the call, resets, and connects to `assistantId` after RECONNECT_DELAY_MS. */
  switchAssistant: (assistantId: string) => void;
  setMuted: (muted: boolean) => void;
  toggleMute: () => void;
  /** Sends the visitor's text to the call as a user message (a challenge question). */
  sendMessage: (text: string) => void;
}

/**
 * The connect hook of spec section 4: one web call at a time, its state, and what the arena does with it.
 * Everything it starts (call, listeners, timers) is released on unmount.
 */
export function useVoiceConnection(options: VoiceConnectionOptions): VoiceConnection {
  const [state, dispatch] = useReducer(connectionReducer, initialConnectionState);

  // The latest options, read by listeners and timers, so that new callbacks never re-register anything.
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const clientRef = useRef<{ client: WebCallLike; detach: () => void } | null>(null);
  /** Set by an accepted connect(); reset(), switchAssistant() and unmount clear it (spec: 'already tried'). */
  const triedRef = useRef(false);
  /** Bumped whenever the current attempt is abandoned: late results of an older attempt are dropped. */
  const attemptRef = useRef(0);
  /** The attempt whose start() is in progress, if any: its errors are reported by its outcome. */
  const startingRef = useRef<{ attempt: number; error?: string } | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mutedRef = useRef(true);

  const report = useCallback((message: string) => optionsRef.current.onError?.(message), []);

  const clientOf = useCallback((): WebCallLike => {
    if (clientRef.current) return clientRef.current.client;
    const client = optionsRef.current.createClient();
    const unsubscribes = [
      subscribe(client, 'call-start', () => {
        dispatch({ type: 'call-start' });
        optionsRef.current.onCallStart?.();
      }),
      subscribe(client, 'call-end', () => {
        dispatch({ type: 'call-end' });
        optionsRef.current.onCallEnd?.();
      }),
      subscribe(client, 'message', (message) => {
        const floor = floorChangeOf(message);
        if (floor) dispatch({ type: 'floor', ...floor });
        const turn = assistantSpeechOf(message);
        if (turn) dispatch({ type: 'turn-speaking', speaking: turn === 'started' });
        optionsRef.current.onMessage?.(message);
      }),
      subscribe(client, 'error', (error) => {
        const message = errorMessage(error);
        dispatch({ type: 'error', error: message ?? UNKNOWN_CALL_ERROR });
        const starting = startingRef.current;
        // During start() the attempt's outcome reports the error, so a failed connection is reported once.
        if (starting?.attempt === attemptRef.current) starting.error = message;
        else report(message ?? UNKNOWN_CALL_ERROR);
      }),
      subscribe(client, 'volume-level', (volumeLevel) => dispatch({ type: 'volume-level', volumeLevel })),
      subscribe(client, 'speech-start', () => dispatch({ type: 'speaking', speaking: true })),
      subscribe(client, 'speech-end', () => dispatch({ type: 'speaking', speaking: false })),
    ];
    clientRef.current = { client, detach: () => unsubscribes.forEach((unsubscribe) => unsubscribe()) };
    return client;
  }, [report]);

  const start = useCallback(
    async (target: ConnectTarget, attempt: number): Promise<void> => {
      const current = () => attempt === attemptRef.current;
      const fail = (message: string | undefined) => {
        const text =
          message ?? `Failed to connect to ${optionsRef.current.platformName ?? DEFAULT_PLATFORM_NAME}`;
        dispatch({ type: 'failed', error: text });
        report(text);
      };
      const starting: { attempt: number; error?: string } = { attempt };
      startingRef.current = starting;
      try {
        await optionsRef.current.checkMicrophone?.();
        if (!current()) return;
        const client = clientOf();
        const call =
          'squadId' in target
            ? await client.start(undefined, undefined, target.squadId)
            : await client.start(target.assistantId);
        if (!current()) return;
        if (call === null) fail(starting.error);
        else if (starting.error !== undefined) report(starting.error);
      } catch (error) {
        if (current()) fail(errorMessage(error) ?? starting.error);
      } finally {
        if (startingRef.current === starting) startingRef.current = null;
      }
    },
    [clientOf, report],
  );

  const schedule = useCallback((task: () => void, delayMs: number) => {
    clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => {
      timerRef.current = undefined;
      task();
    }, delayMs);
  }, []);

  /** Accepts a connect request: the number of the new attempt, or null when the request must be ignored. */
  const accept = useCallback((target: ConnectTarget): number | null => {
    if (triedRef.current) return null;
    triedRef.current = true;
    mutedRef.current = true;
    dispatch({ type: 'connecting', assistantId: 'assistantId' in target ? target.assistantId : null });
    return ++attemptRef.current;
  }, []);

  const connect = useCallback(
    (target: ConnectTarget): boolean => {
      const attempt = accept(target);
      if (attempt === null) return false;
      // Why the start waits for a timer: under React StrictMode every effect runs, is cleaned up and runs again,
      // so a connect() from an effect comes twice with the unmount cleanup between. The cleanup clears this
      // timer and forgets the first request: only the second one reaches the platform, exactly one call.
      schedule(() => void start(target, attempt), CONNECT_DEFER_MS);
      return true;
    },
    [accept, schedule, start],
  );

  /** Abandons the current attempt: no pending start, the call stopped. */
  const release = useCallback(() => {
    attemptRef.current += 1;
    clearTimeout(timerRef.current);
    timerRef.current = undefined;
    clientRef.current?.client.stop().catch((error: unknown) => {
      console.error('voice connection: stopping the call failed', error);
    });
  }, []);

  const disconnect = useCallback(() => {
    release();
    dispatch({ type: 'disconnected' });
  }, [release]);

  const reset = useCallback(() => {
    release();
    triedRef.current = false;
    mutedRef.current = true;
    dispatch({ type: 'reset' });
  }, [release]);

  const switchAssistant = useCallback(
    (assistantId: string) => {
      reset();
      const target = { assistantId };
      schedule(() => {
        const attempt = accept(target);
        if (attempt !== null) void start(target, attempt);
      }, RECONNECT_DELAY_MS);
    },
    [accept, reset, schedule, start],
  );

  // Unmount (and StrictMode's simulated one): nothing of the call remains, and a remount starts as new.
  useEffect(
    () => () => {
      const owned = clientRef.current;
      owned?.detach();
      release();
      clientRef.current = null;
      triedRef.current = false;
      mutedRef.current = true;
      dispatch({ type: 'reset' });
    },
    [release],
  );

  const autoSquadId =
    options.autoConnect && 'squadId' in options.autoConnect ? options.autoConnect.squadId : null;
  const autoAssistantId =
    options.autoConnect && 'assistantId' in options.autoConnect ? options.autoConnect.assistantId : null;
  useEffect(() => {
    if (autoSquadId) connect({ squadId: autoSquadId });
    else if (autoAssistantId) connect({ assistantId: autoAssistantId });
  }, [autoSquadId, autoAssistantId, connect]);

  const setMuted = useCallback(
    (muted: boolean) => {
      const client = clientRef.current?.client;
      if (!client) return;
      try {
        client.setMuted(muted);
        mutedRef.current = muted;
        dispatch({ type: 'muted', muted });
      } catch (error) {
        const message = errorMessage(error) ?? UNKNOWN_CALL_ERROR;
        dispatch({ type: 'error', error: message });
        report(message);
      }
    },
    [report],
  );

  const toggleMute = useCallback(() => setMuted(!mutedRef.current), [setMuted]);

  const sendMessage = useCallback((text: string) => {
    clientRef.current?.client.send({ type: 'add-message', message: { role: 'user', content: text } });
  }, []);

  return {
    ...state,
    connected: state.status === 'connected',
    loading: state.status === 'connecting',
    connect,
    disconnect,
    reset,
    switchAssistant,
    setMuted,
    toggleMute,
    sendMessage,
  };
}

/** Listens to one client event; returns what stops listening. */
function subscribe<E extends ConnectionEvent>(
  client: WebCallLike,
  event: E,
  handler: WebCallEvents[E],
): () => void {
  client.on(event, handler);
  return () => client.off(event, handler);
}
