import type {
  DailyEvent,
  DailyEventObject,
  DailyParticipant,
  DailyParticipantsObject,
} from '@daily-co/daily-js';
import { VOLUME_SAMPLE_MS } from '../constants';
import type { DailyCallConfig, DailyCallObjectOptions } from '../options';
import type { CallTransport, TransportEvents, TransportOptions } from '../transport';
import { ASSISTANT_USER_NAME, planDailyCall, type DailyCallPlan } from './daily-plan';
import { WebCallError, type CallEndedBy, type WebCallErrorCode } from '../errors';
import type { DailyCallLike, DailyModuleLike } from './daily-types';
import { RemoteAudio } from './remote-audio';
import { VideoRecording } from './video-recording';

export interface DailyTransportOptions extends TransportOptions {
  /** The official SDK's dailyCallConfig; alwaysIncludeMicInPermissionPrompt false is dropped with a warning. */
  dailyCallConfig?: DailyCallConfig;
  /** The official SDK's dailyCallObject; audioSource false becomes true with a warning; startMuted wins. */
  dailyCallObject?: DailyCallObjectOptions;
  /** Loads daily-js; injected by tests. By default a dynamic import, so a page without a call never fetches it. */
  loadDaily?: () => Promise<DailyModuleLike>;
}

/** A transport over a Daily room, the hosted platform's media path. Rejects when the call has no webCallUrl. */
export async function createDailyTransport(options: DailyTransportOptions): Promise<CallTransport> {
  const plan = planDailyCall(options);
  const daily = await (options.loadDaily ?? loadDailyJs)();
  return new DailyTransport(daily, plan, options.events, options.startMuted);
}

const loadDailyJs = (): Promise<DailyModuleLike> => import('@daily-co/daily-js');

type State = 'idle' | 'joining' | 'joined' | 'left';

const NOISE_CANCELLATION = { audio: { processor: { type: 'noise-cancellation' } } } as const;
const NO_AUDIO_PROCESSOR = { audio: { processor: { type: 'none' } } } as const;
const ENDED_BEFORE_JOIN = 'The call ended before it was joined.';

class DailyTransport implements CallTransport {
  private state: State = 'idle';
  private call: DailyCallLike | undefined;
  private readonly unsubscribes: (() => void)[] = [];
  private readonly audio = new RemoteAudio();
  /** Our own messages ('playable', the first-message control) that came before join() resolved. */
  private pending: string[] = [];
  private readonly recording = new VideoRecording();
  private leftAnnounced = false;
  /** The assistant's track the browser would not play yet (autoplay): resumeAudio() plays it. */
  private heldBack: { participantId: string; track: MediaStreamTrack } | undefined;
  /** Daily reported a fatal error: the meeting that ends next was lost, not closed. */
  private failed = false;
  private leaving: Promise<void> | undefined;

  constructor(
    private readonly daily: DailyModuleLike,
    private readonly plan: DailyCallPlan,
    private readonly events: TransportEvents,
    private muted: boolean,
  ) {}

  async join(): Promise<void> {
    if (!this.stateIs('idle')) throw new Error(this.stateIs('left') ? ENDED_BEFORE_JOIN : 'Already joined.');
    this.setState('joining');
    // Throws while another call object is alive: the core destroys the previous one before it joins again.
    const call = this.daily.default.createCallObject(this.plan.factoryOptions);
    this.call = call;
    // Every listener goes on before join(): daily-js emits participant-joined, track-started, the platform's
    // 'listening' app message and a token-started recording while join() is still pending.
    this.listen(call);
    this.recording.requested();
    let present: unknown;
    try {
      present = await call.join({
        url: this.plan.url,
        // daily-js refuses a token key that is present but undefined.
        ...(this.plan.token ? { token: this.plan.token } : {}),
        subscribeToTracksAutomatically: false,
      });
    } catch (error) {
      throw this.stateIs('left') ? new Error(ENDED_BEFORE_JOIN, { cause: error }) : error;
    }
    if (!this.stateIs('joining')) throw new Error(ENDED_BEFORE_JOIN);
    this.setState('joined');
    // Participants already in the room fire no participant-joined.
    const inRoom =
      typeof present === 'object' && present ? Object.values(present as DailyParticipantsObject) : [];
    for (const participant of inRoom) this.subscribe(call, participant);
    for (const message of this.pending.splice(0)) this.send(call, message);
    this.attempt('audio-level-observer', "Could not observe the assistant's audio level.", () =>
      call.startRemoteParticipantsAudioLevelObserver(VOLUME_SAMPLE_MS),
    );
    this.attempt('noise-cancellation', 'Could not turn on noise cancellation.', () =>
      call.updateInputSettings(NOISE_CANCELLATION),
    );
    // With a meeting token the platform starts the recording itself, more reliably than a weak client could.
    if (this.plan.videoRecordingEnabled && !this.plan.token) {
      this.attempt('recording', 'Could not start the video recording.', () => this.recording.start(call));
    }
  }

  sendMessage(message: string): void {
    if (this.call && this.stateIs('joined')) this.send(this.call, message);
  }

  async setMuted(muted: boolean): Promise<void> {
    this.muted = muted;
    if (this.call && !this.stateIs('left')) this.call.setLocalAudio(!muted);
  }

  async setInputDevice(deviceId: string): Promise<void> {
    if (!this.call || this.stateIs('left')) return;
    try {
      await this.call.setInputDevicesAsync({ audioDeviceId: deviceId });
    } catch (error) {
      throw WebCallError.from('microphone', error, 'The microphone could not be opened:');
    }
  }

  async setOutputDevice(deviceId: string): Promise<void> {
    try {
      await this.audio.setOutputDevice(deviceId);
    } catch (error) {
      throw WebCallError.from('audio-output', error, 'The speaker could not be used:');
    }
  }

  async resumeAudio(): Promise<void> {
    const held = this.heldBack;
    this.heldBack = undefined;
    if (held && !this.stateIs('left')) await this.playAssistant(held.participantId, held.track);
    // Refused again (not a gesture the browser counts): still held back, and said so.
    if (this.heldBack) throw new WebCallError('audio-blocked', "The assistant's audio is still held back.");
  }

  isMuted(): boolean {
    return this.call && this.stateIs('joined') ? this.call.localAudio() === false : this.muted;
  }

  /** Idempotent: every caller gets the same promise, settled once the call object is destroyed. */
  leave(): Promise<void> {
    this.leaving ??= this.release();
    return this.leaving;
  }

  private async release(): Promise<void> {
    this.setState('left');
    this.pending = [];
    const call = this.call;
    if (call) this.attempt('recording', 'Could not stop the recording.', () => this.recording.stop(call));
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
    this.audio.removeAll();
    try {
      await call?.destroy();
    } finally {
      this.announceLeft('visitor');
    }
  }

  private listen(call: DailyCallLike): void {
    this.on(call, 'participant-joined', (e) => this.subscribe(call, e.participant));
    this.on(call, 'participant-updated', (e) => this.events.onParticipantUpdated(e.participant));
    this.on(call, 'participant-left', (e) => this.audio.remove(e.participant.session_id));
    this.on(call, 'track-started', (e) => this.onTrackStarted(e));
    this.on(call, 'app-message', (e) =>
      this.events.onAppMessage(typeof e.data === 'string' ? e.data : JSON.stringify(e.data)),
    );
    this.on(call, 'remote-participants-audio-level', (e) => {
      const levels = Object.values(e.participantsAudioLevel);
      this.events.onRemoteLevel(levels.reduce((sum, level) => sum + level, 0));
    });
    this.on(call, 'left-meeting', () => this.onMeetingLeft());
    this.on(call, 'error', (e) => {
      this.failed = true;
      this.events.onError(WebCallError.from('call-failed', e));
    });
    this.on(call, 'nonfatal-error', (e) => {
      if (e.type === 'audio-processor-error') void this.recoverFromAudioProcessorError(call);
      else console.warn('web-call: Daily reported a non-fatal error', e);
    });
    if (!this.plan.videoRecordingEnabled) return;
    this.on(call, 'recording-started', () => this.onRecordingStarted());
    this.on(call, 'recording-stopped', () => this.recording.stopped());
    this.on(call, 'recording-error', (e) => this.report('recording', 'The video recording failed.', e));
  }

  private on<T extends DailyEvent>(
    call: DailyCallLike,
    event: T,
    handler: (e: DailyEventObject<T>) => void,
  ): void {
    call.on(event, handler);
    this.unsubscribes.push(() => call.off(event, handler));
  }

  private subscribe(call: DailyCallLike, participant: DailyParticipant): void {
    if (participant.local) return;
    const tracks = { audio: true, video: this.plan.subscribeToVideo };
    this.attempt('subscription', `Could not subscribe to ${participant.user_name || 'a participant'}.`, () =>
      call.updateParticipant(participant.session_id, { setSubscribedTracks: tracks }),
    );
  }

  private onTrackStarted(e: DailyEventObject<'track-started'>): void {
    const participant = e.participant;
    if (!participant || participant.local || participant.user_name !== ASSISTANT_USER_NAME) return;
    if (e.track.kind === 'video') this.events.onVideo(e.track);
    else if (e.track.kind === 'audio') void this.playAssistant(participant.session_id, e.track);
  }

  private async playAssistant(participantId: string, track: MediaStreamTrack): Promise<void> {
    try {
      if (!(await this.audio.play(participantId, track))) return;
    } catch (error) {
      this.heldBack = { participantId, track };
      const hint = 'the browser may need a click on the page first';
      this.report('audio-blocked', `The assistant's audio could not start (${hint}).`, error);
      return;
    }
    // The platform holds the assistant's first words until the visitor can hear them.
    this.sendOwn('playable');
  }

  private async recoverFromAudioProcessorError(call: DailyCallLike): Promise<void> {
    try {
      // Noise cancellation broke: carry on without it rather than without a microphone.
      await call.updateInputSettings(NO_AUDIO_PROCESSOR);
      if (this.stateIs('left')) return;
      call.setLocalAudio(true);
      // Re-enabling audio unmutes; the official SDK leaves a muted visitor live here, we restore the mute.
      if (this.muted) call.setLocalAudio(false);
    } catch (error) {
      const message = 'Could not restore the microphone after noise cancellation failed.';
      this.report('audio-processor-recovery', message, error);
    }
  }

  private onRecordingStarted(): void {
    const control = this.recording.started();
    if (control) this.sendOwn(control);
  }

  private onMeetingLeft(): void {
    const wasJoined = this.stateIs('joined');
    this.setState('left');
    // While joining, join() rejects instead.
    if (wasJoined) this.announceLeft(this.failed ? 'connection' : 'platform');
  }

  /** daily-js only sends app messages once joined, so ours wait for join() to resolve. */
  private sendOwn(message: string): void {
    if (this.stateIs('joining')) this.pending.push(message);
    else if (this.call && this.stateIs('joined')) this.send(this.call, message);
  }

  private send(call: DailyCallLike, message: string): void {
    this.attempt('send', 'Could not send a message to the platform.', () => call.sendAppMessage(message));
  }

  /** Runs a daily-js request whose failure must reach onError, never become an unhandled rejection. */
  private attempt(code: WebCallErrorCode, message: string, request: () => unknown): void {
    try {
      const result = request();
      if (result instanceof Promise) result.catch((error: unknown) => this.report(code, message, error));
    } catch (error) {
      this.report(code, message, error);
    }
  }

  private report(code: WebCallErrorCode, message: string, cause: unknown): void {
    const error = WebCallError.from(code, cause, message);
    if (this.stateIs('left')) console.warn('web-call: after leaving the call', error);
    else this.events.onError(error);
  }

  private announceLeft(by: CallEndedBy): void {
    if (this.leftAnnounced) return;
    this.leftAnnounced = true;
    this.events.onLeft({ by });
  }

  private setState(next: State): void {
    this.state = next;
  }

  /** A method, not a comparison of the field, so that TypeScript does not keep a narrowing across awaits. */
  private stateIs(state: State): boolean {
    return this.state === state;
  }
}
