import { useEffect, useState } from 'react';

/** How often the microphone's level is read. */
export const MIC_LEVEL_SAMPLE_MS = 100;
/** RMS above which the visitor counts as heard (the same scale as the remote level's speaking threshold). */
export const MIC_HEARD_RMS = 0.01;
/** RMS shown as a full meter. */
export const MIC_FULL_RMS = 0.15;
/** Unmuted this long with nothing above MIC_HEARD_RMS, the arena says "We can't hear you". */
export const MIC_SILENT_HINT_MS = 10_000;

export interface MicLevel {
  /** The visitor's microphone level now, 0 to 1; 0 while muted. */
  level: number;
  /** Unmuted for MIC_SILENT_HINT_MS and nothing heard in that time. */
  silent: boolean;
}

/** What the hook needs of the browser, injectable for tests. */
export interface MicLevelSource {
  /** Opens this input device, or the browser's default when it is undefined. */
  open(deviceId?: string): Promise<{ read(): number; close(): void }>;
}

/** The browser's microphone through an AnalyserNode: the RMS of the latest 512 samples. */
export const browserMicLevelSource: MicLevelSource = {
  async open(deviceId) {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: deviceId ? { deviceId: { exact: deviceId } } : true,
    });
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    const source = context.createMediaStreamSource(stream);
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    return {
      read() {
        analyser.getFloatTimeDomainData(samples);
        let sum = 0;
        for (const sample of samples) sum += sample * sample;
        return Math.sqrt(sum / samples.length);
      },
      close() {
        source.disconnect();
        for (const track of stream.getTracks()) track.stop();
        void context.close();
      },
    };
  },
};

/**
 * The visitor's own microphone level while `listening` (live and unmuted), so that they can see they are heard,
 * and whether it has stayed silent long enough to say so. The microphone is read apart from the call's own
 * capture, and released as soon as the visitor mutes or leaves.
 */
export function useMicLevel(
  listening: boolean,
  deviceId?: string,
  source: MicLevelSource = browserMicLevelSource,
): MicLevel {
  const [state, setState] = useState<MicLevel & { for: boolean }>({ level: 0, silent: false, for: false });
  useEffect(() => {
    if (!listening) return;
    let closed = false;
    let input: { read(): number; close(): void } | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const since = Date.now();
    let lastHeard = since;
    source.open(deviceId).then(
      (opened) => {
        if (closed) return opened.close();
        input = opened;
        timer = setInterval(() => {
          const rms = opened.read();
          const now = Date.now();
          if (rms > MIC_HEARD_RMS) lastHeard = now;
          setState({
            level: Math.min(1, rms / MIC_FULL_RMS),
            silent: now - lastHeard >= MIC_SILENT_HINT_MS,
            for: true,
          });
        }, MIC_LEVEL_SAMPLE_MS);
      },
      (error: unknown) => console.warn('mic level: the microphone could not be read', error),
    );
    return () => {
      closed = true;
      clearInterval(timer);
      input?.close();
      setState({ level: 0, silent: false, for: false });
    };
  }, [listening, deviceId, source]);
  return listening && state.for ? { level: state.level, silent: state.silent } : { level: 0, silent: false };
}
