import { act, cleanup, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { WebCallError } from '../../../web-call';
import { FakeWebCall } from './fake-web-call';
import {
  useVoiceConnection,
  type VoiceConnection,
  type VoiceConnectionOptions,
} from '../use-voice-connection';

// The connect hook's test harness: a fake client, the hook rendered (optionally under StrictMode), and what it
// reported, phase by phase.

/** One word for where the connection stands, for asserting sequences. */
export function phase(connection: VoiceConnection): string {
  const parts = [
    connection.loading && 'loading',
    connection.connected && 'connected',
    connection.error !== null && `error: ${connection.error}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'idle';
}

export interface SetupOptions extends Partial<VoiceConnectionOptions> {
  strict?: boolean;
  /** Runs inside the hook's component after the hook, as the arena would. */
  consumer?: (connection: VoiceConnection) => void;
}

export function setup({ strict = false, consumer, ...options }: SetupOptions = {}) {
  const client = new FakeWebCall();
  const createClient = vi.fn(() => client);
  const onError = vi.fn<(error: WebCallError) => void>();
  /** The messages of the errors reported so far, in order. */
  const reported = () => onError.mock.calls.map(([error]) => error.message);
  const onCallStart = vi.fn();
  const onCallEnd = vi.fn();
  const phases: string[] = [];
  const view = renderHook(
    () => {
      const connection = useVoiceConnection({ createClient, onError, onCallStart, onCallEnd, ...options });
      consumer?.(connection);
      if (phases.at(-1) !== phase(connection)) phases.push(phase(connection));
      return connection;
    },
    strict ? { wrapper: StrictMode } : {},
  );
  const hook = () => view.result.current;
  return {
    client,
    createClient,
    onError,
    reported,
    onCallStart,
    onCallEnd,
    phases,
    hook,
    unmount: view.unmount,
  };
}

/** Lets `ms` of fake time pass, with the promises it settles, inside act(). */
export async function elapse(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** A start() that waits until the test settles it. */
export function heldStart(client: FakeWebCall): { settle: (call: unknown) => Promise<void> } {
  let resolve: (call: unknown) => void = () => {};
  client.startBehaviour = () => new Promise((r) => (resolve = r));
  return {
    settle: async (call) => {
      await act(async () => resolve(call));
    },
  };
}

/** Every test of the file on fake timers, its rendered hook unmounted after it. */
export function withFakeTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}
