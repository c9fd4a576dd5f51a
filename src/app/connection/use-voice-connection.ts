import { useEffect, useState, useSyncExternalStore } from 'react';
import { Connection, type ConnectionOptions } from './connection';
import type { VoiceConnectionState } from './connection-state';
import type { ConnectTarget } from './web-call-like';

export interface VoiceConnectionOptions extends ConnectionOptions {
  /** Connect to this target as soon as it is given (null or absent: wait for connect()). */
  autoConnect?: ConnectTarget | null;
}

/** The connection's state as the arena reads it, with its commands (see `Connection`). */
export interface VoiceConnection extends VoiceConnectionState {
  /** status === 'connected': the platform is listening. */
  connected: boolean;
  /** status === 'connecting'. */
  loading: boolean;
  connect: (target: ConnectTarget) => boolean;
  disconnect: () => void;
  reset: () => void;
  switchAssistant: (assistantId: string) => void;
  setMuted: (muted: boolean) => void;
  toggleMute: () => void;
  sendMessage: (text: string) => void;
  requestEnd: (how: 'end-call' | { instruction: string }) => void;
  enableAudio: () => void;
  setInputDevice: (deviceId: string) => Promise<void>;
  setOutputDevice: (deviceId: string) => Promise<void>;
}

/**
 * The connect hook of spec section 4: a `Connection` for the component's life, its state read with
 * useSyncExternalStore. Unmounting (and StrictMode's simulated unmount) releases everything it started.
 */
export function useVoiceConnection(options: VoiceConnectionOptions): VoiceConnection {
  const [connection] = useState(() => new Connection(options));
  useEffect(() => connection.setOptions(options));
  useEffect(() => connection.attach(), [connection]);
  const state = useSyncExternalStore(connection.subscribe, connection.getSnapshot);
  const [commands] = useState(() => ({
    connect: (target: ConnectTarget) => connection.connect(target),
    disconnect: () => connection.disconnect(),
    reset: () => connection.reset(),
    switchAssistant: (assistantId: string) => connection.switchAssistant(assistantId),
    setMuted: (muted: boolean) => connection.setMuted(muted),
    toggleMute: () => connection.toggleMute(),
    sendMessage: (text: string) => connection.sendMessage(text),
    requestEnd: (how: 'end-call' | { instruction: string }) => connection.requestEnd(how),
    enableAudio: () => connection.enableAudio(),
    setInputDevice: (deviceId: string) => connection.setInputDevice(deviceId),
    setOutputDevice: (deviceId: string) => connection.setOutputDevice(deviceId),
  }));

  const auto = options.autoConnect;
  const autoSquadId = auto && 'squadId' in auto ? auto.squadId : null;
  const autoAssistantId = auto && 'assistantId' in auto ? auto.assistantId : null;
  // By value, so that a target written afresh at each render does not connect again.
  const autoOverrides =
    auto && 'assistantOverrides' in auto && auto.assistantOverrides
      ? JSON.stringify(auto.assistantOverrides)
      : null;
  useEffect(() => {
    if (autoSquadId) connection.connect({ squadId: autoSquadId });
    else if (autoAssistantId) {
      connection.connect({
        assistantId: autoAssistantId,
        ...(autoOverrides && { assistantOverrides: JSON.parse(autoOverrides) as Record<string, unknown> }),
      });
    }
  }, [autoSquadId, autoAssistantId, autoOverrides, connection]);

  return {
    ...state,
    connected: state.status === 'connected',
    loading: state.status === 'connecting',
    ...commands,
  };
}
