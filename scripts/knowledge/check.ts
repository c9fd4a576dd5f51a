// Checks the philosophers' knowledge and prints every problem. Usage: npx tsx scripts/knowledge/check.ts [filter]
// A filter (a philosopher key or debate id) keeps only the lines that mention it.
import { checkKnowledge } from '../../server/content/check';
import { philosopherModules, topicModules } from '../../server/content';

const filter = process.argv[2];
try {
  const { philosophers } = checkKnowledge(topicModules, philosopherModules);
  for (const philosopher of philosophers.values()) {
    for (const [debateId, seat] of Object.entries(philosopher.seats)) {
      const size = seat.role === 'debater' ? `${seat.arguments.length} arguments` : 'moderator';
      console.log(`${philosopher.key} in ${debateId}: ${size}`);
    }
  }
  console.log('The knowledge is valid.');
} catch (error) {
  const lines = (error as Error).message.split('\n');
  const shown = filter ? lines.filter((line) => line.includes(filter)) : lines.slice(1);
  console.log(shown.join('\n') || `No problem mentions '${filter}'.`);
  console.log(`${lines.length - 1} problem(s) in all.`);
  process.exitCode = 1;
}
