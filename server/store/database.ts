import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { spawnWorker } from '../workers/spawn-worker';
import { lockDirectory } from './directory-lock';

/** What the store asks of a database: parameterised SQL, transactions, and closing. */
export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs statements that take no parameters, several at once (a migration). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: all of it is committed, or none. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Where the records are, for the log ("PGlite in .data/db", "PostgreSQL at db.example:5432/club"). */
  readonly description: string;
  /** Whether other server processes may use the same records (a PostgreSQL server), or this one alone (PGlite). */
  readonly shared: boolean;
}

export interface DatabaseOptions {
  /** The embedded database's directory (DATA_DIR/db); ignored with a URL. */
  dataDir: string;
  /** A PostgreSQL server (DATABASE_URL): several instances may share it. */
  url?: string;
}

/**
 * Opens the records' database (docs/architecture.md section 10): PGlite, Postgres compiled to WebAssembly, in a directory of
 * its own, with no server to start; or, with a URL, a PostgreSQL server speaking the same SQL.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openServer(options.url) : openEmbedded(options.dataDir);
}

/** The embedded database's shared buffers: its records are few, and the default 128 MB would all be resident. */
const EMBEDDED_SHARED_BUFFERS = '16MB';

async function openEmbedded(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const release = await lockDirectory(dataDir);
  let db: PGlite;
  try {
    const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await initEmbedded(dataDir, startParams);
    db = new PGlite(dataDir, {
      // Each acknowledged write reaches the files before the query returns, so it survives the process being killed.
      relaxedDurability: false,
      startParams,
    });
    await db.waitReady;
  } catch (error) {
    await release();
    throw new Error(
      `The records' database in ${dataDir} could not be opened (${(error as Error).message}). If it is damaged, ` +
        'move it aside and start again: a new one is made (the records in it are lost).',
      { cause: error },
    );
  }
  const on = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <Row>(sql: string, params?: unknown[]) => (await target.query<Row>(sql, params)).rows,
    exec: async (sql) => void (await target.exec(sql)),
  });
  return {
    ...on(db),
    transaction: (work) => db.transaction((tx) => work(on(tx))),
    close: () => db.close().finally(release),
    description: `PGlite in ${dataDir}`,
    shared: false,
  };
}

/** Creates the database's files in a worker thread, whose memory goes when it exits. */
async function initEmbedded(dataDir: string, startParams: string[]): Promise<void> {
  const worker = spawnWorker(new URL('./embedded-init-worker.ts', import.meta.url), { dataDir, startParams });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`creating the database in ${dataDir} failed (exit ${code})`)),
    );
  });
  await worker.terminate();
}

async function openServer(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // A broken idle connection must not take the process down; the next query reconnects.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const { host, pathname } = new URL(url);
  const on = (target: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <Row>(sql: string, params?: unknown[]) => (await target.query(sql, params)).rows as Row[],
    exec: async (sql) => void (await target.query(sql)),
  });
  return {
    ...on(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(on(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    description: `PostgreSQL at ${host}${pathname}`,
    shared: true,
  };
}
