import { DEFAULT_BASE_URL } from '../platform-api';

export interface AppConfig {
  publicKey: string;
  apiUrl: string;
  /** debate id -> squad id */
  squads: Record<string, string>;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value as Record<string, unknown>).every((v) => typeof v === 'string')
  );
}

/**
 * Hosted mode reads its build-time environment; local mode (no key at build time) asks the local platform that
 * served the page for its public key and the ids of the seeded squads.
 */
export async function loadAppConfig(): Promise<AppConfig> {
  const env = import.meta.env;
  const hostedKey = env.VITE_VAPI_PUBLIC_KEY as string | undefined;
  if (hostedKey) {
    const squads: Record<string, string> = {};
    for (const [name, value] of Object.entries(env)) {
      const match = /^VITE_SQUAD_ID_(\w+)$/.exec(name);
      if (match?.[1] && typeof value === 'string') {
        squads[`${match[1].toLowerCase().replace(/_/g, '-')}-debate`] = value;
      }
    }
    return {
      publicKey: hostedKey,
      apiUrl: (env.VITE_VAPI_API_URL as string | undefined) || DEFAULT_BASE_URL,
      squads,
    };
  }
  const response = await fetch('/app-config.json');
  if (!response.ok) {
    throw new Error(
      `The local platform did not send its configuration (HTTP ${response.status}). Start the app with npm start, or build it with VITE_VAPI_PUBLIC_KEY set.`,
    );
  }
  const body = (await response.json()) as { publicKey?: unknown; squads?: unknown };
  if (typeof body.publicKey !== 'string' || !isStringRecord(body.squads)) {
    throw new Error('The local platform sent a malformed configuration: restart it with npm start.');
  }
  return { publicKey: body.publicKey, apiUrl: window.location.origin, squads: body.squads };
}
