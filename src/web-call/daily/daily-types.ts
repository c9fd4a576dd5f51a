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
  setInputDevicesAsync(devices: { audioDeviceId?: string | false | null }): Promise<unknown>;
  startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void>;
  startRecording(options?: DailyStreamingOptions<'recording', 'start'>): void;
  stopRecording(): void;
}

/** The daily-js module as `import('@daily-co/daily-js')` resolves it, narrowed to what the transport calls. */
export interface DailyModuleLike {
  default: { createCallObject(properties?: DailyFactoryOptions): DailyCallLike };
}
