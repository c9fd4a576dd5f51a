// Checks the debates' knowledge and prints every problem.
// Usage: npx tsx scripts/knowledge/check.ts [debate id ...]
// With ids, checks those debates only, drafts included (scripts/knowledge/drafts.ts); without, every debate that is in.
import { debateContents } from '../../server/content';
import { contentWith, knowledgeOf } from './drafts';

const asked = process.argv.slice(2);
const content = await contentWith(asked);
const ids = asked.length > 0 ? asked : debateContents.map((c) => c.topic.debateId);
try {
  const { philosophers, topics } = knowledgeOf(content, ids);
  for (const topic of topics.values()) {
    const examples = topic.issues.reduce((n, issue) => n + issue.examples.length, 0);
    console.log(
      `${topic.debateId}: ${topic.issues.length} issues, ${examples} examples, ${topic.concepts.length} concepts`,
    );
  }
  for (const philosopher of philosophers.values()) {
    for (const [debateId, seat] of Object.entries(philosopher.seats)) {
      const size = seat.role === 'debater' ? `${seat.arguments.length} arguments` : 'moderator';
      console.log(`  ${philosopher.key} in ${debateId}: ${size}`);
    }
  }
  console.log('The knowledge is valid.');
} catch (error) {
  const lines = (error as Error).message.split('\n');
  console.log(lines.slice(1).join('\n'));
  console.log(`${lines.length - 1} problem(s) in all.`);
  process.exitCode = 1;
}
