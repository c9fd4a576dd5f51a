import { WebCallError, type AnyPlatformMessage, type CallLeft, type WebCallEvents } from '../../web-call';
import {
  connectionReducer,
  initialConnectionState,
  type ConnectionAction,
  type VoiceConnectionState,
} from './connection-state';
import { assistantSpeechOf, floorChangeOf } from './floor';
import type { ConnectionEvent, ConnectTarget, WebCallLike } from './web-call-like';

/** switchAssistant waits this long between stopping the old call and starting the new one (spec section 4). */
export const RECONNECT_DELAY_MS = 500;
/** connect() starts on a timer this long, so that React StrictMode's simulated unmount can cancel it. */
export const CONNECT_DEFER_MS = 0;
/** The voice provider named in 'Failed to connect to <name>' (spec section 8). */
export const DEFAULT_PLATFORM_NAME = 'Vapi';

export interface ConnectionOptions {
  /**
   * Makes the web-call client, once, at the first start. The app passes
   * `() => new WebCall(config.publicKey, config.apiUrl, undefined, { startAudioOff: true })`.
   */
  createClient: () => WebCallLike;
  /** The mic test and device check of spec section 5, run before every start; its error fails the connection. */
  checkMicrophone?: () => Promise<void>;
  /** The provider named in the fallback failure text 'Failed to connect to <name>'. Default 'Vapi'. */
  platformName?: string;
  /** Every message of the call, as the client emits it. */
  onMessage?: (message: AnyPlatformMessage) => void;
  onCallStart?: () => void;
  /** The call ended; `ended` says who ended it (the visitor, the platform or a lost connection). */
  onCallEnd?: (ended: CallLeft) => void;
  /**
   * Each new error: a failed connection (once per attempt, `fatal`) or an error during the call. Errors the state
   * shows for itself (`audioBlocked`, `microphoneProblem`) are only logged: they are told where they are fixed.
   */
  onError?: (error: WebCallError) => void;
}

/** The start in progress, if any: errors the client emits during it are reported by its outcome. */
interface Starting {
  attempt: number;
  error?: WebCallError;
}

/**
 * One web call at a time and its state (spec section 4), without a framework: the arena reads it through
 * `useVoiceConnection`, tests drive it directly. `attach()` makes it live; its detach releases everything it
 * started (call, listeners, timers) and leaves it as new, so that it can be attached again.
 */
export class Connection {
  private state: VoiceConnectionState = initialConnectionState;
  private readonly listeners = new Set<() => void>();
  private owned: { client: WebCallLike; detach: () => void } | null = null;
  /** Set by an accepted connect(); reset(), switchAssistant() and detach clear it (spec: 'already tried'). */
  private tried = false;
  /** Bumped whenever the current attempt is abandoned: late results of an older attempt are dropped. */
  private attempt = 0;
  private starting: Starting | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private options: ConnectionOptions) {}

  /** The latest options are read by listeners and timers, so new callbacks never re-register anything. */
  setOptions(options: ConnectionOptions): void {
    this.options = options;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): VoiceConnectionState => this.state;

  /** Starts the connection's life; what it returns ends it: nothing of the call remains, and it is as new. */
  attach(): () => void {
    return () => {
      // Listeners go first, so that the stop reset() makes reaches none of them.
      this.owned?.detach();
      this.reset();
      this.owned = null;
    };
  }

  /** Starts a call; ignored (returns false) when connected, loading or already tried until reset or switch. */
  connect(target: ConnectTarget): boolean {
    const attempt = this.accept(target);
    if (attempt === null) return false;
    // Why the start waits for a timer: under React StrictMode every effect runs, is cleaned up and runs again,
    // so a connect() from an effect comes twice with the detach between. The detach clears this timer and
    // forgets the first request: only the second one reaches the platform, exactly one call.
    this.schedule(() => void this.start(target, attempt), CONNECT_DEFER_MS);
    return true;
  }

  /** Stops the call; a later connect() stays ignored until reset(). */
  disconnect(): void {
    this.release();
    this.dispatch({ type: 'disconnected' });
  }

  /** Stops the call and forgets it: the state is as new and connect() is accepted again (Try Again). */
  reset(): void {
    this.release();
    this.tried = false;
    this.dispatch({ type: 'reset' });
  }

  /** Stops the call, resets, and connects to `assistantId` after RECONNECT_DELAY_MS. */
  switchAssistant(assistantId: string): void {
    this.reset();
    const target = { assistantId };
    this.schedule(() => {
      const attempt = this.accept(target);
      if (attempt !== null) void this.start(target, attempt);
    }, RECONNECT_DELAY_MS);
  }

  setMuted(muted: boolean): void {
    const client = this.owned?.client;
    if (!client) return;
    try {
      client.setMuted(muted);
      this.dispatch({ type: 'muted', muted });
    } catch (error) {
      this.callError(WebCallError.from('no-call', error));
    }
  }

  toggleMute(): void {
    this.setMuted(!this.state.muted);
  }

  /**
   * Plays the debate's audio the browser held back. Call it from the visitor's click or key press: only then may
   * it start. Does nothing when nothing is held back.
   */
  enableAudio(): void {
    const client = this.owned?.client;
    if (!client || !this.state.audioBlocked) return;
    client.resumeAudio().then(
      () => this.dispatch({ type: 'audio-blocked', blocked: false }),
      (error: unknown) => console.warn('voice connection: the audio could not start', error),
    );
  }

  /** Uses this microphone for the call; a problem with it is shown in `microphoneProblem`. */
  async setInputDevice(deviceId: string): Promise<void> {
    const client = this.owned?.client;
    if (!client) return;
    try {
      await client.setInputDevicesAsync({ audioDeviceId: deviceId });
      this.dispatch({ type: 'microphone-problem', problem: null });
    } catch (error) {
      this.dispatch({ type: 'microphone-problem', problem: WebCallError.from('microphone', error).message });
    }
  }

  /** Plays the debate through this output device; rejects with the reason when it cannot. */
  async setOutputDevice(deviceId: string): Promise<void> {
    await this.owned?.client.setOutputDeviceAsync({ outputDeviceId: deviceId });
  }

  /** Sends the visitor's text to the call as a user message (a challenge question). */
  sendMessage(text: string): void {
    this.owned?.client.send({ type: 'add-message', message: { role: 'user', content: text } });
  }

  /**
   * Asks for the end of the debate, the call going on meanwhile: the local platform closes it with the moderator's
   * verdict, then hangs up (end-call); the hosted one is asked, through the call, to give the verdict.
   */
  requestEnd(how: 'end-call' | { instruction: string }): void {
    this.owned?.client.send(
      how === 'end-call'
        ? { type: 'end-call' }
        : {
            type: 'add-message',
            message: { role: 'system', content: how.instruction },
            triggerResponseEnabled: true,
          },
    );
  }

  private dispatch(action: ConnectionAction): void {
    const next = connectionReducer(this.state, action);
    if (next === this.state) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  private clientOf(): WebCallLike {
    if (this.owned) return this.owned.client;
    const client = this.options.createClient();
    const unsubscribes = [
      listen(client, 'call-start', () => {
        this.dispatch({ type: 'call-start' });
        this.options.onCallStart?.();
      }),
      listen(client, 'call-end', (ended) => {
        this.dispatch({ type: 'call-end' });
        this.options.onCallEnd?.(ended);
      }),
      listen(client, 'message', (message) => {
        // Who holds the floor is the arena's to follow (its debate state); the connection keeps only the id.
        const assistantId = floorChangeOf(message)?.assistantId;
        if (assistantId) this.dispatch({ type: 'assistant-named', assistantId });
        const turn = assistantSpeechOf(message);
        if (turn) this.dispatch({ type: 'turn-speaking', speaking: turn === 'started' });
        this.options.onMessage?.(message);
      }),
      listen(client, 'error', (error) => {
        const starting = this.starting;
        // During start() the attempt's outcome reports the error, so a failed connection is reported once.
        if (starting?.attempt === this.attempt) starting.error = error;
        else this.callError(error);
      }),
      listen(client, 'volume-level', (volumeLevel) => this.dispatch({ type: 'volume-level', volumeLevel })),
      listen(client, 'speech-start', () => this.dispatch({ type: 'speaking', speaking: true })),
      listen(client, 'speech-end', () => this.dispatch({ type: 'speaking', speaking: false })),
    ];
    this.owned = { client, detach: () => unsubscribes.forEach((unsubscribe) => unsubscribe()) };
    return client;
  }

  /** An error during a call: the state shows it as its code says, and the caller hears of it. */
  private callError(error: WebCallError): void {
    if (error.code === 'audio-blocked' || error.code === 'microphone') {
      console.warn('voice connection:', error);
      if (error.code === 'audio-blocked') this.dispatch({ type: 'audio-blocked', blocked: true });
      else this.dispatch({ type: 'microphone-problem', problem: error.message });
      return;
    }
    if (error.fatal) this.dispatch({ type: 'error', error: error.message });
    this.options.onError?.(error);
  }

  private async start(target: ConnectTarget, attempt: number): Promise<void> {
    const current = () => attempt === this.attempt;
    const starting: Starting = { attempt };
    this.starting = starting;
    const fail = (error: WebCallError | undefined) => {
      const failure =
        error ??
        new WebCallError(
          'start-failed',
          `Failed to connect to ${this.options.platformName ?? DEFAULT_PLATFORM_NAME}`,
        );
      this.dispatch({ type: 'failed', error: failure.message });
      this.options.onError?.(failure);
    };
    try {
      try {
        await this.options.checkMicrophone?.();
      } catch (error) {
        if (current()) fail(WebCallError.from('start-failed', error));
        return;
      }
      if (!current()) return;
      const client = this.clientOf();
      const call =
        'squadId' in target
          ? await client.start(undefined, undefined, target.squadId)
          : target.assistantOverrides
            ? await client.start(target.assistantId, target.assistantOverrides)
            : await client.start(target.assistantId);
      if (!current()) return;
      if (call === null) fail(starting.error);
      else if (starting.error) this.callError(starting.error);
    } catch (error) {
      if (current()) fail(starting.error ?? WebCallError.from('start-failed', error));
    } finally {
      if (this.starting === starting) this.starting = null;
    }
  }

  private schedule(task: () => void, delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      task();
    }, delayMs);
  }

  /** Accepts a connect request: the number of the new attempt, or null when the request must be ignored. */
  private accept(target: ConnectTarget): number | null {
    if (this.tried) return null;
    this.tried = true;
    this.dispatch({ type: 'connecting', assistantId: 'assistantId' in target ? target.assistantId : null });
    return ++this.attempt;
  }

  /** Abandons the current attempt: no pending start, the call stopped. */
  private release(): void {
    this.attempt += 1;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.owned?.client.stop().catch((error: unknown) => {
      console.error('voice connection: stopping the call failed', error);
    });
  }
}

/** Listens to one client event; returns what stops listening. */
function listen<E extends ConnectionEvent>(
  client: WebCallLike,
  event: E,
  handler: WebCallEvents[E],
): () => void {
  client.on(event, handler);
  return () => client.off(event, handler);
}
