// A debate being written is not yet among server/content's debates (it would stop the server while it is invalid).
// The content scripts take such drafts by id: `server/content/debates/<id>/index.ts`, with the people it seats from
// `server/content/people/<key>.ts`, checked and measured beside the debates that are in.
import { checkKnowledge, type CheckedKnowledge } from '../../server/content/check';
import {
  debateContents,
  people,
  philosophersOf,
  type DebateContent,
  type Person,
} from '../../server/content';

function isContent(value: unknown): value is DebateContent {
  return typeof value === 'object' && value !== null && 'topic' in value && 'members' in value;
}

async function importDraft(debateId: string): Promise<DebateContent> {
  const module: Record<string, unknown> = await import(`../../server/content/debates/${debateId}/index.ts`);
  const content = Object.values(module).find(isContent);
  if (!content) throw new Error(`server/content/debates/${debateId}/index.ts exports no DebateContent`);
  return content;
}

async function importPerson(key: string): Promise<Person> {
  const module: Record<string, unknown> = await import(`../../server/content/people/${key}.ts`);
  const person = module[key];
  if (!person) throw new Error(`server/content/people/${key}.ts does not export '${key}'`);
  return person as Person;
}

export interface Content {
  contents: DebateContent[];
  people: Person[];
}

/** The debates that are in, plus the drafts named (a draft that is already in counts once). */
export async function contentWith(draftIds: readonly string[]): Promise<Content> {
  const contents = [...debateContents];
  const cast = [...people];
  for (const id of draftIds) {
    if (contents.some((c) => c.topic.debateId === id)) continue;
    const draft = await importDraft(id);
    contents.push(draft);
    for (const member of draft.members) {
      if (!cast.some((p) => p.key === member.key)) cast.push(await importPerson(member.key));
    }
  }
  return { contents, people: cast };
}

/** The knowledge of these debates only (their topics and seats), checked. */
export function knowledgeOf(content: Content, debateIds: readonly string[]): CheckedKnowledge {
  const chosen = content.contents.filter((c) => debateIds.includes(c.topic.debateId));
  return checkKnowledge(
    chosen.map((c) => c.topic),
    philosophersOf(chosen, content.people),
  );
}
