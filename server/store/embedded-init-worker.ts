import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// Creates a new embedded database's files in a thread of its own: initdb takes some 500 MB that the thread gives
// back when it exits, where the server's own heap would keep it.
const { dataDir, startParams } = workerData as { dataDir: string; startParams: string[] };
const db = new PGlite(dataDir, { startParams });
await db.waitReady;
await db.close();
parentPort?.postMessage('ready');
