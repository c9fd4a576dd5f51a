import { createReplyEngine } from '../../server/debate/engine';
import { runScript } from '../../server/debate/testing/debate-script';
import { contentWith, knowledgeOf } from '../knowledge/drafts';
import { membersOf } from '../eval/debate-measure';
const [id, ...texts] = process.argv.slice(2);
const content = await contentWith([id!]);
const knowledge = knowledgeOf(content, [id!]);
const topic = knowledge.topics.get(id!)!;
const k = { ...knowledge, topics: new Map(knowledge.topics).set(id!, { ...topic, asked: topic.asked.filter((a) => !texts.includes(a.text)) }) };
const engine = createReplyEngine({ knowledge: k as never });
const debate = content.contents.find((c) => c.topic.debateId === id)!;
const members = membersOf(debate, content.people);
const opening = process.env.OPEN; for (const text of texts) {
  const d = await runScript(engine, members, [...(opening ? [{ visitor: opening }] : []), { visitor: text }]);
  for (const t of d.byStep.at(-1) ?? []) console.log(`${members[t.plan.speaker]?.name} [${t.move} ${(t.plan as any).issue ?? ""}] ${t.sentences.join(' ')}`.slice(0, 300));
}
