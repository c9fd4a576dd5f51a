import type { Debate } from '../debates';
import { DEFAULT_BASE_URL, PlatformUnreachableError } from '../platform-api';

export interface AppConfig {
  publicKey: string;
  apiUrl: string;
  /** debate id -> squad id */
  squads: Record<string, string>;
  /** debate assistant key -> assistant id (the fallback where a debate has no squad) */
  assistants: Record<string, string>;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value as Record<string, unknown>).every((v) => typeof v === 'string')
  );
}

/**
 * The hosted platform's configuration, read from the build-time environment: undefined when the app was built with
 * no public key (local mode). Squads come from `VITE_SQUAD_ID_<DEBATE>` (`VITE_SQUAD_ID_FREE_WILL` for
 * free-will-debate), assistants from `VITE_ASSISTANT_ID_<KEY>`, as `npm run provision` writes them.
 */
export function hostedAppConfig(env: Record<string, unknown> = import.meta.env): AppConfig | undefined {
  const hostedKey = env.VITE_VAPI_PUBLIC_KEY;
  if (typeof hostedKey !== 'string' || hostedKey === '') return undefined;
  const squads: Record<string, string> = {};
  const assistants: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (typeof value !== 'string' || value === '') continue;
    const squad = /^VITE_SQUAD_ID_(\w+)$/.exec(name)?.[1];
    if (squad) squads[`${squad.toLowerCase().replace(/_/g, '-')}-debate`] = value;
    const assistant = /^VITE_ASSISTANT_ID_(\w+)$/.exec(name)?.[1];
    if (assistant) assistants[assistant.toLowerCase()] = value;
  }
  const apiUrl = env.VITE_VAPI_API_URL;
  return {
    publicKey: hostedKey,
    apiUrl: typeof apiUrl === 'string' && apiUrl !== '' ? apiUrl : DEFAULT_BASE_URL,
    squads,
    assistants,
  };
}

/** This build's hosted configuration, read once: the environment is fixed at build time. */
const builtForHosted = hostedAppConfig();
/** The app runs on the hosted platform (else on the local one, which served it). */
export const isHostedBuild = builtForHosted !== undefined;

/**
 * Whether a debate can be joined. Built for the hosted platform, exactly the debates it has squads for; on the local
 * platform, the catalogue's flag, which the content sets (the local platform seeds a squad for each debate with
 * content, and a test holds the flag to it).
 */
export function isPlayable(debate: Debate, hosted: AppConfig | undefined = builtForHosted): boolean {
  return hosted ? debate.id in hosted.squads : debate.isSquadEnabled;
}

/**
 * Hosted mode reads its build-time environment; local mode (no key at build time) asks the local platform that
 * served the page for its public key and the ids of the seeded squads.
 */
export async function loadAppConfig(): Promise<AppConfig> {
  if (builtForHosted) return builtForHosted;
  let response: Response;
  try {
    response = await fetch('/app-config.json');
  } catch (error) {
    // fetch says only 'Failed to fetch' when the platform that served the page is down.
    throw new PlatformUnreachableError(window.location.origin, error);
  }
  if (!response.ok) {
    throw new Error(
      `The local platform did not send its configuration (HTTP ${response.status}). Start the app with npm start, or build it with VITE_VAPI_PUBLIC_KEY set.`,
    );
  }
  const body = (await response.json()) as { publicKey?: unknown; squads?: unknown; assistants?: unknown };
  if (
    typeof body.publicKey !== 'string' ||
    !isStringRecord(body.squads) ||
    !isStringRecord(body.assistants)
  ) {
    throw new Error('The local platform sent a malformed configuration: restart it with npm start.');
  }
  return {
    publicKey: body.publicKey,
    apiUrl: window.location.origin,
    squads: body.squads,
    assistants: body.assistants,
  };
}
