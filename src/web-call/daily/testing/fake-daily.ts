import type {
  DailyCallOptions,
  DailyEvent,
  DailyEventObject,
  DailyFactoryOptions,
  DailyInputSettings,
  DailyParticipant,
  DailyParticipantsObject,
  DailyParticipantUpdateOptions,
  DailyStreamingOptions,
} from '@daily-co/daily-js';
import { ASSISTANT_USER_NAME } from '../daily-plan';
import type { DailyCallLike, DailyModuleLike } from '../daily-types';

/** One request made of the fake, in order: `call` is the index of the call object (-1 for the factory). */
export interface FakeDailyEntry {
  call: number;
  method: string;
  args: unknown[];
}

type Handler = (event: unknown) => void;
type MeetingState = 'new' | 'joining' | 'joined' | 'left' | 'error';

/**
 * A fake of the daily-js module, modelling only what the Daily transport calls. Like daily-js, it refuses to
 * create a call object while another one is not yet destroyed. Pass `fake.load` as `loadDaily`.
 */
export class FakeDaily implements DailyModuleLike {
  readonly log: FakeDailyEntry[] = [];
  readonly calls: FakeDailyCall[] = [];
  /** The most call objects alive at once (at most 1 unless something is wrong). */
  maxAlive = 0;
  /** join() rejects with this error while it is set. */
  joinError: Error | undefined;
  /** Runs inside join() before it settles: emit events "during the join", or return a promise to hold it. */
  duringJoin: ((call: FakeDailyCall) => void | Promise<void>) | undefined;
  /** Remote participants already in the room, which join() returns. */
  participantsAtJoin: DailyParticipant[] = [];
  /** updateInputSettings() rejects with this error while it is set. */
  inputSettingsError: Error | undefined;
  /** destroy() takes this long (a timer, so fake timers control it). */
  destroyDelayMs = 0;

  readonly default = {
    createCallObject: (options: DailyFactoryOptions = {}): FakeDailyCall => {
      this.log.push({ call: -1, method: 'createCallObject', args: [options] });
      if (this.alive > 0) throw new Error('Duplicate DailyIframe instances are not allowed');
      const call = new FakeDailyCall(this, this.calls.length, options);
      this.calls.push(call);
      this.maxAlive = Math.max(this.maxAlive, this.alive);
      return call;
    },
  };

  /** For `loadDaily`. */
  readonly load = (): Promise<DailyModuleLike> => Promise.resolve(this);

  /** Call objects created and not yet destroyed. */
  get alive(): number {
    return this.calls.filter((call) => !call.destroyed).length;
  }

  /** The latest call object. */
  get call(): FakeDailyCall {
    const call = this.calls.at(-1);
    if (!call) throw new Error('No call object was created.');
    return call;
  }

  /** The method names of the log, in order; `on`/`off` carry their event: 'on:app-message'. */
  methods(): string[] {
    return this.log.map(({ method, args }) =>
      method === 'on' || method === 'off' ? `${method}:${String(args[0])}` : method,
    );
  }
}

/** One fake call object. Emit events with `emit('app-message', { data: 'listening' })`. */
export class FakeDailyCall implements DailyCallLike {
  meetingState: MeetingState = 'new';
  destroyed = false;
  private audioOn: boolean;
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(
    private readonly fake: FakeDaily,
    readonly index: number,
    readonly options: DailyFactoryOptions,
  ) {
    this.audioOn = options.startAudioOff !== true;
  }

  /** Calls every handler of the event with `{ action: event, ...payload }`. */
  emit(event: DailyEvent, payload: object = {}): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler({ action: event, ...payload });
  }

  /** How many handlers are registered, for one event or for all. */
  listenerCount(event?: DailyEvent): number {
    if (event) return this.handlers.get(event)?.size ?? 0;
    return [...this.handlers.values()].reduce((sum, set) => sum + set.size, 0);
  }

  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): this {
    this.record('on', [event]);
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler as Handler);
    return this;
  }

  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): this {
    this.record('off', [event]);
    this.handlers.get(event)?.delete(handler as Handler);
    return this;
  }

  async join(properties?: DailyCallOptions): Promise<DailyParticipantsObject> {
    this.record('join', [properties]);
    if (this.meetingState !== 'new') throw new Error('join() called twice.');
    this.meetingState = 'joining';
    await this.fake.duringJoin?.(this);
    if (this.destroyed || this.meetingState !== 'joining') throw new Error('The call object was destroyed.');
    if (this.fake.joinError) {
      this.meetingState = 'error';
      throw this.fake.joinError;
    }
    this.meetingState = 'joined';
    const participants: DailyParticipantsObject = { local: participant('local', '', true) };
    for (const remote of this.fake.participantsAtJoin) participants[remote.session_id] = remote;
    return participants;
  }

  async destroy(): Promise<void> {
    this.record('destroy', []);
    if (this.meetingState === 'joined') this.emit('left-meeting');
    this.meetingState = 'left';
    if (this.fake.destroyDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, this.fake.destroyDelayMs));
    this.destroyed = true;
  }

  updateParticipant(sessionId: string, updates: DailyParticipantUpdateOptions): this {
    this.record('updateParticipant', [sessionId, updates]);
    return this;
  }

  sendAppMessage(data: unknown): this {
    this.record('sendAppMessage', [data]);
    if (this.meetingState !== 'joined') throw new Error('sendAppMessage() only supported after join.');
    return this;
  }

  setLocalAudio(enabled: boolean): this {
    this.record('setLocalAudio', [enabled]);
    this.audioOn = enabled;
    return this;
  }

  localAudio(): boolean {
    return this.audioOn;
  }

  async updateInputSettings(
    inputSettings: DailyInputSettings,
  ): Promise<{ inputSettings: DailyInputSettings }> {
    this.record('updateInputSettings', [inputSettings]);
    if (this.fake.inputSettingsError) throw this.fake.inputSettingsError;
    return { inputSettings };
  }

  async setInputDevicesAsync(devices: { audioDeviceId?: string | false | null }): Promise<unknown> {
    this.record('setInputDevicesAsync', [devices]);
    return {};
  }

  async startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void> {
    this.record('startRemoteParticipantsAudioLevelObserver', [interval]);
  }

  startRecording(options?: DailyStreamingOptions<'recording', 'start'>): void {
    this.record('startRecording', [options]);
  }

  stopRecording(): void {
    this.record('stopRecording', []);
  }

  private record(method: string, args: unknown[]): void {
    this.fake.log.push({ call: this.index, method, args });
    // daily-js refuses every use of a destroyed call object; the log keeps the attempt for tests to see.
    if (this.destroyed) throw new Error(`${method}() on a destroyed call object.`);
  }
}

/** A participant as daily-js reports it, with only the fields the transport reads. */
export function participant(
  sessionId: string,
  userName = ASSISTANT_USER_NAME,
  local = false,
): DailyParticipant {
  return { session_id: sessionId, user_name: userName, local } as DailyParticipant;
}

/** A stand-in for a MediaStreamTrack, which jsdom lacks. */
export function fakeTrack(kind: 'audio' | 'video', id = `${kind}-track`): MediaStreamTrack {
  return { kind, id, enabled: true, stop: () => undefined } as unknown as MediaStreamTrack;
}

export interface MediaPlaybackStub {
  /** The elements play() was called on, in order. */
  readonly played: HTMLMediaElement[];
  /** How play() answers; resolves at once by default. */
  play: (element: HTMLMediaElement) => Promise<void>;
  restore(): void;
}

/** Gives jsdom what assistant playback needs: a MediaStream and an HTMLMediaElement.play() that can succeed. */
export function stubMediaPlayback(): MediaPlaybackStub {
  const globals = globalThis as { MediaStream?: unknown };
  const hadMediaStream = 'MediaStream' in globals;
  const originalMediaStream = globals.MediaStream;
  const originalPlay = HTMLMediaElement.prototype.play;
  const stub: MediaPlaybackStub = {
    played: [],
    play: () => Promise.resolve(),
    restore: () => {
      HTMLMediaElement.prototype.play = originalPlay;
      if (hadMediaStream) globals.MediaStream = originalMediaStream;
      else delete globals.MediaStream;
    },
  };
  globals.MediaStream = class {
    constructor(readonly tracks: MediaStreamTrack[] = []) {}
    getTracks(): MediaStreamTrack[] {
      return this.tracks;
    }
  };
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    stub.played.push(this);
    return stub.play(this);
  };
  return stub;
}
