import { describe, expect, it } from 'vitest';
import { expectSchema, openApiAvailable } from '../../tests/support/openapi';
import {
  debateAssistantDtos,
  debateAssistants,
  debateSquads,
  toCreateAssistantDto,
  toCreateSquadDto,
} from './platform';

describe('the debate assistants as platform assistants', () => {
  it('carry the prompt, the model, the hosted voice and the local voice', () => {
    const dtos = debateAssistantDtos();
    expect(dtos.map((d) => d.name)).toEqual(debateAssistants.map((a) => a.name));
    const assistant = debateAssistants.find((a) => a.key === 'socrates');
    if (!assistant) throw new Error('Socrates is missing from the cast');
    const socrates = toCreateAssistantDto(assistant);
    expect(socrates.model.messages[0]?.content).toContain('Socrates');
    expect(socrates.metadata.debateAssistantKey).toBe('socrates');
  });

  it.skipIf(!openApiAvailable)('validate against the platform schema, as do the squads', () => {
    for (const dto of debateAssistantDtos()) expectSchema('CreateAssistantDTO', dto);
    for (const squad of debateSquads)
      expectSchema(
        'CreateSquadDTO',
        toCreateSquadDto(squad, (key) => `id-${key}`),
      );
  });
});
