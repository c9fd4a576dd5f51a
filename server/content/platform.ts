// The platform side of the debate domain, for the server and `npm run provision` only (never imported by the
// app): the philosophers as platform assistants (prompts, voices, models) and the debate squads.
import { debateAssistants } from './assistants';
import type { DebateAssistant } from './types';

export { debateAssistants, getAssistant } from './assistants';
export { debateSquads, getSquad, toCreateSquadDto } from './squads';
export type { CreateSquadDto } from './squads';

/** The model the philosophers think with on the hosted platform. */
export const HOSTED_MODEL = { provider: 'openai', model: 'gpt-4.1', temperature: 0.8 } as const;

/**
 * A debate assistant as the platform's CreateAssistantDTO: prompt, model and hosted voice for the hosted
 * platform; the local platform's voice rides along in metadata, and the key that finds its knowledge.
 */
export function toCreateAssistantDto(assistant: DebateAssistant) {
  return {
    name: assistant.name,
    firstMessage: assistant.firstMessage,
    firstMessageMode: 'assistant-speaks-first' as const,
    model: { ...HOSTED_MODEL, messages: [{ role: 'system' as const, content: assistant.systemPrompt }] },
    voice: { provider: 'vapi' as const, voiceId: assistant.hostedVoiceId },
    metadata: {
      debateAssistantKey: assistant.key,
      localVoice: assistant.localVoice,
    },
  };
}

export type CreateAssistantDto = ReturnType<typeof toCreateAssistantDto>;

/** Every debate assistant, in the order squads are built from. */
export function debateAssistantDtos(): CreateAssistantDto[] {
  return debateAssistants.map(toCreateAssistantDto);
}
