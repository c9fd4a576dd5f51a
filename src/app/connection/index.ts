export {
  Connection,
  CONNECT_DEFER_MS,
  DEFAULT_PLATFORM_NAME,
  RECONNECT_DELAY_MS,
  type ConnectionOptions,
} from './connection';
export {
  useVoiceConnection,
  type VoiceConnection,
  type VoiceConnectionOptions,
} from './use-voice-connection';
export type { ConnectionStatus, VoiceConnectionState } from './connection-state';
export type { ConnectTarget, ConnectionEvent, WebCallLike } from './web-call-like';
export {
  checkMicrophone,
  MICROPHONE_FAILED,
  NO_AUDIO_INPUT,
  type MicrophoneDevices,
} from './check-microphone';
export { debateConnectTarget, type DebateCallIds } from './debate-target';
export { assistantSpeechOf, floorChangeOf, invitesVisitor, type FloorChange } from './floor';
export { isOnAir } from './connection-state';
