// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeviceSettings, type AudioDevice, type DeviceSource } from './device-settings';

afterEach(cleanup);

function devices(canChooseOutput = true) {
  let inputs: AudioDevice[] = [
    { deviceId: 'default', label: 'Default - Built-in Microphone' },
    { deviceId: 'usb', label: 'USB Headset' },
  ];
  const outputs: AudioDevice[] = [{ deviceId: 'default', label: 'Default - Speakers' }];
  let changed: () => void = () => {};
  const source: DeviceSource = {
    list: () => Promise.resolve({ inputs, outputs }),
    watch: (onChange) => {
      changed = onChange;
      return () => (changed = () => {});
    },
    canChooseOutput,
  };
  return {
    source,
    unplug: async (deviceId: string) => {
      inputs = inputs.filter((d) => d.deviceId !== deviceId);
      await act(async () => changed());
    },
  };
}

describe('DeviceSettings', () => {
  it('lists the microphones and speakers, and follows devices as they are unplugged', async () => {
    const { source, unplug } = devices();
    const onInput = vi.fn();
    render(
      <DeviceSettings
        inputId={undefined}
        onInput={onInput}
        onOutput={() => Promise.resolve()}
        microphoneProblem={null}
        source={source}
      />,
    );
    await userEvent.click(screen.getByText('Audio devices'));
    const microphone = await screen.findByRole('combobox', { name: 'Microphone' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Default - Built-in Microphone',
      'USB Headset',
      'Default - Speakers',
    ]);
    await userEvent.selectOptions(microphone, 'usb');
    expect(onInput).toHaveBeenCalledWith('usb');
    await unplug('usb');
    expect(screen.queryByRole('option', { name: 'USB Headset' })).toBeNull();
  });

  it('offers no speaker picker where the browser cannot choose one', async () => {
    const { source } = devices(false);
    render(
      <DeviceSettings
        inputId={undefined}
        onInput={() => {}}
        onOutput={() => Promise.resolve()}
        microphoneProblem={null}
        source={source}
      />,
    );
    await screen.findByRole('option', { name: 'USB Headset' });
    expect(screen.queryByRole('combobox', { name: 'Speaker' })).toBeNull();
  });

  it('opens itself with the problem when the microphone is lost, and shows why a speaker failed', async () => {
    const { source } = devices();
    render(
      <DeviceSettings
        inputId={undefined}
        onInput={() => {}}
        onOutput={() => Promise.reject(new Error('The speaker could not be used: NotFoundError'))}
        microphoneProblem="Microphone lost: it was unplugged or switched off, and no other one could be opened."
        source={source}
      />,
    );
    expect(screen.getByText('Microphone lost: choose another')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^Microphone lost/);
    const speaker = await screen.findByRole('combobox', { name: 'Speaker' });
    await userEvent.selectOptions(speaker, 'default');
    expect(await screen.findByText('The speaker could not be used: NotFoundError')).toBeTruthy();
  });
});
