import { Settings2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import './device-settings.css';

export interface AudioDevice {
  deviceId: string;
  label: string;
}

/** What the picker needs of the browser, injectable for tests. */
export interface DeviceSource {
  list(): Promise<{ inputs: AudioDevice[]; outputs: AudioDevice[] }>;
  /** Calls back whenever a device is plugged in or out; returns what stops listening. */
  watch(onChange: () => void): () => void;
  /** The browser can choose where sound plays (AudioContext.setSinkId). */
  canChooseOutput: boolean;
}

export const browserDevices: DeviceSource = {
  async list() {
    const devices = (await navigator.mediaDevices?.enumerateDevices()) ?? [];
    const of = (kind: MediaDeviceKind) =>
      devices
        .filter((d) => d.kind === kind && d.deviceId)
        .map((d, i) => ({
          deviceId: d.deviceId,
          label: d.label || `${kind === 'audioinput' ? 'Microphone' : 'Speaker'} ${i + 1}`,
        }));
    return { inputs: of('audioinput'), outputs: of('audiooutput') };
  },
  watch(onChange) {
    navigator.mediaDevices?.addEventListener('devicechange', onChange);
    return () => navigator.mediaDevices?.removeEventListener('devicechange', onChange);
  },
  canChooseOutput: typeof AudioContext !== 'undefined' && 'setSinkId' in AudioContext.prototype,
};

export interface DeviceSettingsProps {
  /** The microphone in use (undefined: the browser's default). */
  inputId: string | undefined;
  onInput: (deviceId: string) => void;
  onOutput: (deviceId: string) => Promise<void>;
  /** Why the microphone cannot be used; the settings open with it. */
  microphoneProblem: string | null;
  source?: DeviceSource;
}

/**
 * The visitor's microphone and, where the browser allows it, speaker: two pickers kept up to date as devices come
 * and go. Folded away until wanted, and opened when the microphone is lost.
 */
export function DeviceSettings({
  inputId,
  onInput,
  onOutput,
  microphoneProblem,
  source = browserDevices,
}: DeviceSettingsProps) {
  const [devices, setDevices] = useState<{ inputs: AudioDevice[]; outputs: AudioDevice[] }>({
    inputs: [],
    outputs: [],
  });
  const [outputId, setOutputId] = useState<string | undefined>(undefined);
  const [outputProblem, setOutputProblem] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    let live = true;
    const refresh = () =>
      void source.list().then(
        (listed) => live && setDevices(listed),
        (error: unknown) => console.warn('devices: the list could not be read', error),
      );
    refresh();
    const unwatch = source.watch(refresh);
    return () => {
      live = false;
      unwatch();
    };
  }, [source]);

  const chooseOutput = (deviceId: string) => {
    setOutputId(deviceId);
    onOutput(deviceId).then(
      () => setOutputProblem(null),
      (error: unknown) => setOutputProblem(error instanceof Error ? error.message : String(error)),
    );
  };

  return (
    <details className="arena-surface device-settings" open={microphoneProblem ? true : undefined}>
      <summary className="device-settings__summary">
        <Settings2 aria-hidden="true" size={18} />
        {microphoneProblem ? 'Microphone lost: choose another' : 'Audio devices'}
      </summary>
      {microphoneProblem && (
        <p className="device-settings__problem" role="alert">
          {microphoneProblem}
        </p>
      )}
      <div className="device-settings__fields">
        <label htmlFor={`${id}-input`}>Microphone</label>
        <select
          id={`${id}-input`}
          value={inputId ?? devices.inputs[0]?.deviceId ?? ''}
          onChange={(event) => onInput(event.target.value)}
          disabled={devices.inputs.length === 0}
        >
          {devices.inputs.length === 0 && <option value="">No microphone found</option>}
          {devices.inputs.map((device) => (
            <option key={device.deviceId} value={device.deviceId}>
              {device.label}
            </option>
          ))}
        </select>
        {source.canChooseOutput && devices.outputs.length > 0 && (
          <>
            <label htmlFor={`${id}-output`}>Speaker</label>
            <select
              id={`${id}-output`}
              value={outputId ?? devices.outputs[0]?.deviceId}
              onChange={(event) => chooseOutput(event.target.value)}
            >
              {devices.outputs.map((device) => (
                <option key={device.deviceId} value={device.deviceId}>
                  {device.label}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      {outputProblem && (
        <p className="device-settings__problem" role="alert">
          {outputProblem}
        </p>
      )}
    </details>
  );
}
