import type {
  DailyCallOptions,
  DailyEvent,
  DailyEventObject,
  DailyFactoryOptions,
  DailyInputSettings,
  DailyParticipantUpdateOptions,
  DailyStreamingOptions,
} from '@daily-co/daily-js';

/**
 * The part of a daily-js call object that the Daily transport uses. daily-js's own `DailyCall` fits it, and so
 * does `FakeDailyCall`: the transport can use nothing the fake does not model.
 */
export interface DailyCallLike {
  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  /** Resolves with the participants already in the room (daily-js types it `DailyParticipantsObject | void`). */
  join(properties?: DailyCallOptions): Promise<unknown>;
  destroy(): Promise<void>;
  updateParticipant(sessionId: string, updates: DailyParticipantUpdateOptions): unknown;
  sendAppMessage(data: unknown): unknown;
  setLocalAudio(enabled: boolean): unknown;
  localAudio(): boolean;
  updateInputSettings(inputSettings: DailyInputSettings): Promise<unknown>;
  startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void>;
  startRecording(options?: DailyStreamingOptions<'recording', 'start'>): void;
  stopRecording(): void;
}

/** The daily-js module as `import('@daily-co/daily-js')` resolves it, narrowed to what the transport calls. */
export interface DailyModuleLike {
  default: { createCallObject(properties?: DailyFactoryOptions): DailyCallLike };
}

/** What a Daily transport failure is about, so the caller can branch on it. */
export type DailyTransportErrorCode =
  | 'daily-error'
  | 'subscription'
  | 'assistant-audio-blocked'
  | 'noise-cancellation'
  | 'audio-processor-recovery'
  | 'audio-level-observer'
  | 'recording'
  | 'send';

/** A failure during a Daily call, reported through TransportEvents.onError; `cause` holds the original. */
export class DailyTransportError extends Error {
  constructor(
    readonly code: DailyTransportErrorCode,
    message: string,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'DailyTransportError';
  }

  /** An error whose message ends with the cause's own: daily-js errors and events carry it in errorMsg. */
  static about(code: DailyTransportErrorCode, message: string, cause: unknown): DailyTransportError {
    return new DailyTransportError(code, `${message} ${describe(cause)}`.trim(), cause);
  }
}

function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (typeof cause === 'object' && cause !== null && 'errorMsg' in cause) return String(cause.errorMsg);
  return cause === undefined ? '' : String(cause);
}
