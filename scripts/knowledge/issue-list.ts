// Prints a debate's issues (id, question, clause) and nothing else of its knowledge: what whoever labels a blind
// held-out set may see. Usage: npx tsx scripts/knowledge/issue-list.ts <debate id>
import { contentWith } from './drafts';

const debateId = process.argv[2];
if (!debateId) {
  console.error('Usage: npx tsx scripts/knowledge/issue-list.ts <debate id>');
  process.exit(2);
}
const content = await contentWith([debateId]);
const topic = content.contents.find((c) => c.topic.debateId === debateId)?.topic;
if (!topic) throw new Error(`no debate '${debateId}'`);
console.log(`${debateId}: ${topic.theme}`);
for (const issue of topic.issues) console.log(`- ${issue.id}: ${issue.question} (${issue.clause})`);
