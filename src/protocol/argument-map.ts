import * as z from 'zod/mini';

// The argument of a debate as the platform saw it (docs/architecture.md section 4): for each challenge, the claims the
// debaters made, which claim each one answered, and which were left standing; and, once the debate is closed, the
// moderator's verdict. The local platform sends it as a `metadata` message (the platform's ClientMessageMetadata: a
// string, this object as JSON) and keeps it on the call as `analysis.structuredData.argumentMap`.

/** Bounds a map a client will draw: a debate has a few dozen exchanges at most. */
export const MAX_MAP_EXCHANGES = 40;
const MAX_CLAIMS = 8;
const MAX_TEXT = 600;

const text = z.string().check(z.maxLength(MAX_TEXT));

const claimSchema = z.object({
  /** Unique in the map: what another claim's `answers` names. */
  id: z.string().check(z.maxLength(16)),
  speaker: z.string().check(z.maxLength(80)),
  /** The point in a clause ("reason alone moves no one to act"). */
  point: text,
  /** How it entered the exchange: a claim of its own, an attack on another, or a point granted then pushed back on. */
  kind: z.enum(['claim', 'rebuttal', 'concession']),
  /** The claim it answers. */
  answers: z.optional(z.string().check(z.maxLength(16))),
  /** True when the claim it answers was met head on (the rebuttal's argument was made against that very point). */
  direct: z.optional(z.boolean()),
  /** No one answered it, though the other side had the floor after it. */
  unanswered: z.boolean(),
});

const exchangeSchema = z.object({
  /** What opened the exchange: the visitor's challenge, or the moderator's question. */
  challenge: text,
  by: z.enum(['visitor', 'moderator']),
  /** The issue of the debate it was argued on, as a question. */
  issue: z.optional(text),
  claims: z.array(claimSchema).check(z.maxLength(MAX_CLAIMS)),
});

export const argumentMapSchema = z.object({
  debaters: z.array(z.string()).check(z.maxLength(4)),
  exchanges: z.array(exchangeSchema).check(z.maxLength(MAX_MAP_EXCHANGES)),
  /** The moderator's closing verdict, as spoken; absent until the debate is closed. */
  verdict: z.optional(z.string().check(z.maxLength(4000))),
});

export type ArgumentMap = z.infer<typeof argumentMapSchema>;
export type MapExchange = z.infer<typeof exchangeSchema>;
export type MapClaim = z.infer<typeof claimSchema>;

/** The map a `metadata` message carries, or undefined when it carries something else or is malformed. */
export function readArgumentMap(metadata: string): ArgumentMap | undefined {
  let json: unknown;
  try {
    json = JSON.parse(metadata);
  } catch {
    return undefined;
  }
  const map = (json as { argumentMap?: unknown } | null)?.argumentMap;
  const parsed = argumentMapSchema.safeParse(map);
  return parsed.success ? parsed.data : undefined;
}
