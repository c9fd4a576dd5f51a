import { membersOf } from '../../../scripts/eval/debate-measure';
import { contentWith, knowledgeOf, type Content } from '../../../scripts/knowledge/drafts';
import type { CheckedKnowledge } from '../../content';
import { createReplyEngine } from '../engine';
import type { DebateMember } from '../types';
import { runScript, type ScriptedTurn } from './debate-script';

/** The floor of debates still in draft (with any debates that are in named beside them), for scenario tests. */
export interface DraftFloor {
  content: Content;
  knowledge: CheckedKnowledge;
  /** A debate's members as its content seats them. */
  membersOf(debateId: string): DebateMember[];
  /** What the floor says to a first line in one of the debates. */
  firstInDraft(debateId: string, line: string): Promise<ScriptedTurn[]>;
  /**
   * What the floor says to a first line that its debate has not learnt (left out of the lines it learns from), as it
   * would meet a visitor's line no set holds.
   */
  unlearnt(debateId: string, line: string): Promise<ScriptedTurn[]>;
  /** The first turn the floor gives a line put after an opening question in one of the debates. */
  afterOpening(debateId: string, opening: string, line: string): Promise<ScriptedTurn | undefined>;
}

export async function draftFloor(
  drafts: readonly string[],
  alsoIn: readonly string[] = [],
): Promise<DraftFloor> {
  const content = await contentWith(drafts);
  const knowledge = knowledgeOf(content, [...drafts, ...alsoIn]);
  const engine = createReplyEngine({ knowledge });
  const members = (debateId: string): DebateMember[] => {
    const debate = content.contents.find((c) => c.topic.debateId === debateId);
    if (!debate) throw new Error(`no debate ${debateId}`);
    return membersOf(debate, content.people);
  };
  return {
    content,
    knowledge,
    membersOf: members,
    firstInDraft: async (debateId, line) =>
      (await runScript(engine, members(debateId), [{ visitor: line }])).byStep[0] ?? [],
    unlearnt: async (debateId, line) => {
      const topic = knowledge.topics.get(debateId);
      if (!topic) throw new Error(`no debate ${debateId}`);
      const asked = topic.asked.filter((challenge) => challenge.text !== line);
      const unlearnt = createReplyEngine({
        knowledge: { ...knowledge, topics: new Map(knowledge.topics).set(debateId, { ...topic, asked }) },
      });
      return (await runScript(unlearnt, members(debateId), [{ visitor: line }])).byStep[0] ?? [];
    },
    afterOpening: async (debateId, opening, line) =>
      (await runScript(engine, members(debateId), [{ visitor: opening }, { visitor: line }])).byStep[1]?.[0],
  };
}
