/** What the client core needs from a media transport (Daily or WebSocket); it never knows which it drives. */
export interface CallTransport {
  /** Connects and resolves once audio can flow; rejects with the reason otherwise. */
  join(): Promise<void>;
  /** Sends one app message (a string, usually JSON) to the platform. */
  sendMessage(message: string): void;
  setMuted(muted: boolean): Promise<void>;
  isMuted(): boolean;
  /** The summed remote audio level right now, 0..1 (not normalised). */
  remoteLevel(): number;
  /** Leaves and releases every resource: sockets, tracks, audio nodes, timers. Safe to call twice. */
  leave(): Promise<void>;
}

export interface TransportEvents {
  onAppMessage(data: string): void;
  onLeft(): void;
  onError(error: Error): void;
}
