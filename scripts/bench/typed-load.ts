// bench:load's typed mode: N concurrent debates on the local platform, each joined over the WebSocket transport by a
// visitor who types a challenge every 4 s, as a lively visitor would.
import { availableParallelism } from 'node:os';
import type WebSocket from 'ws';
import { joinDebate, Listener, processUsage, seededDebates, sleep, startLoadServer } from './load-measure';

const CHALLENGE_EVERY_MS = 4000;

/** N debates (a mix of all the server seeded) for `seconds`, each visitor typing a challenge every 4 s. */
export async function typedLoad(n: number, seconds: number): Promise<void> {
  const cores = availableParallelism();
  const server = await startLoadServer(n);
  const pid = server.process.pid as number;
  const sockets: WebSocket[] = [];
  const timers: ReturnType<typeof setInterval>[] = [];
  try {
    const debates = await seededDebates(server);
    await sleep(1000);
    const idle = processUsage(pid);

    const listeners = await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        await sleep((i * 2000) / n); // joins spread over 2 s, as visitors arrive
        const { squadId, challenges } = debates[i % debates.length] as (typeof debates)[number];
        const listener = new Listener();
        const socket = await joinDebate(server, squadId);
        sockets.push(socket);
        socket.on('message', (data, isBinary) => {
          if (isBinary) listener.audio(data as Buffer, performance.now());
          else if (data.toString().startsWith('{')) listener.text(JSON.parse(data.toString()) as never);
        });
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
}
