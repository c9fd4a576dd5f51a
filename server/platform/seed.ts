import { debateAssistants, debateSquads, toCreateAssistantDto, toCreateSquadDto } from '../content/platform';
import type { PlatformState } from './platform';
import { assistantSchema, parseBody, squadSchema } from './schemas';

export interface SeededDebates {
  /** debate id -> squad id */
  squads: Record<string, string>;
  /** assistant key -> assistant id */
  assistants: Record<string, string>;
}

/**
 * Creates the debate assistants and squads from the debate domain, as `npm run provision` does on a platform, or
 * brings those of a former start up to date under the same ids (by assistant key and debate id).
 */
export async function seedDebates(state: PlatformState): Promise<SeededDebates> {
  const assistants: Record<string, string> = {};
  for (const assistant of debateAssistants) {
    const record = await state.assistants.seed(
      assistant.key,
      parseBody(assistantSchema, toCreateAssistantDto(assistant)),
    );
    assistants[assistant.key] = record.id;
  }
  const squads: Record<string, string> = {};
  for (const squad of debateSquads) {
    const dto = toCreateSquadDto(squad, (key) => {
      const id = assistants[key];
      if (!id) throw new Error(`Squad ${squad.name} names an unknown assistant key '${key}'.`);
      return id;
    });
    squads[squad.debateId] = (await state.squads.seed(squad.debateId, parseBody(squadSchema, dto))).id;
  }
  return { squads, assistants };
}
