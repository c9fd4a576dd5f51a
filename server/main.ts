import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadKnowledge } from './content';
import { buildLocalPlatform } from './app';
import { readServerConfig } from './config';
import { createReplyEngine } from './debate/engine';
import { createModelWording } from './debate/model-wording';
import { debateLanguageModel } from './debate/spoken-corpus';
import { loadKeys, maskKey } from './platform/keys';
import { openDatabase } from './store/database';
import { createRecognizer, speechRecognitionStatus } from './speech/recognition';
import { createSynthesizer } from './speech/synthesis';
import { createUtteranceDetector } from './speech/voice-activity';
import { logLine } from './log-line';

const log = logLine;

async function main(): Promise<void> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const config = readServerConfig(process.env, root);
  const { keys, source } = await loadKeys(config.dataDir, {
    LOCAL_PUBLIC_KEY: config.publicKey,
    LOCAL_PRIVATE_KEY: config.privateKey,
  });

  const status = speechRecognitionStatus();
  if (!status.available) {
    log(`Speech recognition is off: ${status.reason}. Install it with: ${status.install}`);
    log('Everything else works: the philosophers speak and answer typed challenges.');
  }
  const knowledge = loadKnowledge();
  const [synthesizer, recognizer] = await Promise.all([
    createSynthesizer({ workers: config.speechWorkers }),
    // The recogniser knows our debates' words and names (docs/architecture.md section 5).
    status.available
      ? createRecognizer({ domain: debateLanguageModel(knowledge), workers: config.speechWorkers })
      : Promise.resolve(null),
  ]);

  const engine = createReplyEngine({
    knowledge,
    ...(config.model && { model: createModelWording(config.model) }),
    log,
  });
  if (config.model) {
    log(
      `The philosophers think with ${config.model.model} at ${config.model.baseUrl} (templates when it is slow or fails).`,
    );
  }

  const db = await openDatabase({
    dataDir: join(config.dataDir, 'db'),
    ...(config.databaseUrl && { url: config.databaseUrl }),
  });
  log(`Records are kept in ${db.description}.`);
  const platform = await buildLocalPlatform({
    db,
    maxCalls: config.maxCalls,
    maxCallsPerAddress: config.maxCallsPerAddress,
    callRate: config.callRate,
    keys,
    engine,
    speech: { synthesizer, recognizer, createDetector: createUtteranceDetector },
    staticDir: config.staticDir,
    log,
    ...(config.publicUrl && { publicUrl: config.publicUrl }),
    allowedOrigins: config.allowedOrigins,
  });
  /** Closes the calls, the records and the speech workers, then exits. */
  const shutDown = (code: number): void =>
    void Promise.allSettled([platform.close(), synthesizer.close(), recognizer?.close()]).then(() =>
      process.exit(code),
    );
  platform.server.once('error', (error: NodeJS.ErrnoException) => {
    const taken = error.code === 'EADDRINUSE';
    console.error(
      taken
        ? `Port ${config.port} on ${config.host} is in use (another server?): stop it, or start this one with PORT set to a free port.`
        : `Cannot listen on ${config.host}:${config.port}: ${error.message}`,
    );
    shutDown(1);
  });
  platform.server.listen(config.port, config.host, () => {
    const address = platform.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
    console.log(`Dialectic Club is running: open http://${shownHost}:${port}/`);
    // The private key is shown in full once, when it is made; afterwards it is in the data dir, not the log.
    const privateShown = source === 'generated' ? keys.privateKey : maskKey(keys.privateKey);
    console.log(`Local platform keys (${source}): public ${keys.publicKey}, private ${privateShown}`);
    if (source === 'generated') {
      console.log(`The private key is shown this once; it is kept in ${join(config.dataDir, 'keys.json')}.`);
    }
  });

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    shutDown(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // Why the server cannot start, as written (a list of the content's problems runs over several lines).
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
