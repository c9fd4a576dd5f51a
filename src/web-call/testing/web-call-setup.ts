import { vi } from 'vitest';
import type { TransportOptions } from '../transport';
import { WebCall, type WebCallInternals } from '../web-call';
import { FakeTransport } from './fake-transport';

interface Recorded {
  url: string;
  authorization: string | null;
  body: Record<string, unknown>;
  signal: AbortSignal | undefined;
}

export const CALL = { id: 'call-1', webCallUrl: 'ws://platform.test/call/call-1/transport' };

/** A fetch that records requests and answers POST /call/web with a call, or with what `respond` returns. */
export function platformFetch(
  respond: () => Response | Promise<Response> = () => Response.json(CALL, { status: 201 }),
) {
  const requests: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: String(input),
      authorization: new Headers(init?.headers).get('authorization'),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      signal: init?.signal ?? undefined,
    });
    return respond();
  });
  return { requests, fetch: fetch as unknown as typeof globalThis.fetch };
}

export function setupWebCall(
  internals: Partial<WebCallInternals> = {},
  respond?: () => Response | Promise<Response>,
) {
  const platform = platformFetch(respond);
  const transports: FakeTransport[] = [];
  const client = new WebCall(
    'public-key',
    'https://platform.test',
    undefined,
    { startAudioOff: true },
    {
      fetch: platform.fetch,
      isMobile: () => false,
      createTransport: async (options: TransportOptions) => {
        const transport = new FakeTransport(options);
        transports.push(transport);
        return transport;
      },
      ...internals,
    },
  );
  const events: string[] = [];
  for (const name of ['call-start', 'call-end', 'speech-start', 'speech-end'] as const) {
    client.on(name, () => events.push(name));
  }
  client.on('message', (m) => events.push(`message:${m.type}:${String(m.status ?? '')}`));
  client.on('error', (e) => events.push(`error:${e instanceof Error ? e.message : JSON.stringify(e)}`));
  return { client, platform, transports, events };
}
