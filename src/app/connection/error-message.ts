/** How deep `error.error.error...` is searched for a message: the client wraps at most twice. */
const MAX_NESTING = 3;

/**
 * The readable text of an error from the call or the browser: its `message`, the `message` of the error it wraps
 * (`error.error.message`), or the error itself when it is a string. Undefined when there is none, so each caller
 * chooses its own fallback.
 */
export function errorMessage(error: unknown, depth = 0): string | undefined {
  if (typeof error === 'string') return error.trim() ? error : undefined;
  if (typeof error !== 'object' || error === null || depth >= MAX_NESTING) return undefined;
  const { message, error: inner } = error as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  return errorMessage(inner, depth + 1);
}
