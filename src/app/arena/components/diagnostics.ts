/** One line of the error screen's System Diagnostics (spec section 8): a fixed label and a mark, nothing else. */
export interface Diagnostic {
  label: string;
  pass: boolean;
}

export interface DiagnosticsEnvironment {
  publicKey?: string;
  navigator?: Navigator;
  location?: Location;
  WebSocket?: unknown;
}

export const DIAGNOSTIC_LABELS = {
  key: 'Voice key configured',
  media: 'Media devices available',
  webSocket: 'WebSocket supported',
  secure: 'Secure connection (HTTPS or localhost)',
  online: 'Internet online',
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function isSecure(location: Location | undefined): boolean {
  if (!location) return false;
  return location.protocol === 'https:' || LOCAL_HOSTS.has(location.hostname);
}

/**
 * The five checks of spec section 8, from an environment the caller hands in (the browser's, or a fake in tests).
 * The key is only tested for presence: no part of it is ever copied into the result.
 */
export function runDiagnostics(env: DiagnosticsEnvironment): Diagnostic[] {
  const { navigator, location } = env;
  return [
    { label: DIAGNOSTIC_LABELS.key, pass: typeof env.publicKey === 'string' && env.publicKey.trim() !== '' },
    {
      label: DIAGNOSTIC_LABELS.media,
      pass: typeof navigator?.mediaDevices?.getUserMedia === 'function',
    },
    { label: DIAGNOSTIC_LABELS.webSocket, pass: typeof env.WebSocket === 'function' },
    { label: DIAGNOSTIC_LABELS.secure, pass: isSecure(location) },
    { label: DIAGNOSTIC_LABELS.online, pass: navigator?.onLine === true },
  ];
}
