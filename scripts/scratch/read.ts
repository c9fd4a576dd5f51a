// Fast reading harness: 5-fold CV over each debate's tuned-on set, DebateIndex.find only.
import { castDebate } from '../../server/debate/cast';
import { DebateIndex, DEFAULT_TUNING } from '../../server/debate/retrieval';
const tuning = { ...DEFAULT_TUNING, ...JSON.parse(process.env.TUNE ?? '{}') };
import { contentWith, knowledgeOf } from '../knowledge/drafts';
import { membersOf } from '../eval/debate-measure';
import { challengeSet } from '../eval/debate-measure';

const ids = (process.env.IDS ?? '').split(',').filter(Boolean);
const content = await contentWith(ids);
const debateIds = ids.length ? ids : content.contents.map((c) => c.topic.debateId);
const knowledge = knowledgeOf(content, debateIds);
const folds = 5;
const heldOut = process.env.HELD === '1';
let knnRight = 0, ldaRight = 0, clRight = 0; let right = 0, total = 0, onAway = 0, on = 0, offAway = 0, off = 0, firstRight = 0;
const show = process.env.SHOW === '1';
for (const id of debateIds) {
  const debate = content.contents.find((c) => c.topic.debateId === id)!;
  const members = membersOf(debate, content.people);
  const topic = knowledge.topics.get(id)!;
  const asked = topic.asked;
  const runs: { learnt: typeof asked; test: readonly (typeof asked)[number][] }[] = [];
  if (heldOut) {
    const set = (await challengeSet(`../eval/challenges/held-out/blind-2026-12-07/${id}.ts`)) ?? [];
    const learntText = new Set(asked.map((c) => c.text.toLowerCase()));
    runs.push({ learnt: asked, test: set.filter((c) => !learntText.has(c.text.toLowerCase())) as never });
  } else {
    const foldOf = (i: number) => Math.floor((i * folds) / asked.length);
    for (let f = 0; f < folds; f++)
      runs.push({ learnt: asked.filter((_, i) => foldOf(i) !== f), test: asked.filter((_, i) => foldOf(i) === f) });
  }
  for (const { learnt, test } of runs) {
    const k = { ...knowledge, topics: new Map(knowledge.topics).set(id, { ...topic, asked: learnt }) };
    const cast = castDebate(members, k as never);
    const index = new DebateIndex(cast.topic!, cast.sides, tuning);
    for (const c of test) {
      const s = index.find(c.text);
      const offRead = s.reading === 'off-topic' && !s.keptOn;
      const labels = c.issue === null ? [] : [c.issue, ...(c.also ?? [])];
      total++;
      let ok: boolean;
      if (c.issue === null) { off++; ok = offRead; if (ok) offAway++; }
      else { on++; if (offRead) onAway++; ok = !offRead && labels.includes(s.issues[0]?.issue ?? ''); if (!offRead && labels.includes(s.issues[0]?.issue ?? '')) firstRight++; }
      if (ok) right++;
      else if (show) console.log(`miss ${id} ${c.issue}: "${c.text}" -> ${offRead ? 'OFF' : s.issues[0]?.issue}`);
    }
  }
}
console.log(`right ${right}/${total}  on-theme read off ${onAway}/${on}  off-theme read off ${offAway}/${off}`);
//console.log(`components top-1 on on-theme: knn ${knnRight} lda ${ldaRight} classifier ${clRight} of ${on}`);
