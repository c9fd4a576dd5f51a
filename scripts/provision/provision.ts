import {
  debateAssistants,
  debateSquads,
  toCreateAssistantDto,
  toCreateSquadDto,
} from '../../server/content/platform';
import type { PlatformClient } from '../../src/platform-api';

export type Action = 'created' | 'updated';

export interface ProvisionResult {
  /** assistant key -> its platform id and what was done */
  assistants: Record<string, { id: string; action: Action }>;
  /** debate id -> its squad's platform id and what was done */
  squads: Record<string, { id: string; action: Action }>;
}

/** As many as the platform lists at once; a debate platform holds a handful. */
const LIST_LIMIT = 1000;

/**
 * Creates the debate assistants and squads on a platform, or updates the ones of the same name, so that running
 * it twice creates nothing new. Squads are built after the assistants, from their ids.
 */
export async function provisionDebates(client: PlatformClient): Promise<ProvisionResult> {
  const result: ProvisionResult = { assistants: {}, squads: {} };
  const existingAssistants = await client.assistant.list({ limit: LIST_LIMIT });
  for (const assistant of debateAssistants) {
    const body = toCreateAssistantDto(assistant);
    const existing = existingAssistants.find((a) => a.name === assistant.name);
    const saved = existing
      ? await client.assistant.update(existing.id, body)
      : await client.assistant.create(body);
    result.assistants[assistant.key] = { id: saved.id, action: existing ? 'updated' : 'created' };
  }
  const idOf = (key: string): string => {
    const entry = result.assistants[key];
    if (!entry)
      throw new Error(`A squad names the assistant '${key}', which the debate domain does not define.`);
    return entry.id;
  };
  const existingSquads = await client.squad.list({ limit: LIST_LIMIT });
  for (const squad of debateSquads) {
    const body = toCreateSquadDto(squad, idOf);
    const existing = existingSquads.find((s) => s.name === squad.name);
    const saved = existing ? await client.squad.update(existing.id, body) : await client.squad.create(body);
    result.squads[squad.debateId] = { id: saved.id, action: existing ? 'updated' : 'created' };
  }
  return result;
}
