export const MICROPHONE_FAILED = 'Microphone access failed: ';
export const NO_AUDIO_INPUT = 'No audio input devices found.';

/** The part of `navigator.mediaDevices` the check uses (`MediaDevices` satisfies it). */
export interface MicrophoneDevices {
  getUserMedia(constraints: { audio: true }): Promise<{ getTracks(): { stop(): void }[] }>;
  enumerateDevices(): Promise<{ kind: string }[]>;
}

/**
 * The mic test and device check before connecting (spec section 5): opens the microphone once and closes it
 * again, then requires at least one audio input device. Rejects with the texts of spec section 8.
 */
export async function checkMicrophone(
  media: MicrophoneDevices | undefined = globalThis.navigator?.mediaDevices,
): Promise<void> {
  // navigator.mediaDevices is undefined outside a secure context (HTTPS or localhost).
  if (!media)
    throw new Error(`${MICROPHONE_FAILED}media devices are not available (a secure connection is needed)`);
  let stream: Awaited<ReturnType<MicrophoneDevices['getUserMedia']>>;
  try {
    stream = await media.getUserMedia({ audio: true });
  } catch (error) {
    throw new Error(MICROPHONE_FAILED + (error instanceof Error ? error.message : String(error)), {
      cause: error,
    });
  }
  // The test only proves access: the call opens its own track, so this one must not stay live.
  for (const track of stream.getTracks()) track.stop();
  const devices = await media.enumerateDevices();
  if (!devices.some((device) => device.kind === 'audioinput')) throw new Error(NO_AUDIO_INPUT);
}
