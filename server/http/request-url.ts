import { HttpError } from './errors';

/**
 * The URL of a request as sent in its request line ("/call/abc?limit=5"), parsed against a fixed base so that
 * neither its host nor a malformed target ("//[", "http://[") can reach past it: a 400, never a throw elsewhere.
 */
export function requestUrl(target: string | undefined): URL {
  const raw = target ?? '/';
  try {
    // "//host/path" and absolute forms would name another host: read them as a path on ours.
    const url = new URL(`http://local${raw.startsWith('/') ? raw : `/${raw}`}`);
    if (url.host !== 'local') throw new TypeError('host changed');
    return url;
  } catch {
    throw new HttpError(400, `Malformed request target '${raw.slice(0, 100)}'.`);
  }
}
