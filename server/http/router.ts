import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './errors';
import { storable } from '../../src/protocol';

export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  params: Record<string, string>;
  url: URL;
}

export type RouteHandler = (ctx: RouteContext) => Promise<void> | void;

interface Route {
  method: string;
  segments: string[];
  handler: RouteHandler;
}

/** A small method + path matcher: `/call/:id` style patterns, exact segment counts. */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: RouteHandler): this {
    this.routes.push({ method, segments: pattern.split('/').filter(Boolean), handler });
    return this;
  }

  /** Whether a route with this method and pattern (`/call/:id`) is there already. */
  has(method: string, pattern: string): boolean {
    const segments = pattern.split('/').filter(Boolean);
    return this.routes.some(
      (route) =>
        route.method === method &&
        route.segments.length === segments.length &&
        route.segments.every((s, i) =>
          s.startsWith(':') ? segments[i]?.startsWith(':') : s === segments[i],
        ),
    );
  }

  /**
   * Returns the handler for the request, undefined for an unknown path; throws 405 (with its Allow header) for a known
   * path with another method.
   */
  match(
    method: string,
    pathname: string,
  ): { handler: RouteHandler; params: Record<string, string> } | undefined {
    const parts = pathname.split('/').filter(Boolean);
    const allowed: string[] = [];
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      allowed.push(route.method);
      if (route.method === method) return { handler: route.handler, params };
    }
    if (allowed.length > 0) {
      throw new HttpError(405, `${method} is not supported on ${pathname}: use ${allowed.join(' or ')}.`, {
        allow: allowed.join(', '),
      });
    }
    return undefined;
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | undefined {
  if (pattern.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] as string;
    const actual = parts[i] as string;
    if (expected.startsWith(':')) params[expected.slice(1)] = decodeSegment(actual);
    else if (expected !== actual) return undefined;
  }
  return params;
}

function decodeSegment(segment: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, `Malformed percent-encoding in '${segment.slice(0, 100)}'.`);
  }
  if (!storable(decoded))
    throw new HttpError(400, `A NUL character in '${segment.slice(0, 100)}': no id holds one.`);
  return decoded;
}
