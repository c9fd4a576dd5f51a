// N concurrent debates on the local platform (docs/architecture.md section 9): each joins over the WebSocket transport and
// types a challenge every 4 s, as a lively visitor would. The server runs in its own process, exactly as
// `npm start` runs it, so that its CPU and memory are its own. Usage: npm run bench:load -- N [seconds]
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import WebSocket from 'ws';
import { startServer } from '../../tests/e2e/server-process';
import { challengeSet } from '../eval/debate-measure';

const KEYS = { publicKey: 'bench-public-key-0001', privateKey: 'bench-private-key-0001' };
const CHALLENGE_EVERY_MS = 4000;
/** The browser player's start slack (src/web-call/audio/pcm-player.ts START_DELAY_S). */
const START_SLACK_MS = 60;
/** PCM16 mono at 16 kHz: 32 bytes a millisecond. */
const BYTES_PER_MS = 32;

function usage(problem: string): never {
  console.error(`${problem}\nUsage: npm run bench:load -- N [seconds]   (N concurrent debates, 1 to 200)`);
  process.exit(2);
}

const n = Number(process.argv[2]);
const seconds = Number(process.argv[3] ?? 30);
if (!Number.isInteger(n) || n < 1 || n > 200)
  usage(`N must be a whole number from 1 to 200, not '${process.argv[2]}'.`);
if (!Number.isFinite(seconds) || seconds < 5 || seconds > 600) usage('seconds must be from 5 to 600.');

/**
 * One visitor's ears: the browser player modelled frame by frame. Within a turn, a frame that arrives after the
 * player has run dry starts START_SLACK_MS after its arrival, and the silence before it is a gap the visitor
 * hears. Between turns, silence is the debate's own pause, not a gap.
 */
class Listener {
  audioMs = 0;
  gapMs = 0;
  largestGapMs = 0;
  private nextStart: number | null = null;
  private speaking = false;

  text(message: { type?: string; role?: string; status?: string }): void {
    if (message.type === 'speech-update' && message.role === 'assistant') {
      this.speaking = message.status === 'started';
      this.nextStart = null;
    } else if (message.type === 'user-interrupted') {
      this.nextStart = null;
    }
  }

  audio(bytes: number, at: number): void {
    const duration = bytes / BYTES_PER_MS;
    if (this.nextStart === null || !this.speaking) {
      this.nextStart = Math.max(this.nextStart ?? 0, at + START_SLACK_MS);
    } else if (at + START_SLACK_MS > this.nextStart) {
      const gap = at + START_SLACK_MS - this.nextStart;
      this.gapMs += gap;
      this.largestGapMs = Math.max(this.largestGapMs, gap);
      this.nextStart = at + START_SLACK_MS;
    }
    this.nextStart += duration;
    this.audioMs += duration;
  }

  /** Received audio over the time it took to play: 1 when it never ran dry. */
  get ratio(): number {
    return this.audioMs === 0 ? 0 : this.audioMs / (this.audioMs + this.gapMs);
  }
}

/** The server process's CPU time (all its threads) in ms, and its resident memory in MB, from /proc. */
function processUsage(pid: number): { cpuMs: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpuMs: ticks * 10, rssMb: rssKb / 1024 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cores = availableParallelism();

const server = await startServer({
  LOCAL_PUBLIC_KEY: KEYS.publicKey,
  LOCAL_PRIVATE_KEY: KEYS.privateKey,
  MAX_CALLS: String(Math.max(64, n)),
});
const pid = server.process.pid as number;
const sockets: WebSocket[] = [];
const timers: ReturnType<typeof setInterval>[] = [];
try {
  const config = (await (await fetch(`${server.url}/app-config.json`)).json()) as {
    squads: Record<string, string>;
  };
  // Every debate the server seeded, in turn, each with its evaluation set's challenges (in visitors' own words, so
  // that replies are as varied as real ones).
  const debates = Object.entries(config.squads);
  const challengesOf = new Map<string, readonly string[]>();
  for (const [debate] of debates) {
    const set = await challengeSet(`./challenges/${debate}.ts`);
    if (!set) throw new Error(`no evaluation set for ${debate}: scripts/eval/challenges/${debate}.ts`);
    challengesOf.set(
      debate,
      set.map((c) => c.text),
    );
  }
  await sleep(1000);
  const idle = processUsage(pid);

  const listeners = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      await sleep((i * 2000) / n); // joins spread over 2 s, as visitors arrive
      const response = await fetch(`${server.url}/call/web`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEYS.publicKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ squadId: debates[i % debates.length]?.[1] }),
      });
      if (!response.ok) throw new Error(`call ${i} was refused: ${response.status} ${await response.text()}`);
      const call = (await response.json()) as { webCallUrl: string };
      const socket = new WebSocket(call.webCallUrl);
      sockets.push(socket);
      const listener = new Listener();
      socket.on('message', (data, isBinary) => {
        if (isBinary) listener.audio((data as Buffer).length, performance.now());
        else if (data.toString().startsWith('{')) listener.text(JSON.parse(data.toString()) as never);
      });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      socket.send('playable');
      const challenges = challengesOf.get(debates[i % debates.length]?.[0] as string) ?? [];
      let k = Math.floor(i / debates.length) * 7;
      timers.push(
        setInterval(() => {
          const content = challenges[k++ % challenges.length] as string;
          socket.send(JSON.stringify({ type: 'add-message', message: { role: 'user', content } }));
        }, CHALLENGE_EVERY_MS),
      );
      return listener;
    }),
  );

  const before = processUsage(pid);
  const startedAt = performance.now();
  let peakRssMb = before.rssMb;
  for (let elapsed = 0; elapsed < seconds; elapsed++) {
    await sleep(1000);
    peakRssMb = Math.max(peakRssMb, processUsage(pid).rssMb);
  }
  const after = processUsage(pid);
  const wallMs = performance.now() - startedAt;

  const silent = listeners.filter((l) => l.audioMs === 0).length;
  const ratios = listeners.map((l) => l.ratio).sort((a, b) => a - b);
  const worst = ratios[0]?.toFixed(3);
  const largestGap = `${Math.max(...listeners.map((l) => l.largestGapMs)).toFixed(0)} ms`;
  const cpu = `${(((after.cpuMs - before.cpuMs) / wallMs / cores) * 100).toFixed(0)} %`;
  const perCall = `${((peakRssMb - idle.rssMb) / n).toFixed(2)} MB`;
  console.log(
    `${n} concurrent debates (a mix of all ${debates.length}) for ${seconds} s, a typed challenge every ${CHALLENGE_EVERY_MS / 1000} s each`,
  );
  console.log(
    `  audio ratio: worst ${worst}, median ${ratios[Math.floor(n / 2)]?.toFixed(3)} (target >= 0.99 for every call)`,
  );
  if (silent > 0) console.log(`  ${silent} of ${n} calls received no audio at all`);
  console.log(`  largest gap: ${largestGap} (target <= 150 ms)`);
  console.log(`  server CPU: ${cpu} of each of ${cores} cores`);
  console.log(
    `  server RSS: ${idle.rssMb.toFixed(0)} MB idle, ${peakRssMb.toFixed(0)} MB at peak, ${perCall} per call (target <= 5 MB)`,
  );
  // One row of the closing note's table.
  console.log(`TABLE | ${n} | ${worst} | ${largestGap} | ${cpu} | ${perCall} |`);
} finally {
  for (const timer of timers) clearInterval(timer);
  for (const socket of sockets) socket.close();
  await server.stop();
}
