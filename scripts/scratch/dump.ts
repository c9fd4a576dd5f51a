// Dumps: issue lists of the twelve debates, and each debate's 12-06 set (for spending) as JSON.
import { writeFileSync } from 'node:fs';
import { debates } from '../../src/debates/catalogue';
import { contentWith, knowledgeOf } from '../knowledge/drafts';
import { challengeSet } from '../eval/debate-measure';
import { debateAssistants } from '../../server/content/platform';
const ids = debates.map((d) => d.id);
const content = await contentWith(ids);
const knowledge = knowledgeOf(content, ids);
const lists = ids.map((id) => {
  const d = debates.find((x) => x.id === id)!;
  const t = knowledge.topics.get(id)!;
  return { id, title: d.title, question: d.topic, debaters: d.philosophers.map((p, i) => ({ key: (content.people as any[]).find((x) => x.name === p.name)?.key ?? (debateAssistants as any[]).find((a) => a.name === p.name)?.key, name: p.name, subtitle: p.subtitle })), issues: t.issues.map((i) => ({ id: i.id, question: i.question })) };
});
writeFileSync('/tmp/s73/issue-lists.json', JSON.stringify(lists, null, 2));
const sets: Record<string, unknown> = {};
for (const id of ids) sets[id] = await challengeSet(`../eval/challenges/held-out/blind-2026-12-06/${id}.ts`);
writeFileSync('/tmp/s73/set06.json', JSON.stringify(sets, null, 1));
const asked: Record<string, string[]> = {};
for (const id of ids) asked[id] = knowledge.topics.get(id)!.asked.map((a) => a.text.toLowerCase());
writeFileSync('/tmp/s73/asked.json', JSON.stringify(asked));
