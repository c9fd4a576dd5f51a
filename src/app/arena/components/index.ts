export { ArenaHeader } from './arena-header';
export type { ArenaHeaderProps, ArenaStatus } from './arena-header';
export { formatElapsed, TIMER_TICK_MS, useElapsedSeconds } from './elapsed-time';
export { ParticipantCard } from './participant-card';
export type { ParticipantCardProps } from './participant-card';
export { ParticipantRow } from './participant-row';
export type { ParticipantRowProps } from './participant-row';
export {
  DEFAULT_SPEAKER_NAME,
  DEFAULT_SPEAKER_SUBTITLE,
  DEFAULT_STATEMENT,
  SpeakerCard,
} from './speaker-card';
export type { SpeakerCardProps } from './speaker-card';
export { MIC_BUTTON_NAME, MIC_HINT_LIVE, MIC_HINT_MUTED, MicButton } from './mic-button';
export type { MicButtonProps } from './mic-button';
export { SCROLLBAR_HIDE_DELAY_MS, TranscriptPanel } from './transcript-panel';
export { TranscriptActions } from './transcript-actions';
export type { TranscriptPanelProps } from './transcript-panel';
export { ChallengeArsenal } from './challenge-arsenal';
export { CHALLENGE_BOX_LABEL, ChallengeBox, MAX_CHALLENGE_CHARS } from './challenge-box';
export type { ChallengeBoxProps } from './challenge-box';
export type { ChallengeArsenalProps } from './challenge-arsenal';
export { LOADING_TEXT, LoadingScreen, ReconnectingNotice } from './loading-screen';
export { MIC_DENIED_MESSAGE, MIC_DENIED_TITLE, MicDeniedScreen } from './mic-denied-screen';
export type { MicDeniedScreenProps } from './mic-denied-screen';
export { ConnectionErrorScreen, TROUBLESHOOTING_STEPS } from './connection-error-screen';
export type { ConnectionErrorScreenProps } from './connection-error-screen';
export { DIAGNOSTIC_LABELS, runDiagnostics } from './diagnostics';
export type { Diagnostic, DiagnosticsEnvironment } from './diagnostics';
export { VolumeMeter } from './volume-meter';
export type { VolumeMeterProps } from './volume-meter';
export { RecapCard } from './recap-card';
export { ArgumentMapView } from './argument-map-view';
export { browserDevices, DeviceSettings } from './device-settings';
export type { AudioDevice, DeviceSettingsProps, DeviceSource } from './device-settings';
export { AudioBlockedNotice, useAudioGesture } from './audio-blocked-notice';
