import { loadKnowledge } from '../../content';
import { debateAssistants, getSquad } from '../../content/platform';
import { createReplyEngine } from '../engine';
import type { DebateMember } from '../types';

/** The engine with the real knowledge, for scenario tests of what the small fixture cannot show. */
export const engine = createReplyEngine({ knowledge: loadKnowledge() });

/** A debate's members as its squad seats them, for `runScript`. */
export function membersOf(debateId: string): DebateMember[] {
  return (getSquad(debateId)?.members ?? []).map((member) => {
    const assistant = debateAssistants.find((a) => a.key === member.assistantKey);
    return { name: assistant?.name ?? '?', key: member.assistantKey, firstMessage: '' };
  });
}
