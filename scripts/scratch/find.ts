import { castDebate } from '../../server/debate/cast';
import { DebateIndex } from '../../server/debate/retrieval';
import { contentWith, knowledgeOf } from '../knowledge/drafts';
import { membersOf } from '../eval/debate-measure';
const [id, ...texts] = process.argv.slice(2);
const content = await contentWith([id!]);
const knowledge = knowledgeOf(content, [id!]);
const debate = content.contents.find((c) => c.topic.debateId === id)!;
const members = membersOf(debate, content.people);
const topic = knowledge.topics.get(id!)!;
for (const text of texts) {
  const k = { ...knowledge, topics: new Map(knowledge.topics).set(id!, { ...topic, asked: topic.asked.filter((a) => a.text !== text) }) };
  const cast = castDebate(members, k as never);
  const index = new DebateIndex(cast.topic!, cast.sides);
  const s = index.find(text);
  const lab = (index as any).labelled;
  const m = lab.read(text);
  const on = m && Math.max(...lab.meantOn.map((v: Float32Array) => v.reduce((a: number, x: number, i: number) => a + x * m.line[i], 0)));
  const off = m && Math.max(...[...lab.meantOff, ...lab.meantOffElsewhere].map((v: Float32Array) => v.reduce((a: number, x: number, i: number) => a + x * m.line[i], 0)));
  console.log(JSON.stringify(text), s.reading, s.keptOn ?? '', 'profile', s.profile.toFixed(2), 'words', s.words, 'shared', s.shared, 'issues', s.issues.slice(0, 3).map((i) => `${i.issue}:${i.score.toFixed(2)}:${i.cues}`).join(' '), 'on', on?.toFixed(3), 'off', off?.toFixed(3), 'meansOff', m && lab.meansOff(m), 'concepts', s.concepts.join(','));
}
