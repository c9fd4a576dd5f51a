import type { DailyAdvancedConfig, DailyFactoryOptions } from '@daily-co/daily-js';
import type { WebCallResponse } from '../../platform-api';
import type { DailyCallConfig, DailyCallObjectOptions } from '../options';
import type { TransportOptions } from '../transport';

/** What the transport needs to know about a created call before it touches daily-js. */
export interface DailyCallPlan {
  url: string;
  /** A Daily meeting token; when video recording is on, it starts the cloud recording on join. */
  token: string | undefined;
  videoRecordingEnabled: boolean;
  /** Subscribe to the assistant's video too: recorded calls and video avatar voices. */
  subscribeToVideo: boolean;
  factoryOptions: DailyFactoryOptions;
}

/** The remote participant that carries the assistant's audio and video. */
export const ASSISTANT_USER_NAME = 'Vapi Speaker';

/** Voice providers whose assistant is a video avatar. */
const VIDEO_VOICE_PROVIDERS = new Set(['tavus']);

/**
 * Reads the created call into a plan. `startMuted` decides startAudioOff; `dailyCallObject.startAudioOff` is
 * not read (the core derives startMuted from it). Throws when the call has no webCallUrl.
 */
export function planDailyCall({
  call,
  startMuted,
  dailyCallConfig = {},
  dailyCallObject = {},
}: Pick<TransportOptions, 'call' | 'startMuted'> & {
  dailyCallConfig?: DailyCallConfig;
  dailyCallObject?: DailyCallObjectOptions;
}): DailyCallPlan {
  if (!call.webCallUrl) throw new Error('The platform returned a call without a webCallUrl.');
  const videoRecordingEnabled = call.artifactPlan?.videoRecordingEnabled ?? false;
  const videoVoice = VIDEO_VOICE_PROVIDERS.has(call.assistant?.voice?.provider ?? '');
  return {
    url: call.webCallUrl,
    token: readCallToken(call),
    videoRecordingEnabled,
    subscribeToVideo: videoRecordingEnabled || videoVoice,
    factoryOptions: {
      audioSource: safeAudioSource(dailyCallObject.audioSource),
      videoSource: dailyCallObject.videoSource ?? videoRecordingEnabled,
      startAudioOff: startMuted,
      dailyConfig: safeDailyConfig(dailyCallConfig),
    },
  };
}

function readCallToken(call: WebCallResponse): string | undefined {
  // The platform sends a meeting token for recorded calls; it is data from the network, so check its type.
  const token: unknown = call.transport?.callToken;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

// Chrome 140+ fails to open the microphone later in the call when the call object starts without an audio
// source, or when the permission prompt leaves the microphone out; both settings are refused here.
function safeAudioSource(source: DailyCallObjectOptions['audioSource']): DailyFactoryOptions['audioSource'] {
  if (source !== false) return source ?? true;
  console.warn('web-call: audioSource false breaks the microphone on Chrome 140+; using the default device.');
  return true;
}

function safeDailyConfig(config: DailyCallConfig): DailyAdvancedConfig {
  const { alwaysIncludeMicInPermissionPrompt, ...rest } = config;
  if (alwaysIncludeMicInPermissionPrompt !== false) return { ...config };
  console.warn('web-call: alwaysIncludeMicInPermissionPrompt false breaks Chrome 140+; ignoring it.');
  return rest;
}
