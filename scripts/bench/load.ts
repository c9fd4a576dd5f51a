// Many debates at once on the local platform (docs/architecture.md section 9), the server in its own process exactly
// as `npm start` runs it. Typed: N visitors typing a challenge every 4 s (typed-load.ts). Spoken: N visitors
// speaking theirs into a microphone in real time, for each N given (spoken-load.ts).
// Usage: npm run bench:load -- N [seconds]
//        npm run bench:load -- --spoken [N,N,...] [seconds]   (by default 1,4,8,12,16,24 for 40 s each)
import { SPOKEN_COUNTS, spokenLoad } from './spoken-load';
import { typedLoad } from './typed-load';

function usage(problem: string): never {
  console.error(
    `${problem}\nUsage: npm run bench:load -- N [seconds]   (N concurrent debates, 1 to 200)\n` +
      `       npm run bench:load -- --spoken [N,N,...] [seconds]   (N speaking visitors, 1 to 64)`,
  );
  process.exit(2);
}

const args = process.argv.slice(2);
if (args[0] === '--spoken') {
  const counts = args[1] === undefined ? [...SPOKEN_COUNTS] : args[1].split(',').map(Number);
  const seconds = Number(args[2] ?? 40);
  if (counts.some((n) => !Number.isInteger(n) || n < 1 || n > 64))
    usage(`Each N must be a whole number from 1 to 64, not '${args[1]}'.`);
  if (!Number.isFinite(seconds) || seconds < 10 || seconds > 600) usage('seconds must be from 10 to 600.');
  await spokenLoad(counts, seconds);
} else {
  const n = Number(args[0]);
  const seconds = Number(args[1] ?? 30);
  if (!Number.isInteger(n) || n < 1 || n > 200)
    usage(`N must be a whole number from 1 to 200, not '${args[0]}'.`);
  if (!Number.isFinite(seconds) || seconds < 5 || seconds > 600) usage('seconds must be from 5 to 600.');
  await typedLoad(n, seconds);
}
