import type { Database } from './database';

/**
 * The schema, one numbered step at a time. A step once released is never edited: a change is a new step. Every
 * instance runs the missing steps at start, one instance at a time (an advisory lock), each in its transaction.
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'resources',
    sql: `
      create table resources (
        -- Creation order, exact where two records share a millisecond.
        seq bigint generated always as identity,
        kind text not null,
        id text not null,
        -- The seeded debates' assistant key or debate id: a restart updates the record and keeps its id.
        seed_key text,
        status text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        record jsonb not null,
        primary key (kind, id)
      );
      create unique index resources_seed_key on resources (kind, seed_key) where seed_key is not null;
      create index resources_created on resources (kind, seq desc);
      create index resources_status on resources (kind, status) where status is not null;
      create table settings (name text primary key, value text not null);
    `,
  },
  {
    version: 2,
    name: 'call owners',
    sql: `
      -- The server process running a live call, and each process's last sign of life: when several share one
      -- database, the calls of one that died are closed by the others.
      alter table resources add column owner text;
      create table instances (id text primary key, seen_at timestamptz not null);
    `,
  },
];

/** An arbitrary constant that names this store's migration lock among any others on the server. */
const MIGRATION_LOCK = 7_411_202_611;

/** Brings the schema up to date; returns the versions it applied. */
export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ version: number }>('select version from schema_migrations')).map((r) => r.version),
    );
    const applied: number[] = [];
    for (const step of MIGRATIONS) {
      if (done.has(step.version)) continue;
      await tx.exec(step.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        step.version,
        step.name,
      ]);
      applied.push(step.version);
    }
    return applied;
  });
}
