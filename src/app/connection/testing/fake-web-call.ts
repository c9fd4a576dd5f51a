import type { ClientMessage, WebCallEvents } from '../../../web-call';
import type { ConnectionEvent, WebCallLike } from '../web-call-like';

type Handler = (...args: never[]) => void;

/**
 * A fake of the web-call client for the connect hook's tests: only what the hook calls, plus `emit` for the
 * platform's side. Every call to it lands in `log`, in order. `setMuted` throws like WebCall when no call runs.
 */
export class FakeWebCall implements WebCallLike {
  readonly log: string[] = [];
  readonly starts: unknown[][] = [];
  readonly sent: ClientMessage[] = [];
  /** What start() does; by default it resolves with a call. Tests replace it to fail or to hold the start. */
  startBehaviour: () => Promise<unknown> = () => Promise.resolve({ id: 'call-1' });
  private readonly handlers = new Map<ConnectionEvent, Set<Handler>>();
  private inCall = false;

  start(...args: unknown[]): Promise<unknown> {
    this.starts.push(args);
    this.log.push(`start(${args.map(String).join(', ')})`);
    this.inCall = true;
    return this.startBehaviour().then((call) => {
      if (call === null) this.inCall = false;
      return call;
    });
  }

  stop(): Promise<void> {
    this.log.push('stop');
    const wasInCall = this.inCall;
    this.inCall = false;
    if (wasInCall) this.emit('call-end', { by: 'visitor' });
    return Promise.resolve();
  }

  send(message: ClientMessage): void {
    this.log.push(`send(${message.type})`);
    this.sent.push(message);
  }

  setMuted(muted: boolean): void {
    this.log.push(`setMuted(${muted})`);
    if (!this.inCall) throw new Error('Call object is not available.');
  }

  /** What setInputDevicesAsync() does; tests replace it to fail as a missing device would. */
  inputDeviceBehaviour: (deviceId: string | undefined) => Promise<void> = () => Promise.resolve();

  setInputDevicesAsync(options: { audioDeviceId?: string }): Promise<void> {
    this.log.push(`setInputDevice(${String(options.audioDeviceId)})`);
    return this.inputDeviceBehaviour(options.audioDeviceId);
  }

  setOutputDeviceAsync(options: { outputDeviceId?: string }): Promise<void> {
    this.log.push(`setOutputDevice(${String(options.outputDeviceId)})`);
    return Promise.resolve();
  }

  resumeAudio(): Promise<void> {
    this.log.push('resumeAudio');
    return Promise.resolve();
  }

  on<E extends ConnectionEvent>(event: E, handler: WebCallEvents[E]): this {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler);
    return this;
  }

  off<E extends ConnectionEvent>(event: E, handler: WebCallEvents[E]): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  /** The platform's side: emits one client event to the hook's listeners. */
  emit<E extends ConnectionEvent>(event: E, ...args: Parameters<WebCallEvents[E]>): void {
    for (const handler of [...(this.handlers.get(event) ?? [])])
      (handler as (...a: unknown[]) => void)(...args);
  }

  listenerCount(): number {
    return [...this.handlers.values()].reduce((sum, set) => sum + set.size, 0);
  }
}
