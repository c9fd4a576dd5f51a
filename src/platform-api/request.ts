import { PlatformApiError, PlatformUnreachableError } from './errors';

export const DEFAULT_BASE_URL = 'https://api.vapi.ai';

export interface RequestOptions {
  baseUrl: string;
  token: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** One HTTP path for every platform call: bearer auth, JSON in and out, a typed error for a non-ok status. */
export async function request<T>(options: RequestOptions): Promise<T> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const url = new URL(
    options.path.replace(/^\//, ''),
    options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
  );
  let response: Response;
  try {
    response = await doFetch(url, {
      method: options.method,
      headers: {
        authorization: `Bearer ${options.token}`,
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
      ...(options.signal && { signal: options.signal }),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // fetch says only 'Failed to fetch': say what could not be reached and what to do.
    throw new PlatformUnreachableError(url.origin, error);
  }
  const text = await response.text();
  let data: unknown = text;
  if (text !== '' && (response.headers.get('content-type') ?? '').includes('json')) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) throw new PlatformApiError(response.status, data, response);
  return data as T;
}
