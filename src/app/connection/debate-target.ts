import { getArenaConfig } from '../../debates';
import type { ConnectTarget } from './web-call-like';

/** The platform ids a debate call needs: debate id -> squad id, and debate assistant key -> assistant id. */
export interface DebateCallIds {
  squads: Readonly<Record<string, string>>;
  assistants?: Readonly<Record<string, string>>;
}

/**
 * What a debate connects to (docs/architecture.md section 3, step 2): its squad, one call for the whole debate; where no squad
 * is configured, the first member's assistant. Undefined when neither id is known.
 */
export function debateConnectTarget(debateId: string, ids: DebateCallIds): ConnectTarget | undefined {
  // An unknown debate falls back to the morality arena (spec section 3), and so to its squad.
  const arena = getArenaConfig(debateId);
  const squadId = ids.squads[debateId] ?? ids.squads[arena.debateId];
  if (squadId) return { squadId };
  const assistantId = ids.assistants?.[arena.openerKey];
  return assistantId ? { assistantId } : undefined;
}
