/** The subset of daily-js's advanced config that the official SDK's constructor accepts. */
export interface DailyCallConfig {
  avoidEval?: boolean;
  alwaysIncludeMicInPermissionPrompt?: boolean;
}

/** The subset of daily-js's call-object options that the official SDK's constructor accepts. */
export interface DailyCallObjectOptions {
  audioSource?: string | boolean | MediaStreamTrack;
  videoSource?: string | boolean | MediaStreamTrack;
  /** Start the call with the microphone muted (the debate starts muted: 'Join Debate'). */
  startAudioOff?: boolean;
}
