import type { IncomingMessage } from 'node:http';
import { storable } from '../../src/protocol';
import { HttpError } from './errors';

export const MAX_BODY_BYTES = 1024 * 1024;
/** Deeper JSON than any platform DTO needs; a deeper body is refused before it is stored or walked. */
export const MAX_JSON_DEPTH = 32;

/**
 * Reads a JSON object body, refusing a non-JSON content type (415), an oversized (413), malformed, too deeply
 * nested or non-object payload (400), each with a message that says what to send instead.
 */
export async function readJsonObject(
  req: IncomingMessage,
  maxBytes = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(
      415,
      `Send the body as JSON with content-type application/json (got '${type || 'none'}').`,
    );
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw new HttpError(413, `Request body is larger than ${maxBytes} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new HttpError(413, `Request body is larger than ${maxBytes} bytes.`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new HttpError(400, 'Request body is empty: send a JSON object.');
  // Nesting is measured on the text, before the parser recurses into it.
  if (nestingOf(text) > MAX_JSON_DEPTH) {
    throw new HttpError(400, `Request body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, (key, value: unknown) => {
      if (!storable(key) || (typeof value === 'string' && !storable(value))) throw new UnstorableText();
      return value;
    });
  } catch (error) {
    if (error instanceof UnstorableText) {
      throw new HttpError(
        400,
        'Request body has a NUL character or half of a surrogate pair in a string: send text without them.',
      );
    }
    throw new HttpError(
      400,
      'Request body is not valid JSON: send a JSON object with content-type application/json.',
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'Request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

class UnstorableText extends Error {}

/** The deepest nesting of objects and arrays in a JSON text, brackets inside strings left out. */
function nestingOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}
